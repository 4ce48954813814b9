// The reviews a device keeps until the server has them (docs/learning.md#delivery), read back from
// the learner's device record: anything that is not a list of reviews (another version's, a
// damaged write) is read as the reviews in it that are whole, never as an error.

/** One review as the server takes it: the device's key, the question, the option and when. */
export type PendingReview = { key: string; question: number; option: number; reviewedAt: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function parsePendingReviews(stored: string | null): PendingReview[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => (isPendingReview(item) ? [{ key: item.key, question: item.question, option: item.option, reviewedAt: item.reviewedAt }] : []));
}

// Checked by hand, not with valibot's uuid and timestamp actions: the session's code that asks for
// waiting reviews is on every page (tests/e2e/budget.test.ts), and this is all it needs.
function isPendingReview(item: unknown): item is PendingReview {
  if (typeof item !== 'object' || item === null) return false;
  const { key, question, option, reviewedAt } = item as Record<string, unknown>;
  return (
    typeof key === 'string' &&
    uuid.test(key) &&
    isId(question) &&
    isId(option) &&
    typeof reviewedAt === 'string' &&
    /^\d{4}-\d{2}-\d{2}T/.test(reviewedAt) &&
    !Number.isNaN(Date.parse(reviewedAt))
  );
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}
