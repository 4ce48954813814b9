// The admin's create/edit contest form (docs/contest.md#admin-form). Save is allowed only when
// every check holds: the web reads `snapshot.can({ type: 'SAVE' })` and the field messages from
// validateContestForm(context.form, context.now). The server's refusal is kept as `failure`. While
// the form is edited, an invoked `clock` (the web's, once a second) moves `now` on, so a start that
// has passed stops being savable (docs/contest.md#admin-form).
import { assign, fromCallback, fromPromise, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { shownDetailOf } from '../access/serverError';
import {
  canSaveContest,
  contestPayload,
  emptyContestForm,
  type AdminContestForm,
  type ContestTemplateChoice,
  type CreateContestPayload,
  type EditContestPayload,
} from './adminContestForm';

export type AdminContestFormContext = { form: AdminContestForm; now: Date; failure: string | null };

export type AdminContestFormInput = { mode: 'create' | 'edit'; now: Date; initial?: Partial<AdminContestForm> };

type TextField = 'title' | 'startDate' | 'startTime' | 'unit' | 'year';

export type AdminContestFormEvent =
  | { type: 'CHOOSE_TEMPLATE'; template: ContestTemplateChoice }
  | { type: 'SET_FIELD'; field: TextField; value: string }
  | { type: 'SET_UNIVERSITY'; universityId: number | null }
  | { type: 'SET_TIES'; value: boolean }
  | { type: 'TICK'; now: Date }
  | { type: 'SAVE' };

export const adminContestFormMachine = setup({
  types: {
    context: {} as AdminContestFormContext,
    events: {} as AdminContestFormEvent,
    input: {} as AdminContestFormInput,
  },
  actors: {
    /** createContest or editContest over GraphQL; rejects with the server's error. */
    save: fromPromise<unknown, CreateContestPayload | EditContestPayload>(async () => {
      throw new Error('save not provided');
    }),
    /** Sends { type: 'TICK', now } once a second from the web's clock. */
    clock: fromCallback<EventObject>(() => () => {}),
  },
  guards: {
    savable: ({ context }) => canSaveContest(context.form, context.now),
  },
}).createMachine({
  id: 'adminContestForm',
  context: ({ input }) => ({ form: { ...emptyContestForm(input.mode), ...input.initial, mode: input.mode }, now: input.now, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      invoke: { id: 'clock', src: 'clock' },
      on: {
        // A new template clears the paper chosen for the old one (docs/contest.md#admin-form).
        CHOOSE_TEMPLATE: {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, template: event.template, universityId: null, unit: '', year: '' },
          })),
        },
        SET_FIELD: { actions: assign(({ context, event }) => ({ form: { ...context.form, [event.field]: event.value } })) },
        SET_UNIVERSITY: {
          actions: assign(({ context, event }) => ({ form: { ...context.form, universityId: event.universityId, unit: '' } })),
        },
        SET_TIES: { actions: assign(({ context, event }) => ({ form: { ...context.form, timeBreaksTies: event.value } })) },
        TICK: { actions: assign(({ event }) => ({ now: event.now })) },
        SAVE: { guard: 'savable', target: 'saving', actions: assign({ failure: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => {
          const payload = contestPayload(context.form, context.now);
          if (payload === null) throw new Error('saving an invalid contest form');
          return payload;
        },
        onDone: { target: 'saved' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: shownDetailOf(event.error) ?? null })),
        },
      },
    },
    /** The web closes the form and reloads the list. */
    saved: { type: 'final' },
  },
});

/** What the contest form shows besides its fields (docs/contest.md#admin-form): while it is saved, nothing takes input. */
export type AdminContestFormView = { saving: boolean };

export function adminContestFormViewOf(snapshot: SnapshotFrom<typeof adminContestFormMachine>): AdminContestFormView {
  return { saving: snapshot.matches('saving') };
}
