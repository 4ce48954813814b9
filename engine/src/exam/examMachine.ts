// The exam-taking screen (docs/exam.md#screen, docs/exam.md#lifecycle, docs/exam.md#timer, docs/exam.md#answering): load, answer
// against the clock, submit or cancel. Answer-sheet rules come from ./answering, the clock's rules from
// ./timer and its readings from the injected ticker (./ticker); this machine is the only countdown.
import { assign, emit, fromCallback, fromPromise, sendParent, sendTo, setup, type EventObject } from 'xstate';
import { errorDetailOf } from '../access/serverError';
import { isRefusal, refusalCodes, refusalMeaningOf } from '../access/refusal';
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
import type { AnswerSave, SaveQueue } from './autosave';
import type { ContentPart } from './content';
import { autosaveMachine } from './autosaveMachine';
import type { BookmarkSyncEvent, BookmarkSyncInput, BookmarkWish } from './bookmarkSync';
import { examScreenMessages } from './examMessages';
import type { ExamHeaderSource } from './header';
import type { SharedAnswer, StoredExam } from './examStorage';
import { lateAnswerNumbers, lateOnLoad, notCountedOf, type RefusedAnswer } from './lateAnswers';
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
  /** A contest sitting is never cancelled (docs/contest.md#one-sitting); absent or null for any other exam. */
  contest_role?: 'sitting' | 'practice' | null;
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
  /** The server holds a bookmark of the question (docs/exam.md#bookmarks-on-server); absent in copies kept by older versions. */
  bookmarked?: boolean;
};
/** Result data (docs/api.md#shape-result): remaining time and the per-subject counts. */
export type ExamResult = {
  time_remaining: number;
  mark_per_qn: number;
  negative_mark_per_qn: number | null;
  /** Per subject; `subject` is its name. */
  subject_result: Array<AnswerCounts & { subject?: string }>;
};
/** A choice the server said it holds, and when it was chosen when known (the load's own choices carry no time). */
export type ConfirmedAnswer = { optionId: OptionId | null; chosenAt?: number | undefined };
export type ConfirmedAnswers = Partial<Record<QuestionId, ConfirmedAnswer>>;
export type ExamLoad = { exam: ExamData; questions: ExamQuestion[]; result?: ExamResult | null };
/** One exam-script row per question: the chosen option, or none, and when it was chosen where known (docs/exam.md#latest-choice). */
export type ScriptAnswer = { question: QuestionId; choosed_options: OptionId[]; chosenAt?: number };
/**
 * The per-exam progress kept in browser storage (docs/exam.md#timer), with the bookmarks: an exam
 * left by a link and opened again has them back (absent in progress stored by older versions).
 */
export type StoredProgress = {
  index: number;
  startedAt: number;
  bookmarks?: QuestionId[];
  /** The choices shown, so the exam continues from the device offline (docs/exam.md#offline). */
  answers?: Partial<Record<QuestionId, OptionId | null>> | undefined;
  /** The clock's deadline (ms): offline, with no server to ask, the clock never shows more than it. */
  deadline?: number | undefined;
  /** A submit waits for the network: after a reload it goes on by itself. */
  submitting?: boolean | undefined;
  /** The choices the server confirmed holding, for the delivery line after a reload offline (docs/exam.md#answer-delivery). */
  confirmed?: ConfirmedAnswers | undefined;
};

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
  /** The question set kept on the device (docs/exam.md#offline): the exam continues from it when the network fails. */
  storedExam?: StoredExam | null;
  /** The browser's connectivity when the screen opened. */
  online?: boolean;
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
  online: boolean;
  /** The exam was continued from the device because the network failed (docs/exam.md#offline). */
  fromDevice: boolean;
  /** The learner submitted; the submit goes on once the network allows, also after a reload. */
  submitRequested: boolean;
  /** Saves the server refused for good, reported by the autosave child. */
  refused: RefusedAnswer[];
  /** Questions (1-based) whose choice reached the server after the time was up (docs/exam.md#late-answers). */
  lateQuestions: number[];
  /**
   * Questions (1-based) whose choice shown here the server does not hold, because the exam was
   * finished elsewhere (another tab submitted it) before it arrived (docs/exam.md#ended-elsewhere).
   */
  notCounted: number[];
  /**
   * The choice the server holds per question, as far as it has said: the exam's load, then every
   * save it confirmed here or in another tab. The delivery line compares the sheet with it
   * (docs/exam.md#answer-delivery).
   */
  confirmed: ConfirmedAnswers;
  /** When each question's shown choice was made (ms, the device's clock), here or in another tab (docs/exam.md#latest-choice). */
  chosenAt: Partial<Record<QuestionId, number>>;
  /** The answer the last tap cleared, offered back with Undo, or restored by it (docs/exam.md#clear-undo); null after any other choice. */
  cleared: ClearedAnswer | null;
};

