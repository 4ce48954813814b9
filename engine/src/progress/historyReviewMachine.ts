// /history/{id} (docs/progress.md#history-detail): an exam's questions reviewed one at a time (First, Back,
// Next, Last and a counter) with the right and chosen options and the explanation, and each
// question saved to or removed from revision; 'This Exam Has No History' and the load error.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { shownDetailOf } from '../access/serverError';
import { refusalCodeOf, type RefusalCode } from '../access/refusal';
import type { Move } from '../exam/answering';
import type { ContentPart, QuestionLanguage } from '../exam/content';
import { revisionFailed, revisionSaved } from './revision';
import { toastEffect, type MachineEffect } from '../shell/effects';
import { examTypeName } from '../exam/header';
import { formatDigits, formatNumber } from '../i18n/format';
import { formatDhakaDateTime } from '../shell/time';
import { contestMessages } from '../contest/messages';
import { progressMessages as m } from './messages';

/** The exam's header facts (docs/progress.md#history-detail); instants are ISO-8601 UTC or null. */
export type HistoryExam = {
  id: number;
  type: string;
  subjects: readonly string[];
  start_time: string | null;
  end_time: string | null;
  total_question: number;
  right: number;
  wrong: number;
  not_answered: number;
  /** A contest's sitting or practice attempt (docs/contest.md#one-sitting); absent or null for any other exam. */
  contest_role?: 'sitting' | 'practice' | null;
  /** The marks of a right answer and taken for a wrong one (docs/learning.md#guessing); absent where not loaded. */
  mark_per_qn?: number;
  negative_mark_per_qn?: number | null;
};
export type HistoryOption = { id: number; data: readonly ContentPart[]; is_answer: boolean };
export type HistoryQuestion = QuestionLanguage & {
  id: number;
  subject: string;
  question_data: readonly ContentPart[];
  explanation_data: readonly ContentPart[];
  options: readonly HistoryOption[];
  /** The learner's option, null when unanswered: `option`, as on the whole answer path (docs/architecture.md#answer-path). */
  option: number | null;
  /** The revision item holding this question, null when it is not saved. */
  revision: number | null;
  /** Its topic, named in the page's language (docs/learning.md#guessing); absent where not loaded. */
  topic?: { id: number; name: string };
  /**
   * How long it was on screen before its answer (ms, docs/exam.md#question-time); null when not known
   * (unanswered, or answered by a version that did not count); absent where not loaded.
   */
  time_spent_ms?: number | null;
};
/** What loadHistory resolves with; no questions means 'This Exam Has No History'. */
export type ExamHistory = { exam: HistoryExam; questions: readonly HistoryQuestion[] };

export type HistoryReviewInput = {
  examId: number;
  /**
   * Refusals of the load said as the server words them, by their codes (a contest's review before
   * its end: docs/contest.md#result-screens); any other failure is the load error.
   */
  shownRefusals?: readonly RefusalCode[];
};

/**
 * Which questions the review walks (docs/progress.md#history-filters): all, those answered wrong,
 * those left unanswered, or those answered slower than the exam's pace.
 */
export type HistoryFilter = 'all' | 'wrong' | 'skipped' | 'slow';

export type HistoryReviewContext = {
  examId: number;
  shownRefusals: readonly RefusalCode[];
  history: ExamHistory | null;
  index: number;
  /** The questions walked; `index` is always one of them. */
  filter: HistoryFilter;
  error: string | null;
};

export type HistoryReviewEvent = { type: 'RETRY' } | { type: 'GO'; move: Move } | { type: 'FILTER'; filter: HistoryFilter } | { type: 'TOGGLE_REVISION' };

