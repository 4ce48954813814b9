// What the contest result, merit list and review pages show (docs/contest.md#result-screens), as
// pure functions of the gateway's answers; the web prints the lines as they are.
import { formatScore } from '../exam/score';
import { formatDigits } from '../i18n/format';
import type { ExamHistory, HistoryExam } from '../progress/historyReviewMachine';
import { formatDhakaDateTime } from '../shell/time';
import { formatCountdown } from './contestCard';
import { contestMessages } from './messages';

/** docs/contest.md#server-clock: server time minus the web's clock halfway through the request (ms). */
export function clockOffset(serverInstant: string, sentAtMs: number, receivedAtMs: number): number {
  const server = Date.parse(serverInstant);
  return Number.isNaN(server) ? 0 : Math.round(server - (sentAtMs + receivedAtMs) / 2);
}

/** The paths of a contest's pages (docs/shell.md#routes). */
export const contestPaths = {
  result: (id: number) => `/contest/${id}/result`,
  meritList: (id: number, page = 1) => (page === 1 ? `/contest/${id}/merit-list` : `/contest/${id}/merit-list?page=${page}`),
  review: (id: number) => `/contest/${id}/review`,
} as const;

/** A whole-seconds duration as the countdown is written: `H:MM:SS`. */
export const formatTimeUsed = (seconds: number): string => formatCountdown(seconds);

/** The caller's contest result as the engine reads it; web/src/contest/contestCalls.ts maps the gateway's to it. */
export type ContestResultFacts = {
  score: number;
  rank: number;
  percentile: number;
  time_used: number;
  right: number;
  wrong: number;
  not_answered: number;
  subject_result: readonly { subject: string; score: number; rank: number }[];
  highest_score: number;
  average_score: number;
  ranked_count: number;
};

export type ContestResultView = {
  /** The learner's own figures, label then value. */
  mine: ReadonlyArray<{ label: string; value: string }>;
  subjects: ReadonlyArray<{ subject: string; score: string; rank: string }>;
  /** The contest's highest and average score, of how many learners. */
  contest: ReadonlyArray<{ label: string; value: string }>;
};

/** docs/contest.md#learner-result */
export function contestResultView(result: ContestResultFacts): ContestResultView {
  const m = contestMessages;
  return {
    mine: [
      { label: m.score, value: formatScore(result.score) },
      { label: m.rank, value: m.rankOf(result.rank, result.ranked_count) },
      { label: m.percentile, value: formatDigits(result.percentile.toFixed(2)) },
      { label: m.timeUsed, value: formatTimeUsed(result.time_used) },
      { label: m.right, value: formatDigits(result.right) },
      { label: m.wrong, value: formatDigits(result.wrong) },
      { label: m.unanswered, value: formatDigits(result.not_answered) },
    ],
    subjects: result.subject_result.map((s) => ({ subject: s.subject, score: formatScore(s.score), rank: formatDigits(s.rank) })),
    contest: [
      { label: m.highestScore, value: formatScore(result.highest_score) },
      { label: m.averageScore, value: formatScore(result.average_score) },
      { label: m.learnersRanked, value: formatDigits(result.ranked_count) },
    ],
  };
}

/** One merit-list row and a page of them as the engine reads them; web/src/contest/contestCalls.ts maps the gateway's. */
export type MeritRowFacts = { rank: number; full_name: string; score: number; percentile: number; time_used: number; is_me: boolean };
export type MeritListFacts = {
  count: number;
  page: number;
  page_size: number;
  results: readonly MeritRowFacts[];
  me?: MeritRowFacts | null;
  neighbourhood: readonly MeritRowFacts[];
};

/** One row as shown: no e-mail or id of anyone (docs/contest.md#merit-list). */
export type MeritRowView = { key: string; rank: string; name: string; score: string; percentile: string; timeUsed: string; isCaller: boolean };

