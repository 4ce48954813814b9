// The exam-taking screen (docs/exam.md#screen, docs/exam.md#lifecycle, docs/exam.md#timer, docs/exam.md#answering): load, answer
// against the clock, submit or cancel. Answer-sheet rules come from ./answering, the clock's rules from
// ./timer and its readings from the injected ticker (./ticker); this machine is the only countdown.
import { assign, emit, fromCallback, fromPromise, sendParent, sendTo, setup, type EventObject } from 'xstate';
import { errorDetailOf, errorStatusOf } from '../access/serverError';
import {
  answerSheet,
  choose,
  currentQuestion,
  go,
  jumpTo,
  receiveAnswer,
  setView,
  toggleBookmark,
  type AnswerSheet,
  type AnswerView,
  type Move,
  type OptionId,
  type QuestionId,
} from './answering';
import { navigateEffect, toastEffect, type MachineEffect, type NavigateEffect } from '../shell/effects';
import type { ToastKind } from '../shell/toastMachine';
import type { SaveQueue } from './autosave';
import type { ContentPart } from './content';
import { autosaveMachine } from './autosaveMachine';
import { examScreenMessages } from './examMessages';
import type { ExamHeaderSource } from './header';
import { examLoadFailureOf, type ExamLoadFailure } from './loadFailure';
import type { AnswerCounts } from './score';
import { clockAt, clockTick, type Blink } from './timer';
import type { TickerInput } from './ticker';

/** The exam row fields the screen reads (docs/api.md#shape-exam). */
export type ExamData = ExamHeaderSource & {
  id?: number | string;
  title?: string;
  status: 'created' | 'finished';
  /** Seconds. */
  timelimit: number;
  time_remaining?: number | null;
  mark_per_qn: number;
  negative_mark_per_qn: number | null;
};
/** A question-set entry as the screen shows it; `is_answer` and the explanation only once finished. */
export type ExamQuestion = {
  id: QuestionId;
  question_data: ContentPart[];
  options: Array<{ id: OptionId; data: ContentPart[]; is_answer?: boolean | null }>;
  choosed_options: OptionId[];
  explanation_data?: ContentPart[] | null;
  /** The subject's name, for the header of a multi-subject exam. */
  subject?: string;
};
/** Result data (docs/api.md#shape-result): remaining time and the per-subject counts. */
export type ExamResult = {
  time_remaining: number;
  mark_per_qn: number;
  negative_mark_per_qn: number | null;
  /** Per subject; `subject` is its name. */
  subject_result: Array<AnswerCounts & { subject?: string }>;
};
export type ExamLoad = { exam: ExamData; questions: ExamQuestion[]; result?: ExamResult | null };
/** One exam-script row per question: the chosen option, or none. */
export type ScriptAnswer = { question: QuestionId; choosed_options: OptionId[] };
/**
 * The per-exam progress kept in browser storage (docs/exam.md#timer), with the bookmarks: an exam
 * left by a link and opened again has them back (absent in progress stored by older versions).
 */
export type StoredProgress = { index: number; startedAt: number; bookmarks?: QuestionId[] };

export type ExamInput = {
  examId: number | string;
  /** The `remaining` query parameter (seconds), or null when absent. */
  remainingParam: number | null;
  /** Wall-clock load time (ms). */
  now: number;
  /** What storage holds for this exam, read by the web before starting. */
  stored: StoredProgress | null;
  /** Answer saves the server has not acknowledged yet, restored from storage: they win over the server's choices. */
  pendingSaves?: SaveQueue;
};

export type ExamContext = ExamInput & {
  exam: ExamData | null;
  questions: ExamQuestion[];
  sheet: AnswerSheet;
  result: ExamResult | null;
  startedAt: number;
  deadline: number;
  /** Seconds shown; never below 0. After finishing, the result's remaining time. */
  remaining: number;
  blink: Blink;
  /** The server detail of a failed submit or cancel. */
  error: string | null;
  /** Why the exam could not be shown (state loadFailed). */
  loadFailure: ExamLoadFailure | null;
};

export type ExamEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE'; optionId: OptionId }
  | { type: 'TOGGLE_BOOKMARK' }
  | { type: 'SET_VIEW'; view: AnswerView }
  | { type: 'GO'; move: Move }
  | { type: 'JUMP'; questionId: QuestionId }
  /** A wall-clock reading (ms) from the ticker, or from the web when the tab wakes. */
  | { type: 'TICK'; now: number }
  | { type: 'BACK_NAVIGATION' }
  /** The browser's connectivity, passed on to the autosave queue. */
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  /** A choice made in another tab on this exam (that tab saves it; this one only shows it). */
  | { type: 'ANSWER_ELSEWHERE'; questionId: QuestionId; optionId: OptionId | null }
  /** From the autosave child: every choice is on the server, the script may go. */
  | { type: 'ANSWERS_SAVED' }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CANCEL_EXAM' }
  | { type: 'DISMISS' };


