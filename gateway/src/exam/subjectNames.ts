// Subject names by id, kept by the gateway between requests (issue 18). The exam screen's sheet
// names each question's subject, and REST gives only the id: without this every sheet cost a second
// REST call for the subject list. Names change rarely and a new subject is a miss that reloads, so
// the list is kept for the cached-read lifetime (docs/api.md#caching), then asked for again.
import type { components } from '@proshno/api/rest';
import type { GatewayContext } from '../context';
import { keptMap } from '../keptMap';
import { restData } from '../rest';

type Subject = components['schemas']['Subject'];

/** The cached-read lifetime of docs/api.md#caching. */
export const SUBJECT_NAMES_MS = 600_000;

export type SubjectNames = {
  /** The subject's name, from the kept list while it is fresh and holds `id`, else from `load()`. */
  nameOf(id: number, load: () => Promise<Subject[]>): Promise<string | undefined>;
};

export function subjectNames(lifetimeMs = SUBJECT_NAMES_MS, now: () => number = Date.now): SubjectNames {
  const names = keptMap<number, string>(lifetimeMs, now);
  return {
    async nameOf(id, load) {
      const kept = await names.map(load, (subject: Subject) => [subject.id, subject.name] as const, (map) => map.has(id));
      return kept.get(id);
    },
  };
}

/** A subject's name for a resolver, the list asked of REST (once per request) only on a miss. */
export async function subjectName(ctx: GatewayContext, subjectId: number): Promise<string> {
  const load = () => ctx.once('subjects', () => restData(ctx.rest.GET('/api/exam/v1/subject/')));
  return (await ctx.subjectNames.nameOf(subjectId, load)) ?? `Subject ${subjectId}`;
}
