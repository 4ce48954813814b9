// A plan toward the learner's real exam (docs/learning.md#plan): the target they named, the days
// left, what today holds (the reviews due and as many new questions as their daily time leaves),
// a streak that a missed day pauses rather than breaks, and the rule that brings every card
// forward to the eve of the exam, so each is fresh on the day. Pure: days are Dhaka calendar days
// ('YYYY-MM-DD', docs/constants.md#time-zone) and the clock is passed in; the api runs the same
// rules (api/src/learning/plan.ts).
import { shiftDay } from '../progress/dashboard';
import { dhakaWallClockToInstant } from '../shell/time';

/** What the learner set: a name for the exam, its day, and the minutes a day they will study. */
export type PlanTarget = { name: string; examDate: string; dailyMinutes: number };

/** The limits of a target (the api checks them too, api/openapi.yaml PlanTarget). */
export const PLAN_LIMITS = {
  nameLength: 80,
  minMinutes: 5,
  maxMinutes: 600,
  /** How far ahead an exam day may be, in days (three years). */
  maxDaysAhead: 1096,
} as const;

/** Seconds a review takes, and a new question (answered, then its explanation read), as a plan counts them. */
export const REVIEW_SECONDS = 30;
export const NEW_QUESTION_SECONDS = 60;

/** Missed days in a row that pause a streak; one more ends it. */
export const STREAK_PAUSE_DAYS = 2;

export type Streak = {
  /** Days studied in the streak, today included once studied. */
  days: number;
  studiedToday: boolean;
  /** The last day before today was missed: the streak waits for today, it is not lost. */
  paused: boolean;
};

/**
 * The streak on `today` from the days the learner studied (finished an exam or reviewed a card).
 * Today does not count as missed until it is over. Walking back, a run of up to STREAK_PAUSE_DAYS
 * missed days is passed over; a longer run is where the streak began.
 */
export function streakOf(studyDays: Iterable<string>, today: string): Streak {
  const studied = new Set<string>();
  let earliest = today;
  for (const day of studyDays) {
    if (day > today) continue;
    studied.add(day);
    if (day < earliest) earliest = day;
  }
  const studiedToday = studied.has(today);
  let days = studiedToday ? 1 : 0;
  let missed = 0;
  let missedJustBefore = false;
  for (let day = shiftDay(today, -1); day >= earliest; day = shiftDay(day, -1)) {
    if (studied.has(day)) {
      days += 1;
      missed = 0;
      continue;
    }
    missed += 1;
    if (missed > STREAK_PAUSE_DAYS) break;
    if (days === (studiedToday ? 1 : 0)) missedJustBefore = true;
  }
  return { days, studiedToday, paused: !studiedToday && missedJustBefore && days > 0 };
}

/** Whole days from `from` to `to` (Dhaka days, 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type PlanDay =
  | { kind: 'ahead'; daysLeft: number; reviews: number; newQuestions: number }
  | { kind: 'examDay' }
  | { kind: 'past' };

/**
 * What today holds toward the target: every review due today first, then as many new questions as
 * the learner's daily time leaves (REVIEW_SECONDS a review, NEW_QUESTION_SECONDS a new question).
 */
export function planDayOf(target: Pick<PlanTarget, 'examDate' | 'dailyMinutes'>, today: string, dueToday: number): PlanDay {
  const daysLeft = daysFrom(today, target.examDate);
  if (daysLeft < 0) return { kind: 'past' };
  if (daysLeft === 0) return { kind: 'examDay' };
  const seconds = target.dailyMinutes * 60;
  const newQuestions = Math.max(0, Math.floor((seconds - dueToday * REVIEW_SECONDS) / NEW_QUESTION_SECONDS));
  return { kind: 'ahead', daysLeft, reviews: dueToday, newQuestions };
}

/**
 * The eve of the exam: the first instant of the Dhaka day before it. A card not reviewed since
 * the eve comes due then at the latest, so every card is reviewed once within a day of the exam,
 * when its predicted recall is highest (docs/learning.md#toward-the-date). Null once the exam day is over
 * or for an impossible date.
 */
export function examEveOf(examDate: string, now: Date): Date | null {
  if (dhakaWallClockToInstant(examDate, '00:00') === null) return null;
  const dayAfter = dhakaWallClockToInstant(shiftDay(examDate, 1), '00:00');
  const eve = dhakaWallClockToInstant(shiftDay(examDate, -1), '00:00');
  if (dayAfter === null || eve === null || now.getTime() >= Date.parse(dayAfter)) return null;
  return new Date(eve);
}

/** When a card is due under a plan: its FSRS due, or the exam's eve when that is earlier and the card was not reviewed since. */
export function plannedDue(memory: { due: Date; last_review: Date | null }, eve: Date | null): Date {
  if (eve === null || memory.due.getTime() <= eve.getTime()) return memory.due;
  if (memory.last_review !== null && memory.last_review.getTime() >= eve.getTime()) return memory.due;
  return eve;
}
