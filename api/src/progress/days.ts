// Calendar days of the progress queries (spec 001 §7: dates as YYYY-MM-DD) read as Asia/Dhaka days,
// the zone every screen shows (DESIGN.md "Time"): a range is [first day 00:00, day after last 00:00).
import { dhakaWallClockToInstant, shiftDay } from '@proshno/engine';
import { fail } from '../http/errors';

export const MAX_RANGE_DAYS = 366;

export const dayRefusals = {
  invalidDate: 'Dates must be real calendar days (YYYY-MM-DD).',
  reversed: 'The start date must not be after the end date.',
  tooLong: `A date range may span at most ${MAX_RANGE_DAYS} days.`,
} as const;

/** The instants bounding Dhaka days `first` … `last` (both included); 400 for a bad range. */
export function dhakaDays(first: string, last: string, maxDays = Number.POSITIVE_INFINITY): { from: Date; until: Date; days: string[] } {
  const from = midnight(first);
  // `last` itself must be a real day; the day after it is where the range ends.
  midnight(last);
  const until = midnight(shiftDay(last, 1));
  if (from.getTime() > until.getTime() - 1) throw fail(400, dayRefusals.reversed);
  const count = Math.round((until.getTime() - from.getTime()) / 86_400_000);
  if (count > maxDays) throw fail(400, dayRefusals.tooLong);
  const days = Number.isFinite(maxDays) ? Array.from({ length: count }, (_, i) => shiftDay(first, i)) : [];
  return { from, until, days };
}

function midnight(day: string): Date {
  const instant = dhakaWallClockToInstant(day, '00:00');
  if (instant === null) throw fail(400, dayRefusals.invalidDate);
  return new Date(instant);
}
