// The flashcard machines' actor against the gateway (./operations.graphql), and the hand-over of
// the cards the setup loaded to the session through the history entry's state.
import { sameFlashcardRequest, type Card, type FlashcardRequest, type FlashcardSetupOutput } from '@proshno/engine';
import type { Client } from 'urql';
import { FlashcardQuestionsDocument } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

/** GET /api/exam/v1/question/?subject&topic&subtopic&limit: a fresh draw every time. */
export async function loadFlashcards(client: Client, request: FlashcardRequest): Promise<Card[]> {
  const { flashcardQuestions } = await dataOf(
    client
      .query(
        FlashcardQuestionsDocument,
        { subject: request.subject, topic: request.topic, subtopic: request.subtopic, limit: request.noOfQuestion },
        { requestPolicy: 'network-only' },
      )
      .toPromise(),
  );
  return flashcardQuestions.map((question) => ({
    id: question.id,
    question: question.question_data,
    options: question.options.map((option) => ({ id: option.id, data: option.data, is_answer: option.is_answer === true })),
    ...(question.explanation_data == null ? {} : { explanation: question.explanation_data }),
  }));
}

/** What the setup puts in the session's history entry; it survives a reload of that entry. */
export type FlashcardHandOver = { flashcards: NonNullable<FlashcardSetupOutput> };

/**
 * The session reuses the setup's cards when its history entry holds them for the same request
 * (also after a reload), so Start does not draw twice; otherwise it draws from the URL.
 */
export function handedOverCards(state: unknown, request: FlashcardRequest): Card[] | null {
  if (typeof state !== 'object' || state === null || !('flashcards' in state)) return null;
  const { flashcards } = state as FlashcardHandOver;
  if (typeof flashcards !== 'object' || flashcards === null || !Array.isArray(flashcards.cards)) return null;
  return sameFlashcardRequest(flashcards.request, request) ? flashcards.cards : null;
}
