// The history review machine's actors against the gateway (./operations.graphql).
import type { ExamHistory } from '@proshno/engine';
import type { Client } from 'urql';
import { ExamHistoryDetailDocument, HistoryRemoveRevisionDocument, HistorySaveRevisionDocument } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

export async function loadHistory(client: Client, examId: number): Promise<ExamHistory> {
  const { examHistoryDetail } = await dataOf(client.query(ExamHistoryDetailDocument, { id: examId }, { requestPolicy: 'network-only' }).toPromise());
  const { result, subjects, questions } = examHistoryDetail;
  return {
    exam: {
      id: result.exam.id,
      type: result.exam.type.name,
      subjects,
      start_time: result.exam.start_time ?? null,
      end_time: result.exam.end_time ?? null,
      total_question: result.exam.total_question,
      right: result.prev_subject_result.right,
      wrong: result.prev_subject_result.wrong,
      not_answered: result.prev_subject_result.not_answered,
      contest_role: result.exam.contest_role ?? null,
      mark_per_qn: result.exam.mark_per_qn,
      negative_mark_per_qn: result.exam.negative_mark_per_qn ?? null,
    },
    questions: questions.map(({ question, option, revision, time_spent_ms }) => ({
      id: question.id,
      subject: question.subject.name,
      language: question.language,
      fallback: question.fallback,
      question_data: question.question_data,
      explanation_data: question.explanation_data ?? [],
      options: question.options.map((option) => ({ id: option.id, data: option.data, is_answer: option.is_answer === true })),
      option: option ?? null,
      revision: revision ?? null,
      topic: question.topic_ref,
      time_spent_ms: time_spent_ms ?? null,
    })),
  };
}

export async function saveRevision(client: Client, question: number): Promise<{ id: number; detail: string | null }> {
  const { saveRevision: saved } = await dataOf(client.mutation(HistorySaveRevisionDocument, { question }).toPromise());
  return { id: saved.id, detail: saved.detail };
}

export async function removeRevision(client: Client, id: number): Promise<void> {
  await dataOf(client.mutation(HistoryRemoveRevisionDocument, { id }).toPromise());
}
