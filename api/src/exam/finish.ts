// Finishing an exam (docs/exam.md#lifecycle): the server counts right, wrong and unanswered
// per subject from the saved answers, once, and the exam becomes read-only. An exam whose time ran
// out finishes as at the close of its answers (its end plus the grace), whoever writes it: the
// finish job (./finishJob.ts), or a late save, submit or subject choice that finds it so. Until
// then a read shows it as this finish will leave it (./examResult.ts, docs/exam.md#time-up-finish).
import { examPassOf, scoreOf, totalsOf } from '@proshno/engine';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf, run, statement } from '../db/prepared';
import { options, questions, subjects } from '../db/practiceSchema';
import { examAnswers, examQuestions, examSubjectResults, exams } from '../db/examSchema';
import type { JsonResponse } from '../http/route';
import { reviewFinishedExams } from '../learning/examReviews';
import { rateFinishedExam, type ScriptQuestion } from '../progress/ratings';
import { examJson, type ExamRow } from './examRecords';
import { answersCloseAt, isPastGrace, openSinceOf } from './examClock';
import { heldForEveryone, ownContestOf } from './heldAnswers';

export type ExamResultJson = JsonResponse<'getExamResult', 200>;

/**
 * Marks the exam finished as at `now` (finishTimeOf) and stores its subject results. The exam row
 * is locked and its status checked inside one transaction, so of two finishes only the first counts.
 */
export async function finishExam(db: Db, examId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [exam] = await tx
      .select()
      .from(exams)
      .where(and(eq(exams.id, examId), eq(exams.status, 'created')))
      .for('update');
    if (exam) await finishLockedExam(tx, exam, now);
  });
}

/**
 * finishExam for an exam the caller has already locked in `tx` and found 'created' (a submit reads
 * and locks its exam once); returns the finished row.
 */
export async function finishLockedExam(tx: Db, exam: ExamRow, now: Date): Promise<ExamRow> {
  return (await finishLockedExamWithResult(tx, exam, now)).exam;
}

/**
 * When an exam finishes if finished at `now`: then, or for one past its end plus the grace, the
 * moment its answers closed, so the finish is the same whenever it is written (docs/exam.md#time-up-finish).
 */
export function finishTimeOf(exam: Pick<ExamRow, 'endTime'>, now: Date): Date {
  return exam.endTime !== null && isPastGrace(exam.endTime, now) ? answersCloseAt(exam.endTime) : now;
}

/** The exam's columns once finished at `at`: the clock stops with the seconds it had left. */
export function finishedColumns(exam: Pick<ExamRow, 'endTime'>, at: Date) {
  const left = exam.endTime === null ? 0 : Math.floor((exam.endTime.getTime() - at.getTime()) / 1000);
  return { status: 'finished', finishedAt: at, updatedAt: at, timeRemainingAtFinish: Math.max(0, left) } as const;
}

/**
 * What finishing wrote (or, for a read, will write): the finished row, its question count, its
 * subject results in order and every question with whether it was answered right.
 */
export type Finished = { exam: ExamRow; totalQuestion: number; subjectResults: SubjectResult[]; script: ScriptQuestion[] };

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
export async function finishLockedExamWithResult(tx: Db, exam: ExamRow, now: Date): Promise<Finished> {
  const at = finishTimeOf(exam, now);
  const [finished] = await tx.update(exams).set(finishedColumns(exam, at)).where(eq(exams.id, exam.id)).returning();
  const outcome = await finishOf(tx, finished ?? exam, at);
  if (outcome.subjectResults.length > 0) {
    await tx.insert(examSubjectResults).values(outcome.subjectResults.map((counts) => ({ examId: exam.id, ...counts })));
  }
  // Every question answered is a review of the learner's card of it, a miss makes one (docs/learning.md#cards).
  await reviewFinishedExams(tx, [{ userId: exam.userId, script: outcome.script }], at);
  // The leaderboard's ratings move with the finish, never apart from it (docs/decisions.md#elo).
  // Last in the transaction: the question ratings it locks, which concurrent finishes share, are
  // then held only until the commit that follows.
  // Every question goes, answered or not: the review shows each one's key from now on.
  await rateFinishedExam(tx, exam, outcome.script, at);
  return outcome;
}

/**
 * What finishing `exam` (already in its finished columns) at `at` stores, computed from its saved
 * answers in one read: the finish and a read of an exam the clock has finished count alike.
 */
export async function finishOf(db: Db, exam: ExamRow, at: Date): Promise<Finished> {
  const rows = rowsOf<ScriptRow>(
    await run(db, scriptOfExam, { examId: exam.id, openSince: openSinceOf(at).toISOString(), ownContest: ownContestOf(exam) }),
  );
  const bySubject = new Map<number, SubjectResult>();
  for (const row of rows) {
    const counts = bySubject.get(row.subjectId) ?? { subjectId: row.subjectId, subjectName: row.subject, right: 0, wrong: 0, notAnswered: 0 };
    if (row.isAnswer === true) counts.right += 1;
    else if (row.isAnswer === false) counts.wrong += 1;
    else counts.notAnswered += 1;
    bySubject.set(row.subjectId, counts);
  }
  const script = rows.map((r) => ({ questionId: r.questionId, right: r.isAnswer }));
  return { exam, totalQuestion: rows.length, subjectResults: [...bySubject.values()], script };
}

/** The result of an exam finished by this request, or read, from what finishing wrote (or will write). */
export function finishedResultJson(finished: Finished, now: Date): ExamResultJson {
  return resultOf(finished.exam, finished.totalQuestion, finished.subjectResults, now);
}

/**
 * The exam with its subject results, totals and score (all zero before it finishes), and once
 * finished its pass or fail where it has pass marks (docs/content.md#pass-rule).
 */
export function resultOf(exam: ExamRow, totalQuestion: number, results: SubjectResult[], now: Date): ExamResultJson {
  const subjectResult = results.map((r) => ({
    subject: r.subjectName,
    right: r.right,
    wrong: r.wrong,
    not_answered: r.notAnswered,
  }));
  const totals = totalsOf(subjectResult);
  const marking = { mark_per_qn: exam.markPerQn, negative_mark_per_qn: exam.negativeMarkPerQn };
  const pass =
    exam.status === 'finished'
      ? examPassOf(
          results.map((r) => ({ subjectId: r.subjectId, subject: r.subjectName, right: r.right, wrong: r.wrong, not_answered: r.notAnswered })),
          marking,
          exam.passMarks,
        )
      : null;
  return {
    ...examJson(exam, totalQuestion, now),
    subject_result: subjectResult,
    prev_subject_result: totals,
    score: scoreOf(totals, marking),
    ...(pass === null ? {} : { pass }),
  };
}
