// A question's versions (docs/content.md#versions): only the current version of a key is edited or
// drawn, and only a published one reaches a learner; a version a learner met is never changed, so
// every exam, contest and history pointing at it keeps showing what the learner saw.
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { revisions } from '../db/examSchema';
import { reviewCards } from '../db/learningSchema';
import { questions } from '../db/practiceSchema';

/** The current version of each key: no newer version replaced it. */
export const isCurrent: SQL = isNull(questions.supersededAt);

/** What a learner may be given: a current, published question (every draw, docs/content.md#versions). */
export const isDrawable: SQL = and(eq(questions.status, 'published'), isNull(questions.supersededAt)) as SQL;

/**
 * What follows a question to its new version: the learners' review cards (their memory of it, so the
 * next review shows the corrected question) and their saved revisions. Exams, contests, answers,
 * reports, ratings and seen questions stay with the version the learner met.
 */
export async function carryToNewVersion(tx: Db, from: number, to: number): Promise<void> {
  await tx.update(reviewCards).set({ questionId: to }).where(eq(reviewCards.questionId, from));
  await tx.update(revisions).set({ questionId: to }).where(eq(revisions.questionId, from));
}
