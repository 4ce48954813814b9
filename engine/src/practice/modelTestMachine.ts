// The model test selection of spec 000 §2 and §5: choose a template to see its subject table and
// exam duration; Clear unchooses it; Start (disabled while the table is empty) creates the exam.
// The rules are the pure modelTestSelection.ts.
//
// Decisions the specification leaves open:
// - The web sends the templates (TEMPLATES) when they arrive; a list without the chosen
//   template unchooses it, one with it refreshes its table.
// - A Start while disabled is ignored without a message (spec 000 §5 gives none).
import { assign, fromPromise, setup } from 'xstate';
import { errorDetailOf } from '../access/serverError';
import { messages } from '../messages';
import { practiceMessages } from './messages';
import { canStartModelTest, type ModelTestTemplate } from './modelTestSelection';

export type ModelTestContext = {
  templates: ModelTestTemplate[];
  /** The chosen template, whose subjects are the table and whose duration the header shows. */
  template: ModelTestTemplate | null;
  examId: number | null;
  error: string | null;
  toast: string | null;
};

export type ModelTestEvent =
  | { type: 'TEMPLATES'; templates: ModelTestTemplate[] }
  | { type: 'CHOOSE'; templateId: number }
  | { type: 'CLEAR' }
  | { type: 'START' };

/** POST exam-template/create-exam/; the web adds start_time. */
export type CreateModelExamInput = { template: number };

/** The web opens /model-exam/{id}. */
export type ModelTestOutput = { examId: number } | null;

export const modelTestMachine = setup({
  types: {
    context: {} as ModelTestContext,
    events: {} as ModelTestEvent,
    output: {} as ModelTestOutput,
  },
  actors: {
    createModelExam: fromPromise<{ id: number }, CreateModelExamInput>(async () => {
      throw new Error('createModelExam not provided');
    }),
  },
  actions: {
    setTemplates: assign(({ context }, params: { templates: ModelTestTemplate[] }) => ({
      templates: params.templates,
      template: params.templates.find((t) => t.id === context.template?.id) ?? null,
    })),
    choose: assign(({ context }, params: { templateId: number }) => ({
      template: context.templates.find((t) => t.id === params.templateId) ?? null,
      error: null,
      toast: null,
    })),
    clear: assign({ template: null, error: null, toast: null }),
    clearMessages: assign({ error: null, toast: null }),
    setExam: assign((_, params: { id: number }) => ({ examId: params.id, error: null, toast: practiceMessages.examStarted })),
    setFailure: assign((_, params: { error: unknown }) => ({ error: errorDetailOf(params.error) || messages.somethingWrong })),
  },
  guards: {
    listed: ({ context }, params: { templateId: number }) => context.templates.some((t) => t.id === params.templateId),
    canStart: ({ context }) => canStartModelTest(context.template),
  },
}).createMachine({
  id: 'modelTest',
  context: { templates: [], template: null, examId: null, error: null, toast: null },
  initial: 'choosing',
  output: ({ context }) => (context.examId === null ? null : { examId: context.examId }),
  states: {
    choosing: {
      initial: 'editing',
      on: {
        TEMPLATES: { actions: { type: 'setTemplates', params: ({ event }) => ({ templates: event.templates }) } },
        CHOOSE: {
          guard: { type: 'listed', params: ({ event }) => ({ templateId: event.templateId }) },
          target: '.editing',
          actions: { type: 'choose', params: ({ event }) => ({ templateId: event.templateId }) },
        },
        CLEAR: { target: '.editing', actions: 'clear' },
        START: { guard: 'canStart', target: 'creating', actions: 'clearMessages' },
      },
      states: {
        editing: {},
        /** The server refused; `error` holds its detail or 'Something went wrong'. */
        failed: {},
      },
    },
    creating: {
      invoke: {
        id: 'createModelExam',
        src: 'createModelExam',
        input: ({ context }) => ({ template: context.template?.id ?? unreachable() }),
        onDone: { target: 'created', actions: { type: 'setExam', params: ({ event }) => ({ id: event.output.id }) } },
        onError: {
          target: '#modelTest.choosing.failed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The web opens /model-exam/{id} and shows the toast. */
    created: { type: 'final' },
  },
});

function unreachable(): never {
  throw new Error('unreachable');
}
