// The learner's reviews waiting on this device (docs/learning.md#delivery), their record
// `reviews.pending`, changed one review at a time: a flashcard's grade is added when given and
// removed once the server has it, and the session's sender removes each one it delivers. Each change
// reads the record as it is then, so what the review page or another sender wrote meanwhile stays.
import { parsePendingReviews, pendingReviewsRecord, type LearnerId, type PendingReview } from '@proshno/engine';
import { readLearnerRecord, removeLearnerRecord, writeLearnerRecord } from '../access/session/deviceData';

/** The learner's waiting reviews, oldest first. */
export function waitingReviewsOf(learner: LearnerId): PendingReview[] {
  return parsePendingReviews(readLearnerRecord(learner, pendingReviewsRecord));
}

/** Adds one review at the end, unless its key waits already. */
export function keepWaitingReview(learner: LearnerId, review: PendingReview): void {
  const waiting = waitingReviewsOf(learner);
  if (waiting.some((kept) => kept.key === review.key)) return;
  writeLearnerRecord(learner, pendingReviewsRecord, JSON.stringify([...waiting, review]));
}

/** Removes one review, by its key; the record goes with the last. */
export function forgetWaitingReview(learner: LearnerId, key: string): void {
  const left = waitingReviewsOf(learner).filter((review) => review.key !== key);
  if (left.length === 0) removeLearnerRecord(learner, pendingReviewsRecord);
  else writeLearnerRecord(learner, pendingReviewsRecord, JSON.stringify(left));
}
