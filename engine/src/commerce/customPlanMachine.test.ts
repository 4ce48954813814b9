import { createActor } from 'xstate';
import { effectsOf, startRecording } from '../testing/effects';
import { describe, expect, it } from 'vitest';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { customPlanMachine, customPlanViewOf, type CustomPlanContext } from './customPlanMachine';
import { commerceMessages } from './messages';
import { canSubscribeCustomPlan, type CustomPlanSelection, type CustomPurchaseInput } from './pricing';
import type { StartPaymentOutput } from './subscribeMachine';

const physics: CustomPlanSelection = { grade_id: 1, subject_id: 11, price: 5, grade: 'HSC', subject: 'Physics' };
const chemistry: CustomPlanSelection = { grade_id: 1, subject_id: 12, price: 6, grade: 'HSC', subject: 'Chemistry' };
const providerUrl = 'https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=abc';

function start(fakes: FakePromises) {
  const machine = customPlanMachine.provide({
    actors: { startCustomPayment: fakes.promise<StartPaymentOutput, CustomPurchaseInput>('startCustomPayment') },
  });
  return startRecording(createActor(machine));
}

describeModel('customPlanMachine', customPlanMachine, {
  events: () => [
    { type: 'CHOOSE_DURATION', duration: 60 },
    { type: 'CHOOSE_DURATION', duration: 45 },
    { type: 'CHOOSE_DURATION', duration: null },
    { type: 'TOGGLE_SUBJECT', subject: physics },
    { type: 'TOGGLE_SUBJECT', subject: chemistry },
    { type: 'TOGGLE_AGREEMENT' },
    { type: 'SUBSCRIBE' },
    { type: 'xstate.done.actor.startCustomPayment', output: { ssl_url: providerUrl } },
    { type: 'xstate.done.actor.startCustomPayment', output: {} },
    { type: 'xstate.error.actor.startCustomPayment', error: new Error('502') },
  ],
  start: (fakes) => ({ actor: start(fakes) }),
  invariant: (snapshot) => {
    const context = snapshot.context as CustomPlanContext;
    // docs/commerce.md#custom-plan: Subscribe Now only with a duration, a subject and the terms ticked.
    expect(snapshot.can({ type: 'SUBSCRIBE' })).toBe(snapshot.matches('editing') && canSubscribeCustomPlan(context));
    if (snapshot.matches('paying') || snapshot.matches('redirecting')) expect(canSubscribeCustomPlan(context)).toBe(true);
    expect(context.sslUrl !== null).toBe(snapshot.matches('redirecting'));
    expect(context.duration === null || [30, 60, 90, 180, 365].includes(context.duration)).toBe(true);
    expect(new Set(context.selection.map((row) => row.subject_id)).size).toBe(context.selection.length);
  },
});

