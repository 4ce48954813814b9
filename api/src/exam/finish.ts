// Finishing an exam (docs/exam.md#lifecycle): the server counts right, wrong and unanswered
// per subject from the saved answers, once, and the exam becomes read-only. Time-up finishes an
// exam lazily on the next read, so a learner who never submits still gets a result.
import { scoreOf, totalsOf } from '@proshno/engine';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf, run, statement } from '../db/prepared';
import { options, questions, subjects } from '../db/practiceSchema';
import { examAnswers, examQuestions, examSubjectResults, exams } from '../db/examSchema';
import type { JsonResponse } from '../http/route';
import { rateFinishedExam } from '../progress/ratings';
import { examJson, questionCounts, type ExamRow } from './examRecords';
import { isPastGrace, openSinceOf } from './examClock';
import { heldForEveryone, ownContestOf } from './heldAnswers';

export type ExamResultJson = JsonResponse<'getExamResult', 200>;

/**
 * Marks the exam finished at `at` and stores its subject results. The exam row is locked and
 * its status checked inside one transaction, so of two submits only the first counts.
 */
export async function finishExam(db: Db, examId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [exam] = await tx
      .select()
      .from(exams)
      .where(and(eq(exams.id, examId), eq(exams.status, 'created')))
      .for('update');
    if (exam) await finishLockedExam(tx, exam, at);
  });
}

/**
 * finishExam for an exam the caller has already locked in `tx` and found 'created' (a submit reads
 * and locks its exam once); returns the finished row.
 */
export async function finishLockedExam(tx: Db, exam: ExamRow, at: Date): Promise<ExamRow> {
  return (await finishLockedExamWithResult(tx, exam, at)).exam;
}

/** What finishing wrote: the finished row, its question count and its subject results in order. */
export type Finished = { exam: ExamRow; totalQuestion: number; subjectResults: SubjectResult[] };

type SubjectResult = { subjectId: number; subjectName: string; right: number; wrong: number; notAnswered: number };

type ScriptRow = { questionId: number; subjectId: number; subject: string; isAnswer: boolean | null };

/**
 * Every question of an exam in its order, with its subject and whether its saved option is right
 * (null when unanswered, and for a question held for everyone by a contest other than the sitting's
 * own, exam/heldAnswers.ts, docs/contest.md#held-scoring): prepared once, as a submit runs it
 * (docs/architecture.md#hot-path).
 */
const scriptOfExam = statement(
  'exam_finish_script',
  sql`SELECT ${examQuestions.questionId} AS "questionId", ${subjects.id} AS "subjectId", ${subjects.name} AS "subject", ${options.isAnswer} AS "isAnswer"
    FROM ${examQuestions}
    INNER JOIN ${questions} ON ${questions.id} = ${examQuestions.questionId}
    INNER JOIN ${subjects} ON ${subjects.id} = ${questions.subjectId}
    LEFT JOIN ${examAnswers} ON ${examAnswers.examId} = ${examQuestions.examId} AND ${examAnswers.questionId} = ${examQuestions.questionId}
    LEFT JOIN ${options} ON ${options.id} = ${examAnswers.optionId}
      AND NOT ${heldForEveryone(examQuestions.questionId, sql`${sql.placeholder('openSince')}::timestamptz`, sql`${sql.placeholder('ownContest')}`)}
    WHERE ${examQuestions.examId} = ${sql.placeholder('examId')}
    ORDER BY ${examQuestions.position}`,
);

/** finishLockedExam, answering also what it stored, so a submit answers without reading it back. */
export async function finishLockedExamWithResult(tx: Db, exam: ExamRow, at: Date): Promise<Finished> {
  const examId = exam.id;
  const left = exam.endTime === null ? 0 : Math.floor((exam.endTime.getTime() - at.getTime()) / 1000);
  const [finished] = await tx
    .update(exams)
    .set({ status: 'finished', finishedAt: at, updatedAt: at, timeRemainingAtFinish: Math.max(0, left) })
    .where(eq(exams.id, examId))
    .returning();
  // One read serves the subject results and the ratings: every question in the exam's order, with
  // whether its saved option is right (null when unanswered).
  const rows = rowsOf<ScriptRow>(
    await run(tx, scriptOfExam, { examId, openSince: openSinceOf(at).toISOString(), ownContest: ownContestOf(exam) }),
  );
  const bySubject = new Map<number, SubjectResult>();
  for (const row of rows) {
    const counts = bySubject.get(row.subjectId) ?? { subjectId: row.subjectId, subjectName: row.subject, right: 0, wrong: 0, notAnswered: 0 };
    if (row.isAnswer === true) counts.right += 1;
    else if (row.isAnswer === false) counts.wrong += 1;
    else counts.notAnswered += 1;
    bySubject.set(row.subjectId, counts);
  }
  const subjectResults = [...bySubject.values()];
  if (subjectResults.length > 0) {
    await tx.insert(examSubjectResults).values(subjectResults.map((counts) => ({ examId, ...counts })));
  }
  // The leaderboard's ratings move with the finish, never apart from it (docs/decisions.md#elo).
  // Last in the transaction: the question ratings it locks, which concurrent finishes share, are
  // then held only until the commit that follows.
  // Every question goes, answered or not: the review shows each one's key from now on.
  await rateFinishedExam(tx, exam, rows.map((r) => ({ questionId: r.questionId, right: r.isAnswer })), at);
  return { exam: finished ?? exam, totalQuestion: rows.length, subjectResults };
}

/** Finishes a started exam whose time (plus grace) ran out; returns the exam as it now is. */
export async function settleExam(db: Db, exam: ExamRow, now: Date): Promise<ExamRow> {
  if (exam.status !== 'created' || !isPastGrace(exam.endTime, now)) return exam;
  await finishExam(db, exam.id, now);
  const [fresh] = await db.select().from(exams).where(eq(exams.id, exam.id));
  return fresh ?? exam;
}

/** The exam with its subject results, totals and score (all zero before it finishes). */
export async function resultJson(db: Db, exam: ExamRow, now: Date): Promise<ExamResultJson> {
  const [total, results] = await Promise.all([
    questionCounts(db, [exam.id]),
    db.select().from(examSubjectResults).where(eq(examSubjectResults.examId, exam.id)).orderBy(asc(examSubjectResults.id)),
  ]);
  return resultOf(exam, total.get(exam.id) ?? 0, results, now);
}

/** resultJson of an exam this request has just finished, from what finishing wrote. */
export function finishedResultJson(finished: Finished, now: Date): ExamResultJson {
  return resultOf(finished.exam, finished.totalQuestion, finished.subjectResults, now);
}

function resultOf(exam: ExamRow, totalQuestion: number, results: Omit<SubjectResult, 'subjectId'>[], now: Date): ExamResultJson {
  const subjectResult = results.map((r) => ({
    subject: r.subjectName,
    right: r.right,
    wrong: r.wrong,
    not_answered: r.notAnswered,
  }));
  const totals = totalsOf(subjectResult);
  return {
    ...examJson(exam, totalQuestion, now),
    subject_result: subjectResult,
    prev_subject_result: totals,
    score: scoreOf(totals, { mark_per_qn: exam.markPerQn, negative_mark_per_qn: exam.negativeMarkPerQn }),
  };
}
