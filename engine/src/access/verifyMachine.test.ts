import { createActor, SimulatedClock } from 'xstate';
import { recordEffects } from '../testing/effects';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { describeModel, fakePromises, settled } from '../testing/modelTest';
import { ServerError } from './serverError';
import { verifyLinkToken, verifyMachine, verifyViewOf } from './verifyMachine';

const input = { token: 'token-1' };

describeModel('verifyMachine', verifyMachine, {
  input,
  events: (snapshot) => [
    { type: 'CONTINUE' },
    { type: 'xstate.done.actor.verifyEmail', output: undefined },
    { type: 'xstate.error.actor.verifyEmail', error: new ServerError({ detail: 'This link has already been used' }) },
    { type: 'xstate.error.actor.verifyEmail', error: new Error('Token expired') },
    { type: 'xstate.error.actor.verifyEmail', error: new Error('') },
    ...['success', 'alreadyUsed', 'failed']
      .filter((state) => snapshot.matches(state))
      .map((state) => ({ type: `xstate.after.second.verify.${state}` })),
  ],
  start: (fakes, clock) => ({
    actor: createActor(verifyMachine.provide({ actors: { verifyEmail: fakes.promise<void, { token: string }>('verifyEmail') } }), {
      input,
      clock,
    }).start(),
  }),
});

describe('verifyMachine', () => {
  function start() {
    const fakes = fakePromises();
    const clock = new SimulatedClock();
    const actor = createActor(
      verifyMachine.provide({ actors: { verifyEmail: fakes.promise<void, { token: string }>('verifyEmail') } }),
      { input, clock },
    );
    const effects = recordEffects(actor);
    actor.start();
    return { actor, fakes, clock, effects };
  }

  it('a link without a token fails with the verification message and never reaches the server', async () => {
    const asked: string[] = [];
    const refused = verifyLinkToken({ token: ' ' }, async ({ token }) => {
      asked.push(token);
    });
    await expect(refused).rejects.toThrow(messages.verificationFailedDefault);
    await verifyLinkToken({ token: 'token-1' }, async ({ token }) => {
      asked.push(token);
    });
    expect(asked).toEqual(['token-1']);
  });

  it('sends the token from the link', () => {
    const { fakes } = start();
    expect(fakes.calls).toEqual([{ name: 'verifyEmail', input: { token: 'token-1' } }]);
  });

  it('shows the success overlay and counts 5, 4, 3, 2, 1 seconds before going to / in place of the link', async () => {
    const { actor, fakes, clock, effects } = start();
    fakes.settle('verifyEmail', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.message).toBe(messages.verificationSuccess);
    const seen: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      seen.push(actor.getSnapshot().context.secondsLeft);
      clock.increment(999);
      expect(actor.getSnapshot().context.secondsLeft).toBe(seen[seen.length - 1]);
      expect(effects.all).toEqual([]);
      clock.increment(1);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    expect(actor.getSnapshot().value).toBe('redirect');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.all).toEqual([{ type: 'navigate', to: '/', replace: true }]);
  });

  it("shows the already-used overlay for 'This link has already been used'", async () => {
    const { actor, fakes } = start();
    fakes.settle('verifyEmail', 'error', new Error('This link has already been used'));
    await settled();
    expect(actor.getSnapshot().value).toBe('alreadyUsed');
  });

  it('shows the failed overlay with the error text, else the default text', async () => {
    const first = start();
    first.fakes.settle('verifyEmail', 'error', new Error('Token expired'));
    await settled();
    expect(first.actor.getSnapshot().value).toBe('failed');
    expect(first.actor.getSnapshot().context.message).toBe('Token expired');

    const second = start();
    second.fakes.settle('verifyEmail', 'error', 'not an Error');
    await settled();
    expect(second.actor.getSnapshot().context.message).toBe('not an Error');

    const third = start();
    third.fakes.settle('verifyEmail', 'error', {});
    await settled();
    expect(third.actor.getSnapshot().context.message).toBe(messages.verificationFailedDefault);
  });

  it('goes to / at once when the visitor continues', async () => {
    const { actor, fakes, effects } = start();
    fakes.settle('verifyEmail', 'error', new Error('bad token'));
    await settled();
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('redirect');
    expect(effects.navigations).toEqual([{ type: 'navigate', to: '/', replace: true }]);
  });

  it('does not count down while the link is being checked', () => {
    const { actor, clock } = start();
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('verifying');
  });
});

describe('verifyViewOf', () => {
  function start() {
    const fakes = fakePromises();
    const clock = new SimulatedClock();
    const actor = createActor(verifyMachine.provide({ actors: { verifyEmail: fakes.promise<void, { token: string }>('verifyEmail') } }), { input, clock }).start();
    return { actor, fakes, clock };
  }

  it('shows the spinner while verifying, then the overlay counting down, and the spinner again on the way to /', async () => {
    const { actor, fakes, clock } = start();
    expect(verifyViewOf(actor.getSnapshot())).toEqual({ overlay: 'verifying', message: null, secondsLeft: 5 });
    fakes.settle('verifyEmail', 'done', undefined);
    await settled();
    expect(verifyViewOf(actor.getSnapshot())).toEqual({ overlay: 'success', message: messages.verificationSuccess, secondsLeft: 5 });
    clock.increment(1000);
    expect(verifyViewOf(actor.getSnapshot()).secondsLeft).toBe(4);
    actor.send({ type: 'CONTINUE' });
    expect(verifyViewOf(actor.getSnapshot()).overlay).toBe('verifying');
  });

  it('names the overlay of a used link with the server\'s words, and of a failure', async () => {
    const used = start();
    used.fakes.settle('verifyEmail', 'error', new ServerError({ detail: 'This link has already been used' }));
    await settled();
    expect(verifyViewOf(used.actor.getSnapshot())).toMatchObject({ overlay: 'alreadyUsed', message: 'This link has already been used' });
    const failed = start();
    failed.fakes.settle('verifyEmail', 'error', new Error('Token expired'));
    await settled();
    expect(verifyViewOf(failed.actor.getSnapshot()).overlay).toBe('failed');
  });
});
