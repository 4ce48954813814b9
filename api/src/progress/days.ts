// Calendar days of the progress queries (docs/api.md#progress-paths: dates as YYYY-MM-DD) read as Asia/Dhaka days,
// the zone every screen shows (docs/constants.md#time-zone): a range is [first day 00:00, day after last 00:00).
import { dhakaWallClockToInstant, serverWords, shiftDay } from '@proshno/engine';
import { fail } from '../http/errors';

export const MAX_RANGE_DAYS = 366;

/** The api's words for a bad range (engine/src/shell/serverWords.ts, worded for the page by the gateway). */
export const dayRefusals = {
  invalidDate: serverWords.invalidDate,
  reversed: serverWords.rangeReversed,
  tooLong: serverWords.rangeTooLong(MAX_RANGE_DAYS),
} as const;

export type DayRange = { from: Date; until: Date; count: number };

/** The instants bounding Dhaka days `first` … `last` (both included); 400 for a bad range. */
export function dhakaRange(first: string, last: string): DayRange {
  const from = midnight(first);
  // `last` itself must be a real day; the day after it is where the range ends.
  midnight(last);
  const until = midnight(shiftDay(last, 1));
  if (from.getTime() >= until.getTime()) throw fail(400, dayRefusals.reversed);
  return { from, until, count: Math.round((until.getTime() - from.getTime()) / 86_400_000) };
}

/** Every day of a range of at most MAX_RANGE_DAYS, in order (the daily-stats window). */
export function daysOf(first: string, range: DayRange): string[] {
  if (range.count > MAX_RANGE_DAYS) throw fail(400, dayRefusals.tooLong);
  return Array.from({ length: range.count }, (_, i) => shiftDay(first, i));
}

function midnight(day: string): Date {
  const instant = dhakaWallClockToInstant(day, '00:00');
  if (instant === null) throw fail(400, dayRefusals.invalidDate);
  return new Date(instant);
}
