// The random-test screen (docs/practice.md#random-test, docs/practice.md#random-test-flow, docs/practice.md#random-test-rules): choosing an exam type creates
// the exam, rows are built by the rules of randomTestBuilder.ts, then Start or Schedule saves them,
// near the learner's level when Practise these made the test (docs/practice.md#random-test-near-level).
import { assign, emit, fromPromise, setup } from 'xstate';
import { navigateEffect, toastEffect, type MachineEffect } from '../shell/effects';
import { shownDetailOf } from '../access/serverError';
import { examScreenMessages } from '../exam/screenMessages';
import type { Duration } from '../exam/timer';
import { messages } from '../messages';
import { practiceMessages } from './messages';
import type { RandomTestBuilderRecord } from './randomTestDevice';
import {
  addRow,
  canSchedule,
  chooseExamType,
  clearRows,
  deleteRow,
  editRow,
  emptyRandomTest,
  examDuration,
  goToPage,
  isFutureTime,
  totalQuestions,
  type BuilderResult,
  type RandomTest,
  type RandomTestDraft,
  type RandomTestRow,
} from './randomTestBuilder';

export type RandomTestContext = {
  test: RandomTest;
  /** The exam created when the exam type was chosen (POST /exam/ answers id and time_per_question). */
  examId: number | null;
  timePerQuestion: number;
  /** The questions are drawn near the learner's level (docs/learning.md#near-level): Practise these made the test. */
  nearLevel: boolean;
  error: string | null;
};

/** The form's choices; the exam type is the machine's own. */
export type RowDraft = Omit<RandomTestDraft, 'examType'>;

export type RandomTestEvent =
  | { type: 'CHOOSE_EXAM_TYPE'; examType: number }
  | { type: 'ADD'; draft: RowDraft }
  | { type: 'EDIT'; id: number; count: number | null; available: number }
  | { type: 'DELETE'; id: number }
  | { type: 'CLEAR' }
  | { type: 'PAGE'; page: number }
  /** Turns the near-level draw off: the test is drawn at random like any other. */
  | { type: 'DRAW_AT_RANDOM' }
  | { type: 'START' }
  | { type: 'OPEN_SCHEDULE' }
  | { type: 'CANCEL' }
  /** The builder's own Cancel: leaves the screen, deleting the exam made for the chosen type. */
  | { type: 'LEAVE' }
  /** Both epoch milliseconds; `now` comes from the web's clock. */
  | { type: 'SCHEDULE'; startTime: number; now: number };

export type CreatedExam = { id: number; time_per_question: number };
export type SaveRowsInput = { examId: number; rows: RandomTestRow[]; nearLevel: boolean };
export type ScheduleInput = SaveRowsInput & { startTime: number };

/** The exam started: its id and duration (the path opened is emitted, docs/architecture.md#effects). */
export type RandomTestOutput = { examId: number; duration: Duration } | null;

/** The builder kept on the device from before a refresh (docs/practice.md#random-test-device), or null. */
export type RandomTestInput = { restored: RandomTestBuilderRecord | null };

/** What the device keeps of the builder: nothing until an exam exists. */
function recordOf(context: RandomTestContext): RandomTestBuilderRecord | null {
  if (context.examId === null) return null;
  return { examId: context.examId, timePerQuestion: context.timePerQuestion, test: context.test, ...(context.nearLevel ? { nearLevel: true } : {}) };
}

/** The rows changed: the near-level draw goes with the table once it is empty (docs/practice.md#random-test-near-level). */
function withTest(context: RandomTestContext, test: RandomTest): Pick<RandomTestContext, 'test' | 'nearLevel' | 'error'> {
  return { test, nearLevel: context.nearLevel && test.rows.length > 0, error: null };
}

