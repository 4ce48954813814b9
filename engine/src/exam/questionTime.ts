// The time a learner spends on each question (docs/exam.md#question-time): the time it is on screen,
// as the exam's own clock reads it (the ticker's seconds, and the moments of a choice or a move),
// summed over every visit. A save carries the sum at the moment of its choice: shown → answered.
import type { QuestionId } from './answering';

/**
 * The most one step of the clock counts: a longer gap between two readings is a phone asleep or a
 * tab in the background (the ticker stops), when nobody was reading the question.
 */
export const QUESTION_TIME_MAX_STEP_MS = 5_000;

/** Milliseconds on screen per question. */
export type QuestionTimes = Partial<Record<QuestionId, number>>;

/**
 * The clock read at `now`: the time since the last reading goes to the question on screen. The
 * caller keeps `now` as the next reading's start, so a clock set back starts again from there.
 */
export function timeSeen(times: QuestionTimes, seenAt: number | null, question: QuestionId | undefined, now: number): QuestionTimes {
  if (seenAt === null || question === undefined || now <= seenAt) return times;
  const step = Math.min(now - seenAt, QUESTION_TIME_MAX_STEP_MS);
  return { ...times, [question]: (times[question] ?? 0) + step };
}


/** The most a save says (a day, the contract's bound): a longer time is a broken clock, and must not cost the answer. */
export const QUESTION_TIME_MAX_MS = 86_400_000;

/** The whole milliseconds a save carries: rounded, and within the contract's bounds. */
export function sentTimeSpent(ms: number): number {
  return Math.min(QUESTION_TIME_MAX_MS, Math.max(0, Math.round(ms)));
}
