import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../access/serverError';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import type { PlanTarget } from './plan';
import { planDraftErrors, planMachine, planViewOf, targetOfDraft, type PlanContext, type PlanData } from './planMachine';

const today = '2026-12-10';
const target: PlanTarget = { name: 'DU Science Unit (Ka)', examDate: '2027-01-24', dailyMinutes: 60 };
const data = (withTarget: boolean): PlanData => ({ target: withTarget ? target : null, today, streak: { days: 4, studiedToday: false, paused: true }, dueToday: 12 });

function provided(fakes: FakePromises) {
  return planMachine.provide({
    actors: { loadPlan: fakes.promise<PlanData>('loadPlan'), savePlan: fakes.promise<PlanTarget, PlanTarget>('savePlan'), clearPlan: fakes.promise<void>('clearPlan') },
  });
}

describeModel('planMachine', planMachine, {
  events: () => [
    { type: 'xstate.done.actor.loadPlan', output: data(true) },
    { type: 'xstate.done.actor.loadPlan', output: data(false) },
    { type: 'xstate.error.actor.loadPlan', error: new NetworkError() },
    { type: 'RETRY' },
    { type: 'EDIT' },
    { type: 'CANCEL' },
    { type: 'CHANGE', field: 'name', value: 'Medical admission' },
    { type: 'CHANGE', field: 'examDate', value: '2026-12-01' },
    { type: 'SAVE' },
    { type: 'xstate.done.actor.savePlan', output: target },
    { type: 'xstate.error.actor.savePlan', error: new ServerError({ detail: 'The exam date cannot be in the past.' }) },
    { type: 'REMOVE' },
    { type: 'xstate.done.actor.clearPlan', output: undefined },
    { type: 'xstate.error.actor.clearPlan', error: new NetworkError() },
  ],
  start: (fakes, clock) => ({ actor: createActor(provided(fakes), { clock }).start() }),
  invariant: (snapshot) => {
    const context = snapshot.context as PlanContext;
    // Nothing is sent that the form's own rules refuse.
    if (snapshot.matches('saving')) expect(planDraftErrors(context.draft, context.data?.today ?? '')).toEqual({});
    // Remove is only offered for a target there is.
    if (snapshot.matches('removing')) expect(context.data?.target).not.toBeNull();
  },
});

describe('the plan form', () => {
  const ok = { name: ' DU Science Unit (Ka) ', examDate: '2027-01-24', dailyMinutes: '৬০' };

  it('reads Bengali digits and trims the name', () => {
    expect(planDraftErrors(ok, today)).toEqual({});
    expect(targetOfDraft(ok)).toEqual(target);
  });

  it.each([
    [{ ...ok, name: '   ' }, 'name', 'Enter the exam you are preparing for.'],
    [{ ...ok, name: 'ক'.repeat(81) }, 'name', 'Use at most 80 characters.'],
    [{ ...ok, examDate: '' }, 'examDate', 'Enter the exam date.'],
    [{ ...ok, examDate: '2027-02-30' }, 'examDate', 'Enter the exam date.'],
    [{ ...ok, examDate: '2026-12-09' }, 'examDate', 'The exam date cannot be in the past.'],
    [{ ...ok, examDate: '2029-12-11' }, 'examDate', 'The exam date must be within three years.'],
    [{ ...ok, dailyMinutes: '4' }, 'dailyMinutes', 'Enter whole minutes from 5 to 600.'],
    [{ ...ok, dailyMinutes: '601' }, 'dailyMinutes', 'Enter whole minutes from 5 to 600.'],
    [{ ...ok, dailyMinutes: '1.5' }, 'dailyMinutes', 'Enter whole minutes from 5 to 600.'],
  ])('refuses %j with its message', (draft, field, message) => {
    expect(planDraftErrors(draft, today)).toEqual({ [field]: message });
  });

  it('accepts today and three years ahead', () => {
    expect(planDraftErrors({ ...ok, examDate: today }, today)).toEqual({});
    expect(planDraftErrors({ ...ok, examDate: '2029-12-10' }, today)).toEqual({});
  });
});

describe('planMachine', () => {
  async function loaded(withTarget: boolean) {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes)).start();
    fakes.settle('loadPlan', 'done', data(withTarget));
    await settled();
    return { actor, fakes, view: () => planViewOf(actor.getSnapshot()) };
  }

  it('shows the days left, today’s work and the paused streak', async () => {
    const { view } = await loaded(true);
    expect(view()).toEqual({
      screen: 'shown',
      plan: { name: 'DU Science Unit (Ka)', when: '45 days left', today: 'Today: 12 reviews and 54 new questions.' },
      streak: '4-day streak',
      streakNote: 'Paused: study today to keep it going.',
      busy: false,
      error: null,
    });
  });

  it('shows no errors until Save, then keeps them current; sends the target once it can be saved', async () => {
    const { actor, fakes, view } = await loaded(false);
    actor.send({ type: 'EDIT' });
    expect(view()).toMatchObject({ screen: 'editing', draft: { name: '', examDate: '', dailyMinutes: '60' }, errors: {} });
    actor.send({ type: 'SAVE' });
    expect(view()).toMatchObject({ screen: 'editing', errors: { name: 'Enter the exam you are preparing for.', examDate: 'Enter the exam date.' } });
    actor.send({ type: 'CHANGE', field: 'name', value: 'DU Science Unit (Ka)' });
    actor.send({ type: 'CHANGE', field: 'examDate', value: '2027-01-24' });
    expect(view()).toMatchObject({ errors: {} });
    actor.send({ type: 'SAVE' });
    expect(fakes.calls.at(-1)).toEqual({ name: 'savePlan', input: target });
    expect(view()).toMatchObject({ screen: 'editing', busy: true });
    fakes.settle('savePlan', 'done', target);
    await settled();
    expect(view()).toMatchObject({ screen: 'shown', plan: { when: '45 days left' } });
  });

  it('keeps the draft and says why when the server refuses it', async () => {
    const { actor, fakes, view } = await loaded(true);
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'Medical admission' });
    actor.send({ type: 'SAVE' });
    fakes.settle('savePlan', 'error', new ServerError({ detail: 'The exam date cannot be in the past.' }));
    await settled();
    expect(view()).toMatchObject({ screen: 'editing', draft: { name: 'Medical admission' }, error: 'The exam date cannot be in the past.' });
  });

  it('removes the target, and offers it again to set', async () => {
    const { actor, fakes, view } = await loaded(true);
    actor.send({ type: 'REMOVE' });
    expect(view()).toMatchObject({ screen: 'shown', busy: true });
    fakes.settle('clearPlan', 'done', undefined);
    await settled();
    expect(view()).toMatchObject({ screen: 'shown', plan: null });
    expect(actor.getSnapshot().can({ type: 'REMOVE' })).toBe(false);
  });
});