export const randomTestMachine = setup({
  types: {
    context: {} as RandomTestContext,
    input: {} as RandomTestInput | undefined,
    events: {} as RandomTestEvent,
    output: {} as RandomTestOutput,
    emitted: {} as MachineEffect,
  },
  actors: {
    createExam: fromPromise<CreatedExam, { examType: number }>(async () => {
      throw new Error('createExam not provided');
    }),
    /** Saves the rows as exam subjects (POST /exam-subject/). */
    startExam: fromPromise<void, SaveRowsInput>(async () => {
      throw new Error('startExam not provided');
    }),
    /** Deletes the exam made for the chosen type (DELETE /exam/{id}/). */
    cancelExam: fromPromise<void, { examId: number }>(async () => {
      throw new Error('cancelExam not provided');
    }),
    /** Saves the rows with start_time and is_scheduled true. */
    scheduleExam: fromPromise<void, ScheduleInput>(async () => {
      throw new Error('scheduleExam not provided');
    }),
  },
  actions: {
    /** Keeps the builder on the device, or forgets it (null); the web writes the learner's record. */
    storeBuilder: (_, _params: { record: RandomTestBuilderRecord | null }) => undefined,
    pickExamType: assign(({ context }, params: { examType: number }) => ({
      test: chooseExamType(context.test, params.examType),
      error: null,
    })),
    // A type whose exam could not be created is not chosen, so no row can be added under it.
    forgetExamType: assign(({ context }) => ({ test: { ...context.test, examType: null }, examId: null })),
    setExam: assign((_, params: { exam: CreatedExam }) => ({
      examId: params.exam.id,
      timePerQuestion: params.exam.time_per_question,
      error: null,
    })),
    apply: assign(({ context }, params: { result: BuilderResult }) =>
      params.result.ok ? withTest(context, params.result.test) : { error: params.result.error },
    ),
    setTest: assign(({ context }, params: { test: RandomTest }) => withTest(context, params.test)),
    drawAtRandom: assign({ nearLevel: false }),
    // Each outcome's success toast and the way out are emitted (docs/architecture.md#effects).
    toast: emit((_, params: { message: string }) => toastEffect(params.message, 'success')),
    goHome: emit(navigateEffect({ to: '/home' })),
    openExam: emit(({ context }) => navigateEffect({ to: examPath(context) })),
    setFailure: assign((_, params: { error: unknown }) => ({ error: shownDetailOf(params.error) || messages.somethingWrong })),
    clearMessages: assign({ error: null }),
    // Nothing is left to start: the output is null.
    forgetExam: assign({ test: emptyRandomTest, examId: null, nearLevel: false, error: null }),
  },
  guards: {
    // The exam type cannot be changed once rows exist.
    examTypeFree: ({ context }) => context.test.rows.length === 0,
    hasRows: ({ context }) => canSchedule(context.test),
    hasExam: ({ context }) => context.examId !== null,
    // The picker disables past times; a past time that slips through is ignored.
    inFuture: (_, params: { startTime: number; now: number }) => isFutureTime(params.startTime, params.now),
  },
}).createMachine({
  id: 'randomTest',
  context: ({ input }) => {
    const restored = input?.restored ?? null;
    return restored === null
      ? { test: emptyRandomTest, examId: null, timePerQuestion: 0, nearLevel: false, error: null }
      : {
          test: restored.test,
          examId: restored.examId,
          timePerQuestion: restored.timePerQuestion,
          nearLevel: restored.nearLevel === true && restored.test.rows.length > 0,
          error: null,
        };
  },
  initial: 'building',
  output: ({ context }) =>
    context.examId === null
      ? null
      : { examId: context.examId, duration: examDuration(context.timePerQuestion, totalQuestions(context.test.rows)) },
  states: {
    building: {
      on: {
        CHOOSE_EXAM_TYPE: {
          guard: 'examTypeFree',
          target: 'creatingExam',
          actions: { type: 'pickExamType', params: ({ event }) => ({ examType: event.examType }) },
        },
        // Each change of the rows is kept on the device (docs/practice.md#random-test-device).
        ADD: {
          actions: [
            {
              type: 'apply',
              params: ({ context, event }) => ({ result: addRow(context.test, { ...event.draft, examType: context.test.examType }) }),
            },
            { type: 'storeBuilder', params: ({ context }) => ({ record: recordOf(context) }) },
          ],
        },
        EDIT: {
          actions: [
            {
              type: 'apply',
              params: ({ context, event }) => ({ result: editRow(context.test, event.id, event.count, event.available) }),
            },
            { type: 'storeBuilder', params: ({ context }) => ({ record: recordOf(context) }) },
          ],
        },
        DELETE: { actions: [{ type: 'setTest', params: ({ context, event }) => ({ test: deleteRow(context.test, event.id) }) }, { type: 'storeBuilder', params: ({ context }) => ({ record: recordOf(context) }) }] },
        CLEAR: { actions: [{ type: 'setTest', params: ({ context }) => ({ test: clearRows(context.test) }) }, { type: 'storeBuilder', params: ({ context }) => ({ record: recordOf(context) }) }] },
        PAGE: { actions: [{ type: 'setTest', params: ({ context, event }) => ({ test: goToPage(context.test, event.page) }) }, { type: 'storeBuilder', params: ({ context }) => ({ record: recordOf(context) }) }] },
        DRAW_AT_RANDOM: { actions: ['drawAtRandom', { type: 'storeBuilder', params: ({ context }) => ({ record: recordOf(context) }) }] },
        START: { guard: 'hasRows', target: 'starting', actions: 'clearMessages' },
        OPEN_SCHEDULE: { guard: 'hasRows', target: 'scheduleDialog', actions: 'clearMessages' },
        LEAVE: [{ guard: 'hasExam', target: 'cancelling', actions: 'clearMessages' }, { target: 'left' }],
      },
    },
    /** Cancel deletes the exam (docs/practice.md#random-test-flow) and says 'Exam Cancelled'. */
    cancelling: {
      invoke: {
        id: 'cancelExam',
        src: 'cancelExam',
        input: ({ context }) => ({ examId: examIdOf(context) }),
        onDone: { target: 'left', actions: ['forgetExam', { type: 'toast', params: { message: examScreenMessages.cancelled } }] },
        onError: { target: 'building', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    creatingExam: {
      invoke: {
        id: 'createExam',
        src: 'createExam',
        input: ({ context }) => ({ examType: context.test.examType ?? unreachable() }),
        onDone: {
          target: 'building',
          actions: [
            { type: 'setExam', params: ({ event }) => ({ exam: event.output }) },
            { type: 'storeBuilder', params: ({ context }) => ({ record: recordOf(context) }) },
            { type: 'toast', params: { message: practiceMessages.examCreated } },
          ],
        },
        onError: {
          target: 'building',
          actions: ['forgetExamType', { type: 'setFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    scheduleDialog: {
      on: {
        CANCEL: 'building',
        SCHEDULE: {
          guard: { type: 'inFuture', params: ({ event }) => ({ startTime: event.startTime, now: event.now }) },
          target: 'scheduling',
        },
      },
    },
    starting: {
      invoke: {
        id: 'startExam',
        src: 'startExam',
        input: ({ context }) => ({ examId: examIdOf(context), rows: context.test.rows, nearLevel: context.nearLevel }),
        onDone: { target: 'started', actions: ['clearMessages', { type: 'toast', params: { message: practiceMessages.examStarted } }] },
        onError: { target: 'building', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    scheduling: {
      invoke: {
        id: 'scheduleExam',
        src: 'scheduleExam',
        input: ({ context, event }) => ({
          examId: examIdOf(context),
          rows: context.test.rows,
          nearLevel: context.nearLevel,
          startTime: event.type === 'SCHEDULE' ? event.startTime : unreachable(),
        }),
        onDone: { target: 'scheduled', actions: ['clearMessages', { type: 'toast', params: { message: practiceMessages.examScheduled } }] },
        onError: { target: 'scheduleDialog', actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** /exam/{id}?remaining={the duration in seconds}. */
    // Started, scheduled or cancelled, the builder is done with: the device forgets it.
    started: { type: 'final', entry: [{ type: 'storeBuilder', params: { record: null } }, 'openExam'] },
    /** To /home. */
    scheduled: { type: 'final', entry: [{ type: 'storeBuilder', params: { record: null } }, 'goHome'] },
    /** Cancelled (or left before an exam was made): to /home. */
    left: { type: 'final', entry: [{ type: 'storeBuilder', params: { record: null } }, 'goHome'] },
  },
});

/** The started exam's page, its clock starting from the whole duration. */
function examPath(context: RandomTestContext): string {
  const { hours, minutes, seconds } = examDuration(context.timePerQuestion, totalQuestions(context.test.rows));
  return `/exam/${examIdOf(context)}?remaining=${hours * 3600 + minutes * 60 + seconds}`;
}

function examIdOf(context: RandomTestContext): number {
  // Rows exist only after the exam was created, and both save states need rows.
  return context.examId ?? unreachable();
}

function unreachable(): never {
  throw new Error('unreachable');
}
