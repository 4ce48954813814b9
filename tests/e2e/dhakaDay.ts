// A journey that says "due today" needs the whole journey inside one Dhaka day (docs/learning.md#due-today):
// a card answered wrong comes back in 10 minutes, a flashcard graded Hard in 15, and near midnight in
// Dhaka (18:00 UTC) those land tomorrow, so the test would fail on the clock, not on the product.
// Such a test starts with `clearOfDhakaMidnight`: far from midnight it goes on at once; within
// `margin` of it, it waits for the new day (a poll of the clock, at most `margin` long), so the
// suite is right at any hour CI runs it.
import { dhakaDayEnd } from '@proshno/engine';

/** How long before Dhaka's midnight a day-bound journey would rather wait for the next day. */
export const DAY_BOUND_MARGIN_MS = 20 * 60_000;

/** How long until the Dhaka day of `now` ends, ms. */
export function untilDhakaMidnight(now: Date): number {
  return dhakaDayEnd(now).getTime() - now.getTime();
}

/**
 * Resolves at once unless Dhaka's midnight is within `margin` of now; then once it has passed.
 * Give the test a timeout of its own run plus `margin`.
 */
export async function clearOfDhakaMidnight(margin = DAY_BOUND_MARGIN_MS): Promise<void> {
  // Past midnight the new day has far more than `margin` left, and the loop ends.
  for (let left = untilDhakaMidnight(new Date()); left <= margin; left = untilDhakaMidnight(new Date())) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(left + 1_000, 30_000)));
  }
}
