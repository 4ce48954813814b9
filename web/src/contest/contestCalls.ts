// The contest feature's one adapter between the gateway (web/src/contest/operations.graphql) and the
// engine: the contest list machine's actors, and the generated Contest, result, merit list and
// reviewed paper mapped to the engine's own types.
import {
  contestReviewOf,
  type ContestListEntry,
  type ContestListing,
  type ContestResultFacts,
  type ExamHistory,
  type MeritListFacts,
  type MeritRowFacts,
  type OpenedContestExam,
} from '@proshno/engine';
import type { Client } from 'urql';
import {
  ContestReviewDocument,
  ContestsDocument,
  JoinContestDocument,
  PractiseContestDocument,
  RegisterForContestDocument,
  type ContestMeritListQuery,
  type ContestResultQuery,
  type ContestReviewQuery,
  type ContestsQuery,
  type ExamSheetFieldsFragment,
  type MeritRowFieldsFragment,
} from '../generated/graphql';
import { handOverExamSheet } from '../exam/sheetPreload';
import { dataOf } from '../graphql/serverError';
import { loadHistory } from '../progress/history/historyCalls';

/** The gateway's Contest as the engine's card reads it. */
export function contestEntryOf(contest: ContestsQuery['contests'][number]): ContestListEntry {
  return {
    id: contest.id,
    title: contest.title,
    status: contest.status,
    start_time: contest.start_time,
    end_time: contest.end_time,
    is_registered: contest.is_registered,
    results_ready: contest.results_ready,
    sitting: contest.sitting ?? null,
    template_name: contest.template_name,
    university: contest.university ?? null,
    unit: contest.unit ?? null,
    year: contest.year ?? null,
    subjects: contest.subjects,
    duration: contest.duration,
    total_question: contest.total_question,
    mark_per_qn: contest.mark_per_qn,
    negative_mark_per_qn: contest.negative_mark_per_qn ?? null,
    registered_count: contest.registered_count,
  };
}

/** docs/contest.md#server-clock: the list and the server's time in one request, with the web's clock either side of it. */
export async function loadContests(client: Client): Promise<ContestListing> {
  const sentAt = Date.now();
  const { contests, serverTime } = await dataOf(client.query(ContestsDocument, {}, { requestPolicy: 'network-only' }).toPromise());
  return { contests: contests.map(contestEntryOf), serverTime, sentAt, receivedAt: Date.now() };
}

export async function registerForContest(client: Client, contest: number): Promise<void> {
  await dataOf(client.mutation(RegisterForContestDocument, { id: contest }).toPromise());
}

/** docs/contest.md#join-hand-over: the sitting with its question set, handed to the exam screen. */
export async function joinContest(client: Client, contest: number): Promise<OpenedContestExam> {
  const { joinContest: exam } = await dataOf(client.mutation(JoinContestDocument, { id: contest }).toPromise());
  return handedOver(exam);
}

/** The practice attempt of a finished contest, handed over the same way. */
export async function practiseContest(client: Client, contest: number): Promise<OpenedContestExam> {
  const { practiseContest: exam } = await dataOf(client.mutation(PractiseContestDocument, { id: contest }).toPromise());
  return handedOver(exam);
}

function handedOver(exam: { id: number; sheet: ExamSheetFieldsFragment }): OpenedContestExam {
  handOverExamSheet(exam.id, exam.sheet);
  return { examId: exam.id };
}

/** The gateway's result as the engine's result page reads it (docs/contest.md#learner-result). */
export function contestResultOf(result: ContestResultQuery['contestResult']): ContestResultFacts {
  return {
    score: result.score,
    rank: result.rank,
    percentile: result.percentile,
    time_used: result.time_used,
    right: result.right,
    wrong: result.wrong,
    not_answered: result.not_answered,
    subject_result: result.subject_result.map(({ subject, score, rank }) => ({ subject, score, rank })),
    highest_score: result.highest_score,
    average_score: result.average_score,
    ranked_count: result.ranked_count,
  };
}

/** The gateway's merit list as the engine's merit page reads it (docs/contest.md#merit-list). */
export function meritListOf(list: ContestMeritListQuery['contestMeritList']): MeritListFacts {
  const row = ({ rank, full_name, score, percentile, time_used, is_me }: MeritRowFieldsFragment): MeritRowFacts => ({ rank, full_name, score, percentile, time_used, is_me });
  return {
    count: list.count,
    page: list.page,
    page_size: list.page_size,
    results: list.results.map(row),
    me: list.me == null ? null : row(list.me),
    neighbourhood: list.neighbourhood.map(row),
  };
}

/** The paper, with the caller's own choices from their sitting's history when they sat it (issue 28 item 7). */
export async function loadContestReview(client: Client, contest: number): Promise<ExamHistory> {
  const data = await dataOf(client.query(ContestReviewDocument, { id: contest }, { requestPolicy: 'network-only' }).toPromise());
  const sitting = data.contest.sitting;
  return contestReviewOf(paperOf(data), sitting === null || sitting === undefined ? null : await loadHistory(client, sitting.id));
}

function paperOf({ contest: facts, contestReview }: ContestReviewQuery): ExamHistory {
  return {
    exam: {
      id: facts.id,
      type: facts.title,
      subjects: facts.subjects.map((s) => s.subject.name),
      start_time: facts.start_time,
      end_time: facts.end_time,
      total_question: facts.total_question,
      right: 0,
      wrong: 0,
      not_answered: 0,
    },
    questions: contestReview.map((question) => ({
      id: question.id,
      subject: question.subject.name,
      language: question.language,
      fallback: question.fallback,
      question_data: question.question_data,
      explanation_data: question.explanation_data ?? [],
      options: question.options.map((option) => ({ id: option.id, data: option.data, is_answer: option.is_answer === true })),
      option: null,
      revision: null,
    })),
  };
}
