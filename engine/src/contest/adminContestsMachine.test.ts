import { adminContestEntry } from '../testing/contests';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { NetworkError, ServerError } from '../access/serverError';
import { messages } from '../messages';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import {
  adminContestsMachine,
  type AdminContestEntry,
  type AdminContestInput,
  type AdminContestsContext,
  type AdminMeritExport,
  type AdminRegistration,
} from './adminContestsMachine';
import { adminContestsView } from './adminContestsView';

const contest = (id: number, facts: Partial<AdminContestEntry> = {}) => adminContestEntry(id, Date.parse('2026-11-01T12:00:00Z'), facts);

const upcoming = contest(1);
const ranked = contest(2, { status: 'finished', results_ready: true, start_time: '2026-10-01T12:00:00Z', end_time: '2026-10-01T12:30:00Z' });
const registrations: AdminRegistration[] = [{ user: 7, full_name: 'Ayesha Rahman', email: 'ayesha@example.com', registered_at: '2026-10-30T08:00:00Z', joined: false }];
const meritExport: AdminMeritExport = {
  filename: 'contest-2-merit-list.csv',
  csv: 'rank,full_name,email,score,percentile,time_used_seconds,right,wrong,not_answered\n1,Ayesha Rahman,ayesha@example.com,18.5,100,1210,19,2,0\n',
};
const started = new ServerError({ detail: 'A contest can only be changed before it starts.' }, undefined, 'CONTEST_STARTED');

function start(fakes: FakePromises) {
  const machine = adminContestsMachine.provide({
    actors: {
      loadContests: fakes.promise<AdminContestEntry[]>('loadContests'),
      loadRegistrations: fakes.promise<AdminRegistration[], AdminContestInput>('loadRegistrations'),
      loadMeritList: fakes.promise<AdminMeritExport, AdminContestInput>('loadMeritList'),
      cancelContest: fakes.promise<void, AdminContestInput>('cancelContest'),
      downloadMeritList: fakes.promise<void, AdminContestInput>('downloadMeritList'),
    },
  });
  return createActor(machine).start();
}

/** The regions of `ready` that are waiting for nothing and asking nothing. */
function atRest(snapshot: AnyMachineSnapshot): boolean {
  return (
    snapshot.matches({ ready: { form: 'closed' } }) &&
    !snapshot.matches({ ready: { list: 'refreshing' } }) &&
    snapshot.matches({ ready: { cancel: 'idle' } }) &&
    snapshot.matches({ ready: { export: 'idle' } })
  );
}

/**
 * One thing at a time, so the model stays small: the page's controls while every region rests,
 * else what settles the one under way; and an export beside an open merit list, as the admin does.
 */
function modelEvents(snapshot: AnyMachineSnapshot): Array<EventObject & Record<string, unknown>> {
  const { opened } = snapshot.context as AdminContestsContext;
  const panelAtRest = !['loading', 'failed'].some((s) => snapshot.matches({ ready: { panel: { registrations: s } } }) || snapshot.matches({ ready: { panel: { meritList: s } } }));
  const quiet = atRest(snapshot) && panelAtRest;
  return [
    { type: 'xstate.done.actor.loadContests', output: [upcoming, ranked] },
    { type: 'xstate.error.actor.loadContests', error: new ServerError({ detail: 'Try again later.' }) },
    { type: 'RETRY' },
    ...(quiet && opened === null
      ? [{ type: 'NEW' }, { type: 'OPEN', contest: 1, panel: 'edit' }, { type: 'OPEN', contest: 1, panel: 'registrations' }, { type: 'OPEN', contest: 2, panel: 'meritList' }, { type: 'CANCEL', contest: 1 }]
      : []),
    ...(quiet && opened !== null ? [{ type: 'OPEN', ...opened }] : []),
    ...(quiet && opened?.panel === 'meritList' ? [{ type: 'EXPORT', contest: 2 }, { type: 'PAGE', list: 'panel', page: 2 }] : []),
    // Raised after a save or a cancellation; sent here too, so the model takes its transitions.
    ...(quiet || snapshot.matches({ ready: { list: 'refreshing' } }) ? [{ type: 'REFRESH' }] : []),
    { type: 'FORM_CLOSED', form: 'new', saved: true },
    { type: 'FORM_CLOSED', form: 'new', saved: false },
    { type: 'FORM_CLOSED', form: 'edit', saved: true },
    { type: 'FORM_CLOSED', form: 'edit', saved: false },
    { type: 'xstate.done.actor.loadRegistrations', output: registrations },
    { type: 'xstate.error.actor.loadRegistrations', error: new NetworkError('offline') },
    { type: 'xstate.done.actor.loadMeritList', output: meritExport },
    { type: 'xstate.error.actor.loadMeritList', error: new ServerError({ detail: 'Not found.' }) },
    { type: 'KEEP' },
    { type: 'CONFIRM' },
    { type: 'xstate.done.actor.cancelContest', output: undefined },
    { type: 'xstate.error.actor.cancelContest', error: started },
    { type: 'xstate.error.actor.cancelContest', error: new NetworkError('offline') },
    { type: 'xstate.done.actor.downloadMeritList', output: undefined },
    { type: 'xstate.error.actor.downloadMeritList', error: new ServerError({ detail: 'Not found.' }) },
  ];
}

