// The reviews a device keeps until the server has them (docs/learning.md#delivery), read back from
// the learner's device record: anything that is not a list of reviews (another version's, a
// damaged write) is read as the reviews in it that are whole, never as an error. A review answers
// a card with an option (/review, judged by the server) or grades it (a flashcard,
// docs/learning.md#flashcards); a record written before grades existed holds option reviews only.

/** How well the learner recalled a card, in FSRS's four grades (docs/learning.md#grades). */
export const reviewGrades = ['again', 'hard', 'good', 'easy'] as const;

/** How well the learner recalled a card: a question answered right is `good`, wrong `again`. */
export type ReviewGrade = (typeof reviewGrades)[number];

/** A review of a due card with the option chosen: the device's key, the question, the option and when. */
export type OptionReview = { key: string; question: number; option: number; reviewedAt: string };

/** A flashcard graded by the learner: the device's key, the question, the grade and when. */
export type GradedReview = { key: string; question: number; grade: ReviewGrade; reviewedAt: string };

/** One review as the server takes it. */
export type PendingReview = OptionReview | GradedReview;

/** Whether the review is a grade (a flashcard's) rather than an option chosen. */
export function isGradedReview(review: PendingReview): review is GradedReview {
  return 'grade' in review;
}

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
  return value.flatMap((item: unknown) => {
    const review = pendingReviewOf(item);
    return review === null ? [] : [review];
  });
}

// Checked by hand, not with valibot's uuid and timestamp actions: the session's code that asks for
// waiting reviews is on every page (tests/e2e/budget.test.ts), and this is all it needs.
function pendingReviewOf(item: unknown): PendingReview | null {
  if (typeof item !== 'object' || item === null) return null;
  const { key, question, option, grade, reviewedAt } = item as Record<string, unknown>;
  const whole =
    typeof key === 'string' &&
    uuid.test(key) &&
    isId(question) &&
    typeof reviewedAt === 'string' &&
    /^\d{4}-\d{2}-\d{2}T/.test(reviewedAt) &&
    !Number.isNaN(Date.parse(reviewedAt));
  if (!whole) return null;
  // One of the two, never both: a review is an option chosen or a grade given.
  if (isId(option) && grade === undefined) return { key, question, option, reviewedAt };
  if (isGrade(grade) && option === undefined) return { key, question, grade, reviewedAt };
  return null;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

function isGrade(value: unknown): value is ReviewGrade {
  return reviewGrades.some((grade) => grade === value);
}
