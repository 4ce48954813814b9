// A flashcard graded by the learner (docs/learning.md#flashcards): the learner's card of the
// question reviewed with the grade they chose, made first, new, when they have none. Only a question
// they could draw as a flashcard (api/src/practice/flashcardRoutes.ts: a subject a live subscription
// of theirs covers) may become a card; any other is 404 like a question that does not exist. Held,
// keyed, clamped and written as the option review is (./review.ts).
import { refusalCodes } from '@proshno/engine';
import { afterReview, freshMemory, type Grade } from '@proshno/engine/learning';
import { sql } from 'drizzle-orm';
import { coveredSql } from '../access/coverage';
import type { Db } from '../db/connect';
import { questions } from '../db/practiceSchema';
import type { Viewer } from '../exam/heldAnswers';
import { fail, refuse } from '../http/errors';
import type { JsonResponse } from '../http/route';
import { memoryJson, memoryOfRow } from './cards';
import { examEveSql } from './plan';
import { lockedCard, onceAfterFinishes, replayedKey, reviewRefusals, takenAt, writeOnce, type KeyedReview } from './review';

type GradedOutcomeJson = JsonResponse<'gradeQuestion', 200>;

/** A flashcard's grade as sent. */
export type GradedReview = KeyedReview & { grade: Grade };

type GradeColumns = { drawable: boolean | null; exam_eve: Date | string | null };

/**
 * Applies the grade once and answers the card's memory after it, with the eve of the learner's exam
 * (the card comes back by then); a key already taken for this question answers the card as it is,
 * `replayed`. 404 for a question that does not exist or whose subject no live subscription of the
 * caller covers, 400 for a key taken for another question, 409 HELD while the question is in an exam
 * of the caller that can still take answers.
 */
export function gradeCard(db: Db, viewer: Viewer, review: GradedReview): Promise<GradedOutcomeJson> {
  const { userId, now } = viewer;
  return onceAfterFinishes<GradedOutcomeJson>(db, viewer, async (tx, timeUp) => {
    const row = await lockedCard<GradeColumns>(tx, viewer, review, timeUp, {
      drawable: sql`(SELECT ${coveredSql(tx, userId, questions.subjectId, now)} FROM ${questions} WHERE ${questions.id} = ${review.questionId}::int)`,
      exam_eve: sql`(SELECT ${examEveSql(sql`exam_date`, sql`${now.toISOString()}::timestamptz`)} FROM learner_plans WHERE user_id = ${userId})`,
    });
    if ('timeUp' in row) return row;
    if (row.drawable !== true) throw fail(404, reviewRefusals.notFound);
    if (row.held) throw refuse(409, refusalCodes.held, reviewRefusals.held);
    const eve = row.exam_eve === null ? null : new Date(row.exam_eve).toISOString();
    const stored = row.question_id === null ? null : memoryOfRow(row);
    if (row.key_question !== null) {
      const replayed = replayedKey(review, { questionId: row.key_question, right: row.key_right === true });
      if (stored === null) throw new Error('a review key taken for a question without its card');
      return { outcome: { ...replayed, memory: memoryJson(stored), exam_eve: eve } };
    }

    // A new card is met at the review's instant and graded at once: its first review.
    const at = takenAt(stored ?? { lastReview: null }, review.reviewedAt, now);
    const memory = afterReview(stored ?? freshMemory(at), review.grade, at);
    // The key keeps whether the learner knew it, as an option review's keeps right or wrong.
    const taken = await writeOnce(tx, viewer, review, { right: review.grade !== 'again', at, memory, card: stored === null ? 'new' : 'stored' });
    if (taken === null) return { outcome: { question: review.questionId, memory: memoryJson(memory), replayed: false, exam_eve: eve } };
    if (stored === null) throw new Error('a review key taken for a question without its card');
    return { outcome: { ...replayedKey(review, taken), memory: memoryJson(stored), exam_eve: eve } };
  });
}
