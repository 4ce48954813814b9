// The contest list machine's actors against the gateway (web/src/contest/operations.graphql), and
// the one adapter from the generated Contest to the engine's ContestListEntry.
import type { ContestListEntry, ContestListing, OpenedContestExam } from '@proshno/engine';
import type { Client } from 'urql';
import { ContestsDocument, JoinContestDocument, PractiseContestDocument, RegisterForContestDocument, type ContestsQuery, type ExamSheetFieldsFragment } from '../generated/graphql';
import { handOverExamSheet } from '../exam/sheetPreload';
import { dataOf } from '../graphql/serverError';

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
