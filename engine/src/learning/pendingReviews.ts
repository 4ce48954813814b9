// The reviews a device keeps until the server has them (docs/learning.md#delivery), read back from
// the learner's device record: anything that is not a list of reviews (another version's, a
// damaged write) is read as the reviews in it that are whole, never as an error.
import * as v from 'valibot';

/** One review as the server takes it: the device's key, the question, the option and when. */
export type PendingReview = { key: string; question: number; option: number; reviewedAt: string };


const pendingReview = v.object({
  key: v.pipe(v.string(), v.uuid()),
  question: v.pipe(v.number(), v.integer(), v.minValue(1)),
  option: v.pipe(v.number(), v.integer(), v.minValue(1)),
  reviewedAt: v.pipe(v.string(), v.isoTimestamp()),
});

export function parsePendingReviews(stored: string | null): PendingReview[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const read = v.safeParse(pendingReview, item);
    return read.success ? [read.output] : [];
  });
}
