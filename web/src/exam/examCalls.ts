// The exam machine's actors against the gateway (web/src/exam/operations.graphql).
import {
  ExamNotStartedError,
  imagePathsOf,
  isRefusal,
  refusalCodes,
  SaveError,
  sentTimeSpent,
  type AnswerSave,
  type BookmarkWish,
  type ExamData,
  type ExamId,
  type ExamLoad,
  type ExamResult,
  type ScriptAnswer,
} from '@proshno/engine';
import type { Client } from 'urql';
import {
  CancelExamDocument,
  ExamSheetDocument,
  ExamStartDocument,
  SaveAnswerDocument,
  SetBookmarkDocument,
  SubmitExamDocument,
  type ResultFieldsFragment,
} from '../generated/graphql';
import { hasMath, loadTemml } from '../content/ContentParts';
import { dataOf, refusalCodeOf } from '../graphql/serverError';
import { prepareOffline } from '../shell/pwa/newVersion';
import { keepExamImages } from './examImages';
import { takePreloadedExamSheet } from './sheetPreload';

export async function loadExam(client: Client, examId: number): Promise<ExamLoad> {
  const sheet = takePreloadedExamSheet(examId) ?? dataOf(client.query(ExamSheetDocument, { id: examId }, { requestPolicy: 'network-only' }).toPromise()).then((answer) => answer.examSheet);
  const examSheet = await sheet.catch((error: unknown) => notStartedOr(client, examId, error));
  const exam = examDataOf(examSheet.result, examSheet.subjects);
  // Formulas paint at their final size in the first frame (no layout shift when math arrives): an
  // exam with any formula waits for the renderer with its questions. Without it the TeX shows.
  const parts = examSheet.questions.flatMap(({ question }) => [question.question_data, ...question.options.map((option) => option.data), question.explanation_data ?? []]);
  if (parts.some(hasMath)) await loadTemml().catch(() => undefined);
  // Its pictures are kept on the device for a reload offline (docs/exam.md#image-offline), and the
  // app's code for the exam now, not once the page settles (docs/shell.md#offline-first).
  keepExamImages(imagePathsOf(parts));
  prepareOffline();
  return {
    exam,
    questions: examSheet.questions.map(({ question, option, bookmarked }) => ({
      id: question.id,
      language: question.language,
      fallback: question.fallback,
      question_data: question.question_data,
      options: question.options,
      option: option ?? null,
      explanation_data: question.explanation_data ?? null,
      subject: question.subject.name,
      bookmarked,
    })),
    result: exam.status === 'finished' ? resultOf(examSheet.result) : null,
  };
}

/** A refusal before a scheduled exam's start becomes ExamNotStartedError with that start; anything else is rethrown. */
async function notStartedOr(client: Client, examId: number, error: unknown): Promise<never> {
  if (!isRefusal(error, refusalCodes.notStarted)) throw error;
  const start = await client.query(ExamStartDocument, { id: examId }, { requestPolicy: 'network-only' }).toPromise();
  const startsAt = start.data?.examResult.exam.start_time;
  throw typeof startsAt === 'string' ? new ExamNotStartedError(startsAt) : error;
}

export async function submitScript(client: Client, examId: number, answers: ScriptAnswer[]): Promise<ExamResult> {
  const script = answers.map(({ question, option, chosenAt, spentMs }) => ({
    question,
    option,
    ...(chosenAt === undefined ? {} : { chosen_at: new Date(chosenAt).toISOString() }),
    ...(spentMs === undefined ? {} : { time_spent_ms: sentTimeSpent(spentMs) }),
  }));
  const { submitExam } = await dataOf(client.mutation(SubmitExamDocument, { exam: examId, answers: script }).toPromise());
  return resultOf(submitExam);
}

export async function cancelExam(client: Client, examId: number): Promise<void> {
  await dataOf(client.mutation(CancelExamDocument, { id: examId }).toPromise());
}

/**
 * One idempotent write, with when it was chosen (docs/exam.md#latest-choice); a failure carries the
 * refusal's code, from which the queue's one rule decides (docs/exam.md#save-outcome).
 */
export async function saveAnswer(client: Client, save: AnswerSave): Promise<void> {
  const { error } = await client
    .mutation(SaveAnswerDocument, {
      exam: save.examId,
      question: save.questionId,
      option: save.option,
      chosenAt: save.chosenAt === undefined ? null : new Date(save.chosenAt).toISOString(),
      // docs/exam.md#question-time: how long the question was on screen before this choice.
      timeSpentMs: save.spentMs === undefined ? null : sentTimeSpent(save.spentMs),
    })
    .toPromise();
  if (error !== undefined) throw new SaveError(error.message, refusalCodeOf(error));
}

/** One idempotent bookmark write (docs/exam.md#bookmarks-on-server); a failure carries the refusal's code. */
export async function setBookmark(client: Client, bookmark: BookmarkWish & { examId: ExamId }): Promise<void> {
  const { error } = await client.mutation(SetBookmarkDocument, { exam: bookmark.examId, question: bookmark.questionId, bookmarked: bookmark.bookmarked }).toPromise();
  if (error !== undefined) throw new SaveError(error.message, refusalCodeOf(error));
}

function examDataOf({ exam }: ResultFieldsFragment, subjects: string[]): ExamData {
  return {
    id: exam.id,
    title: exam.title,
    type: { id: exam.type.id, name: exam.type.name },
    status: exam.status,
    timelimit: exam.timelimit,
    time_remaining: exam.time_remaining,
    mark_per_qn: exam.mark_per_qn,
    negative_mark_per_qn: exam.negative_mark_per_qn ?? null,
    subjects,
    university: exam.university ?? null,
    unit: exam.unit ?? null,
    contest_role: exam.contest_role ?? null,
  };
}

function resultOf({ exam, subject_result, pass }: ResultFieldsFragment): ExamResult {
  return {
    time_remaining: exam.time_remaining,
    mark_per_qn: exam.mark_per_qn,
    negative_mark_per_qn: exam.negative_mark_per_qn ?? null,
    subject_result,
    pass:
      pass == null
        ? null
        : { ...pass, pass_mark: pass.pass_mark ?? null, subjects: pass.subjects.map((s) => ({ ...s, pass_mark: s.pass_mark ?? null, passed: s.passed ?? null })) },
  };
}
