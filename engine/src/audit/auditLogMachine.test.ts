import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../access/serverError';
import { settled } from '../testing/modelPaths';
import { auditPage, emptyAuditPage } from '../testing/audit';
import { auditLogMachine, type AuditPage, type AuditQuery } from './auditLogMachine';
import { auditChanges, auditLogView } from './auditLogView';

type Answer = { resolve: (page: AuditPage) => void; reject: (error: unknown) => void };

function started() {
  const loads: Array<{ query: AuditQuery; answer: Answer }> = [];
  const actor = createActor(
    auditLogMachine.provide({
      actors: {
        loadActions: fromPromise(
          ({ input }) =>
            new Promise<AuditPage>((resolve, reject) => {
              loads.push({ query: input, answer: { resolve, reject } });
            }),
        ),
      },
    }),
  ).start();
  return { actor, loads, view: () => auditLogView(actor.getSnapshot()) };
}

describe('auditLogMachine (docs/content.md#audit-page)', () => {
  it('loads the newest page and shows who did what to which record, and what changed', async () => {
    const { loads, view } = started();
    expect(view()).toEqual({ screen: 'loading', label: 'Loading the audit log' });
    expect(loads.map((l) => l.query)).toEqual([{ kind: null, actor: '', page: 1 }]);
    loads[0]?.answer.resolve(auditPage);
    await settled();
    const shown = view();
    if (shown.screen !== 'page') throw new Error(shown.screen);
    expect(shown.entries.map((e) => [e.what, e.target, e.byOn])).toEqual([
      ['Edited', 'Contest 12', 'admin@example.com on 02/12/2026, 10:15 am'],
      ['Resolved', 'Question report 7', 'former.staff@example.com (account deleted) on 01/12/2026, 4:00 pm'],
      ['Created', 'Contest 12', 'admin@example.com on 01/12/2026, 3:00 pm'],
    ]);
    expect(shown.entries[0]?.changes).toEqual([
      { field: 'title', before: 'Weekly Engineering Mock', after: 'সাপ্তাহিক মডেল টেস্ট' },
      { field: 'timeBreaksTies', before: 'No', after: 'Yes' },
    ]);
    expect(shown.entries[1]?.changes).toEqual([{ field: 'resolvedAt', before: '—', after: '01/12/2026, 4:00 pm' }]);
    expect(shown.entries[2]?.changes).toEqual([
      { field: 'id', before: '—', after: '12' },
      { field: 'title', before: '—', after: 'Weekly Engineering Mock' },
      { field: 'questions', before: '—', after: '[4,8,15]' },
    ]);
    expect(shown.empty).toBeNull();
  });

  it('a failed first load says why and loads again on Try Again', async () => {
    const { actor, loads, view } = started();
    loads[0]?.answer.reject(new Error('offline'));
    await settled();
    expect(view()).toEqual({ screen: 'failed', message: 'The audit log could not be loaded.' });
    actor.send({ type: 'RETRY' });
    expect(loads).toHaveLength(2);
  });

  it('a filter loads its first page while the page stays shown, busy; a failed reload keeps the page and says why', async () => {
    const { actor, loads, view } = started();
    loads[0]?.answer.resolve(auditPage);
    await settled();
    actor.send({ type: 'PAGE', page: 2 });
    actor.send({ type: 'FILTER', kind: 'contest', actor: '  ADMIN@ ' });
    expect(loads.map((l) => l.query)).toEqual([
      { kind: null, actor: '', page: 1 },
      { kind: null, actor: '', page: 2 },
      { kind: 'contest', actor: 'ADMIN@', page: 1 },
    ]);
    expect(view()).toMatchObject({ screen: 'page', busy: true, kind: 'contest', actor: 'ADMIN@' });
    loads[2]?.answer.resolve(emptyAuditPage);
    await settled();
    expect(view()).toMatchObject({ busy: false, entries: [], empty: 'No recorded action matches.' });

    actor.send({ type: 'FILTER', kind: null, actor: '' });
    loads[3]?.answer.reject(new ServerError({ detail: 'You do not have permission to perform this action.' }));
    await settled();
    expect(view()).toMatchObject({ busy: false, refusal: 'You do not have permission to perform this action.', empty: 'No staff action has been recorded yet.' });
  });
});

describe('auditChanges', () => {
  it('lists only the fields that differ, in their first order; a value that is not a record is one field', () => {
    expect(auditChanges('{"a":1,"b":{"c":[1,2]},"d":"x"}', '{"a":1,"b":{"c":[1,3]},"e":true}')).toEqual([
      { field: 'b', before: '{"c":[1,2]}', after: '{"c":[1,3]}' },
      { field: 'd', before: 'x', after: '—' },
      { field: 'e', before: '—', after: 'Yes' },
    ]);
    expect(auditChanges('5', '6')).toEqual([{ field: '·', before: '5', after: '6' }]);
    expect(auditChanges('{not json', null)).toEqual([{ field: '·', before: '{not json', after: '—' }]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(JSON.stringify({ t: 'x'.repeat(300) }), null)[0]?.before).toHaveLength(201);
  });
});
