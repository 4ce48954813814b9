// A new verification link on request (docs/access.md#verification-resend): /verify-info sends the
// address, the api mails a new link (rate limited there) and says where it went.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messages } from '../messages';
import { toastEffect, type MachineEffect } from '../shell/effects';
import { emailProblem } from './emailField';
import { shownDetailOf } from './serverError';

export type VerificationResendInput = { email: string };
/** What the api answers: the address the new link was mailed to. */
export type VerificationResent = { sent_to: string };
export type VerificationResendEvent = { type: 'SEND'; email: string };
/** `sentTo`: the address the last new link went to, shown until the next one is asked for. */
export type VerificationResendContext = { sentTo: string | null };

export const verificationResendMachine = setup({
  types: { context: {} as VerificationResendContext, events: {} as VerificationResendEvent, emitted: {} as MachineEffect },
  actors: {
    /** POST /auth/verify-email/resend/; rejects with the refusal (its detail says why, and when to ask again). */
    resendVerification: fromPromise<VerificationResent, VerificationResendInput>(async () => {
      throw new Error('resendVerification not provided');
    }),
  },
  actions: {
    forget: assign({ sentTo: null }),
    remember: assign((_, params: { sentTo: string }) => ({ sentTo: params.sentTo })),
    showFailure: emit((_, params: { error: unknown }) => toastEffect(shownDetailOf(params.error) ?? messages.somethingWrong, 'error')),
    showInvalidEmail: emit((_, params: { email: string }) => toastEffect(emailProblem(params.email) ?? messages.invalidEmail, 'error')),
  },
  guards: {
    emailGiven: (_, params: { email: string }) => emailProblem(params.email) === null,
  },
}).createMachine({
  id: 'verificationResend',
  context: { sentTo: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SEND: [
          { guard: { type: 'emailGiven', params: ({ event }) => ({ email: event.email }) }, target: 'sending', actions: 'forget' },
          { actions: { type: 'showInvalidEmail', params: ({ event }) => ({ email: event.email }) } },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ event }) => ({ email: event.type === 'SEND' ? event.email.trim() : '' }),
        onDone: { target: 'idle', actions: { type: 'remember', params: ({ event }) => ({ sentTo: event.output.sent_to }) } },
        onError: { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

/** What /verify-info shows of the resend: its button's progress, and where the last new link went. */
export type VerificationResendView = { sending: boolean; sentTo: string | null };

export function verificationResendViewOf(snapshot: SnapshotFrom<typeof verificationResendMachine>): VerificationResendView {
  return { sending: snapshot.matches('sending'), sentTo: snapshot.context.sentTo };
}
