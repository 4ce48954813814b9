import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { progressMessages } from '../progress/messages';
import { recordEffects } from '../testing/effects';
import { describeModel, fakePromises, settled } from '../testing/modelTest';
import type { ResetRequested } from './reset';
import { resetConfirmMachine, resetConfirmViewOf, resetRequestMachine, resetRequestViewOf, type ResetConfirmInput } from './resetMachine';
import { ServerError } from './serverError';

const answered = (token: string, mailed = true): ResetRequested => ({
  token,
  mailed,
  sent_to: 'learner@example.com',
  code_sent_at: '2026-11-29T13:05:00.000Z',
  next_request_at: mailed ? null : '2026-11-29T13:20:00.000Z',
});

const confirm = { token: 'tok', otp: ' 123456 ', password: 'NewPass#1', confirm_password: 'NewPass#1' };

describeModel('resetRequestMachine', resetRequestMachine, {
  events: () => [
    { type: 'SUBMIT', email: 'learner@example.com' },
    { type: 'SUBMIT', email: '  ' },
    { type: 'SUBMIT', email: 'learner@' },
    { type: 'xstate.done.actor.requestReset', output: answered('tok') },
    { type: 'xstate.done.actor.requestReset', output: answered('tok', false) },
    { type: 'xstate.error.actor.requestReset', error: new ServerError({ detail: 'User not found' }) },
  ],
  start: (fakes, clock) => ({
    actor: createActor(
      resetRequestMachine.provide({ actors: { requestReset: fakes.promise<ResetRequested, { email: string }>('requestReset') } }),
      { clock },
    ).start(),
  }),
});

describeModel('resetConfirmMachine', resetConfirmMachine, {
  events: () => [
    { type: 'SUBMIT', ...confirm },
    { type: 'SUBMIT', ...confirm, confirm_password: 'Other#1' },
    { type: 'xstate.done.actor.confirmReset', output: { detail: 'ok' } },
    { type: 'xstate.error.actor.confirmReset', error: new ServerError({ detail: 'Invalid OTP' }) },
  ],
  start: (fakes, clock) => ({
    actor: createActor(
      resetConfirmMachine.provide({ actors: { confirmReset: fakes.promise<unknown, ResetConfirmInput>('confirmReset') } }),
      { clock },
    ).start(),
  }),
});

describe('resetRequestMachine', () => {
  function start() {
    const fakes = fakePromises();
    const actor = createActor(
      resetRequestMachine.provide({ actors: { requestReset: fakes.promise<ResetRequested, { email: string }>('requestReset') } }),
    );
    const effects = recordEffects(actor);
    actor.start();
    return { actor, fakes, effects };
  }

  it.each([
    ['', progressMessages.emailRequired],
    ['   ', progressMessages.emailRequired],
    ['learner@example', messages.invalidEmail],
  ])("an e-mail of %j fails with '%s' without asking the server", (email, text) => {
    const { actor, fakes, effects } = start();
    actor.send({ type: 'SUBMIT', email });
    expect(fakes.calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects.all).toEqual([{ type: 'toast', message: text, kind: 'error' }]);
  });

  it('toasts that the OTP was sent and goes to the reset form with the token of the answer', async () => {
    const { actor, fakes, effects } = start();
    actor.send({ type: 'SUBMIT', email: ' learner@example.com ' });
    expect(fakes.calls).toEqual([{ name: 'requestReset', input: { email: 'learner@example.com' } }]);
    fakes.settle('requestReset', 'done', answered('tok-9'));
    await settled();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(effects.all).toEqual([
      { type: 'toast', message: messages.resetRequestSuccess, kind: 'success' },
      {
        type: 'navigate',
        to: '/forget-password/?token=tok-9',
        state: { resetCodeSent: { sentTo: 'learner@example.com', mailed: true, codeSentAt: '2026-11-29T13:05:00.000Z', nextRequestAt: null } },
      },
    ]);
  });

  it('past the mail limit says no new code was sent, never that one was, and goes to the form of the last code (docs/access.md#reset-truth)', async () => {
    const { actor, fakes, effects } = start();
    actor.send({ type: 'SUBMIT', email: 'learner@example.com' });
    fakes.settle('requestReset', 'done', answered('tok-10', false));
    await settled();
    expect(effects.all).toEqual([
      { type: 'toast', message: messages.resetNoNewCode, kind: 'info' },
      {
        type: 'navigate',
        to: '/forget-password/?token=tok-10',
        state: {
          resetCodeSent: { sentTo: 'learner@example.com', mailed: false, codeSentAt: '2026-11-29T13:05:00.000Z', nextRequestAt: '2026-11-29T13:20:00.000Z' },
        },
      },
    ]);
  });

  it('toasts the response data on failure, each time it fails', async () => {
    const { actor, fakes, effects } = start();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      actor.send({ type: 'SUBMIT', email: 'ghost@example.com' });
      fakes.settle('requestReset', 'error', new ServerError({ detail: 'User not found' }));
      await settled();
    }
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects.all).toEqual([
      { type: 'toast', message: 'User not found', kind: 'error' },
      { type: 'toast', message: 'User not found', kind: 'error' },
    ]);
  });
});