export type MeritListView = {
  rows: readonly MeritRowView[];
  /** The caller's row with 5 above and 5 below, when the caller is not on the page shown; null otherwise. */
  neighbourhood: readonly MeritRowView[] | null;
  /** 'Page 1 of 3' */
  position: string;
  page: number;
  pageCount: number;
  previous: number | null;
  next: number | null;
  /** 'No one has been ranked in this contest.' when nobody is; null otherwise. */
  empty: string | null;
};

/** docs/contest.md#merit-list */
export function meritListView(list: MeritListFacts): MeritListView {
  const pageCount = Math.max(1, Math.ceil(list.count / list.page_size));
  const page = Math.min(Math.max(1, list.page), pageCount);
  const row = (r: MeritRowFacts, i: number): MeritRowView => ({
    key: `${r.rank}-${i}-${r.is_me ? 'me' : ''}`,
    rank: formatDigits(r.rank),
    name: r.full_name,
    score: formatScore(r.score),
    percentile: formatDigits(r.percentile.toFixed(2)),
    timeUsed: formatTimeUsed(r.time_used),
    isCaller: r.is_me,
  });
  const callerOnPage = list.results.some((r) => r.is_me);
  return {
    rows: list.results.map(row),
    neighbourhood: callerOnPage || list.neighbourhood.length === 0 ? null : list.neighbourhood.map(row),
    position: contestMessages.pagePosition(page, pageCount),
    page,
    pageCount,
    previous: page > 1 ? page - 1 : null,
    next: page < pageCount ? page + 1 : null,
    empty: list.count === 0 ? contestMessages.nobodyRanked : null,
  };
}

/** The page asked for in `?page=n`: a whole number from 1, else 1. */
export function meritPageOf(search: string): number {
  const raw = /(?:^|[?&])page=([^&#]*)/.exec(search)?.[1];
  const page = raw === undefined || raw === '' ? 1 : Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The review's header (docs/contest.md#result-screens): the contest's title (carried as the
 * reviewed exam's type), subjects, start, end and number of questions; no counts of answers,
 * since the review is the contest's paper, not the caller's sitting.
 */
export function contestReviewHeader(exam: Pick<HistoryExam, 'type' | 'subjects' | 'start_time' | 'end_time' | 'total_question'>): Array<{ label: string; value: string }> {
  const m = contestMessages;
  return [
    { label: m.reviewContest, value: exam.type },
    { label: m.reviewSubject, value: exam.subjects.length === 0 ? m.reviewNoSubject : exam.subjects.join(', ') },
    { label: m.reviewStartTime, value: formatDhakaDateTime(exam.start_time) },
    { label: m.reviewEndTime, value: formatDhakaDateTime(exam.end_time) },
    { label: m.reviewTotalQuestions, value: formatDigits(exam.total_question) },
  ];
}

/**
 * The contest's review with the caller's own answers (issue 28 item 7): the paper as the contest
 * review reads it, each question with the choice and the revision item of the caller's sitting as
 * History reads them for that sitting, and the sitting's counts; the paper alone for a learner who
 * did not sit it.
 */
export function contestReviewOf(paper: ExamHistory, sitting: ExamHistory | null): ExamHistory {
  if (sitting === null) return paper;
  const mine = new Map(sitting.questions.map((q) => [q.id, q]));
  return {
    exam: { ...paper.exam, right: sitting.exam.right, wrong: sitting.exam.wrong, not_answered: sitting.exam.not_answered },
    questions: paper.questions.map((q) => {
      const sat = mine.get(q.id);
      return sat === undefined ? q : { ...q, option: sat.option, revision: sat.revision };
    }),
  };
}

/** Whether the review shows the caller's choices: only when they sat the contest, whose finished sitting counts every question. */
export function contestReviewShowsChoice(exam: Pick<HistoryExam, 'right' | 'wrong' | 'not_answered'>): boolean {
  return exam.right + exam.wrong + exam.not_answered > 0;
}