/** A cleared answer the exam page names with Undo (docs/exam.md#clear-undo); `restored` once Undo put it back. */
export type ClearedAnswer = { questionId: QuestionId; optionId: OptionId; number: number; restored: boolean };

export type ExamEvent =
  | { type: 'RETRY' }
  /** `at`: when it was chosen (ms, the device's clock); the web always gives it (docs/exam.md#latest-choice). */
  | { type: 'CHOOSE'; optionId: OptionId; at?: number | undefined }
  /** Puts back the answer the last tap cleared, and saves it again (docs/exam.md#clear-undo). */
  | { type: 'UNDO_CLEAR'; at?: number | undefined }
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
  /**
   * A choice made in another tab on this exam (that tab saves it; this one only shows it, and drops
   * its own older queued save of the question). Without `chosenAt` (an older tab) it is taken as newest.
   */
  | { type: 'ANSWER_ELSEWHERE'; questionId: QuestionId; optionId: OptionId | null; chosenAt?: number | undefined }
  /** Another tab's save was confirmed by the server: it holds that choice. */
  | { type: 'CONFIRMED_ELSEWHERE'; questionId: QuestionId; optionId: OptionId | null; chosenAt?: number | undefined }
  /** From the autosave child: the server confirmed a save. */
  | { type: 'ANSWER_CONFIRMED'; questionId: QuestionId; optionId: OptionId | null; chosenAt?: number | undefined }
  /** The session holds a new access token: a save waiting for one goes now (docs/exam.md#save-outcome). */
  | { type: 'TOKEN_RENEWED' }
  /** From the autosave child: every choice is on the server, the script may go. */
  | { type: 'ANSWERS_SAVED' }
  /** From the autosave child: the server refused a save for good. */
  | ({ type: 'ANSWER_REFUSED' } & RefusedAnswer)
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CANCEL_EXAM' }
  | { type: 'DISMISS' }
  /** Another tab on this exam submitted it (docs/exam.md#ended-elsewhere). */
  | { type: 'ENDED_ELSEWHERE' }
  /** The learner left the exam screen by a link or the menu (docs/exam.md#leaving-running). */
  | { type: 'LEAVE' };


/**
 * The exam's answer queue: the autosave machine that tells its parent when it has drained. The web
 * provides it with `saveAnswer` and `persistQueue`:
 * `examMachine.provide({ actors: { autosave: examAutosaveMachine.provide({ actors, actions }) } })`.
 */
export const examAutosaveMachine = autosaveMachine.provide({
  actions: {
    notifyDrained: sendParent({ type: 'ANSWERS_SAVED' }),
    notifyRefused: sendParent((_, refused: RefusedAnswer) => ({ type: 'ANSWER_REFUSED' as const, ...refused })),
    notifyConfirmed: sendParent((_, save: AnswerSave) => ({ type: 'ANSWER_CONFIRMED' as const, questionId: save.questionId, optionId: save.optionId, chosenAt: save.chosenAt })),
  },
});

