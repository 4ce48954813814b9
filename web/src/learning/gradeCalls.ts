// A flashcard's grade against the gateway (./operations.graphql GradeQuestion, docs/learning.md#flashcards):
// the card's due and last review after it, and the eve of the learner's exam, for "Comes back …".
import type { GradedReview, GradeSent } from '@proshno/engine';
import type { Client } from 'urql';
import { GradeQuestionDocument } from '../generated/graphql';
import { dataOf } from '../graphql/serverError';

export async function sendGrade(client: Client, review: GradedReview): Promise<GradeSent> {
  const { gradeQuestion } = await dataOf(
    client.mutation(GradeQuestionDocument, { key: review.key, question: review.question, grade: review.grade, reviewedAt: review.reviewedAt }).toPromise(),
  );
  return { due: gradeQuestion.memory.due, lastReview: gradeQuestion.memory.last_review ?? null, examEve: gradeQuestion.exam_eve ?? null };
}
