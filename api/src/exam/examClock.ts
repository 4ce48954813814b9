// The server's one exam clock (docs/exam.md#server-time): whether an exam takes answers at a moment,
// and when its answers stop (its end plus the grace). Every rule of time on the server reads it:
// the answer save (answerWrites.ts, in SQL), the answer's refusal and a contest sitting's hold
// (examRecords.ts), the held answers of every question view (heldAnswers.ts), the exams the clock
// has finished (examResult.ts, finishJob.ts) and a contest's end (contest/contestRecords.ts). Each rule is written once
// in TypeScript and once in SQL, its twin; examClock.test.ts checks that the two agree on PGlite and
// PostgreSQL at every edge.
import { ANSWER_GRACE_MS } from '@proshno/engine';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** What of an exam the clock reads. */
export type ClockedExam = { status: 'created' | 'finished'; startTime: Date | null; endTime: Date | null };

/** When answers stop: the end plus the grace, for a save in flight at time-up. */
export function answersCloseAt(end: Date): Date {
  return new Date(end.getTime() + ANSWER_GRACE_MS);
}

/**
 * The earliest end whose answers are still open at `now`: an exam or a contest ending at or after
 * it still takes (or holds) answers.
 */
export function openSinceOf(now: Date): Date {
  return new Date(now.getTime() - ANSWER_GRACE_MS);
}

/** True once an end's answers have closed: `now` is past the end plus the grace. */
export function isPastGrace(end: Date | null, now: Date): boolean {
  return end !== null && now.getTime() > answersCloseAt(end).getTime();
}

/**
 * True once the clock has finished an exam nobody has marked finished yet: time-up, past its end
 * plus the grace. Reads show it finished; the finish job writes it (docs/exam.md#time-up-finish).
 */
export function isTimeUp(exam: Pick<ClockedExam, 'status' | 'endTime'>, now: Date): boolean {
  return exam.status === 'created' && isPastGrace(exam.endTime, now);
}

/**
 * True while the exam takes answers at `at`: not finished, started (a scheduled exam before its
 * start does not), and not past its end plus the grace.
 */
export function takesAnswers(exam: ClockedExam, at: Date): boolean {
  if (exam.status !== 'created' || exam.startTime === null || exam.endTime === null) return false;
  return exam.startTime.getTime() <= at.getTime() && !isPastGrace(exam.endTime, at);
}

/**
 * The SQL twin of `isPastGrace`: `end` (a column or expression) is before `now` less the grace,
 * the column alone on its side so an index on it serves (the finish job's look).
 */
export function pastGraceSql(end: AnyPgColumn | SQL, now: SQL): SQL {
  return sql`(${end} < ${now} - ${sql.raw(String(ANSWER_GRACE_MS))}::float8 * interval '1 millisecond')`;
}

/** The SQL twin of `isTimeUp`, over an exam's columns; `at` a timestamptz. */
export function timeUpSql(exam: { status: AnyPgColumn | SQL; endTime: AnyPgColumn | SQL }, at: SQL): SQL {
  return sql`(${exam.status} = 'created' AND ${pastGraceSql(exam.endTime, at)})`;
}

/** The SQL twin of `takesAnswers`, over an exam's columns; `at` a timestamptz (a value or a placeholder). */
export function takesAnswersSql(exam: { status: AnyPgColumn | SQL; startTime: AnyPgColumn | SQL; endTime: AnyPgColumn | SQL }, at: SQL): SQL {
  return sql`(${exam.status} = 'created' AND ${exam.startTime} <= ${at} AND NOT ${pastGraceSql(exam.endTime, at)})`;
}
