// The exam machine's setup (docs/exam.md#screen): its types, and every actor, action and guard it
// names, so the state files (./loading, ./running, ./cancelling, ./endedElsewhere) are checked
// against one set of names. The web provides the actors and the storage actions; tests fake them.
import { assign, emit, fromCallback, fromPromise, sendParent, sendTo, setup, type EventObject } from 'xstate';
import { shownDetailOf } from '../../access/serverError';
import { isRefusal, refusalCodes, refusalMeaningOf } from '../../access/refusal';
import { navigateEffect, toastEffect, type MachineEffect, type NavigateEffect } from '../../shell/effects';
import type { ToastKind } from '../../shell/toastMachine';
import { answerSheet, currentQuestion, type AnswerSheet, type OptionId, type QuestionId } from '../answering';
import type { AnswerSave } from '../autosave';
import { autosaveMachine } from '../autosaveMachine';
import type { BookmarkSyncEvent, BookmarkSyncInput } from '../bookmarkSync';
import { examScreenMessages } from '../screenMessages';
import type { SharedAnswer, StoredExam } from '../examStorage';
import type { RefusedAnswer } from '../lateAnswers';
import { examLoadFailureOf } from '../loadFailure';
import { timeSeen, type QuestionTimes } from '../questionTime';
import { clockAt, clockTick } from '../timer';
import type { TickerInput } from '../ticker';
import {
  examCancellable,
  type ClearedAnswer,
  type ConfirmedAnswer,
  type ConfirmedAnswers,
  type ExamContext,
  type ExamData,
  type ExamEvent,
  type ExamInput,
  type ExamLoad,
  type ExamResult,
  type ScriptAnswer,
  type StoreProgressParams,
} from './types';

/**
 * The exam's answer queue: the autosave machine that tells its parent when it has drained. The web
 * provides it with `saveAnswer` and `persistQueue`:
 * `examMachine.provide({ actors: { autosave: examAutosaveMachine.provide({ actors, actions }) } })`.
 */
export const examAutosaveMachine = autosaveMachine.provide({
  actions: {
    notifyDrained: sendParent({ type: 'ANSWERS_SAVED' }),
    notifyRefused: sendParent((_, refused: RefusedAnswer) => ({ type: 'ANSWER_REFUSED' as const, ...refused })),
    notifyConfirmed: sendParent((_, save: AnswerSave) => ({ type: 'ANSWER_CONFIRMED' as const, questionId: save.questionId, option: save.option, chosenAt: save.chosenAt })),
  },
});

/** The state tag while submit waits for the autosave queue to drain. */
export const examTags = { savingAnswers: 'savingAnswers' } as const;

/** Every name the exam's states use; each state file builds its config with `examSetup.createStateConfig`. */
export const examSetup = setup({
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
      for (const question of params.questions) answers[question.id] = question.option;
      // From the device, the choices shown last time (the copy's own are those of when it arrived).
      if (fromDevice) {
        for (const [key, option] of Object.entries(context.stored?.answers ?? {})) {
          const questionId = Number(key);
          if (questionId in answers && option !== undefined) answers[questionId] = option;
        }
      }
      // A choice still queued from before a reload is newer than what the server holds.
      for (const save of context.pendingSaves ?? []) {
        if (save.questionId in answers) answers[save.questionId] = save.option;
      }
      // What the server holds: the load's choices, or offline what was confirmed before the reload.
      const confirmed: ConfirmedAnswers = {};
      for (const question of params.questions) confirmed[question.id] = { option: question.option };
      if (fromDevice) Object.assign(confirmed, context.stored?.confirmed ?? {});
      const chosenAt: ExamContext['chosenAt'] = {};
      const answerSpent: QuestionTimes = {};
      for (const save of context.pendingSaves ?? []) {
        if (save.chosenAt !== undefined) chosenAt[save.questionId] = save.chosenAt;
        if (save.spentMs !== undefined) answerSpent[save.questionId] = save.spentMs;
      }
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
        answerSpent,
        // docs/exam.md#question-time: the time kept before a reload goes on, counted from the screen's opening.
        spent: { ...answerSpent, ...context.stored?.spent },
        seenAt: context.now,
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
    /**
     * An undated choice (a test, an older tab) forgets the time of the one it replaced; a choice made
     * elsewhere, whose time on screen this tab does not know, forgets it too.
     */
    noteChosenAt: assign(({ context }, params: { questionId: QuestionId; chosenAt: number | undefined; spentMs?: number | undefined }) => ({
      chosenAt: withEntry(context.chosenAt, params.questionId, params.chosenAt),
      answerSpent: withEntry(context.answerSpent, params.questionId, params.spentMs),
    })),
    /** docs/exam.md#question-time: the clock read at `now`; the time since its last reading goes to the question on screen. */
    seeTime: assign(({ context }, params: { now: number | undefined }) =>
      params.now === undefined ? {} : { spent: timeSeen(context.spent, context.seenAt, currentQuestion(context.sheet), params.now), seenAt: params.now },
    ),
    confirm: assign(({ context }, params: { questionId: QuestionId; option: OptionId | null; chosenAt: number | undefined }) => ({
      confirmed: confirmNewest(context.confirmed, params.questionId, { option: params.option, chosenAt: params.chosenAt }),
    })),
    tick: assign(({ context }, params: { now: number }) => clockTick(context, params.now)),
    stopBlinking: assign({ blink: 'none' as const }),
    setError: assign((_, params: { error: unknown }) => ({
      error: shownDetailOf(params.error) ?? examScreenMessages.actionFailed,
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
});

/** The network is back: the exam, its answer queue and its bookmarks hear of it. */
export function goOnline() {
  return [{ type: 'setOnline' as const, params: { online: true } }, 'tellQueueOnline' as const, 'tellBookmarksOnline' as const];
}

export function unreachable(): never {
  throw new Error('unreachable: an answer was chosen without a current question');
}

/**
 * No answer came (offline, a dropped connection), or the server could not answer now (its own
 * fault, too many requests): the same call may pass later (the refusal's meaning, access/refusal.ts).
 */
function noAnswer(error: unknown): boolean {
  return refusalMeaningOf(error) === 'retry';
}

/** The record with `key` set to `value`, or without it when `value` is undefined. */
function withEntry(record: Partial<Record<QuestionId, number>>, key: QuestionId, value: number | undefined): Partial<Record<QuestionId, number>> {
  const { [key]: _replaced, ...others } = record;
  return value === undefined ? others : { ...others, [key]: value };
}

/** The lesser of two times left (seconds), either unknown. */
function lesser(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}

/** Whole seconds from `now` to a stored deadline, or null when none was stored. */
function remainingBefore(deadline: number | undefined, now: number): number | null {
  return deadline === undefined ? null : Math.floor((deadline - now) / 1000);
}

/**
 * The server keeps the newest choice of a question (docs/exam.md#latest-choice): a confirmation
 * replaces the one known unless that one is known to be newer.
 */
function confirmNewest(confirmed: ConfirmedAnswers, questionId: QuestionId, answer: ConfirmedAnswer): ConfirmedAnswers {
  const known = confirmed[questionId];
  if (known?.chosenAt !== undefined && answer.chosenAt !== undefined && known.chosenAt > answer.chosenAt) return confirmed;
  return { ...confirmed, [questionId]: answer.chosenAt === undefined ? { option: answer.option } : answer };
}
