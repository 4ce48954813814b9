// The random-test machine's actors against the gateway (web/src/practice/random/operations.graphql).
import type { CreatedExam, Language, RandomTestRow } from '@proshno/engine';
import type { Client } from 'urql';
import {
  CancelRandomExamDocument,
  CreateRandomExamDocument,
  RandomTestExamTypesDocument,
  ScheduleRandomExamDocument,
  StartRandomExamDocument,
  type ExamSubjectInput,
} from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

/**
 * The exam is titled after its type, read from the exam-type list the learner chose from (urql's
 * cache of the Exam Type select), else 'Random Test'.
 */
export async function createExam(client: Client, examType: number): Promise<CreatedExam> {
  const types = client.readQuery(RandomTestExamTypesDocument, {})?.data?.examTypes ?? [];
  const title = types.find((type) => type.id === examType)?.name ?? 'Random Test';
  const { createExam: exam } = await dataOf(client.mutation(CreateRandomExamDocument, { type: examType, title }).toPromise());
  return exam;
}

/** `nearLevel` draws the questions near the learner's level (docs/learning.md#near-level). */
export async function startExam(client: Client, examId: number, rows: readonly RandomTestRow[], version: Language, nearLevel: boolean): Promise<void> {
  await dataOf(client.mutation(StartRandomExamDocument, { exam: examId, subjects: rows.map(subjectOf), version, nearLevel }).toPromise());
}

/** `startTime` is epoch milliseconds; the gateway takes ISO-8601 UTC. */
export async function scheduleExam(
  client: Client,
  examId: number,
  rows: readonly RandomTestRow[],
  startTime: number,
  version: Language,
  nearLevel: boolean,
): Promise<void> {
  const start_time = new Date(startTime).toISOString();
  await dataOf(client.mutation(ScheduleRandomExamDocument, { exam: examId, subjects: rows.map(subjectOf), start_time, version, nearLevel }).toPromise());
}

/** Cancel leaves the screen; the exam made for the chosen type is deleted (docs/practice.md#random-test-flow). */
export async function cancelExam(client: Client, examId: number): Promise<void> {
  await dataOf(client.mutation(CancelRandomExamDocument, { id: examId }).toPromise());
}

function subjectOf(row: RandomTestRow): ExamSubjectInput {
  return { subject: row.subject, topic: row.topic, subtopic: row.subTopic, no_of_questions: row.noOfQuestion };
}
