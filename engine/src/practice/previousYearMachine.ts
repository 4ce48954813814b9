// The previous-year test setup of spec 000 §2, §4 and §5: Select Exam, Select University
// (disabled until an exam) and Select Exam Year (disabled until a university), then Start
// creates the exam from the template. The rules are the pure previousYear.ts.
//
// Decisions the specification leaves open:
// - The web sends the templates (TEMPLATES) when they arrive; what is no longer listed is
//   unchosen (keepListedChoice).
// - Only listed entries can be chosen, and none can be unchosen (the dropdowns have no empty
//   entry), so a chosen year always has a university.
// - No toast on success: the spec names one for the model test only.
import { assign, fromPromise, setup } from 'xstate';
import { errorDetailOf } from '../access/serverError';
import { messages } from '../messages';
import {
  canStartPreviousYear,
  chooseExam,
  chooseUniversity,
  chooseYear,
  isUniversityEnabled,
  isYearEnabled,
  keepListedChoice,
  noPreviousYearChoice,
  previousYears,
  previousYearStartError,
  universitiesOf,
  type PreviousYearChoice,
  type PreviousYearTemplate,
  type PreviousYearUniversity,
} from './previousYear';

export type PreviousYearContext = {
  templates: PreviousYearTemplate[];
  choice: PreviousYearChoice;
  examId: number | null;
  error: string | null;
};

export type PreviousYearEvent =
  | { type: 'TEMPLATES'; templates: PreviousYearTemplate[] }
  | { type: 'CHOOSE_EXAM'; exam: number }
  | { type: 'CHOOSE_UNIVERSITY'; university: number }
  | { type: 'CHOOSE_YEAR'; year: number }
  | { type: 'START' };

/** POST exam-template-previous-year/create-exam/; the web adds start_time and is_schedule false. */
export type CreatePreviousYearInput = { template: number; university: number; year: number; unit: string };

/** What /previous-exam/{id} receives: the exam id, and university name, year and unit as navigation state. */
export type PreviousYearOutput = { examId: number; university: string; year: number; unit: string } | null;

/** The chosen university's entry, null until one is chosen. */
export function chosenUniversity(context: PreviousYearContext): PreviousYearUniversity | null {
  return universitiesOf(context.templates, context.choice).find((u) => u.id === context.choice.university) ?? null;
}

export const previousYearMachine = setup({
  types: {
    context: {} as PreviousYearContext,
    events: {} as PreviousYearEvent,
    output: {} as PreviousYearOutput,
  },
  actors: {
    createPreviousYearExam: fromPromise<{ id: number }, CreatePreviousYearInput>(async () => {
      throw new Error('createPreviousYearExam not provided');
    }),
  },
  actions: {
    setTemplates: assign(({ context }, params: { templates: PreviousYearTemplate[] }) => ({
      templates: params.templates,
      choice: keepListedChoice(params.templates, context.choice),
    })),
    setChoice: assign((_, params: { choice: PreviousYearChoice }) => ({ choice: params.choice, error: null })),
    refuseStart: assign(({ context }) => ({ error: previousYearStartError(context.choice) })),
    clearError: assign({ error: null }),
    setExam: assign((_, params: { id: number }) => ({ examId: params.id, error: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ error: errorDetailOf(params.error) || messages.somethingWrong })),
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
  context: { templates: [], choice: noPreviousYearChoice, examId: null, error: null },
  initial: 'choosing',
  output: ({ context }) => {
    const university = chosenUniversity(context);
    if (context.examId === null || university === null || context.choice.year === null) return null;
    return { examId: context.examId, university: university.university, year: context.choice.year, unit: university.units };
  },
  states: {
    choosing: {
      initial: 'editing',
      on: {
        TEMPLATES: {
          actions: { type: 'setTemplates', params: ({ event }) => ({ templates: event.templates }) },
        },
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
        onDone: { target: 'created', actions: { type: 'setExam', params: ({ event }) => ({ id: event.output.id }) } },
        onError: {
          target: '#previousYear.choosing.failed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The web opens /previous-exam/{id} with the output. */
    created: { type: 'final' },
  },
});

function createInputOf(context: PreviousYearContext): CreatePreviousYearInput {
  // creating is entered only with an exam and a year, and a year needs a listed university.
  const { exam, year } = context.choice;
  const university = chosenUniversity(context);
  if (exam === null || year === null || university === null) throw new Error('unreachable');
  return { template: exam, university: university.id, year, unit: university.units };
}