describe('resetConfirmMachine', () => {
  function start() {
    const fakes = fakePromises();
    const actor = createActor(
      resetConfirmMachine.provide({ actors: { confirmReset: fakes.promise<unknown, ResetConfirmInput>('confirmReset') } }),
    );
    const effects = recordEffects(actor);
    actor.start();
    return { actor, fakes, effects };
  }

  it('ignores a submit while the passwords are empty or differ', () => {
    const { actor, fakes } = start();
    actor.send({ type: 'SUBMIT', ...confirm, password: '', confirm_password: '' });
    actor.send({ type: 'SUBMIT', ...confirm, confirm_password: 'Other#1' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fakes.calls).toEqual([]);
  });

  it("sends token, trimmed OTP and passwords, then toasts 'Reset Password Successfull' and goes to /", async () => {
    const { actor, fakes, effects } = start();
    actor.send({ type: 'SUBMIT', ...confirm });
    expect(fakes.calls[0]?.input).toEqual({ token: 'tok', otp: '123456', password: 'NewPass#1', confirm_password: 'NewPass#1' });
    fakes.settle('confirmReset', 'done', {});
    await settled();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(effects.all).toEqual([
      { type: 'toast', message: 'Reset Password Successfull', kind: 'success' },
      { type: 'navigate', to: '/' },
    ]);
  });

  it('toasts the detail of a wrong OTP and lets the user try again', async () => {
    const { actor, fakes, effects } = start();
    actor.send({ type: 'SUBMIT', ...confirm });
    fakes.settle('confirmReset', 'error', new ServerError({ detail: 'Invalid OTP' }));
    await settled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects.all).toEqual([{ type: 'toast', message: 'Invalid OTP', kind: 'error' }]);
    actor.send({ type: 'SUBMIT', ...confirm });
    expect(actor.getSnapshot().value).toBe('submitting');
  });
});

describe('the reset forms\' views', () => {
  it('Send OTP shows progress only while the request is out, and not again after a refusal', async () => {
    const fakes = fakePromises();
    const actor = createActor(resetRequestMachine.provide({ actors: { requestReset: fakes.promise<ResetRequested, { email: string }>('requestReset') } })).start();
    expect(resetRequestViewOf(actor.getSnapshot())).toEqual({ busy: false });
    actor.send({ type: 'SUBMIT', email: 'learner@example' });
    expect(resetRequestViewOf(actor.getSnapshot())).toEqual({ busy: false });
    actor.send({ type: 'SUBMIT', email: 'learner@example.com' });
    expect(resetRequestViewOf(actor.getSnapshot())).toEqual({ busy: true });
    fakes.settle('requestReset', 'error', new ServerError({ detail: 'User not found.' }));
    await settled();
    expect(resetRequestViewOf(actor.getSnapshot())).toEqual({ busy: false });
  });

  it('Reset Password shows progress only while the new password is sent', async () => {
    const fakes = fakePromises();
    const actor = createActor(resetConfirmMachine.provide({ actors: { confirmReset: fakes.promise<unknown, ResetConfirmInput>('confirmReset') } })).start();
    actor.send({ type: 'SUBMIT', ...confirm, confirm_password: 'Other#1' });
    expect(resetConfirmViewOf(actor.getSnapshot())).toEqual({ busy: false });
    actor.send({ type: 'SUBMIT', ...confirm });
    expect(resetConfirmViewOf(actor.getSnapshot())).toEqual({ busy: true });
    fakes.settle('confirmReset', 'error', new ServerError({ detail: 'Invalid OTP.' }));
    await settled();
    expect(resetConfirmViewOf(actor.getSnapshot())).toEqual({ busy: false });
  });
});
