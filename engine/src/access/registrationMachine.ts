// Sign-up request (docs/access.md#registration-outcome): validate in spec order, send, toast the outcome.
import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../messages';
import { registrationErrorMessage, type RegistrationErrorBody } from './errors';
import { registrationPayload, validateRegistration, type RegistrationForm, type RegistrationPayload } from './registration';
import { errorBodyOf } from './serverError';

export type RequestContext = { toast: string | null };

/** `today` ('YYYY-MM-DD') comes from the web so the engine reads no clock. */
export type RegistrationEvent = { type: 'SUBMIT'; form: RegistrationForm; today: string };

export const registrationMachine = setup({
  types: { context: {} as RequestContext, events: {} as RegistrationEvent },
  actors: {
    /** POST /auth/registration/; rejects with a ServerError carrying { detail?, message?, phone_no? }. */
    register: fromPromise<unknown, RegistrationPayload>(async () => {
      throw new Error('register not provided');
    }),
  },
  actions: {
    showInvalid: assign((_, params: { event: RegistrationEvent }) => ({
      toast: validateRegistration(params.event.form, params.event.today),
    })),
    clearToast: assign({ toast: null }),
    showSuccess: assign({ toast: messages.registrationSuccess }),
    showFailure: assign((_, params: { error: unknown }) => ({
      toast: registrationErrorMessage(asRegistrationErrorBody(errorBodyOf(params.error))),
    })),
  },
  guards: {
    valid: (_, params: { event: RegistrationEvent }) => validateRegistration(params.event.form, params.event.today) === null,
  },
}).createMachine({
  id: 'registration',
  context: { toast: null },
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: submit() } },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => (event.type === 'SUBMIT' ? registrationPayload(event.form) : unreachable()),
        onDone: { target: 'succeeded', actions: 'showSuccess' },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { SUBMIT: submit() } },
    /** docs/access.md#registration-outcome: on success the web shows the toast and goes to /. */
    succeeded: { type: 'final' },
  },
});

function submit() {
  return [
    {
      guard: { type: 'valid' as const, params: ({ event }: { event: RegistrationEvent }) => ({ event }) },
      target: '#registration.submitting',
      actions: 'clearToast' as const,
    },
    {
      target: '#registration.failed',
      actions: { type: 'showInvalid' as const, params: ({ event }: { event: RegistrationEvent }) => ({ event }) },
    },
  ];
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
