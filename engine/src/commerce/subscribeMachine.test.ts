import { createActor } from 'xstate';
import { recordEffects } from '../testing/effects';
import { describe, expect, it } from 'vitest';
import { describeModel, fakePromises, settled } from '../testing/modelTest';
import { commerceMessages } from './messages';
import { subscribeMachine, subscribeViewOf, type StartPaymentInput, type StartPaymentOutput } from './subscribeMachine';

const providerUrl = 'https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=abc';

function provided(fakes: ReturnType<typeof fakePromises>) {
  return subscribeMachine.provide({
    actors: { startPayment: fakes.promise<StartPaymentOutput, StartPaymentInput>('startPayment') },
  });
}

describeModel('subscribeMachine', subscribeMachine, {
  events: () => [
    // A standard package (monthly, 30 days) and an offer (no duration).
    { type: 'OPEN', package: 7, duration: 30 },
    { type: 'OPEN', package: 9 },
    { type: 'TOGGLE_AGREEMENT' },
    { type: 'PAY' },
    { type: 'CANCEL' },
    { type: 'xstate.done.actor.startPayment', output: { ssl_url: providerUrl } },
    { type: 'xstate.done.actor.startPayment', output: { ssl_url: null } },
    { type: 'xstate.done.actor.startPayment', output: {} },
    { type: 'xstate.error.actor.startPayment', error: new Error('network down') },
  ],
  start: (fakes, clock) => ({ actor: createActor(provided(fakes), { clock }).start() }),
  invariant: (snapshot, previous) => {
    const { sslUrl, error, purchase } = snapshot.context as { sslUrl: string | null; error: string | null; purchase: unknown };
    // docs/commerce.md#subscribe-dialog: Pay Now is enabled only when the agreement is ticked.
    expect(snapshot.can({ type: 'PAY' })).toBe(snapshot.matches({ open: 'ticked' }) || snapshot.matches('failed'));
    // Opening the dialog always shows the box unticked (Cancel unticks it).
    if (previous?.matches('closed') && snapshot.matches('open')) expect(snapshot.matches({ open: 'unticked' })).toBe(true);
    expect(sslUrl !== null).toBe(snapshot.matches('redirecting'));
    expect(error !== null).toBe(snapshot.matches('failed'));
    if (!snapshot.matches('closed') || previous !== undefined) expect(purchase).not.toBeNull();
  },
});

