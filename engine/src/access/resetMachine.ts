// Password reset (docs/access.md#reset-request, docs/access.md#reset-confirm): request an OTP by e-mail, then confirm with it.
import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../messages';
import { resetConfirmErrorMessage, resetRequestErrorMessage } from './errors';
import { progressMessages } from '../progress/messages';
import { isValidEmail } from './registration';
import { canConfirmReset } from './reset';
import { errorBodyOf, errorDetailOf } from './serverError';

export type ResetRequestInput = { email: string };
export type ResetRequestContext = { toast: string | null; token: string | null };
export type ResetRequestEvent = { type: 'SUBMIT'; email: string };

/** The password reset of docs/api.md#shape-reset: token, otp, password, confirm_password. */
export type ResetConfirmInput = { token: string; otp: string; password: string; confirm_password: string };
export type ResetConfirmContext = { toast: string | null };
export type ResetConfirmEvent = { type: 'SUBMIT' } & ResetConfirmInput;

/** On success the web goes to /forget-password/?token={context.token} (docs/access.md#reset-request). */
export const resetRequestMachine = setup({
  types: { context: {} as ResetRequestContext, events: {} as ResetRequestEvent },
  actors: {
    /** POST /auth/password/forget/; rejects with the response data (ServerError or Error). */
    requestReset: fromPromise<{ token: string }, ResetRequestInput>(async () => {
      throw new Error('requestReset not provided');
    }),
  },
  actions: {
    clearToast: assign({ toast: null }),
    showSuccess: assign((_, params: { token: string }) => ({ toast: messages.resetRequestSuccess, token: params.token })),
    showFailure: assign((_, params: { error: unknown }) => ({ toast: resetRequestErrorMessage(errorBodyOf(params.error)) })),
    // Checked before the call, so the contract's own wording never reaches the learner.
    showInvalidEmail: assign((_, params: { email: string }) => ({ toast: emailProblem(params.email) })),
  },
  guards: {
    emailGiven: (_, params: { email: string }) => emailProblem(params.email) === null,
  },
}).createMachine({
  id: 'resetRequest',
  context: { toast: null, token: null },
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: submitRequest() } },
    submitting: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ event }) => ({ email: event.type === 'SUBMIT' ? event.email.trim() : '' }),
        onDone: { target: 'succeeded', actions: { type: 'showSuccess', params: ({ event }) => ({ token: event.output.token }) } },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { SUBMIT: submitRequest() } },
    succeeded: { type: 'final' },
  },
});

/** A well-formed e-mail is sent; an empty or malformed one fails at once with its message. */
function submitRequest() {
  return [
    {
      guard: { type: 'emailGiven' as const, params: ({ event }: { event: ResetRequestEvent }) => ({ email: event.email }) },
      target: 'submitting' as const,
      actions: 'clearToast' as const,
    },
    {
      target: 'failed' as const,
      actions: { type: 'showInvalidEmail' as const, params: ({ event }: { event: ResetRequestEvent }) => ({ email: event.email }) },
    },
  ];
}

/** 'Email is required' for an empty field, 'Invalid Email' for a malformed one, else null. */
function emailProblem(email: string): string | null {
  if (email.trim() === '') return progressMessages.emailRequired;
  return isValidEmail(email) ? null : messages.invalidEmail;
}

/** On success the web shows 'Reset Password Successfull' and goes to / (docs/access.md#reset-confirm). */
export const resetConfirmMachine = setup({
  types: { context: {} as ResetConfirmContext, events: {} as ResetConfirmEvent },
  actors: {
    /** POST /auth/password/forget-confirm/; rejects with an Error whose message is the detail. */
    confirmReset: fromPromise<unknown, ResetConfirmInput>(async () => {
      throw new Error('confirmReset not provided');
    }),
  },
  actions: {
    clearToast: assign({ toast: null }),
    showSuccess: assign({ toast: messages.resetConfirmSuccess }),
    showFailure: assign((_, params: { error: unknown }) => ({ toast: resetConfirmErrorMessage(errorDetailOf(params.error)) })),
  },
  guards: {
    // docs/access.md#reset-confirm: confirm is disabled while a field is empty or they differ.
    confirmable: ({ event }) => canConfirmReset(event),
  },
}).createMachine({
  id: 'resetConfirm',
  context: { toast: null },
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: { guard: 'confirmable', target: 'submitting', actions: 'clearToast' } } },
    submitting: {
      invoke: {
        id: 'confirmReset',
        src: 'confirmReset',
        input: ({ event }) =>
          event.type === 'SUBMIT'
            ? { token: event.token, otp: event.otp.trim(), password: event.password, confirm_password: event.confirm_password }
            : { token: '', otp: '', password: '', confirm_password: '' },
        onDone: { target: 'succeeded', actions: 'showSuccess' },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { SUBMIT: { guard: 'confirmable', target: 'submitting', actions: 'clearToast' } } },
    succeeded: { type: 'final' },
  },
});