describe('customPlanMachine', () => {
  function ready() {
    const fakes = fakePromises();
    const actor = start(fakes);
    actor.send({ type: 'CHOOSE_DURATION', duration: 60 });
    actor.send({ type: 'TOGGLE_SUBJECT', subject: physics });
    actor.send({ type: 'TOGGLE_SUBJECT', subject: chemistry });
    actor.send({ type: 'TOGGLE_AGREEMENT' });
    return { actor, fakes, effects: effectsOf(actor) };
  }

  it('Subscribe Now sends the custom type, the duration and the ticked grade and subject ids', () => {
    const { actor, fakes } = ready();
    actor.send({ type: 'SUBSCRIBE' });
    expect(actor.getSnapshot().value).toBe('paying');
    expect(fakes.calls).toEqual([
      {
        name: 'startCustomPayment',
        input: { type: 'custom', duration: 60, details: [{ grade_id: 1, subject_id: 11 }, { grade_id: 1, subject_id: 12 }] },
      },
    ]);
  });

  it('a second tick of a subject takes it off the plan', () => {
    const { actor } = ready();
    actor.send({ type: 'TOGGLE_SUBJECT', subject: physics });
    expect(actor.getSnapshot().context.selection).toEqual([chemistry]);
  });

  it.each([
    ['without a duration', { type: 'CHOOSE_DURATION', duration: null } as const],
    ['with a duration the page does not offer', { type: 'CHOOSE_DURATION', duration: 45 } as const],
    ['with the terms unticked', { type: 'TOGGLE_AGREEMENT' } as const],
  ])('Subscribe Now does nothing %s', (_, change) => {
    const { actor, fakes } = ready();
    actor.send(change);
    actor.send({ type: 'SUBSCRIBE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(fakes.calls).toEqual([]);
  });

  it('Subscribe Now does nothing without a subject', () => {
    const { actor, fakes } = ready();
    actor.send({ type: 'TOGGLE_SUBJECT', subject: physics });
    actor.send({ type: 'TOGGLE_SUBJECT', subject: chemistry });
    actor.send({ type: 'SUBSCRIBE' });
    expect(fakes.calls).toEqual([]);
  });

  it('a returned ssl_url ends in redirecting and goes to the address', async () => {
    const { actor, fakes, effects } = ready();
    actor.send({ type: 'SUBSCRIBE' });
    fakes.settle('startCustomPayment', 'done', { ssl_url: providerUrl });
    await settled();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.sslUrl).toBe(providerUrl);
    expect(effects.all).toEqual([{ type: 'navigate', to: providerUrl }]);
  });

  it("an answer without ssl_url returns to the form and toasts 'No SSL URL returned from server.'", async () => {
    const { actor, fakes, effects } = ready();
    actor.send({ type: 'SUBSCRIBE' });
    fakes.settle('startCustomPayment', 'done', { ssl_url: '' });
    await settled();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(commerceMessages.noSslUrl);
    expect(effects.all).toEqual([{ type: 'toast', message: commerceMessages.noSslUrl, kind: 'error' }]);
    expect(actor.getSnapshot().context.selection).toEqual([physics, chemistry]);
  });

  it("a failed start returns to the form and toasts 'Something went wrong.', and the next change clears it", async () => {
    const { actor, fakes, effects } = ready();
    actor.send({ type: 'SUBSCRIBE' });
    fakes.settle('startCustomPayment', 'error', new Error('502'));
    await settled();
    expect(actor.getSnapshot().context.error).toBe(commerceMessages.paymentFailed);
    expect(effects.all).toEqual([{ type: 'toast', message: commerceMessages.paymentFailed, kind: 'error' }]);
    actor.send({ type: 'CHOOSE_DURATION', duration: 90 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('edits are ignored while the payment starts', () => {
    const { actor } = ready();
    actor.send({ type: 'SUBSCRIBE' });
    actor.send({ type: 'TOGGLE_SUBJECT', subject: physics });
    actor.send({ type: 'CHOOSE_DURATION', duration: 30 });
    expect(actor.getSnapshot().context).toMatchObject({ duration: 60, selection: [physics, chemistry] });
  });
});

describe('customPlanViewOf', () => {
  it('takes Subscribe Now only once everything is chosen, and nothing while the payment starts; a failure gives the form back', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    expect(customPlanViewOf(actor.getSnapshot())).toEqual({ canSubscribe: false, paying: false });
    actor.send({ type: 'CHOOSE_DURATION', duration: 60 });
    actor.send({ type: 'TOGGLE_SUBJECT', subject: physics });
    expect(customPlanViewOf(actor.getSnapshot())).toEqual({ canSubscribe: false, paying: false });
    actor.send({ type: 'TOGGLE_AGREEMENT' });
    expect(customPlanViewOf(actor.getSnapshot())).toEqual({ canSubscribe: true, paying: false });
    actor.send({ type: 'SUBSCRIBE' });
    expect(customPlanViewOf(actor.getSnapshot())).toEqual({ canSubscribe: false, paying: true });
    fakes.settle('startCustomPayment', 'error', new Error('502'));
    await settled();
    expect(customPlanViewOf(actor.getSnapshot())).toEqual({ canSubscribe: true, paying: false });
  });
});