describeModel('adminContestsMachine', adminContestsMachine, {
  events: modelEvents,
  start: (fakes) => ({ actor: start(fakes) }),
  invariant: (snapshot) => {
    const context = snapshot.context as AdminContestsContext;
    // The contest asked about is kept exactly while the dialog is up or the cancel runs.
    expect(context.cancelling !== null).toBe(snapshot.matches({ ready: { cancel: 'asking' } }) || snapshot.matches({ ready: { cancel: 'cancelling' } }));
    expect(context.exporting !== null).toBe(snapshot.matches({ ready: { export: 'exporting' } }));
    expect(context.opened !== null).toBe(snapshot.matches('ready') && !snapshot.matches({ ready: { panel: 'closed' } }));
  },
});

async function listed() {
  const fakes = fakePromises();
  const actor = start(fakes);
  fakes.settle('loadContests', 'done', [upcoming, ranked]);
  await settled();
  fakes.calls.length = 0;
  return { actor, fakes };
}

function listOf(actor: ReturnType<typeof start>) {
  const view = adminContestsView(actor.getSnapshot());
  if (view.screen !== 'list') throw new Error(`no list: ${view.screen}`);
  return view;
}

describe('adminContestsMachine', () => {
  it('offers edit and cancel while upcoming, the merit list and its export once the results are ready', async () => {
    const { actor } = await listed();
    const rows = listOf(actor).rows;
    expect(rows.map((row) => [row.title, row.status, row.buttons.map((b) => b.label)])).toEqual([
      ['Weekly Mock 1', 'Upcoming', ['Edit', 'Cancel', 'Registrations']],
      ['Weekly Mock 2', 'Finished', ['Registrations', 'Merit list', 'Export CSV']],
    ]);
    expect(rows[0]?.schedule).toBe('01/11/2026, 6:00 pm · 30 min · 20 questions');
    expect(rows[0]?.registered).toBe('2 registered');
  });

  it('says a failed load in the server’s words, else its own, and loads again on Try Again', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    expect(adminContestsView(actor.getSnapshot())).toEqual({ screen: 'loading' });
    fakes.settle('loadContests', 'error', new NetworkError('offline'));
    await settled();
    expect(adminContestsView(actor.getSnapshot())).toEqual({ screen: 'failed', message: 'The contests could not be loaded.' });
    actor.send({ type: 'RETRY' });
    fakes.settle('loadContests', 'error', new ServerError({ detail: 'Try again later.' }));
    await settled();
    expect(adminContestsView(actor.getSnapshot())).toEqual({ screen: 'failed', message: 'Try again later.' });
  });

  it('asks before cancelling, keeps the contest on Keep, and loads the list again after a cancellation', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'CANCEL', contest: 1 });
    expect(listOf(actor).confirm).toEqual({ question: 'Cancel the contest Weekly Mock 1? Registered learners are told by mail.', pending: false });
    actor.send({ type: 'KEEP' });
    expect(listOf(actor).confirm).toBeNull();
    actor.send({ type: 'CANCEL', contest: 1 });
    actor.send({ type: 'CONFIRM' });
    expect(listOf(actor).confirm?.pending).toBe(true);
    expect(fakes.calls).toEqual([{ name: 'cancelContest', input: { contest: 1 } }]);
    fakes.settle('cancelContest', 'done', undefined);
    await settled();
    expect(listOf(actor).confirm).toBeNull();
    expect(fakes.calls.map((call) => call.name)).toEqual(['cancelContest', 'loadContests']);
    fakes.settle('loadContests', 'done', [{ ...upcoming, status: 'cancelled' }, ranked]);
    await settled();
    expect(listOf(actor).rows[0]).toMatchObject({ status: 'Cancelled', buttons: [{ label: 'Registrations' }] });
  });

  it('says a refused cancel in the server’s words, and loads the list again when the contest has started', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'CANCEL', contest: 1 });
    actor.send({ type: 'CONFIRM' });
    fakes.settle('cancelContest', 'error', new ServerError({ detail: 'You do not have permission to perform this action.' }, undefined, 'FORBIDDEN'));
    await settled();
    expect(listOf(actor)).toMatchObject({ refusal: 'You do not have permission to perform this action.', confirm: null });
    expect(fakes.calls.map((call) => call.name)).toEqual(['cancelContest']);
    actor.send({ type: 'CANCEL', contest: 1 });
    expect(listOf(actor).refusal).toBeNull();
    actor.send({ type: 'CONFIRM' });
    fakes.settle('cancelContest', 'error', started);
    await settled();
    expect(listOf(actor).refusal).toBe('A contest can only be changed before it starts.');
    expect(fakes.calls.map((call) => call.name)).toEqual(['cancelContest', 'cancelContest', 'loadContests']);
  });

  it('says Something went wrong when a cancel gets no answer', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'CANCEL', contest: 1 });
    actor.send({ type: 'CONFIRM' });
    fakes.settle('cancelContest', 'error', new NetworkError('offline'));
    await settled();
    expect(listOf(actor).refusal).toBe(messages.somethingWrong);
  });

  it('opens a list under its row, switches to another, and closes it on a second press', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'OPEN', contest: 1, panel: 'registrations' });
    expect(listOf(actor).panel).toMatchObject({ contest: 1, kind: 'registrations', state: 'loading', label: 'Registrations: Weekly Mock 1' });
    fakes.settle('loadRegistrations', 'done', registrations);
    await settled();
    expect(listOf(actor).panel).toMatchObject({ state: 'shown', rows: [{ fullName: 'Ayesha Rahman', joined: 'No', registeredAt: '30/10/2026, 2:00 pm' }] });
    expect(listOf(actor).rows[0]?.buttons.find((b) => b.action === 'registrations')?.expanded).toBe(true);
    actor.send({ type: 'OPEN', contest: 2, panel: 'registrations' });
    expect(listOf(actor).panel).toMatchObject({ contest: 2, state: 'loading' });
    expect(fakes.calls).toEqual([
      { name: 'loadRegistrations', input: { contest: 1 } },
      { name: 'loadRegistrations', input: { contest: 2 } },
    ]);
    actor.send({ type: 'OPEN', contest: 2, panel: 'registrations' });
    expect(listOf(actor).panel).toBeNull();
  });

  it('ignores what a row does not offer: no merit list before the results, no cancel once finished', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'OPEN', contest: 1, panel: 'meritList' });
    actor.send({ type: 'EXPORT', contest: 1 });
    actor.send({ type: 'CANCEL', contest: 2 });
    actor.send({ type: 'OPEN', contest: 2, panel: 'edit' });
    expect(listOf(actor)).toMatchObject({ panel: null, confirm: null });
    expect(fakes.calls).toEqual([]);
  });

  it('reads the merit list from the export, and exports it beside the open list', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'OPEN', contest: 2, panel: 'meritList' });
    fakes.settle('loadMeritList', 'done', meritExport);
    await settled();
    expect(listOf(actor).panel).toMatchObject({ kind: 'meritList', rows: [{ rank: 1, fullName: 'Ayesha Rahman', score: 18.5, percentile: 100, timeUsed: '0:20:10' }] });
    actor.send({ type: 'EXPORT', contest: 2 });
    expect(listOf(actor).rows[1]?.buttons.find((b) => b.action === 'exportCsv')?.pending).toBe(true);
    fakes.settle('downloadMeritList', 'error', new ServerError({ detail: 'Not found.' }));
    await settled();
    expect(listOf(actor)).toMatchObject({ refusal: 'Not found.', panel: { kind: 'meritList', state: 'shown' } });
  });

  it('offers Try Again when a list under a row fails to load', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'OPEN', contest: 2, panel: 'meritList' });
    fakes.settle('loadMeritList', 'error', new NetworkError('offline'));
    await settled();
    expect(listOf(actor).panel).toMatchObject({ state: 'failed', message: messages.loadFailed });
    actor.send({ type: 'RETRY' });
    expect(listOf(actor).panel).toMatchObject({ state: 'loading', message: null });
  });

  it('closes a form and loads the list again only when it saved', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'NEW' });
    actor.send({ type: 'OPEN', contest: 1, panel: 'edit' });
    expect(listOf(actor)).toMatchObject({ creating: true, panel: { kind: 'edit', contest: 1, initial: { title: 'Weekly Mock 1', startDate: '2026-11-01', startTime: '18:00' } } });
    actor.send({ type: 'FORM_CLOSED', form: 'edit', saved: false });
    expect(listOf(actor)).toMatchObject({ creating: true, panel: null });
    expect(fakes.calls).toEqual([]);
    actor.send({ type: 'FORM_CLOSED', form: 'new', saved: true });
    expect(listOf(actor).creating).toBe(false);
    expect(fakes.calls.map((call) => call.name)).toEqual(['loadContests']);
  });

  it('keeps the list and says so when loading it again fails', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'REFRESH' });
    fakes.settle('loadContests', 'error', new NetworkError('offline'));
    await settled();
    expect(listOf(actor)).toMatchObject({ refusal: messages.somethingWrong, empty: false });
  });
});
