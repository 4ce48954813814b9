// One review of one card (docs/learning.md#grades, docs/learning.md#delivery): the server judges the
// option, takes the review at the device's time but never later than now nor earlier than the card's
// last review, and applies each key once. One transaction, two statements: the card locked with all
// the checks need, then the key taken and the card written together. A key taken meanwhile (the same
// review sent twice at once) is found by that write doing nothing, and read in a third.
import { refusalCodes, serverWords } from '@proshno/engine';
import { afterReview, gradeOfAnswer, reviewInstant, type Memory } from '@proshno/engine/learning';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { examQuestions, exams } from '../db/examSchema';
import { rowsOf } from '../db/prepared';
import { timeUpSql } from '../exam/examClock';
import { finishExam } from '../exam/finish';
import { answerHeld, type Viewer } from '../exam/heldAnswers';
import { fail, refuse } from '../http/errors';
import type { JsonResponse } from '../http/route';
import { cardRecords, memoryColumns, memoryJson, memoryOfRow, type MemoryRow } from './cards';

type ReviewOutcomeJson = JsonResponse<'reviewQuestion', 200>;

/** A review as sent: the device's key, the card's question, the option chosen, when (null: now). */
export type Review = { key: string; questionId: number; optionId: number; reviewedAt: Date | null };

// English, as the api sends them; the web shows each in the page's language (docs/i18n.md#server-words).
export const reviewRefusals = {
  notFound: serverWords.notFound,
  optionNotOfQuestion: serverWords.optionNotOfQuestion,
  held: serverWords.reviewHeld,
  keyTaken: serverWords.reviewKeyTaken,
} as const;

/**
 * Applies the review once and answers the card's memory after it; a key already taken for this
 * question answers the card as it is, `replayed`. 404 without a card of the caller's, 400 for an
 * option not of the question or a key taken for another question, 409 HELD while the question is in
 * an exam of the caller that can still take answers.
 */
export async function reviewCard(db: Db, viewer: Viewer, review: Review): Promise<ReviewOutcomeJson> {
  const first = await db.transaction((tx) => reviewLocked(tx, viewer, review, 'finish first'));
  if ('outcome' in first) return first.outcome;
  // An exam holding the question that the clock finished and nobody wrote yet: this write writes it
  // first (as a late save would), so its answer to the question is a review before this one.
  for (const examId of first.timeUp) await finishExam(db, examId, viewer.now);
  const second = await db.transaction((tx) => reviewLocked(tx, viewer, review, 'go on'));
  if ('outcome' in second) return second.outcome;
  throw new Error('a review deferred twice');
}

type Attempt = { outcome: ReviewOutcomeJson } | { timeUp: number[] };

type LockedRow = MemoryRow & {
  question_id: number | null;
  option_right: boolean | null;
  held: boolean;
  key_question: number | null;
  key_right: boolean | null;
  time_up: number[] | null;
};

async function reviewLocked(tx: Db, viewer: Viewer, review: Review, timeUp: 'finish first' | 'go on'): Promise<Attempt> {
  const { userId, now } = viewer;
  const question = sql`${review.questionId}::int`;
  const key = sql`${review.key}::uuid`;
  const [row] = rowsOf<LockedRow>(
    await tx.execute(sql`
      WITH card AS (
        SELECT question_id, ${memoryColumns} FROM review_cards WHERE user_id = ${userId} AND question_id = ${question} FOR UPDATE
      )
      SELECT card.question_id, ${memoryColumns},
        (SELECT is_answer FROM options WHERE id = ${review.optionId} AND question_id = ${question}) AS option_right,
        ${answerHeld(tx, viewer, question)} AS held,
        (SELECT question_id FROM review_keys WHERE user_id = ${userId} AND key = ${key}) AS key_question,
        (SELECT "right" FROM review_keys WHERE user_id = ${userId} AND key = ${key}) AS key_right,
        ARRAY(SELECT ${exams.id} FROM ${exams} JOIN ${examQuestions} ON ${examQuestions.examId} = ${exams.id}
          WHERE ${exams.userId} = ${userId} AND ${examQuestions.questionId} = ${question}
            AND ${timeUpSql(exams, sql`${now.toISOString()}::timestamptz`)}
          ORDER BY ${exams.endTime}, ${exams.id}) AS time_up
      FROM (SELECT 1) AS one LEFT JOIN card ON true`),
  );
  if (!row) throw new Error('the review statement answered no row');
  const finishing = row.time_up ?? [];
  if (timeUp === 'finish first' && finishing.length > 0) return { timeUp: finishing.map(Number) };
  if (row.question_id === null) throw fail(404, reviewRefusals.notFound);
  if (row.option_right === null) throw fail(400, reviewRefusals.optionNotOfQuestion);
  if (row.held) throw refuse(409, refusalCodes.held, reviewRefusals.held);
  const memory = memoryOfRow(row);
  if (row.key_question !== null) return { outcome: replayOf(review, { questionId: row.key_question, right: row.key_right === true }, memory) };

  const right = row.option_right;
  // Never later than now; afterReview keeps it from going before the last review.
  const at = reviewInstant(memory, review.reviewedAt !== null && review.reviewedAt < now ? review.reviewedAt : now);
  const next = afterReview(memory, gradeOfAnswer(right), at);
  const written = rowsOf<{ question_id: number }>(
    await tx.execute(sql`
      WITH taken AS (
        INSERT INTO review_keys (user_id, key, question_id, "right", reviewed_at)
        VALUES (${userId}, ${key}, ${question}, ${right}, ${at.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING key
      )
      UPDATE review_cards c SET due = m.due, stability = m.stability, difficulty = m.difficulty, scheduled_days = m.scheduled_days,
        learning_steps = m.learning_steps, reps = m.reps, lapses = m.lapses, state = m.state, last_review = m.last_review
      FROM taken, ${cardRecords([{ userId, questionId: review.questionId, memory: next }])}
      WHERE c.user_id = m.user_id AND c.question_id = m.question_id
      RETURNING c.question_id`),
  );
  if (written.length > 0) return { outcome: { question: review.questionId, right, memory: memoryJson(next), replayed: false } };
  const [taken] = rowsOf<{ question_id: number; right: boolean }>(
    await tx.execute(sql`SELECT question_id, "right" FROM review_keys WHERE user_id = ${userId} AND key = ${key}`),
  );
  if (!taken) throw new Error('a review key neither taken nor found');
  return { outcome: replayOf(review, { questionId: taken.question_id, right: taken.right }, memory) };
}

/** The answer to a key already taken: the card as it is, or 400 when the key was another question's. */
function replayOf(review: Review, taken: { questionId: number; right: boolean }, memory: Memory): ReviewOutcomeJson {
  if (taken.questionId !== review.questionId) throw fail(400, reviewRefusals.keyTaken);
  return { question: review.questionId, right: taken.right, memory: memoryJson(memory), replayed: true };
}
