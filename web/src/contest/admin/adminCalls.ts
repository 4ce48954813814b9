// The admin's contest page and form machines' actors against the gateway (./operations.graphql),
// and the one adapter from the generated AdminContest to the engine's AdminContestEntry.
import type { AdminContestEntry, AdminContestStatus, AdminMeritExport, AdminRegistration, CreateContestPayload, EditContestPayload } from '@proshno/engine';
import type { Client } from 'urql';
import {
  AdminContestExportDocument,
  AdminContestRegistrationsDocument,
  AdminContestsDocument,
  CancelContestDocument,
  CreateContestDocument,
  EditContestDocument,
  type AdminContestsQuery,
} from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

const statuses: readonly AdminContestStatus[] = ['upcoming', 'live', 'finished', 'cancelled'];

/** The gateway's AdminContest as the engine's page reads it (its status is a plain string on the wire). */
export function adminContestEntryOf(contest: AdminContestsQuery['adminContests'][number]): AdminContestEntry {
  const status = statuses.find((known) => known === contest.status);
  if (status === undefined) throw new Error(`unknown contest status ${contest.status}`);
  return {
    id: contest.id,
    title: contest.title,
    template_name: contest.template_name,
    university: contest.university,
    unit: contest.unit,
    year: contest.year,
    start_time: contest.start_time,
    end_time: contest.end_time,
    duration: contest.duration,
    total_question: contest.total_question,
    time_breaks_ties: contest.time_breaks_ties,
    status,
    registered_count: contest.registered_count,
    results_ready: contest.results_ready,
  };
}

/** Every contest, cancelled ones too, newest start first (docs/contest.md#admin-screen). */
export async function loadAdminContests(client: Client): Promise<AdminContestEntry[]> {
  const { adminContests } = await dataOf(client.query(AdminContestsDocument, {}, { requestPolicy: 'network-only' }).toPromise());
  return adminContests.map(adminContestEntryOf);
}

export async function loadRegistrations(client: Client, id: number): Promise<AdminRegistration[]> {
  const { adminContestRegistrations } = await dataOf(client.query(AdminContestRegistrationsDocument, { id }, { requestPolicy: 'network-only' }).toPromise());
  return adminContestRegistrations;
}

export async function cancelContest(client: Client, id: number): Promise<void> {
  await dataOf(client.mutation(CancelContestDocument, { id }).toPromise());
}

/** Reads the export and saves it as the file the server names (docs/contest.md#admin). */
export async function downloadMeritList(client: Client, id: number): Promise<void> {
  const { filename, csv } = await contestExport(client, id);
  downloadText(filename, csv);
}

/** createContest, or editContest when `id` is given; rejects with the server's refusal. */
export async function saveContest(client: Client, id: number | null, payload: CreateContestPayload | EditContestPayload): Promise<number> {
  if (id === null) {
    if (!('template' in payload)) throw new Error('a new contest needs its template');
    const { createContest } = await dataOf(client.mutation(CreateContestDocument, { input: payload }).toPromise());
    return createContest.id;
  }
  const { editContest } = await dataOf(client.mutation(EditContestDocument, { id, input: payload }).toPromise());
  return editContest.id;
}

/** The merit list's CSV as the server writes it (the header only before the results). */
export async function contestExport(client: Client, id: number): Promise<AdminMeritExport> {
  const { adminContestExport } = await dataOf(client.query(AdminContestExportDocument, { id }, { requestPolicy: 'network-only' }).toPromise());
  return adminContestExport;
}

/** Saves text as a file the browser downloads under `filename`. */
function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
