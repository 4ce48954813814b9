import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../serverError';
import { settled } from '../../testing/modelPaths';
import { ayesha, ayeshaDetail, learnersNow } from '../../testing/adminLearners';
import type { AdminLearnerEntry } from './adminLearnersMachine';
import { adminLearnerMachine, type AccountChange, type AdminLearnerDetailData } from './adminLearnerMachine';
import { adminLearnerView } from './adminLearnerView';
import { adminLearnerMessages } from './messages';
import { deferred, type Deferred } from '../../testing/deferred';

function started() {
  const loads: Array<{ id: number; answer: Deferred<AdminLearnerDetailData> }> = [];
  const saves: Array<{ id: number; change: AccountChange | null; answer: Deferred<AdminLearnerEntry> }> = [];
  const actor = createActor(
    adminLearnerMachine.provide({
      actors: {
        loadLearner: fromPromise(({ input }) => {
          const answer = deferred<AdminLearnerDetailData>();
          loads.push({ id: input.id, answer });
          return answer.promise;
        }),
        saveChange: fromPromise(({ input }) => {
          const answer = deferred<AdminLearnerEntry>();
          saves.push({ ...input, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { id: 1 } },
  ).start();
  return { actor, loads, saves, view: () => adminLearnerView(actor.getSnapshot(), learnersNow) };
}

async function shown() {
  const run = started();
  run.loads[0]?.answer.resolve(ayeshaDetail);
  await settled();
  return run;
}

describe('adminLearnerMachine (docs/access.md#admin-learners)', () => {
  it('loads the account and shows its profile, subscriptions and purchases', async () => {
    const { loads, view } = started();
    expect(view()).toEqual({ screen: 'loading', label: 'Loading the account' });
    expect(loads.map((l) => l.id)).toEqual([1]);
    loads[0]?.answer.resolve(ayeshaDetail);
    await settled();
    const page = view();
    if (page.screen !== 'account') throw new Error(page.screen);
    expect(page.facts).toContainEqual({ label: 'Date of birth', value: '01/01/2005' });
    expect(page.facts).toContainEqual({ label: 'Gender', value: 'female' });
    expect(page.facts).toContainEqual({ label: 'Status', value: 'Enabled' });
    expect(page.subscriptions.map((s) => [s.title, s.subjects, s.dates, s.state.text])).toEqual([
      ['Premium Monthly', 'Physics, Chemistry', '02/12/2026 to 01/01/2027', 'Running'],
      ['7 Days Trial', 'Physics', '01/09/2026 to 08/09/2026', 'Ended'],
    ]);
    expect(page.transactions.map((t) => [t.reference, t.amount, t.status.text, t.date])).toEqual([
      ['PRSDEMO0000000000000001', '500 BDT', 'Paid', '02/12/2026, 12:00 am'],
      ['PRS0000000000000000020', '500 BDT', 'Failed', '30/11/2026, 3:15 pm'],
    ]);
    expect(page).toMatchObject({ toggle: { label: 'Disable account', event: 'DISABLE' }, chosenRole: 'Default', canChangeRole: false, confirm: null, notice: null });
  });

  it('disabling asks to confirm, saves, and shows the account disabled', async () => {
    const { actor, saves, view } = await shown();
    actor.send({ type: 'DISABLE' });
    expect(view()).toMatchObject({ busy: true, confirm: { title: 'Disable account', saving: false } });
    expect(saves).toHaveLength(0);
    actor.send({ type: 'CONFIRM' });
    expect(saves.map((s) => [s.id, s.change])).toEqual([[1, { kind: 'disable' }]]);
    expect(view()).toMatchObject({ confirm: { saving: true } });
    saves[0]?.answer.resolve({ ...ayesha, disabled_at: '2026-12-02T06:00:00.000Z' });
    await settled();
    expect(view()).toMatchObject({ busy: false, confirm: null, notice: { tone: 'saved', text: 'The account is disabled.' }, toggle: { label: 'Enable account', event: 'ENABLE' } });
  });

  it('Cancel leaves the account as it was and sends nothing', async () => {
    const { actor, saves, view } = await shown();
    actor.send({ type: 'DISABLE' });
    actor.send({ type: 'CANCEL' });
    expect(saves).toHaveLength(0);
    expect(view()).toMatchObject({ busy: false, confirm: null, notice: null });
    // Enable is not offered to an enabled account.
    actor.send({ type: 'ENABLE' });
    expect(view()).toMatchObject({ confirm: null });
  });

  it('a role is chosen, then changed after confirming; the same role is no change', async () => {
    const { actor, saves, view } = await shown();
    actor.send({ type: 'CHANGE_ROLE' });
    expect(view()).toMatchObject({ confirm: null });
    actor.send({ type: 'CHOOSE_ROLE', role: 'Management' });
    expect(view()).toMatchObject({ chosenRole: 'Management', canChangeRole: true });
    actor.send({ type: 'CHANGE_ROLE' });
    expect(view()).toMatchObject({ canChangeRole: false, confirm: { title: 'Change role', text: 'Make Ayesha Rahman Manager? It takes effect within a minute, on their next token.' } });
    actor.send({ type: 'CONFIRM' });
    expect(saves[0]?.change).toEqual({ kind: 'role', role: 'Management' });
    saves[0]?.answer.resolve({ ...ayesha, role: 'Management' });
    await settled();
    expect(view()).toMatchObject({ notice: { tone: 'saved', text: 'The role is now Manager.' }, chosenRole: 'Management', canChangeRole: false });
  });

  it("a refused change says the server's words and the account stays as it was", async () => {
    const { actor, saves, view } = await shown();
    actor.send({ type: 'DISABLE' });
    actor.send({ type: 'CONFIRM' });
    saves[0]?.answer.reject(new ServerError({ detail: adminLearnerMessages.ownAccount }));
    await settled();
    expect(view()).toMatchObject({ notice: { tone: 'failed', text: 'You cannot disable your own account.' }, toggle: { event: 'DISABLE' }, confirm: null });
    actor.send({ type: 'DISABLE' });
    actor.send({ type: 'CONFIRM' });
    saves[1]?.answer.reject(new Error('offline'));
    await settled();
    expect(view()).toMatchObject({ notice: { tone: 'failed', text: 'Something went wrong' } });
  });

  it('a failed load is an error with Retry', async () => {
    const { actor, loads, view } = started();
    loads[0]?.answer.reject(new ServerError({ detail: 'Not found.' }));
    await settled();
    expect(view()).toEqual({ screen: 'failed', message: 'Not found.' });
    actor.send({ type: 'RETRY' });
    expect(loads).toHaveLength(2);
  });
});
