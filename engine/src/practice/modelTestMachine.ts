// The model test selection (docs/practice.md#model-test): choose a template to see its subject table and
// exam duration; Clear unchooses it; Start (disabled while the table is empty) creates the exam.
// The rules are the pure modelTestSelection.ts.
//
// The machine owns the templates it decides on: it loads them through its invoked `loadTemplates`
// (the web provides it against the gateway, tests and the gallery fake it); a failed load offers
// Reload (RETRY).
//
// Decisions the specification leaves open:
// - A Start while disabled is ignored without a message (docs/practice.md#model-test gives none).
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { navigateEffect, toastEffect, type MachineEffect } from '../shell/effects';
import { practiceMessages } from './messages';
import { canStartModelTest, type ModelTestTemplate } from './modelTestSelection';
import {
  remainingOf,
  templateCreationError,
  templateCreationFailure,
  templateExamPath,
  templateLoadingStates,
  type CreatedTemplateExam,
  type TemplateSetupScreen,
} from './templateExam';

export type ModelTestContext = {
  /** The active model-test templates, as loaded. */
  templates: ModelTestTemplate[];
  /** The chosen template, whose subjects are the table and whose duration the header shows. */
  template: ModelTestTemplate | null;
  /** The created exam, with the seconds its clock starts from (the server's time_remaining). */
  created: CreatedModelExam | null;
  error: string | null;
};

export type ModelTestEvent =
  /** Reload after a failed load of the templates. */
  | { type: 'RETRY' }
  | { type: 'CHOOSE'; templateId: number }
  | { type: 'CLEAR' }
  | { type: 'START' };

/** POST exam-template/create-exam/; the web adds start_time. */
export type CreateModelExamInput = { template: number };

/** What POST exam-template/create-exam/ answers: the exam and the seconds its clock starts from. */
export type CreatedModelExam = CreatedTemplateExam;

/** The exam opened: /model-exam/{id}, with ?remaining={seconds} when the server gave any. */
export type ModelTestOutput = { examId: number; remaining: number } | null;

export const modelTestMachine = setup({
  types: {
    context: {} as ModelTestContext,
    events: {} as ModelTestEvent,
    output: {} as ModelTestOutput,
    emitted: {} as MachineEffect,
  },
  actors: {
    /** The active model-test templates (GET exam-template/, exam_Type 2) with their subject tables. */
    loadTemplates: fromPromise<ModelTestTemplate[]>(async () => {
      throw new Error('loadTemplates not provided');
    }),
    createModelExam: fromPromise<CreatedModelExam, CreateModelExamInput>(async () => {
      throw new Error('createModelExam not provided');
    }),
  },
  actions: {
    setTemplates: assign((_, params: { templates: ModelTestTemplate[] }) => ({ templates: params.templates })),
    choose: assign(({ context }, params: { templateId: number }) => ({
      template: context.templates.find((t) => t.id === params.templateId) ?? null,
      error: null,
    })),
    clear: assign({ template: null, error: null }),
    clearMessages: assign({ error: null }),
    setExam: assign((_, params: { created: CreatedModelExam }) => ({ created: params.created, error: null })),
    // 'Exam started successfully.' and the exam's page, emitted (docs/architecture.md#effects).
    toastStarted: emit(toastEffect(practiceMessages.examStarted, 'success')),
    openExam: emit(({ context }) => navigateEffect({ to: templateExamPath('/model-exam', context.created ?? unreachable()) })),
    setFailure: assign((_, params: { error: unknown }) => ({ error: templateCreationError(params.error) })),
  },
  guards: {
    listed: ({ context }, params: { templateId: number }) => context.templates.some((t) => t.id === params.templateId),
    canStart: ({ context }) => canStartModelTest(context.template),
  },
}).createMachine({
  id: 'modelTest',
  context: { templates: [], template: null, created: null, error: null },
  initial: 'loading',
  output: ({ context }) =>
    context.created === null ? null : { examId: context.created.id, remaining: remainingOf(context.created) },
  states: {
    ...templateLoadingStates<ModelTestTemplate>(),
    choosing: {
      initial: 'editing',
      on: {
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
        onDone: {
          target: 'created',
          actions: [{ type: 'setExam', params: ({ event }) => ({ created: event.output }) }, 'toastStarted', 'openExam'],
        },
        ...templateCreationFailure('modelTest'),
      },
    },
    /** The toast and /model-exam/{id} were emitted on the way here. */
    created: { type: 'final' },
  },
});

/** What the model-test selection shows (docs/practice.md#model-test). */
export type ModelTestView = {
  screen: TemplateSetupScreen;
  /** The exam is being made (or made and opening): Start shows progress and the select waits. */
  creating: boolean;
};

export function modelTestViewOf(snapshot: SnapshotFrom<typeof modelTestMachine>): ModelTestView {
  const screen = snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'failed' : 'form';
  return { screen, creating: snapshot.matches('creating') || snapshot.status === 'done' };
}

function unreachable(): never {
  throw new Error('unreachable');
}