describe('subscribeMachine', () => {
  function start() {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes));
    const effects = recordEffects(actor);
    actor.start();
    return { actor, fakes, effects };
  }
  function openTickedAndPay(actor: ReturnType<typeof start>['actor'], open: { package: number; duration?: number }) {
    actor.send({ type: 'OPEN', ...open });
    actor.send({ type: 'TOGGLE_AGREEMENT' });
    actor.send({ type: 'PAY' });
  }

  it('opens with the agreement unticked and Pay Now disabled', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', package: 7, duration: 30 });
    expect(actor.getSnapshot().value).toEqual({ open: 'unticked' });
    expect(actor.getSnapshot().can({ type: 'PAY' })).toBe(false);
  });

  it('pressing Pay Now with the box unticked starts no payment', () => {
    const { actor, fakes } = start();
    actor.send({ type: 'OPEN', package: 7, duration: 30 });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toEqual({ open: 'unticked' });
    expect(fakes.calls).toEqual([]);
  });

  it('ticking the agreement enables Pay Now and unticking disables it again', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', package: 7, duration: 30 });
    actor.send({ type: 'TOGGLE_AGREEMENT' });
    expect(actor.getSnapshot().can({ type: 'PAY' })).toBe(true);
    actor.send({ type: 'TOGGLE_AGREEMENT' });
    expect(actor.getSnapshot().can({ type: 'PAY' })).toBe(false);
  });

  it('Cancel closes the dialog and unticks the box for the next opening', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', package: 7, duration: 30 });
    actor.send({ type: 'TOGGLE_AGREEMENT' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN', package: 7, duration: 30 });
    expect(actor.getSnapshot().value).toEqual({ open: 'unticked' });
  });

  it('a standard package sends its package id and duration', () => {
    const { actor, fakes } = start();
    openTickedAndPay(actor, { package: 7, duration: 90 });
    expect(actor.getSnapshot().value).toBe('paying');
    expect(fakes.calls).toEqual([{ name: 'startPayment', input: { package: 7, duration: 90 } }]);
  });

  it('an offer sends only its package id', () => {
    const { actor, fakes } = start();
    openTickedAndPay(actor, { package: 9 });
    expect(fakes.calls).toEqual([{ name: 'startPayment', input: { package: 9 } }]);
  });

  it('a returned ssl_url ends in redirecting and goes to the address', async () => {
    const { actor, fakes, effects } = start();
    openTickedAndPay(actor, { package: 7, duration: 30 });
    fakes.settle('startPayment', 'done', { ssl_url: providerUrl });
    await settled();
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.sslUrl).toBe(providerUrl);
    expect(effects.all).toEqual([{ type: 'navigate', to: providerUrl }]);
  });

  it.each([[{}], [{ ssl_url: null }], [{ ssl_url: '' }]])(
    "an answer %j without ssl_url fails with 'No SSL URL returned from server.'",
    async (output) => {
      const { actor, fakes, effects } = start();
      openTickedAndPay(actor, { package: 7, duration: 30 });
      fakes.settle('startPayment', 'done', output);
      await settled();
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe(commerceMessages.noSslUrl);
      expect(effects.all).toEqual([{ type: 'toast', message: commerceMessages.noSslUrl, kind: 'error' }]);
    },
  );

  it("a failed payment start fails and toasts 'Something went wrong.'", async () => {
    const { actor, fakes, effects } = start();
    openTickedAndPay(actor, { package: 7, duration: 30 });
    fakes.settle('startPayment', 'error', new Error('500'));
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(commerceMessages.paymentFailed);
    expect(effects.all).toEqual([{ type: 'toast', message: commerceMessages.paymentFailed, kind: 'error' }]);
  });

  it('Pay Now after a failure tries again and clears the message', async () => {
    const { actor, fakes } = start();
    openTickedAndPay(actor, { package: 7, duration: 30 });
    fakes.settle('startPayment', 'error', new Error('500'));
    await settled();
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('paying');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(fakes.calls).toHaveLength(2);
  });

  it('unticking after a failure disables Pay Now', async () => {
    const { actor, fakes } = start();
    openTickedAndPay(actor, { package: 7, duration: 30 });
    fakes.settle('startPayment', 'error', new Error('500'));
    await settled();
    actor.send({ type: 'TOGGLE_AGREEMENT' });
    expect(actor.getSnapshot().value).toEqual({ open: 'unticked' });
    expect(actor.getSnapshot().can({ type: 'PAY' })).toBe(false);
  });

  it('Cancel after a failure closes the dialog and forgets the message', async () => {
    const { actor, fakes } = start();
    openTickedAndPay(actor, { package: 7, duration: 30 });
    fakes.settle('startPayment', 'error', new Error('500'));
    await settled();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('the placeholder actor refuses to run until the web provides it', async () => {
    const actor = createActor(subscribeMachine).start();
    actor.send({ type: 'OPEN', package: 7 });
    actor.send({ type: 'TOGGLE_AGREEMENT' });
    actor.send({ type: 'PAY' });
    await settled();
    expect(actor.getSnapshot().context.error).toBe(commerceMessages.paymentFailed);
  });
});

describe('subscribeViewOf', () => {
  it('opens unticked, takes Pay Now once ticked, shows progress while paying, and keeps the box ticked after a refusal', async () => {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes)).start();
    const view = () => subscribeViewOf(actor.getSnapshot());
    expect(view()).toEqual({ open: false, agreed: false, canPay: false, paying: false, redirecting: false, refusal: null });
    actor.send({ type: 'OPEN', package: 7, duration: 30 });
    expect(view()).toEqual({ open: true, agreed: false, canPay: false, paying: false, redirecting: false, refusal: null });
    actor.send({ type: 'TOGGLE_AGREEMENT' });
    expect(view()).toMatchObject({ agreed: true, canPay: true, paying: false });
    actor.send({ type: 'PAY' });
    expect(view()).toMatchObject({ open: true, agreed: true, canPay: false, paying: true });
    fakes.settle('startPayment', 'error', new Error('network down'));
    await settled();
    expect(view()).toMatchObject({ open: true, agreed: true, canPay: true, paying: false, refusal: commerceMessages.paymentFailed });
    actor.send({ type: 'PAY' });
    fakes.settle('startPayment', 'done', { ssl_url: providerUrl });
    await settled();
    expect(view()).toEqual({ open: true, agreed: true, canPay: false, paying: true, redirecting: true, refusal: null });
  });
});