/**
 * The exam's answer queue: the autosave machine that tells its parent when it has drained. The web
 * provides it with `saveAnswer` and `persistQueue`:
 * `examMachine.provide({ actors: { autosave: examAutosaveMachine.provide({ actors, actions }) } })`.
 */
export const examAutosaveMachine = autosaveMachine.provide({
  actions: { notifyDrained: sendParent({ type: 'ANSWERS_SAVED' }) },
});

/** The state tag while submit waits for the autosave queue to drain. */
export const examTags = { savingAnswers: 'savingAnswers' } as const;
export type StoreProgressParams = { examId: ExamInput['examId']; index: number; startedAt: number; bookmarks: QuestionId[] };

export const examMachine = setup({
  types: {
    context: {} as ExamContext,
    events: {} as ExamEvent,
    input: {} as ExamInput,
    tags: {} as (typeof examTags)[keyof typeof examTags],
    emitted: {} as MachineEffect,
  },
  actors: {
    autosave: examAutosaveMachine,
    loadExam: fromPromise<ExamLoad, { examId: ExamInput['examId'] }>(async () => {
      throw new Error('loadExam not provided');
    }),
    /** Rejects with an Error (or ServerError) whose message is the server's detail. */
    submitScript: fromPromise<ExamResult, { examId: ExamInput['examId']; answers: ScriptAnswer[] }>(async () => {
      throw new Error('submitScript not provided');
    }),
    cancelExam: fromPromise<void, { examId: ExamInput['examId'] }>(async () => {
      throw new Error('cancelExam not provided');
    }),
    /** Sends TICK { now } when the shown second changes; the web provides `tickerOn(browserClock)`. */
    ticker: fromCallback<EventObject, TickerInput>(() => {
      throw new Error('ticker not provided');
    }),
  },
  actions: {
    /** Storage: keeps the current index, the start timestamp and the bookmarks for this exam. */
    storeProgress: (_, _params: StoreProgressParams) => {},
    /** Storage: removes this exam's progress (on submit or cancel). */
    clearProgress: (_, _params: { examId: ExamInput['examId'] }) => {},
    /** Tells the exam's other tabs about a choice made here (the web broadcasts it). */
    shareAnswer: (_, _params: { questionId: QuestionId; optionId: OptionId | null }) => {},
    /** An info, success or error toast, emitted (docs/architecture.md#effects). */
    toast: emit((_, params: { message: string; kind: ToastKind }) => toastEffect(params.message, params.kind)),
    /** Leaves the exam screen, emitted (docs/architecture.md#effects). */
    navigate: emit((_, params: Omit<NavigateEffect, 'type'>) => navigateEffect(params)),
    start: assign(({ context }, params: ExamLoad) => {
      const answers: AnswerSheet['answers'] = {};
      for (const question of params.questions) answers[question.id] = question.choosed_options[0] ?? null;
      // A choice still queued from before a reload is newer than what the server holds.
      for (const save of context.pendingSaves ?? []) {
        if (save.questionId in answers) answers[save.questionId] = save.optionId;
      }
      const timer = {
        remainingParam: context.remainingParam,
        timeLimitSeconds: params.exam.timelimit,
        startedAt: context.stored?.startedAt ?? null,
        now: context.now,
        serverRemaining: params.exam.time_remaining ?? null,
      };
      return {
        exam: params.exam,
        questions: params.questions,
        sheet: answerSheet(
          params.questions.map((question) => question.id),
          answers,
          context.stored?.index ?? 0,
          context.stored?.bookmarks ?? [],
        ),
        startedAt: context.stored?.startedAt ?? context.now,
        ...clockAt(timer),
      };
    }),
    showResult: assign((_, params: { exam: ExamData | null; result: ExamResult | null }) => ({
      exam: params.exam === null ? null : { ...params.exam, status: 'finished' as const },
      result: params.result,
      remaining: Math.max(0, params.result?.time_remaining ?? params.exam?.time_remaining ?? 0),
      blink: 'none' as const,
      error: null,
    })),
    setSheet: assign((_, params: { sheet: AnswerSheet }) => ({ sheet: params.sheet })),
    tick: assign(({ context }, params: { now: number }) => clockTick(context, params.now)),
    stopBlinking: assign({ blink: 'none' as const }),
    setError: assign((_, params: { error: unknown }) => ({
      error: errorDetailOf(params.error) ?? examScreenMessages.actionFailed,
    })),
    clearError: assign({ error: null }),
    setLoadFailure: assign((_, params: { error: unknown }) => ({ loadFailure: examLoadFailureOf(params.error) })),
  },
  guards: {
    finishedExam: (_, params: ExamLoad) => params.exam.status === 'finished',
    noQuestions: (_, params: ExamLoad) => params.questions.length === 0,
    timeIsUp: ({ context }) => context.remaining <= 0,
    /** Only a failure a reload may mend is retried (a missing or not yet started exam stays so). */
    canRetry: ({ context }) => context.loadFailure?.kind === 'failed',
    /** 409: the server finished the exam (its time and grace ran out) and a finished exam is never deleted. */
    alreadyFinished: (_, params: { error: unknown }) => errorStatusOf(params.error) === 409,
  },
}).createMachine({
  id: 'exam',
  context: ({ input }) => ({
    ...input,
    exam: null,
    questions: [],
    sheet: answerSheet([]),
    result: null,
    startedAt: input.stored?.startedAt ?? input.now,
    deadline: input.now,
    remaining: 0,
    blink: 'none',
    error: null,
    loadFailure: null,
  }),
  // The answer queue lives as long as the exam screen: saves left from before a reload are sent
  // while the questions load, and a failed cancel keeps the queue it had.
  invoke: {
    id: 'autosave',
    src: 'autosave',
    input: ({ context }) => ({ examId: context.examId, queue: context.pendingSaves ?? [] }),
  },
  on: {
    ONLINE: { actions: sendTo('autosave', { type: 'ONLINE' }) },
    OFFLINE: { actions: sendTo('autosave', { type: 'OFFLINE' }) },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadExam',
        src: 'loadExam',
        input: ({ context }) => ({ examId: context.examId }),
        onDone: [
          // An exam already finished opens on its result (docs/exam.md#lifecycle).
          {
            guard: { type: 'finishedExam', params: ({ event }) => event.output },
            target: 'finished',
            actions: { type: 'showResult', params: ({ event }) => ({ exam: event.output.exam, result: event.output.result ?? null }) },
          },
          { guard: { type: 'noQuestions', params: ({ event }) => event.output }, target: 'noQuestions' },
          { target: 'running', actions: { type: 'start', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'setLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** 'No Exam Question Found'. */
    noQuestions: {},
    /** examLoadFailureMessage(loadFailure): not found, starts at {time}, or 'Something went wrong, Please Reload.' */
    loadFailed: { on: { RETRY: { guard: 'canRetry', target: 'loading' } } },
    running: {
      entry: { type: 'storeProgress', params: progressOf },
      invoke: { id: 'ticker', src: 'ticker', input: ({ context }) => ({ deadline: context.deadline }) },
      on: {
        TICK: { actions: { type: 'tick', params: ({ event }) => ({ now: event.now }) } },
        // docs/exam.md#back-navigation: back navigation is blocked with an info message.
        BACK_NAVIGATION: { actions: { type: 'toast', params: { message: examScreenMessages.leaveBlocked, kind: 'info' } } },
        // Whatever this tab is doing, it shows (and would submit) the other tab's newer choice.
        ANSWER_ELSEWHERE: {
          actions: {
            type: 'setSheet',
            params: ({ context, event }) => ({ sheet: receiveAnswer(context.sheet, event.questionId, event.optionId) }),
          },
        },
      },
      initial: 'answering',
      states: {
        answering: {
          // Zero or less at load, or a tick reaching zero, is time-up (docs/exam.md#timer).
          always: { guard: 'timeIsUp', target: 'timeUp' },
          on: {
            CHOOSE: {
              actions: [
                { type: 'setSheet', params: ({ context, event }) => ({ sheet: choose(context.sheet, event.optionId) }) },
                sendTo('autosave', ({ context }) => ({ type: 'SAVE' as const, ...savedAnswerOf(context) })),
                { type: 'shareAnswer', params: ({ context }) => savedAnswerOf(context) },
              ],
            },
            TOGGLE_BOOKMARK: {
              actions: [
                { type: 'setSheet', params: ({ context }) => ({ sheet: toggleBookmark(context.sheet) }) },
                { type: 'storeProgress', params: progressOf },
              ],
            },
            SET_VIEW: {
              actions: [
                { type: 'setSheet', params: ({ context, event }) => ({ sheet: setView(context.sheet, event.view) }) },
                { type: 'storeProgress', params: progressOf },
              ],
            },
            GO: {
              actions: [
                { type: 'setSheet', params: ({ context, event }) => ({ sheet: go(context.sheet, event.move) }) },
                { type: 'storeProgress', params: progressOf },
              ],
            },
            JUMP: {
              actions: [
                { type: 'setSheet', params: ({ context, event }) => ({ sheet: jumpTo(context.sheet, event.questionId) }) },
                { type: 'storeProgress', params: progressOf },
              ],
            },
            SUBMIT: 'confirmingSubmit',
            CANCEL_EXAM: '#exam.cancelling',
          },
        },
        /** 'Are you sure you want to submit? Answers can’t be changed.' Cancel / Submit. */
        confirmingSubmit: {
          always: { guard: 'timeIsUp', target: 'timeUp' },
          on: { CANCEL: 'answering', CONFIRM: 'draining' },
        },
        /** 'Time is up, Submit Exam?' Cancel cancels the exam in every flow (docs/decisions.md#time-up-cancel). */
        timeUp: {
          entry: 'stopBlinking',
          on: { CANCEL: '#exam.cancelling', SUBMIT: 'draining' },
        },
        /** Submit waits until every choice is on the server (offline, until the connection is back). */
        draining: {
          tags: [examTags.savingAnswers],
          entry: sendTo('autosave', { type: 'DRAIN' }),
          on: { ANSWERS_SAVED: 'submitting' },
          // A second SUBMIT while draining is ignored: no transition handles it here.
        },
        submitting: {
          entry: 'clearError',
          invoke: {
            id: 'submitScript',
            src: 'submitScript',
            input: ({ context }) => ({ examId: context.examId, answers: scriptOf(context.sheet) }),
            onDone: {
              target: '#exam.finished',
              actions: [
                { type: 'showResult', params: ({ context, event }) => ({ exam: context.exam, result: event.output }) },
                { type: 'clearProgress', params: ({ context }) => ({ examId: context.examId }) },
                { type: 'toast', params: { message: examScreenMessages.submitted, kind: 'success' } },
              ],
            },
            onError: {
              target: 'submitFailed',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                { type: 'toast', params: ({ context }) => ({ message: context.error ?? examScreenMessages.actionFailed, kind: 'error' as const }) },
              ],
            },
          },
          // A second SUBMIT while submitting is ignored: no transition handles it here.
        },
        /** Shows the server detail; SUBMIT retries, DISMISS returns to the questions or the time-up view. */
        submitFailed: {
          on: {
            SUBMIT: 'draining',
            DISMISS: { target: 'answering', actions: 'clearError' },
          },
        },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelExam',
        src: 'cancelExam',
        input: ({ context }) => ({ examId: context.examId }),
        onDone: {
          target: 'left',
          actions: [
            { type: 'clearProgress', params: ({ context }) => ({ examId: context.examId }) },
            { type: 'toast', params: { message: examScreenMessages.cancelled, kind: 'success' } },
          ],
        },
        onError: [
          // Nothing is left to cancel or answer: the learner goes home and the exam stays finished.
          {
            guard: { type: 'alreadyFinished', params: ({ event }) => ({ error: event.error }) },
            target: 'left',
            actions: [
              { type: 'clearProgress', params: ({ context }) => ({ examId: context.examId }) },
              { type: 'toast', params: { message: examScreenMessages.keptFinished, kind: 'info' } },
            ],
          },
          {
            target: 'running',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'toast', params: ({ context }) => ({ message: context.error ?? examScreenMessages.actionFailed, kind: 'error' as const }) },
            ],
          },
        ],
      },
    },
    /** The result view; the clock shows the result's remaining time. */
    finished: { type: 'final' },
    /** The exam was cancelled, or had already finished on the server: home, in place of the exam's entry. */
    left: { type: 'final', entry: { type: 'navigate', params: { to: '/home', replace: true } } },
  },
});

function progressOf({ context }: { context: ExamContext }): StoreProgressParams {
  return { examId: context.examId, index: context.sheet.index, startedAt: context.startedAt, bookmarks: context.sheet.bookmarks };
}

function savedAnswerOf(context: ExamContext): { questionId: QuestionId; optionId: OptionId | null } {
  const questionId = currentQuestion(context.sheet) ?? unreachable();
  return { questionId, optionId: context.sheet.answers[questionId] ?? null };
}

/** The exam script: every question with its chosen option, or none. */
export function scriptOf(sheet: AnswerSheet): ScriptAnswer[] {
  return sheet.questionIds.map((question) => {
    const chosen = sheet.answers[question];
    return { question, choosed_options: chosen === null || chosen === undefined ? [] : [chosen] };
  });
}

function unreachable(): never {
  throw new Error('unreachable: an answer was chosen without a current question');
}
