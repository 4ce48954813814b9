// Reviews answered on this device that the server does not have yet (docs/learning.md#delivery),
// sent from outside the review page: when the learner signs in again, when the network comes back,
// and before a logout (docs/shell.md#logout-unsent). Oldest first; a review the server refuses for
// good is dropped, one it cannot take now stops the round and waits for the next. A key the server
// has seen is answered, not applied again, so a review sent twice (here and by the review page or
// the flashcards) counts once.
import { refusalMeaningOf, type LearnerId } from '@proshno/engine';
import type { Client } from 'urql';
import { sendReview } from './reviewCalls';
import { forgetWaitingReview, waitingReviewsOf } from './waitingReviewRecord';

/** Sends the learner's waiting reviews through their own `client`; resolves with how many still wait. */
export async function sendWaitingReviews(client: Client, learner: LearnerId, signal?: AbortSignal): Promise<number> {
  for (const review of waitingReviewsOf(learner)) {
    if (signal?.aborted === true) break;
    try {
      await sendReview(client, review);
    } catch (error) {
      const meaning = refusalMeaningOf(error);
      if (meaning !== 'drop' && meaning !== 'show') break;
    }
    // Removed from the record as it is now (the review page may have added to it meanwhile).
    forgetWaitingReview(learner, review.key);
  }
  return waitingReviewsOf(learner).length;
}
