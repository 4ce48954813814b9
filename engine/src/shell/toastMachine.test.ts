import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { TOAST_DISMISS_MS } from '../limits';
import { messages } from '../messages';
import { describeModel } from '../testing/modelTest';
import { toastMachine, type ToastContext } from './toastMachine';

describeModel('toastMachine', toastMachine, {
  // Three toasts in all keep the model finite (ids grow with each toast).
  events: (snapshot) => [
    ...(snapshot.context.nextId <= 3
      ? [
          { type: 'SHOW', text: messages.loginSuccess, kind: 'success' },
          { type: 'SHOW', text: messages.loginInvalid, kind: 'error' },
        ]
      : []),
    { type: 'DISMISS' },
    { type: 'xstate.after.toastTimeout.toast.showing' },
  ],
  start: (_, clock) => ({ actor: createActor(toastMachine, { clock }).start() }),
  invariant: (snapshot) => {
    const { current, nextId } = snapshot.context as ToastContext;
    // One at a time: something is shown exactly while showing, and it is always the newest.
    expect(current === null).toBe(snapshot.matches('idle'));
    if (current !== null) expect(current.id).toBe(nextId - 1);
  },
});

describe('toastMachine', () => {
  function start() {
    const clock = new SimulatedClock();
    return { actor: createActor(toastMachine, { clock }).start(), clock };
  }

  it('shows one toast at a time: a newer toast replaces the one on screen at once', () => {
    const { actor } = start();
    actor.send({ type: 'SHOW', text: messages.invalidEmail, kind: 'error' });
    actor.send({ type: 'SHOW', text: messages.passwordTooShort, kind: 'error' });
    expect(actor.getSnapshot().context.current).toEqual({ id: 2, text: messages.passwordTooShort, kind: 'error' });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.current).toBeNull();
  });

  it('dismisses a toast by itself after 4 seconds, and gives a replacing one its full 4 seconds', () => {
    const { actor, clock } = start();
    actor.send({ type: 'SHOW', text: 'first', kind: 'info' });
    clock.increment(TOAST_DISMISS_MS - 1);
    actor.send({ type: 'SHOW', text: 'second', kind: 'info' });
    expect(actor.getSnapshot().context.current?.text).toBe('second');
    clock.increment(TOAST_DISMISS_MS - 1);
    expect(actor.getSnapshot().context.current?.text).toBe('second');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('cuts a text over 100 characters to 97 plus an ellipsis', () => {
    const { actor } = start();
    actor.send({ type: 'SHOW', text: 'y'.repeat(150), kind: 'error' });
    expect(actor.getSnapshot().context.current?.text).toBe(`${'y'.repeat(97)}...`);
  });
});
