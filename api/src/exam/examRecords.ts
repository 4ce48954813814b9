// An exam as the server sees it: looked up by (id, caller) only, read by the one exam clock
// (./examClock.ts; docs/decisions.md#server-time: the server's now, end_time = start_time +
// time_per_question × count, 30 s grace), and its JSON.
import { createHash } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { examQuestions, exams } from '../db/examSchema';
import { fail } from '../http/errors';
import type { JsonResponse } from '../http/route';
import { isPastGrace } from './examClock';
import { refusals } from './refusals';

export type ExamRow = typeof exams.$inferSelect;
export type ExamJson = JsonResponse<'getExamResult', 200> extends infer R
  ? Omit<R, 'subject_result' | 'prev_subject_result' | 'score'>
  : never;

/**
 * The caller's exam with this id. Anyone else's exam is answered exactly like a missing one
 * (404 'Not found.'), so ids reveal nothing.
 */
export async function ownedExam(db: Db, id: number, userId: number): Promise<ExamRow> {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.userId, userId)));
  if (!exam) throw fail(404, refusals.notFound);
  return exam;
}

/**
 * The caller's exam, locked until the end of the transaction `tx`: the one read of the exam by a
 * request that changes it (a save, a submit), refused like ownedExam when it is not the caller's.
 */
export async function lockedOwnedExam(tx: Db, id: number, userId: number): Promise<ExamRow> {
  const [exam] = await tx
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.userId, userId)))
    .for('update');
  if (!exam) throw fail(404, refusals.notFound);
  return exam;
}

/** True before a scheduled exam's start_time (its questions are not shown yet). */
export function isBeforeStart(exam: ExamRow, now: Date): boolean {
  return exam.startTime === null || now.getTime() < exam.startTime.getTime();
}

/**
 * True while a contest sitting's answers stay held after it finished: until the contest's end
 * (the sitting's end_time) plus the grace (docs/contest.md#held).
 */
export function contestHolds(exam: ExamRow, now: Date): boolean {
  return exam.contestRole === 'sitting' && !isPastGrace(exam.endTime, now);
}

/**
 * The options in the order `seed` gives them: by a hash of the seed and each option's id, so the
 * order is stable for one exam and tells nothing about another's (docs/contest.md#shuffling).
 */
export function shuffled<Option extends { id: number }>(options: Option[], seed: string): Option[] {
  const key = (o: Option) => createHash('sha256').update(`${seed}:${o.id}`).digest('hex');
  return options
    .map((o) => ({ o, k: key(o) }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0))
    .map(({ o }) => o);
}

/** Seconds left: frozen at finish, the full limit before the start, else end_time − now (never below 0). */
export function timeRemainingOf(exam: ExamRow, totalQuestion: number, now: Date): number {
  if (exam.status === 'finished') return exam.timeRemainingAtFinish ?? 0;
  if (exam.endTime === null || isBeforeStart(exam, now)) return exam.timePerQuestion * totalQuestion;
  return Math.max(0, Math.floor((exam.endTime.getTime() - now.getTime()) / 1000));
}

export function examJson(exam: ExamRow, totalQuestion: number, now: Date): ExamJson {
  return {
    id: exam.id,
    title: exam.title,
    type: exam.typeId,
    status: exam.status,
    visibility: 'private',
    start_time: exam.startTime?.toISOString() ?? null,
    end_time: exam.endTime?.toISOString() ?? null,
    is_pausable: exam.isPausable,
    is_scheduled: exam.isScheduled,
    time_per_question: exam.timePerQuestion,
    time_remaining: timeRemainingOf(exam, totalQuestion, now),
    timelimit: exam.timePerQuestion * totalQuestion,
    mark_per_qn: exam.markPerQn,
    negative_mark_per_qn: exam.negativeMarkPerQn,
    total_question: totalQuestion,
    university: exam.university,
    unit: exam.unit,
    year: exam.year,
    contest_role: exam.contestRole,
    created_by: exam.userId,
    created_at: exam.createdAt.toISOString(),
    updated_at: exam.updatedAt.toISOString(),
  };
}

/** How many questions each exam holds (0 before they are drawn). */
export async function questionCounts(db: Db, examIds: number[]): Promise<Map<number, number>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({ examId: examQuestions.examId, n: count() })
    .from(examQuestions)
    .where(inArray(examQuestions.examId, examIds))
    .groupBy(examQuestions.examId);
  return new Map(rows.map((r) => [r.examId, r.n]));
}