/** The state tag while submit waits for the autosave queue to drain. */
export const examTags = { savingAnswers: 'savingAnswers' } as const;
export type StoreProgressParams = {
  examId: ExamInput['examId'];
  index: number;
  startedAt: number;
  bookmarks: QuestionId[];
  answers: AnswerSheet['answers'];
  deadline: number;
  submitting: boolean;
  confirmed: ExamContext['confirmed'];
};

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
    /** Sends bookmarks to the server; the web provides `bookmarkSender(send)` (docs/exam.md#bookmarks-on-server). */
    bookmarkSync: fromCallback<BookmarkSyncEvent, BookmarkSyncInput>(() => {}),
  },
  actions: {
    /** Storage: keeps the current index, the start timestamp and the bookmarks for this exam. */
    storeProgress: (_, _params: StoreProgressParams) => {},
    /** Storage: removes this exam's progress, its copy on the device and its answer queue (on submit or cancel). */
    clearProgress: (_, _params: { examId: ExamInput['examId'] }) => {},
    /** Storage: keeps the question set once it has arrived, for a reload offline (docs/exam.md#offline). */
    storeExam: (_, _params: { examId: ExamInput['examId']; exam: StoredExam }) => {},
    /** Tells the exam's other tabs about a choice made here, or one the server confirmed (the web broadcasts it). */
    shareAnswer: (_, _params: SharedAnswer) => {},
    /** Tells the exam's other tabs that this one finished the exam (docs/exam.md#ended-elsewhere). */
    shareEnded: () => {},
    /** An info, success or error toast, emitted (docs/architecture.md#effects). */
    toast: emit((_, params: { message: string; kind: ToastKind }) => toastEffect(params.message, params.kind)),
    /** Leaves the exam screen, emitted (docs/architecture.md#effects). */
    navigate: emit((_, params: Omit<NavigateEffect, 'type'>) => navigateEffect(params)),
    start: assign(({ context }, { load: params, fromDevice }: { load: ExamLoad; fromDevice: boolean }) => {
      const answers: AnswerSheet['answers'] = {};
      for (const question of params.questions) answers[question.id] = question.choosed_options[0] ?? null;
      // From the device, the choices shown last time (the copy's own are those of when it arrived).
      if (fromDevice) {
        for (const [questionId, optionId] of Object.entries(context.stored?.answers ?? {})) {
          if (questionId in answers && optionId !== undefined) answers[questionId] = optionId;
        }
      }
      // A choice still queued from before a reload is newer than what the server holds.
      for (const save of context.pendingSaves ?? []) {
        if (save.questionId in answers) answers[save.questionId] = save.optionId;
      }
      // What the server holds: the load's choices, or offline what was confirmed before the reload.
      const confirmed: ConfirmedAnswers = {};
      for (const question of params.questions) confirmed[question.id] = { optionId: question.choosed_options[0] ?? null };
      if (fromDevice) Object.assign(confirmed, context.stored?.confirmed ?? {});
      const chosenAt: ExamContext['chosenAt'] = {};
      for (const save of context.pendingSaves ?? []) if (save.chosenAt !== undefined) chosenAt[save.questionId] = save.chosenAt;
      const timer = {
        remainingParam: context.remainingParam,
        timeLimitSeconds: params.exam.timelimit,
        startedAt: context.stored?.startedAt ?? null,
        now: context.now,
        // Offline the server cannot be asked: the deadline kept on the device stands in for it. Online
        // it bounds the server's time too: a reload never gives more time than the clock had, even
        // where the address's ?remaining= would start it again (docs/exam.md#reload-clock).
        serverRemaining: fromDevice ? remainingBefore(context.stored?.deadline, context.now) : lesser(params.exam.time_remaining ?? null, remainingBefore(context.stored?.deadline, context.now)),
      };
      return {
        exam: params.exam,
        questions: params.questions,
        sheet: answerSheet(
          params.questions.map((question) => question.id),
          answers,
          context.stored?.index ?? 0,
          // docs/exam.md#bookmarks-on-server: the server's bookmarks and the device's together.
          [...params.questions.filter((question) => question.bookmarked === true).map((question) => question.id), ...(context.stored?.bookmarks ?? [])],
        ),
        startedAt: context.stored?.startedAt ?? context.now,
        fromDevice,
        confirmed,
        chosenAt,
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
    setCleared: assign((_, params: { cleared: ClearedAnswer | null }) => ({ cleared: params.cleared })),
    /** An undated choice (a test, an older tab) forgets the time of the one it replaced. */
    noteChosenAt: assign(({ context }, params: { questionId: QuestionId; chosenAt: number | undefined }) => {
      const { [params.questionId]: _replaced, ...others } = context.chosenAt;
      return { chosenAt: params.chosenAt === undefined ? others : { ...others, [params.questionId]: params.chosenAt } };
    }),
    confirm: assign(({ context }, params: { questionId: QuestionId; optionId: OptionId | null; chosenAt: number | undefined }) => ({
      confirmed: confirmNewest(context.confirmed, params.questionId, { optionId: params.optionId, chosenAt: params.chosenAt }),
    })),
    tick: assign(({ context }, params: { now: number }) => clockTick(context, params.now)),
    stopBlinking: assign({ blink: 'none' as const }),
    setError: assign((_, params: { error: unknown }) => ({
      error: errorDetailOf(params.error) ?? examScreenMessages.actionFailed,
    })),
    clearError: assign({ error: null }),
    setLoadFailure: assign((_, params: { error: unknown }) => ({ loadFailure: examLoadFailureOf(params.error) })),
    setOnline: assign((_, params: { online: boolean }) => ({ online: params.online })),
    /** The queue pauses offline and sends again when the network is back. */
    tellQueueOnline: sendTo('autosave', { type: 'ONLINE' }),
    tellBookmarksOnline: sendTo('bookmarkSync', { type: 'ONLINE' }),
    recordRefusal: assign(({ context }, params: RefusedAnswer) => ({ refused: [...context.refused, params] })),
    requestSubmit: assign({ submitRequested: true }),
    withdrawSubmit: assign({ submitRequested: false }),
    setLateQuestions: assign((_, params: { lateQuestions: number[] }) => ({ lateQuestions: params.lateQuestions })),
    setNotCounted: assign((_, params: { notCounted: number[] }) => ({ notCounted: params.notCounted })),
  },
  guards: {
    finishedExam: (_, params: ExamLoad) => params.exam.status === 'finished',
    /** The server refused a save because the exam is finished: it ended elsewhere (docs/exam.md#ended-elsewhere). */
    finishedRefusal: (_, params: { code: string | undefined }) => params.code === refusalCodes.finished,
    noQuestions: (_, params: ExamLoad) => params.questions.length === 0,
    timeIsUp: ({ context }) => context.remaining <= 0,
    /** docs/contest.md#one-sitting: a contest sitting offers no Cancel, and a CANCEL does nothing. */
    cancellable: ({ context }) => examCancellable(context.exam),
    /** Another tab's choice is newer than the one shown here (an undated one counts as newer). */
    newerElsewhere: ({ context }, params: { questionId: QuestionId; chosenAt: number | undefined }) => {
      const own = context.chosenAt[params.questionId];
      return params.chosenAt === undefined || own === undefined || params.chosenAt >= own;
    },
    /** Only a failure a reload may mend is retried (a missing or not yet started exam stays so). */
    canRetry: ({ context }) => context.loadFailure?.kind === 'failed',
    /** The network failed (no answer, or the server's own failure) and the device keeps this exam. */
    deviceCopy: ({ context }, params: { error: unknown }) => context.storedExam != null && noAnswer(params.error),
    /** A submit that got no answer because the device went offline waits for the network instead of failing. */
    lostNetwork: ({ context }, params: { error: unknown }) => !context.online && noAnswer(params.error),
    offline: ({ context }) => !context.online,
    /** The call got no answer from the server (see noAnswer): the server may still take the same call. */
    noAnswer: (_, params: { error: unknown }) => noAnswer(params.error),
    submitRequested: ({ context }) => context.submitRequested,
    /** The cleared answer is still unanswered here (another tab may have chosen since). */
    clearedStillEmpty: ({ context }) => context.cleared !== null && !context.cleared.restored && (context.sheet.answers[context.cleared.questionId] ?? null) === null,
    /** 409: the server finished the exam (its time and grace ran out) and a finished exam is never deleted. */
    alreadyFinished: (_, params: { error: unknown }) => isRefusal(params.error, refusalCodes.finished),
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
    online: input.online ?? true,
    fromDevice: false,
    submitRequested: input.stored?.submitting ?? false,
    refused: [],
    lateQuestions: [],
    notCounted: [],
    confirmed: {},
    chosenAt: {},
    cleared: null,
  }),
  // The answer queue lives as long as the exam screen: saves left from before a reload are sent
  // while the questions load, and a failed cancel keeps the queue it had.
  invoke: [
    {
      id: 'autosave',
      src: 'autosave',
      input: ({ context }) => ({ examId: context.examId, queue: context.pendingSaves ?? [] }),
    },
    { id: 'bookmarkSync', src: 'bookmarkSync', input: ({ context }) => ({ examId: context.examId }) },
  ],
  on: {
    ONLINE: { actions: goOnline() },
    OFFLINE: { actions: [{ type: 'setOnline', params: { online: false } }, sendTo('autosave', { type: 'OFFLINE' })] },
    ANSWER_REFUSED: {
      actions: { type: 'recordRefusal', params: ({ event }) => ({ questionId: event.questionId, optionId: event.optionId, code: event.code }) },
    },
    // The server holds this choice (or a newer one): the delivery line counts it, and the other tabs hear of it.
    ANSWER_CONFIRMED: {
      actions: [
        { type: 'confirm', params: ({ event }) => ({ questionId: event.questionId, optionId: event.optionId, chosenAt: event.chosenAt }) },
        { type: 'shareAnswer', params: ({ event }) => ({ questionId: event.questionId, optionId: event.optionId, chosenAt: event.chosenAt, confirmed: true }) },
        { type: 'storeProgress', params: progressOf },
      ],
    },
    CONFIRMED_ELSEWHERE: {
      actions: [
        { type: 'confirm', params: ({ event }) => ({ questionId: event.questionId, optionId: event.optionId, chosenAt: event.chosenAt }) },
        { type: 'storeProgress', params: progressOf },
      ],
    },
    TOKEN_RENEWED: { actions: [sendTo('autosave', { type: 'TOKEN_RENEWED' }), sendTo('bookmarkSync', { type: 'ONLINE' })] },
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
            actions: [
              { type: 'showResult', params: ({ event }) => ({ exam: event.output.exam, result: event.output.result ?? null }) },
              // Choices still waiting on the device were not counted (docs/exam.md#late-answers).
              { type: 'setLateQuestions', params: ({ context, event }) => ({ lateQuestions: lateOnLoad(event.output.questions, context.pendingSaves ?? []) }) },
              { type: 'clearProgress', params: ({ context }) => ({ examId: context.examId }) },
            ],
          },
          { guard: { type: 'noQuestions', params: ({ event }) => event.output }, target: 'noQuestions' },
          {
            target: 'running',
            actions: [
              { type: 'start', params: ({ event }) => ({ load: event.output, fromDevice: false }) },
              sendTo('bookmarkSync', ({ context }) => ({ type: 'BOOKMARK' as const, wishes: unsentBookmarks(context) })),
              { type: 'storeExam', params: ({ context, event }) => ({ examId: context.examId, exam: { exam: event.output.exam, questions: event.output.questions } }) },
            ],
          },
        ],
        onError: [
          // docs/exam.md#offline: no network, and the device keeps the exam: it goes on from there.
          {
            guard: { type: 'deviceCopy', params: ({ event }) => ({ error: event.error }) },
            target: 'running',
            actions: [
              { type: 'start', params: ({ context }) => ({ load: context.storedExam ?? unreachable(), fromDevice: true }) },
              sendTo('bookmarkSync', ({ context }) => ({ type: 'BOOKMARK' as const, wishes: unsentBookmarks(context) })),
            ],
          },
          { target: 'loadFailed', actions: { type: 'setLoadFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
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
        // docs/exam.md#ended-elsewhere: another tab finished the exam, or the server refused a save
        // because it is finished. No more answers are taken; its result says what counted.
        ENDED_ELSEWHERE: '#exam.endedElsewhere',
        ANSWER_REFUSED: {
          guard: { type: 'finishedRefusal', params: ({ event }) => ({ code: event.code }) },
          target: '#exam.endedElsewhere',
          actions: { type: 'recordRefusal', params: ({ event }) => ({ questionId: event.questionId, optionId: event.optionId, code: event.code }) },
        },
        TICK: { actions: { type: 'tick', params: ({ event }) => ({ now: event.now }) } },
        // docs/exam.md#back-navigation: back navigation is blocked with an info message.
        BACK_NAVIGATION: { actions: { type: 'toast', params: { message: examScreenMessages.leaveBlocked, kind: 'info' } } },
        // docs/exam.md#leaving-running: a link or the menu leaves the screen; the exam runs on, and the learner is told where to find it.
        LEAVE: { actions: { type: 'toast', params: { message: examScreenMessages.leftRunning, kind: 'info' } } },
        // Whatever this tab is doing, it shows (and would submit) the other tab's newer choice, and
        // drops its own older queued save of the question (docs/exam.md#latest-choice).
        ANSWER_ELSEWHERE: {
          guard: { type: 'newerElsewhere', params: ({ event }) => ({ questionId: event.questionId, chosenAt: event.chosenAt }) },
          actions: [
            {
              type: 'setSheet',
              params: ({ context, event }) => ({ sheet: receiveAnswer(context.sheet, event.questionId, event.optionId) }),
            },
            { type: 'noteChosenAt', params: ({ event }) => ({ questionId: event.questionId, chosenAt: event.chosenAt }) },
            // An undated choice (from an older tab) counts as the newest.
            sendTo('autosave', ({ event }) => ({ type: 'SUPERSEDED' as const, questionId: event.questionId, chosenAt: event.chosenAt ?? Number.MAX_SAFE_INTEGER })),
            { type: 'storeProgress', params: progressOf },
          ],
        },
      },
      initial: 'answering',
      states: {
        answering: {
          always: [
            // A submit made before a reload goes on (docs/exam.md#offline).
            { guard: 'submitRequested', target: 'draining' },
            // Zero or less at load, or a tick reaching zero, is time-up (docs/exam.md#timer).
            { guard: 'timeIsUp', target: 'timeUp' },
          ],
          on: {
            CHOOSE: {
              actions: [
                { type: 'setCleared', params: ({ context, event }) => ({ cleared: clearedBy(context.sheet, event.optionId) }) },
                { type: 'setSheet', params: ({ context, event }) => ({ sheet: choose(context.sheet, event.optionId) }) },
                { type: 'noteChosenAt', params: ({ context, event }) => ({ questionId: currentQuestion(context.sheet) ?? unreachable(), chosenAt: event.at }) },
                sendTo('autosave', ({ context }) => ({ type: 'SAVE' as const, ...savedAnswerOf(context) })),
                { type: 'shareAnswer', params: ({ context }) => savedAnswerOf(context) },
                { type: 'storeProgress', params: progressOf },
              ],
            },
            // docs/exam.md#clear-undo: the cleared answer comes back and is saved again, newest of its question.
            UNDO_CLEAR: {
              guard: 'clearedStillEmpty',
              actions: [
                {
                  type: 'setSheet',
                  params: ({ context }) => ({ sheet: receiveAnswer(context.sheet, context.cleared?.questionId ?? unreachable(), context.cleared?.optionId ?? null) }),
                },
                { type: 'noteChosenAt', params: ({ context, event }) => ({ questionId: context.cleared?.questionId ?? unreachable(), chosenAt: event.at }) },
                sendTo('autosave', ({ context }) => ({ type: 'SAVE' as const, ...savedAnswerOf(context, context.cleared?.questionId) })),
                { type: 'shareAnswer', params: ({ context }) => savedAnswerOf(context, context.cleared?.questionId) },
                { type: 'storeProgress', params: progressOf },
                { type: 'setCleared', params: ({ context }) => ({ cleared: context.cleared === null ? null : { ...context.cleared, restored: true } }) },
              ],
            },
            TOGGLE_BOOKMARK: {
              actions: [
                { type: 'setSheet', params: ({ context }) => ({ sheet: toggleBookmark(context.sheet) }) },
                { type: 'storeProgress', params: progressOf },
                sendTo('bookmarkSync', ({ context }) => ({ type: 'BOOKMARK' as const, wishes: [currentBookmark(context)] })),
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
            CANCEL_EXAM: { guard: 'cancellable', target: '#exam.cancelling' },
          },
        },
        /** 'Are you sure you want to submit? Answers can’t be changed.' Cancel / Submit. */
        confirmingSubmit: {
          always: { guard: 'timeIsUp', target: 'timeUp' },
          on: { CANCEL: 'answering', CONFIRM: 'draining' },
        },
        /** 'Time is up, Submit Exam?' Cancel cancels the exam in every flow (docs/decisions.md#time-up-cancel), once confirmed. */
        timeUp: {
          entry: 'stopBlinking',
          on: { CANCEL: { guard: 'cancellable', target: 'confirmingCancel' }, SUBMIT: 'draining' },
        },
        /**
         * docs/exam.md#cancel-confirm: Cancel at time-up deletes the exam and its answers, so it asks
         * first. CANCEL (Keep Exam) goes back to the time-up view; CONFIRM (Delete Exam) cancels.
         */
        confirmingCancel: {
          on: { CANCEL: 'timeUp', CONFIRM: { guard: 'cancellable', target: '#exam.cancelling' } },
        },
        /** Submit waits until every choice is on the server (offline, until the connection is back). */
        draining: {
          tags: [examTags.savingAnswers],
          entry: ['requestSubmit', { type: 'storeProgress', params: progressOf }, sendTo('autosave', { type: 'DRAIN' })],
          on: { ANSWERS_SAVED: [{ guard: 'offline', target: 'waitingToSubmit' }, { target: 'submitting' }] },
          // A second SUBMIT while draining is ignored: no transition handles it here.
        },
        /**
         * docs/exam.md#offline: every choice is on the server or queued, and the submit waits for the
         * network; back online it goes (the queue first, then the script).
         */
        waitingToSubmit: {
          tags: [examTags.savingAnswers],
          on: { ONLINE: { target: 'draining', actions: goOnline() } },
        },
        submitting: {
          entry: 'clearError',
          invoke: {
            id: 'submitScript',
            src: 'submitScript',
            input: ({ context }) => ({ examId: context.examId, answers: scriptOf(context.sheet, context.chosenAt) }),
            onDone: {
              target: '#exam.finished',
              actions: [
                { type: 'showResult', params: ({ context, event }) => ({ exam: context.exam, result: event.output }) },
                { type: 'setLateQuestions', params: ({ context }) => ({ lateQuestions: lateAnswerNumbers(context.sheet, context.refused) }) },
                { type: 'clearProgress', params: ({ context }) => ({ examId: context.examId }) },
                'shareEnded',
                { type: 'toast', params: { message: examScreenMessages.submitted, kind: 'success' } },
              ],
            },
            onError: [
              // The device went offline while the script was on its way: it waits for the network.
              { guard: { type: 'lostNetwork', params: ({ event }) => ({ error: event.error }) }, target: 'waitingToSubmit' },
              // No answer online (the connection dropped, or the page was left and its call cut off, as a
              // reload does): the failure shows, and the kept progress still holds the submit, so a reload
              // goes on with it (docs/exam.md#submit-survives-reload).
              {
                guard: { type: 'noAnswer', params: ({ event }) => ({ error: event.error }) },
                target: 'submitFailed',
                actions: [
                  { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'toast', params: ({ context }) => ({ message: context.error ?? examScreenMessages.actionFailed, kind: 'error' as const }) },
                ],
              },
              // The server answered with a refusal: the submit is withdrawn, so a reload does not send it again.
              {
                target: 'submitFailed',
                actions: [
                  'withdrawSubmit',
                  { type: 'storeProgress', params: progressOf },
                  { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'toast', params: ({ context }) => ({ message: context.error ?? examScreenMessages.actionFailed, kind: 'error' as const }) },
                ],
              },
            ],
          },
          // A second SUBMIT while submitting is ignored: no transition handles it here.
        },
        /** Shows the server detail; SUBMIT retries, DISMISS returns to the questions or the time-up view. */
        submitFailed: {
          on: {
            SUBMIT: 'draining',
            // Back to the questions the learner no longer asks to submit (docs/exam.md#submit-survives-reload).
            DISMISS: { target: 'answering', actions: ['clearError', 'withdrawSubmit', { type: 'storeProgress', params: progressOf }] },
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
    /**
     * docs/exam.md#ended-elsewhere: the exam was finished elsewhere. Its questions stay on screen, taking
     * no input, while the finished exam is read; then its result shows, naming the choices shown
     * here that it does not hold. If it cannot be read, the exam screen comes back as it was.
     */
    endedElsewhere: {
      invoke: {
        id: 'loadExam',
        src: 'loadExam',
        input: ({ context }) => ({ examId: context.examId }),
        onDone: [
          {
            guard: { type: 'finishedExam', params: ({ event }) => event.output },
            target: 'finished',
            actions: [
              { type: 'showResult', params: ({ event }) => ({ exam: event.output.exam, result: event.output.result ?? null }) },
              { type: 'setNotCounted', params: ({ context, event }) => ({ notCounted: notCountedOf(context.sheet, event.output.questions) }) },
              { type: 'clearProgress', params: ({ context }) => ({ examId: context.examId }) },
              { type: 'toast', params: { message: examScreenMessages.endedElsewhere, kind: 'info' } },
            ],
          },
          { target: 'running' },
        ],
        onError: 'running',
      },
    },
    /** The result view; the clock shows the result's remaining time. */
    finished: { type: 'final' },
    /** The exam was cancelled, or had already finished on the server: home, in place of the exam's entry. */
    left: { type: 'final', entry: { type: 'navigate', params: { to: '/home', replace: true } } },
  },
});

/** False for a contest sitting, which is never cancelled (docs/contest.md#one-sitting); true for any other exam. */
export function examCancellable(exam: Pick<ExamData, 'contest_role'> | null): boolean {
  return exam?.contest_role !== 'sitting';
}

function progressOf({ context }: { context: ExamContext }): StoreProgressParams {
  return {
    examId: context.examId,
    index: context.sheet.index,
    startedAt: context.startedAt,
    bookmarks: context.sheet.bookmarks,
    answers: context.sheet.answers,
    deadline: context.deadline,
    submitting: context.submitRequested,
    confirmed: context.confirmed,
  };
}

/** The current question's bookmark as the sheet now holds it. */
function currentBookmark(context: ExamContext): BookmarkWish {
  const questionId = currentQuestion(context.sheet) ?? unreachable();
  return { questionId, bookmarked: context.sheet.bookmarks.includes(questionId) };
}

/** The device's bookmarks the loaded questions do not say the server holds: sent at start (docs/exam.md#bookmarks-on-server). */
function unsentBookmarks(context: ExamContext): BookmarkWish[] {
  const held = new Set(context.questions.filter((question) => question.bookmarked === true).map((question) => question.id));
  return context.sheet.bookmarks.filter((questionId) => !held.has(questionId)).map((questionId) => ({ questionId, bookmarked: true }));
}

function goOnline() {
  return [{ type: 'setOnline' as const, params: { online: true } }, 'tellQueueOnline' as const, 'tellBookmarksOnline' as const];
}

/**
 * No answer came (offline, a dropped connection), or the server could not answer now (its own
 * fault, too many requests): the same call may pass later (the refusal's meaning, access/refusal.ts).
 */
function noAnswer(error: unknown): boolean {
  return refusalMeaningOf(error) === 'retry';
}

/** The lesser of two times left (seconds), either unknown. */
function lesser(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}

/** Whole seconds from `now` to a stored deadline, or null when none was stored. */
function remainingBefore(deadline: number | undefined, now: number): number | null {
  return deadline === undefined ? null : Math.floor((deadline - now) / 1000);
}

/** The choice to save of a question, the current one unless told. */
function savedAnswerOf(context: ExamContext, question?: QuestionId): { questionId: QuestionId; optionId: OptionId | null; chosenAt?: number } {
  const questionId = question ?? currentQuestion(context.sheet) ?? unreachable();
  const chosenAt = context.chosenAt[questionId];
  return { questionId, optionId: context.sheet.answers[questionId] ?? null, ...(chosenAt === undefined ? {} : { chosenAt }) };
}

/** What a tap on `optionId` clears: the current question's answer when it is that option (docs/exam.md#clear-undo), else nothing. */
function clearedBy(sheet: AnswerSheet, optionId: OptionId): ClearedAnswer | null {
  const questionId = currentQuestion(sheet);
  if (questionId === undefined || sheet.answers[questionId] !== optionId) return null;
  return { questionId, optionId, number: sheet.index + 1, restored: false };
}

/**
 * The server keeps the newest choice of a question (docs/exam.md#latest-choice): a confirmation
 * replaces the one known unless that one is known to be newer.
 */
function confirmNewest(confirmed: ConfirmedAnswers, questionId: QuestionId, answer: ConfirmedAnswer): ConfirmedAnswers {
  const known = confirmed[questionId];
  if (known?.chosenAt !== undefined && answer.chosenAt !== undefined && known.chosenAt > answer.chosenAt) return confirmed;
  return { ...confirmed, [questionId]: answer.chosenAt === undefined ? { optionId: answer.optionId } : answer };
}

/**
 * The exam script: every question with its chosen option, or none, and when it was chosen where
 * known, so the server keeps a newer choice made elsewhere (docs/exam.md#latest-choice).
 */
export function scriptOf(sheet: AnswerSheet, chosenAt: Partial<Record<QuestionId, number>> = {}): ScriptAnswer[] {
  return sheet.questionIds.map((question) => {
    const chosen = sheet.answers[question];
    const at = chosenAt[question];
    return { question, choosed_options: chosen === null || chosen === undefined ? [] : [chosen], ...(at === undefined ? {} : { chosenAt: at }) };
  });
}

function unreachable(): never {
  throw new Error('unreachable: an answer was chosen without a current question');
}
