import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { logoutSendFailedMessage, logoutUnsentMessage, messages } from '../messages';
import { describeModel, fakePromises, settled } from '../testing/modelTest';
import { logoutMachine, logoutViewOf } from './logoutMachine';

/** The machine with a fake sender and a recorder of sign-outs. */
function start(fakes = fakePromises()) {
  const loggedOut: string[] = [];
  const actor = createActor(
    logoutMachine.provide({
      actors: { sendWaitingAnswers: fakes.promise<number>('sendWaitingAnswers') },
      actions: { logOut: () => loggedOut.push('logOut') },
    }),
  ).start();
  return { actor, fakes, loggedOut };
}

describeModel('logoutMachine', logoutMachine, {
  events: (snapshot) => [
    ...(snapshot.matches('closed') ? [{ type: 'OPEN', waiting: 0 }, { type: 'OPEN', waiting: 2 }] : []),
    { type: 'CANCEL' },
    { type: 'CONFIRM' },
    { type: 'SEND_FIRST' },
    { type: 'LOG_OUT_ANYWAY' },
    { type: 'xstate.done.actor.sendWaitingAnswers', output: 0 },
    { type: 'xstate.done.actor.sendWaitingAnswers', output: 1 },
    { type: 'xstate.error.actor.sendWaitingAnswers', error: new Error('offline') },
  ],
  start: (fakes) => start(fakes),
  invariant: (snapshot) => {
    const view = logoutViewOf(snapshot as ReturnType<typeof logoutMachine.getInitialSnapshot>);
    expect(view.open).toBe(!snapshot.matches('closed'));
  },
});

describe('logoutMachine (docs/shell.md#logout-unsent)', () => {
  it('with nothing waiting asks the usual question, and Yes signs out', () => {
    const { actor, loggedOut } = start();
    actor.send({ type: 'OPEN', waiting: 0 });
    expect(logoutViewOf(actor.getSnapshot())).toEqual({ open: true, kind: 'confirm', text: messages.logoutConfirm });
    actor.send({ type: 'CONFIRM' });
    expect(loggedOut).toEqual(['logOut']);
    expect(logoutViewOf(actor.getSnapshot())).toEqual({ open: false });
  });

  it('with answers waiting says how many and signs out only when told to log out anyway', () => {
    const { actor, loggedOut } = start();
    actor.send({ type: 'OPEN', waiting: 3 });
    expect(logoutViewOf(actor.getSnapshot())).toEqual({ open: true, kind: 'unsent', text: logoutUnsentMessage(3), sending: false });
    actor.send({ type: 'CONFIRM' });
    expect(loggedOut).toEqual([]);
    actor.send({ type: 'LOG_OUT_ANYWAY' });
    expect(loggedOut).toEqual(['logOut']);
  });

  it('sends them first and signs out once none waits', async () => {
    const { actor, fakes, loggedOut } = start();
    actor.send({ type: 'OPEN', waiting: 1 });
    actor.send({ type: 'SEND_FIRST' });
    expect(logoutViewOf(actor.getSnapshot())).toMatchObject({ kind: 'unsent', sending: true });
    expect(fakes.calls.map((call) => call.name)).toEqual(['sendWaitingAnswers']);
    fakes.settle('sendWaitingAnswers', 'done', 0);
    await settled();
    expect(loggedOut).toEqual(['logOut']);
  });

  it('says how many could not be sent and stays signed in; Cancel keeps them waiting', async () => {
    const { actor, fakes, loggedOut } = start();
    actor.send({ type: 'OPEN', waiting: 2 });
    actor.send({ type: 'SEND_FIRST' });
    fakes.settle('sendWaitingAnswers', 'done', 1);
    await settled();
    expect(logoutViewOf(actor.getSnapshot())).toEqual({ open: true, kind: 'unsent', text: logoutSendFailedMessage(1), sending: false });
    actor.send({ type: 'CANCEL' });
    expect(loggedOut).toEqual([]);
    expect(logoutViewOf(actor.getSnapshot())).toEqual({ open: false });
  });

  it('a send that fails outright keeps the count it had', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'OPEN', waiting: 2 });
    actor.send({ type: 'SEND_FIRST' });
    fakes.settle('sendWaitingAnswers', 'error', new Error('offline'));
    await settled();
    expect(logoutViewOf(actor.getSnapshot())).toMatchObject({ text: logoutSendFailedMessage(2) });
  });
});
