// Sign-up request (docs/access.md#registration-outcome): validate in spec order, send, toast the outcome.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messages } from '../messages';
import { registrationErrorMessage, type RegistrationErrorBody } from './errors';
import {
  registrationPayload,
  registrationProblems,
  validateRegistration,
  type RegistrationForm,
  type RegistrationPayload,
  type RegistrationProblem,
} from './registration';
import { errorBodyOf } from './serverError';
import { navigateEffect, toastEffect, type MachineEffect } from '../shell/effects';

/**
 * `error`: the refusal the form shows (and toasts), the first problem or the server's;
 * `problems`: every field the last submit found failing, kept up to date while the learner edits
 * (docs/access.md#registration-problems); `email`: where the verification link goes.
 */
export type RequestContext = { error: string | null; problems: RegistrationProblem[]; email: string };

/** `today` ('YYYY-MM-DD') comes from the web so the engine reads no clock. */
export type RegistrationEvent =
  | { type: 'SUBMIT'; form: RegistrationForm; today: string }
  /** Every change to the form; it only matters after a submit was refused for the form's problems. */
  | { type: 'EDIT'; form: RegistrationForm; today: string };

export const registrationMachine = setup({
  types: { context: {} as RequestContext, events: {} as RegistrationEvent, emitted: {} as MachineEffect },
  actors: {
    /** POST /auth/registration/; rejects with a ServerError carrying { detail?, message?, phone_no? }. */
    register: fromPromise<unknown, RegistrationPayload>(async () => {
      throw new Error('register not provided');
    }),
  },
  actions: {
    showInvalid: assign((_, params: { event: RegistrationEvent }) => problemsOf(params.event)),
    // docs/access.md#registration-problems: the marks and the banner follow the edits, and go when the form is valid.
    recheck: assign(({ context, event }) => (context.problems.length === 0 ? {} : problemsOf(event))),
    startSending: assign((_, params: { event: RegistrationEvent }) => ({ error: null, problems: [], email: params.event.form.email.trim() })),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: registrationErrorMessage(asRegistrationErrorBody(errorBodyOf(params.error))),
    })),
    // One-shot effects are emitted (docs/architecture.md#effects).
    toastError: emit(({ context }) => toastEffect(context.error ?? messages.somethingWrong, 'error')),
    toastSuccess: emit(toastEffect(messages.registrationSuccess, 'success')),
    // The login card at / repeats where the link went, from the history entry's state.
    goToLogin: emit(({ context }) => navigateEffect({ to: '/', state: { verificationSentTo: context.email } })),
  },
  guards: {
    valid: (_, params: { event: RegistrationEvent }) => validateRegistration(params.event.form, params.event.today) === null,
  },
}).createMachine({
  id: 'registration',
  context: { error: null, problems: [], email: '' },
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: submit() } },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => (event.type === 'SUBMIT' ? registrationPayload(event.form) : unreachable()),
        onDone: { target: 'succeeded', actions: ['toastSuccess', 'goToLogin'] },
        onError: { target: 'failed', actions: [{ type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, 'toastError'] },
      },
    },
    failed: { on: { SUBMIT: submit(), EDIT: { actions: 'recheck' } } },
    /** docs/access.md#registration-outcome: the success toast, then / (both emitted on the way here). */
    succeeded: { type: 'final' },
  },
});

/** What the registration form shows besides its fields (docs/access.md#registration-problems). */
export type RegistrationView = {
  /** Sign Up shows progress while the form is sent. */
  busy: boolean;
  /** The refusal over Sign Up after a refused submit, the first problem or the server's; else null. */
  refusal: string | null;
  /** Every field the last refused submit found failing, each marked at its field and listed over Sign Up. */
  problems: RegistrationProblem[];
};

export function registrationViewOf(snapshot: SnapshotFrom<typeof registrationMachine>): RegistrationView {
  const { error, problems } = snapshot.context;
  return { busy: snapshot.matches('submitting'), refusal: snapshot.matches('failed') ? error : null, problems };
}

function submit() {
  return [
    {
      guard: { type: 'valid' as const, params: ({ event }: { event: RegistrationEvent }) => ({ event }) },
      target: '#registration.submitting',
      actions: { type: 'startSending' as const, params: ({ event }: { event: RegistrationEvent }) => ({ event }) },
    },
    {
      target: '#registration.failed',
      actions: [{ type: 'showInvalid' as const, params: ({ event }: { event: RegistrationEvent }) => ({ event }) }, 'toastError' as const],
    },
  ];
}

function problemsOf(event: RegistrationEvent): Pick<RequestContext, 'error' | 'problems'> {
  const problems = registrationProblems(event.form, event.today);
  return { problems, error: problems[0]?.message ?? null };
}

function asRegistrationErrorBody(body: unknown): RegistrationErrorBody | undefined {
  if (typeof body === 'string') return { detail: body };
  if (typeof body !== 'object' || body === null) return undefined;
  const result: RegistrationErrorBody = {};
  if ('detail' in body && typeof body.detail === 'string') result.detail = body.detail;
  if ('message' in body && typeof body.message === 'string') result.message = body.message;
  if ('phone_no' in body && Array.isArray(body.phone_no)) {
    result.phone_no = body.phone_no.filter((item): item is string => typeof item === 'string');
  }
  return result;
}

function unreachable(): never {
  throw new Error('unreachable: event does not match its state');
}
