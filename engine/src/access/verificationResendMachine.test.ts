import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakePromises, settled } from '../testing/modelTest';
import { ServerError } from './serverError';
import { verificationResendMachine, verificationResendViewOf, type VerificationResendInput, type VerificationResent } from './verificationResendMachine';

function start() {
  const fakes = fakePromises();
  const actor = createActor(
    verificationResendMachine.provide({ actors: { resendVerification: fakes.promise<VerificationResent, VerificationResendInput>('resendVerification') } }),
  ).start();
  return { actor, fakes };
}

describe('verificationResendViewOf', () => {
  it('shows the send in progress, then where the new link went, forgotten at the next ask', async () => {
    const { actor, fakes } = start();
    expect(verificationResendViewOf(actor.getSnapshot())).toEqual({ sending: false, sentTo: null });
    actor.send({ type: 'SEND', email: ' learner@example.com ' });
    expect(verificationResendViewOf(actor.getSnapshot())).toEqual({ sending: true, sentTo: null });
    fakes.settle('resendVerification', 'done', { sent_to: 'learner@example.com' });
    await settled();
    expect(verificationResendViewOf(actor.getSnapshot())).toEqual({ sending: false, sentTo: 'learner@example.com' });
    actor.send({ type: 'SEND', email: 'learner@example.com' });
    expect(verificationResendViewOf(actor.getSnapshot())).toEqual({ sending: true, sentTo: null });
    fakes.settle('resendVerification', 'error', new ServerError({ detail: 'Too many requests.' }));
    await settled();
    expect(verificationResendViewOf(actor.getSnapshot())).toEqual({ sending: false, sentTo: null });
  });

  it('sends nothing for a malformed address', () => {
    const { actor, fakes } = start();
    actor.send({ type: 'SEND', email: 'learner@example' });
    expect(verificationResendViewOf(actor.getSnapshot())).toEqual({ sending: false, sentTo: null });
    expect(fakes.calls).toEqual([]);
  });
});
