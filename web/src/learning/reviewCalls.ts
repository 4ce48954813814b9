// The review machine's actors against the gateway (./operations.graphql, docs/learning.md#paths).
// The deck is read fresh each visit: answers given elsewhere (an exam just finished) must show.
// Without a network it is the deck kept on the device (docs/learning.md#offline), which also holds
// the cards due in the next days (loadLaterCards).
import { isGradedReview, NetworkError, type LearnerId } from '@proshno/engine';
import { deckFromKept, KEPT_DECK_DAYS, keptDeckRecord, type Memory, type PendingReview, type ReviewCard, type ReviewDeck } from '@proshno/engine/learning';
import type { Client } from 'urql';
import { ReviewDeckDocument, ReviewQuestionDocument, type MemoryFieldsFragment, type ReviewDeckQuery } from '../generated/graphql';
import { readLearnerRecord } from '../access/session/deviceData';
import { dataOf } from '../graphql/serverError';
import { answeredQuestionOf } from '../progress/revision/revisionCalls';
import { sendGrade } from './gradeCalls';

/** How many cards a session loads at once; it loads again when they run out. */
const deckSize = 100;

export async function loadDeck(client: Client, learner: LearnerId | null): Promise<ReviewDeck> {
  try {
    const { reviewDeck } = await dataOf(client.query(ReviewDeckDocument, { limit: deckSize }, { requestPolicy: 'network-only' }).toPromise());
    return { dueToday: reviewDeck.due_today, cards: reviewDeck.cards.map(cardOf), examEve: reviewDeck.exam_eve ?? null };
  } catch (error) {
    // No network: the cards kept from the learner's last session here, those due by now.
    const kept = error instanceof NetworkError && learner !== null ? deckFromKept(readLearnerRecord(learner, keptDeckRecord), new Date()) : null;
    if (kept === null) throw error;
    return kept;
  }
}

/** The cards due by the end of the last day the kept deck reaches, today's included, as the server has them. */
export async function loadLaterCards(client: Client): Promise<ReviewCard[]> {
  const { reviewDeck } = await dataOf(client.query(ReviewDeckDocument, { limit: deckSize, ahead: KEPT_DECK_DAYS }, { requestPolicy: 'network-only' }).toPromise());
  return reviewDeck.cards.map(cardOf);
}

/** Sends one waiting review: an option chosen here, or a flashcard's grade (./gradeCalls.ts). */
export async function sendReview(client: Client, review: PendingReview): Promise<void> {
  if (isGradedReview(review)) {
    await sendGrade(client, review);
    return;
  }
  await dataOf(
    client.mutation(ReviewQuestionDocument, { key: review.key, question: review.question, option: review.option, reviewedAt: review.reviewedAt }).toPromise(),
  );
}

function cardOf({ question, memory }: ReviewDeckQuery['reviewDeck']['cards'][number]): ReviewCard {
  return { question: answeredQuestionOf(question), memory: memoryOf(memory) };
}

function memoryOf(memory: MemoryFieldsFragment): Memory {
  return {
    due: memory.due,
    stability: memory.stability,
    difficulty: memory.difficulty,
    scheduledDays: memory.scheduled_days,
    learningSteps: memory.learning_steps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state,
    lastReview: memory.last_review,
  };
}
