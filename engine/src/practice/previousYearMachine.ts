// The previous-year test setup (docs/practice.md#previous-year): Select Exam, Select University
// (disabled until an exam) and Select Exam Year (disabled until a university), then Start
// creates the exam from the template. The rules are the pure previousYear.ts.
//
// The machine owns the templates it decides on: it loads them through its invoked `loadTemplates`
// (the web provides it against the gateway, tests and the gallery fake it); a failed load offers
// Reload (RETRY).
//
// Decisions the specification leaves open:
// - Only listed entries can be chosen, and none can be unchosen (the dropdowns have no empty
//   entry), so a chosen year always has a university.
// - No toast on success: the spec names one for the model test only.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { navigateEffect, type MachineEffect } from '../shell/effects';
import {
  canStartPreviousYear,
  chooseExam,
  chooseUniversity,
  chooseYear,
  isUniversityEnabled,
  isYearEnabled,
  noPreviousYearChoice,
  previousYears,
  previousYearStartError,
  universitiesOf,
  type PreviousYearChoice,
  type PreviousYearTemplate,
  type PreviousYearUniversity,
} from './previousYear';
import {
  remainingOf,
  templateCreationError,
  templateCreationFailure,
  templateExamPath,
  templateLoadingStates,
  type CreatedTemplateExam,
  type TemplateSetupScreen,
} from './templateExam';

export type PreviousYearContext = {
  /** The previous-year templates, as loaded. */
  templates: PreviousYearTemplate[];
  choice: PreviousYearChoice;
  /** The created exam, with the seconds its clock starts from (the server's time_remaining). */
  created: CreatedPreviousYearExam | null;
  error: string | null;
};

export type PreviousYearEvent =
  /** Reload after a failed load of the templates. */
  | { type: 'RETRY' }
  | { type: 'CHOOSE_EXAM'; exam: number }
  | { type: 'CHOOSE_UNIVERSITY'; university: number }
  | { type: 'CHOOSE_YEAR'; year: number }
  | { type: 'START' };

/** POST exam-template-previous-year/create-exam/; the web adds start_time and is_schedule false. */
export type CreatePreviousYearInput = { template: number; university: number; year: number; unit: string };

/** What POST exam-template-previous-year/create-exam/ answers: the exam and the seconds its clock starts from. */
export type CreatedPreviousYearExam = CreatedTemplateExam;

/**
 * What /previous-exam/{id} receives: the exam id (with ?remaining={seconds} when the server gave
 * any), and university name, year and unit as navigation state.
 */
export type PreviousYearOutput = { examId: number; remaining: number; university: string; year: number; unit: string } | null;

/** The chosen university's entry, null until one is chosen. */
export function chosenUniversity(context: PreviousYearContext): PreviousYearUniversity | null {
  return universitiesOf(context.templates, context.choice).find((u) => u.id === context.choice.university) ?? null;
}

