// What a read answers of an exam (docs/exam.md#time-up-finish): reads never write, so an exam the
// clock has finished (past its end plus the grace) that the finish job (./finishJob.ts) has not yet
// written reads as that finish will leave it: finished at the close of its answers, its result
// counted from its saved answers by the finish's own code (./finish.ts). Before the job and after,
// a read answers the same.
import { totalsOf, type AnswerCounts } from '@proshno/engine';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { examSubjectResults, exams } from '../db/examSchema';
import { isTimeUp, timeUpSql } from './examClock';
import { questionCounts, type ExamRow } from './examRecords';
import { finishedColumns, finishedResultJson, finishOf, finishTimeOf, resultOf, type ExamResultJson, type Finished } from './finish';

/** A finish the clock has made and nobody has written yet, as the finish job will write it. */
export type TimeUpFinish = Finished & { at: Date };

/** The exam as a read sees it at `now`: one the clock has finished reads finished, nothing written. */
export function examAsOf(exam: ExamRow, now: Date): ExamRow {
  return isTimeUp(exam, now) ? { ...exam, ...finishedColumns(exam, finishTimeOf(exam, now)) } : exam;
}

/**
 * The exam (as stored) with its subject results, totals and score as a read sees them at `now`:
 * stored once finished, counted from its saved answers when the clock has finished it, all zero
 * before it finishes.
 */
export async function resultJson(db: Db, exam: ExamRow, now: Date): Promise<ExamResultJson> {
  if (isTimeUp(exam, now)) return finishedResultJson(await timeUpFinishOf(db, exam, now), now);
  const [total, results] = await Promise.all([
    questionCounts(db, [exam.id]),
    db.select().from(examSubjectResults).where(eq(examSubjectResults.examId, exam.id)).orderBy(asc(examSubjectResults.id)),
  ]);
  return resultOf(exam, total.get(exam.id) ?? 0, results, now);
}

/** What the finish of an exam the clock has finished will store, read without writing. */
export async function timeUpFinishOf(db: Db, exam: ExamRow, now: Date): Promise<TimeUpFinish> {
  const at = finishTimeOf(exam, now);
  return { ...(await finishOf(db, { ...exam, ...finishedColumns(exam, at) }, at)), at };
}

/** The right, wrong and unanswered of a finish, over all its subjects. */
export function countsOf(finish: Finished): AnswerCounts {
  return totalsOf(finish.subjectResults.map((r) => ({ right: r.right, wrong: r.wrong, not_answered: r.notAnswered })));
}

/**
 * The learner's exams the clock has finished and nobody has written, oldest close first (the order
 * the finish job writes them in), each as its finish will store it: what the history, the
 * dashboard and the leaderboard add to the finishes they read.
 */
export async function timeUpFinishesOf(db: Db, userId: number, now: Date): Promise<TimeUpFinish[]> {
  const due = await db
    .select()
    .from(exams)
    .where(and(eq(exams.userId, userId), timeUpSql(exams, sql`${now.toISOString()}::timestamptz`)))
    .orderBy(asc(exams.endTime), asc(exams.id));
  const finishes: TimeUpFinish[] = [];
  for (const exam of due) finishes.push(await timeUpFinishOf(db, exam, now));
  return finishes;
}
