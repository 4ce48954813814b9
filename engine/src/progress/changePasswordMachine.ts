// The Change Password dialog (docs/progress.md#change-password). Submit is disabled until every rule
// holds: the web reads `snapshot.can({ type: 'SUBMIT' })`, and the field messages from
// validateChangePassword(context.form).
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toastEffect, type MachineEffect } from '../shell/effects';
import { progressMessages as m } from './messages';
import {
  canChangePassword,
  changePasswordPayload,
  failureToast,
  type ChangePasswordForm,
  type ChangePasswordPayload,
} from './profileRules';

export type ChangePasswordContext = { form: ChangePasswordForm };

export type ChangePasswordEvent = { type: 'SET_FIELD'; field: keyof ChangePasswordForm; value: string } | { type: 'SUBMIT' };

export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent, emitted: {} as MachineEffect },
  actors: {
    /** POST /auth/password/change/; rejects with the response data (ServerError or Error). */
    changePassword: fromPromise<unknown, ChangePasswordPayload>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  actions: {
    setField: assign(({ context }, params: { field: keyof ChangePasswordForm; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
    })),
    // Outcomes are toasts, emitted (docs/architecture.md#effects).
    showSuccess: emit(() => toastEffect(m.passwordChanged, 'success')),
    showFailure: emit((_, params: { error: unknown }) => {
      const outcome = failureToast(params.error, m.currentPasswordIncorrect);
      return toastEffect(outcome.text, outcome.kind);
    }),
  },
  guards: {
    submittable: ({ context }) => canChangePassword(context.form),
  },
}).createMachine({
  id: 'changePassword',
  context: { form: { current_password: '', new_password: '', confirm_password: '' } },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SET_FIELD: {
          actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        SUBMIT: { guard: 'submittable', target: 'submitting' },
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => changePasswordPayload(context.form),
        onDone: { target: 'succeeded', actions: 'showSuccess' },
        onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The success is toasted on the way here; the web closes the dialog. */
    succeeded: { type: 'final' },
  },
});

/** What the Change Password dialog shows besides its fields: while the change is sent, nothing takes input. */
export type ChangePasswordView = { submitting: boolean };

export function changePasswordViewOf(snapshot: SnapshotFrom<typeof changePasswordMachine>): ChangePasswordView {
  return { submitting: snapshot.matches('submitting') };
}