export const previousYearMachine = setup({
  types: {
    context: {} as PreviousYearContext,
    events: {} as PreviousYearEvent,
    output: {} as PreviousYearOutput,
    emitted: {} as MachineEffect,
  },
  actors: {
    /** The previous-year templates (GET exam-template/, exam_Type 3), one Select University entry per university and unit. */
    loadTemplates: fromPromise<PreviousYearTemplate[]>(async () => {
      throw new Error('loadTemplates not provided');
    }),
    createPreviousYearExam: fromPromise<CreatedPreviousYearExam, CreatePreviousYearInput>(async () => {
      throw new Error('createPreviousYearExam not provided');
    }),
  },
  actions: {
    setTemplates: assign((_, params: { templates: PreviousYearTemplate[] }) => ({ templates: params.templates })),
    setChoice: assign((_, params: { choice: PreviousYearChoice }) => ({ choice: params.choice, error: null })),
    refuseStart: assign(({ context }) => ({ error: previousYearStartError(context.choice) })),
    clearError: assign({ error: null }),
    setExam: assign((_, params: { created: CreatedPreviousYearExam }) => ({ created: params.created, error: null })),
    // The exam's page, emitted (docs/architecture.md#effects); docs/shell.md#routes: the exam route
    // receives university, year and unit as navigation state.
    openExam: emit(({ context }) => {
      const opened = openedExam(context);
      if (opened === null) throw new Error('unreachable: created holds the exam');
      const { examId, university, year, unit } = opened;
      const to = templateExamPath('/previous-exam', context.created ?? unreachable());
      return navigateEffect({ to, state: { examId, university, year, unit } });
    }),
    setFailure: assign((_, params: { error: unknown }) => ({ error: templateCreationError(params.error) })),
  },
  guards: {
    listedExam: ({ context }, params: { exam: number }) => context.templates.some((t) => t.id === params.exam),
    listedUniversity: ({ context }, params: { university: number }) =>
      isUniversityEnabled(context.choice) && universitiesOf(context.templates, context.choice).some((u) => u.id === params.university),
    listedYear: ({ context }, params: { year: number }) => isYearEnabled(context.choice) && previousYears().includes(params.year),
    canStart: ({ context }) => canStartPreviousYear(context.choice),
  },
}).createMachine({
  id: 'previousYear',
  context: { templates: [], choice: noPreviousYearChoice, created: null, error: null },
  initial: 'loading',
  output: ({ context }) => openedExam(context),
  states: {
    ...templateLoadingStates<PreviousYearTemplate>(),
    choosing: {
      initial: 'editing',
      on: {
        CHOOSE_EXAM: {
          guard: { type: 'listedExam', params: ({ event }) => ({ exam: event.exam }) },
          target: '.editing',
          actions: { type: 'setChoice', params: ({ context, event }) => ({ choice: chooseExam(context.choice, event.exam) }) },
        },
        CHOOSE_UNIVERSITY: {
          guard: { type: 'listedUniversity', params: ({ event }) => ({ university: event.university }) },
          target: '.editing',
          actions: {
            type: 'setChoice',
            params: ({ context, event }) => ({ choice: chooseUniversity(context.choice, event.university) }),
          },
        },
        CHOOSE_YEAR: {
          guard: { type: 'listedYear', params: ({ event }) => ({ year: event.year }) },
          target: '.editing',
          actions: { type: 'setChoice', params: ({ context, event }) => ({ choice: chooseYear(context.choice, event.year) }) },
        },
        // The button is disabled without both; a press that slips through says why.
        START: [
          { guard: 'canStart', target: 'creating', actions: 'clearError' },
          { actions: 'refuseStart' },
        ],
      },
      states: {
        editing: {},
        /** The server refused; `error` holds its detail or 'Something went wrong'. */
        failed: {},
      },
    },
    creating: {
      invoke: {
        id: 'createPreviousYearExam',
        src: 'createPreviousYearExam',
        input: ({ context }) => createInputOf(context),
        onDone: { target: 'created', actions: { type: 'setExam', params: ({ event }) => ({ created: event.output }) } },
        ...templateCreationFailure('previousYear'),
      },
    },
    /** /previous-exam/{id}, with the output as its state. */
    created: { type: 'final', entry: 'openExam' },
  },
});

/** What the previous-year setup shows (docs/practice.md#previous-year). */
export type PreviousYearView = {
  screen: TemplateSetupScreen;
  /** Start takes input: an exam and a year are chosen and nothing is being made. */
  ready: boolean;
  /** The exam is being made (or made and opening): Start shows progress and the selects wait. */
  creating: boolean;
};

export function previousYearViewOf(snapshot: SnapshotFrom<typeof previousYearMachine>): PreviousYearView {
  const screen = snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'failed' : 'form';
  return {
    screen,
    ready: snapshot.matches('choosing') && canStartPreviousYear(snapshot.context.choice),
    creating: snapshot.matches('creating') || snapshot.status === 'done',
  };
}

function createInputOf(context: PreviousYearContext): CreatePreviousYearInput {
  // creating is entered only with an exam and a year, and a year needs a listed university.
  const { exam, year } = context.choice;
  const university = chosenUniversity(context);
  if (exam === null || year === null || university === null) throw new Error('unreachable');
  return { template: exam, university: university.university_id, year, unit: university.units };
}

/** The created exam and what its route needs, once there is one. */
function openedExam(context: PreviousYearContext): PreviousYearOutput {
  const university = chosenUniversity(context);
  const { created } = context;
  if (created === null || university === null || context.choice.year === null) return null;
  return {
    examId: created.id,
    remaining: remainingOf(created),
    university: university.university,
    year: context.choice.year,
    unit: university.units,
  };
}

function unreachable(): never {
  throw new Error('unreachable: created holds the exam');
}
