// Password reset (docs/access.md#reset-request, docs/access.md#reset-confirm): request an OTP by e-mail, then confirm with it.
import { emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messages } from '../messages';
import { resetConfirmErrorMessage, resetRequestErrorMessage } from './errors';
import { emailProblem } from './emailField';
import { canConfirmReset, resetCodeSentFrom, type ResetRequested } from './reset';
import { errorBodyOf, errorDetailOf } from './serverError';
import { navigateEffect, toastEffect, type MachineEffect } from '../shell/effects';

export type ResetRequestInput = { email: string };
export type ResetRequestEvent = { type: 'SUBMIT'; email: string };

/** The password reset of docs/api.md#shape-reset: token, otp, password, confirm_password. */
export type ResetConfirmInput = { token: string; otp: string; password: string; confirm_password: string };
export type ResetConfirmEvent = { type: 'SUBMIT' } & ResetConfirmInput;

/**
 * The outcome is a toast; on success the learner goes to /forget-password/?token={token}
 * (docs/access.md#reset-request) with what was mailed as the entry's `resetCodeSent`
 * (docs/access.md#reset-truth). Both are emitted (docs/architecture.md#effects). The reset form's
 * 'Send a new code' runs the same machine with the address the code went to.
 */
export const resetRequestMachine = setup({
  types: { events: {} as ResetRequestEvent, emitted: {} as MachineEffect },
  actors: {
    /** POST /auth/password/forget/; rejects with the response data (ServerError or Error). */
    requestReset: fromPromise<ResetRequested, ResetRequestInput>(async () => {
      throw new Error('requestReset not provided');
    }),
  },
  actions: {
    showSuccess: emit(toastEffect(messages.resetRequestSuccess, 'success')),
    // Past the mail limit nothing went out: the spec's 'has been sent' would not be true.
    showNotMailed: emit(toastEffect(messages.resetNoNewCode, 'info')),
    goToReset: emit((_, params: { answer: ResetRequested }) =>
      navigateEffect({
        to: `/forget-password/?token=${encodeURIComponent(params.answer.token)}`,
        state: { resetCodeSent: resetCodeSentFrom(params.answer) },
      }),
    ),
    showFailure: emit((_, params: { error: unknown }) => toastEffect(resetRequestErrorMessage(errorBodyOf(params.error)), 'error')),
    // Checked before the call, so the contract's own wording never reaches the learner.
    showInvalidEmail: emit((_, params: { email: string }) => toastEffect(emailProblem(params.email) ?? messages.invalidEmail, 'error')),
  },
  guards: {
    emailGiven: (_, params: { email: string }) => emailProblem(params.email) === null,
  },
}).createMachine({
  id: 'resetRequest',
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: submitRequest() } },
    submitting: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ event }) => ({ email: event.type === 'SUBMIT' ? event.email.trim() : '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.mailed,
            target: 'succeeded',
            actions: ['showSuccess', { type: 'goToReset', params: ({ event }) => ({ answer: event.output }) }],
          },
          { target: 'succeeded', actions: ['showNotMailed', { type: 'goToReset', params: ({ event }) => ({ answer: event.output }) }] },
        ],
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { SUBMIT: submitRequest() } },
    succeeded: { type: 'final' },
  },
});

/** What the code request's form shows: Send OTP shows progress while the request is sent. */
export type ResetRequestView = { busy: boolean };

export function resetRequestViewOf(snapshot: SnapshotFrom<typeof resetRequestMachine>): ResetRequestView {
  return { busy: snapshot.matches('submitting') };
}

/** A well-formed e-mail is sent; an empty or malformed one fails at once with its message. */
function submitRequest() {
  return [
    {
      guard: { type: 'emailGiven' as const, params: ({ event }: { event: ResetRequestEvent }) => ({ email: event.email }) },
      target: 'submitting' as const,
    },
    {
      target: 'failed' as const,
      actions: { type: 'showInvalidEmail' as const, params: ({ event }: { event: ResetRequestEvent }) => ({ email: event.email }) },
    },
  ];
}

/** On success 'Reset Password Successfull' and / (docs/access.md#reset-confirm), emitted (docs/architecture.md#effects). */
export const resetConfirmMachine = setup({
  types: { events: {} as ResetConfirmEvent, emitted: {} as MachineEffect },
  actors: {
    /** POST /auth/password/forget-confirm/; rejects with an Error whose message is the detail. */
    confirmReset: fromPromise<unknown, ResetConfirmInput>(async () => {
      throw new Error('confirmReset not provided');
    }),
  },
  actions: {
    showSuccess: emit(toastEffect(messages.resetConfirmSuccess, 'success')),
    goToLogin: emit(navigateEffect({ to: '/' })),
    showFailure: emit((_, params: { error: unknown }) => toastEffect(resetConfirmErrorMessage(errorDetailOf(params.error)), 'error')),
  },
  guards: {
    // docs/access.md#reset-confirm: confirm is disabled while a field is empty or they differ.
    confirmable: ({ event }) => canConfirmReset(event),
  },
}).createMachine({
  id: 'resetConfirm',
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: { guard: 'confirmable', target: 'submitting' } } },
    submitting: {
      invoke: {
        id: 'confirmReset',
        src: 'confirmReset',
        input: ({ event }) =>
          event.type === 'SUBMIT'
            ? { token: event.token, otp: event.otp.trim(), password: event.password, confirm_password: event.confirm_password }
            : { token: '', otp: '', password: '', confirm_password: '' },
        onDone: { target: 'succeeded', actions: ['showSuccess', 'goToLogin'] },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { SUBMIT: { guard: 'confirmable', target: 'submitting' } } },
    succeeded: { type: 'final' },
  },
});

/** What the reset form shows: Reset Password shows progress while the new password is sent. */
export type ResetConfirmView = { busy: boolean };

export function resetConfirmViewOf(snapshot: SnapshotFrom<typeof resetConfirmMachine>): ResetConfirmView {
  return { busy: snapshot.matches('submitting') };
}