export const historyReviewMachine = setup({
  types: {
    context: {} as HistoryReviewContext,
    events: {} as HistoryReviewEvent,
    input: {} as HistoryReviewInput,
    emitted: {} as MachineEffect,
  },
  actors: {
    /** GET /api/exam/v1/exam-history/{id}/ */
    loadHistory: fromPromise<ExamHistory, HistoryReviewInput>(async () => {
      throw new Error('loadHistory not provided');
    }),
    /** POST /api/exam/v1/revision/; resolves with the item's id and the server's detail. */
    saveRevision: fromPromise<{ id: number; detail: string | null }, { question: number }>(async () => {
      throw new Error('saveRevision not provided');
    }),
    /** DELETE /api/exam/v1/revision/{id}/ */
    removeRevision: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('removeRevision not provided');
    }),
  },
  actions: {
    showLoaded: assign((_, params: { history: ExamHistory }) => ({ history: params.history, index: 0, filter: 'all' as const, error: null })),
    filter: assign(({ context }, params: { filter: HistoryFilter }) => ({ filter: params.filter, index: filteredIndices(context.history, params.filter)[0] ?? 0 })),
    showLoadFailure: assign(({ context }, params: { error: unknown }) => ({ error: loadFailureText(context.shownRefusals, params.error) })),
    clearError: assign({ error: null }),
    go: assign(({ context }, params: { move: Move }) => ({ index: targetIndex(context, params.move) ?? context.index })),
    markSaved: assign(({ context }, params: { id: number }) => ({ history: withRevision(context, params.id) })),
    markRemoved: assign(({ context }) => ({ history: withRevision(context, null) })),
    // Each outcome is a toast, emitted (docs/architecture.md#effects).
    toastSaved: emit((_, params: { detail: string | null }) => {
      const outcome = revisionSaved(params.detail);
      return toastEffect(outcome.message, outcome.kind);
    }),
    toastSaveFailure: emit((_, params: { error: unknown }) => {
      const outcome = revisionFailed(params.error);
      return toastEffect(outcome.message, outcome.kind);
    }),
    toastRemoved: emit(() => toastEffect(m.revisionRemoved, 'success')),
    toastRemoveFailure: emit(() => toastEffect(m.revisionRemoveFailed, 'error')),
  },
  guards: {
    hasQuestions: (_, params: { history: ExamHistory }) => params.history.questions.length > 0,
    canGo: ({ context }, params: { move: Move }) => targetIndex(context, params.move) !== null,
    canFilter: ({ context }, params: { filter: HistoryFilter }) => params.filter !== context.filter && filteredIndices(context.history, params.filter).length > 0,
    saved: ({ context }) => currentHistoryQuestion(context)?.revision != null,
  },
}).createMachine({
  id: 'historyReview',
  context: ({ input }) => ({ examId: input.examId, shownRefusals: input.shownRefusals ?? [], history: null, index: 0, filter: 'all', error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ examId: context.examId }),
        onDone: [
          {
            guard: { type: 'hasQuestions', params: ({ event }) => ({ history: event.output }) },
            target: 'reviewing',
            actions: { type: 'showLoaded', params: ({ event }) => ({ history: event.output }) },
          },
          { target: 'empty', actions: { type: 'showLoaded', params: ({ event }) => ({ history: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** 'Something went wrong, Please Reload.' */
    failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    /** 'This Exam Has No History' */
    empty: {},
    reviewing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            GO: {
              guard: { type: 'canGo', params: ({ event }) => ({ move: event.move }) },
              actions: { type: 'go', params: ({ event }) => ({ move: event.move }) },
            },
            FILTER: {
              guard: { type: 'canFilter', params: ({ event }) => ({ filter: event.filter }) },
              actions: { type: 'filter', params: ({ event }) => ({ filter: event.filter }) },
            },
            TOGGLE_REVISION: [
              { guard: 'saved', target: 'removing' },
              { target: 'saving' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'saveRevision',
            src: 'saveRevision',
            input: ({ context }) => ({ question: currentHistoryQuestion(context)?.id ?? unreachable() }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'markSaved', params: ({ event }) => ({ id: event.output.id }) },
                { type: 'toastSaved', params: ({ event }) => ({ detail: event.output.detail }) },
              ],
            },
            onError: { target: 'idle', actions: { type: 'toastSaveFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        removing: {
          invoke: {
            id: 'removeRevision',
            src: 'removeRevision',
            input: ({ context }) => ({ id: currentHistoryQuestion(context)?.revision ?? unreachable() }),
            onDone: { target: 'idle', actions: ['markRemoved', 'toastRemoved'] },
            onError: { target: 'idle', actions: 'toastRemoveFailure' },
          },
        },
      },
    },
  },
});

/** The failed load's message: a shown refusal as the server worded it, else the load error. */
function loadFailureText(shown: readonly RefusalCode[], error: unknown): string {
  const code = refusalCodeOf(error);
  const detail = shownDetailOf(error);
  return detail !== undefined && shown.some((refusal) => refusal === code) ? detail : m.historyLoadFailed;
}

/** What the history review shows (docs/progress.md#history-detail). */
export type HistoryReviewView = {
  /** The history loading, its load failure with Reload, an exam without questions, or a question. */
  screen: 'loading' | 'failed' | 'empty' | 'reviewing';
  /** The moves and the revision toggle wait: a save or a removal is under way, or there is nothing to review. */
  busy: boolean;
};

export function historyReviewViewOf(snapshot: SnapshotFrom<typeof historyReviewMachine>): HistoryReviewView {
  const screen = (['loading', 'failed', 'empty'] as const).find((state) => snapshot.matches(state)) ?? 'reviewing';
  return { screen, busy: !snapshot.matches({ reviewing: 'idle' }) };
}

export function currentHistoryQuestion(context: Pick<HistoryReviewContext, 'history' | 'index'>): HistoryQuestion | undefined {
  return context.history?.questions[context.index];
}

/** The counter beside the buttons: '3 / 10', counted within the filter. */
export function historyPosition(context: Pick<HistoryReviewContext, 'history' | 'index'> & Partial<Pick<HistoryReviewContext, 'filter'>>): string {
  const shown = filteredIndices(context.history, context.filter ?? 'all');
  return `${shown.length === 0 ? 0 : shown.indexOf(context.index) + 1} / ${shown.length}`;
}

/** How many questions each filter walks: the filter buttons' counts. */
export function historyFilterCounts(history: ExamHistory | null): Record<HistoryFilter, number> {
  const count = (filter: HistoryFilter) => filteredIndices(history, filter).length;
  return { all: count('all'), wrong: count('wrong'), skipped: count('skipped'), slow: count('slow') };
}

/**
 * The indices of the questions a filter walks, in order. Wrong is an answer whose option is not
 * the right one, where the answer is shown (not held back); skipped is no answer; slow is an answer
 * that took longer than the exam's pace (isSlow).
 */
function filteredIndices(history: ExamHistory | null, filter: HistoryFilter): number[] {
  const questions = history?.questions ?? [];
  const pace = history === null ? null : examPaceMs(history.exam);
  const indices: number[] = [];
  questions.forEach((question, i) => {
    const wrong = question.option !== null && !isAnswerHeld(question) && !question.options.some((option) => option.id === question.option && option.is_answer);
    const walked = { all: true, wrong, skipped: question.option === null, slow: isSlow(question, pace) }[filter];
    if (walked) indices.push(i);
  });
  return indices;
}

/**
 * The exam's time for one question (ms): its whole time over its questions (docs/exam.md#question-time);
 * null without a start, an end or questions.
 */
export function examPaceMs(exam: Pick<HistoryExam, 'start_time' | 'end_time' | 'total_question'>): number | null {
  if (exam.start_time === null || exam.end_time === null || exam.total_question <= 0) return null;
  const whole = Date.parse(exam.end_time) - Date.parse(exam.start_time);
  return Number.isFinite(whole) && whole > 0 ? whole / exam.total_question : null;
}

/** Answered, with its time known, and slower than the exam's pace: at that speed the exam's time runs out first. */
export function isSlow(question: Pick<HistoryQuestion, 'option' | 'time_spent_ms'>, paceMs: number | null): boolean {
  return paceMs !== null && question.option !== null && question.time_spent_ms != null && question.time_spent_ms > paceMs;
}

/**
 * The review's line of a question's time (docs/progress.md#history-filters): 'Time on this question:
 * 1 min 12 s', with the exam's pace after a slow one; null when the time is not known.
 */
export function historyTimeLine(question: Pick<HistoryQuestion, 'option' | 'time_spent_ms'>, exam: Pick<HistoryExam, 'start_time' | 'end_time' | 'total_question'>): string | null {
  if (question.time_spent_ms == null) return null;
  const spent = m.historyTimeSpent(durationText(question.time_spent_ms));
  const pace = examPaceMs(exam);
  return isSlow(question, pace) && pace !== null ? `${spent} ${m.historySlowerThanPace(durationText(pace))}` : spent;
}

/** '45 sec', '1 min 12 sec' in the page's language (Intl's short units), to the second. */
function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const unit = (n: number, unit: 'minute' | 'second') => formatNumber(n, { style: 'unit', unit, unitDisplay: 'short' });
  if (seconds < 60) return unit(seconds, 'second');
  const rest = seconds % 60;
  return rest === 0 ? unit(seconds / 60, 'minute') : `${unit(Math.floor(seconds / 60), 'minute')} ${unit(rest, 'second')}`;
}

/**
 * True when the server held the question's answer back (it is also in an exam the learner can
 * still answer): no option is marked right, which a stored question never is otherwise.
 */
export function isAnswerHeld(question: HistoryQuestion): boolean {
  return !question.options.some((option) => option.is_answer);
}

/**
 * Why a held answer is not shown (docs/progress.md#history-detail): a submitted contest sitting is
 * over for its learner, and waits for the contest to end, not for an exam they are still taking (issue 28 item 18).
 */
export function heldAnswerMessage(exam: Pick<HistoryExam, 'contest_role'> | undefined): string {
  return exam?.contest_role === 'sitting' ? contestMessages.sittingHeld : m.answerHeldBack;
}

export function canGoInHistory(context: Pick<HistoryReviewContext, 'history' | 'index'> & Partial<Pick<HistoryReviewContext, 'filter'>>, move: Move): boolean {
  return targetIndex(context, move) !== null;
}

/** The header's rows: exam type, subject, start and end (N/A when missing) and the counts. */
export function historyHeader(exam: HistoryExam): Array<{ label: string; value: string }> {
  return [
    { label: m.historyHeaderExamType, value: examTypeName(exam.type) },
    { label: m.historyHeaderSubject, value: exam.subjects.length === 0 ? m.historyHeaderNotAvailable : exam.subjects.join(', ') },
    { label: m.historyHeaderStartTime, value: formatDhakaDateTime(exam.start_time) },
    { label: m.historyHeaderEndTime, value: formatDhakaDateTime(exam.end_time) },
    { label: m.historyHeaderTotalQuestions, value: formatDigits(exam.total_question) },
    { label: m.historyHeaderCorrect, value: formatDigits(exam.right) },
    { label: m.historyHeaderUnattempted, value: formatDigits(exam.not_answered) },
    { label: m.historyHeaderWrong, value: formatDigits(exam.wrong) },
  ];
}

function targetIndex(context: Pick<HistoryReviewContext, 'history' | 'index'> & Partial<Pick<HistoryReviewContext, 'filter'>>, move: Move): number | null {
  const shown = filteredIndices(context.history, context.filter ?? 'all');
  const last = shown.length - 1;
  if (last < 0) return null;
  const at = shown.indexOf(context.index);
  const position = { first: 0, back: at - 1, next: at + 1, last }[move];
  const target = shown[position];
  return target === undefined || position < 0 || target === context.index ? null : target;
}

function withRevision(context: HistoryReviewContext, revision: number | null): ExamHistory | null {
  const { history, index } = context;
  if (history === null) return null;
  return { ...history, questions: history.questions.map((q, i) => (i === index ? { ...q, revision } : q)) };
}

function unreachable(): never {
  throw new Error('unreachable: a reviewed exam has a current question');
}
