// One review of one card (docs/learning.md#grades, docs/learning.md#delivery): the option review of
// /review here, the grade of a flashcard in ./gradedReview.ts, both through the machinery below. The
// review is taken at the device's time but never later than now nor earlier than the card's last
// review, and each key is applied once. One transaction, two statements: the card locked with all
// the checks need, then the key taken and the card written together. A key taken meanwhile (the same
// review sent twice at once) is found by that write doing nothing, and read in a third.
import { refusalCodes, serverWords } from '@proshno/engine';
import { afterReview, gradeOfAnswer, reviewInstant, type Memory } from '@proshno/engine/learning';
import { sql, type SQL } from 'drizzle-orm';
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

/** What every review names: the device's key, the card's question, and when it was made (null: now). */
export type KeyedReview = { key: string; questionId: number; reviewedAt: Date | null };

/** A review of /review as sent: the option chosen. */
export type Review = KeyedReview & { optionId: number };

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
export function reviewCard(db: Db, viewer: Viewer, review: Review): Promise<ReviewOutcomeJson> {
  return onceAfterFinishes<ReviewOutcomeJson>(db, viewer, async (tx, timeUp) => {
    const row = await lockedCard<{ option_right: boolean | null }>(tx, viewer, review, timeUp, {
      option_right: sql`(SELECT is_answer FROM options WHERE id = ${review.optionId} AND question_id = ${review.questionId}::int)`,
    });
    if ('timeUp' in row) return row;
    if (row.question_id === null) throw fail(404, reviewRefusals.notFound);
    if (row.option_right === null) throw fail(400, reviewRefusals.optionNotOfQuestion);
    if (row.held) throw refuse(409, refusalCodes.held, reviewRefusals.held);
    const memory = memoryOfRow(row);
    const replay = (taken: TakenKey): ReviewOutcomeJson => ({ ...replayedKey(review, taken), right: taken.right, memory: memoryJson(memory) });
    if (row.key_question !== null) return { outcome: replay({ questionId: row.key_question, right: row.key_right === true }) };

    const right = row.option_right;
    const at = takenAt(memory, review.reviewedAt, viewer.now);
    const next = afterReview(memory, gradeOfAnswer(right), at);
    const taken = await writeOnce(tx, viewer, review, { right, at, memory: next, card: 'stored' });
    return { outcome: taken === null ? { question: review.questionId, right, memory: memoryJson(next), replayed: false } : replay(taken) };
  });
}

/** One try of a review: its answer, or the exams the clock finished that must be written first. */
export type Attempt<T> = { outcome: T } | { timeUp: number[] };

/** Whether a try writes the exams the clock finished first (the first try) or goes on (after them). */
export type TimeUp = 'finish first' | 'go on';

/**
 * Runs `attempt` in a transaction until it answers. An exam holding the question that the clock
 * finished and nobody wrote yet is written first (as a late save would), so its answer to the
 * question is a review before this one; a card made by another review meanwhile (CardMadeMeanwhile)
 * rolls the try back, and the next one finds it.
 */
export async function onceAfterFinishes<T>(db: Db, viewer: Viewer, attempt: (tx: Db, timeUp: TimeUp) => Promise<Attempt<T>>): Promise<T> {
  let timeUp: TimeUp = 'finish first';
  for (let tries = 0; tries < 3; tries += 1) {
    try {
      const result = await db.transaction((tx) => attempt(tx, timeUp));
      if ('outcome' in result) return result.outcome;
      for (const examId of result.timeUp) await finishExam(db, examId, viewer.now);
    } catch (error) {
      if (!(error instanceof CardMadeMeanwhile)) throw error;
    }
    timeUp = 'go on';
  }
  throw new Error('a review deferred three times');
}

/** What the locked statement answers for every review, beside the columns a review asks for itself. */
export type LockedRow = MemoryRow & {
  /** The card's question: null without a card of the caller's. */
  question_id: number | null;
  held: boolean;
  key_question: number | null;
  key_right: boolean | null;
};

/**
 * Reads the caller's card of the question, locked (the memory columns null without one), with whether
 * the question is held for the caller, the key's question and judgement if it was taken, and `own`
 * columns; or, on a first try, the exams holding the question that the clock finished.
 */
export async function lockedCard<Own extends Record<string, unknown>>(
  tx: Db,
  viewer: Viewer,
  review: KeyedReview,
  timeUp: TimeUp,
  own: Record<keyof Own & string, SQL>,
): Promise<(LockedRow & Own) | { timeUp: number[] }> {
  const { userId, now } = viewer;
  const question = sql`${review.questionId}::int`;
  const key = sql`${review.key}::uuid`;
  const ownColumns = Object.entries<SQL>(own).map(([name, value]) => sql`, ${value} AS ${sql.identifier(name)}`);
  const [row] = rowsOf<LockedRow & Own & { time_up: number[] | null }>(
    await tx.execute(sql`
      WITH card AS (
        SELECT question_id, ${memoryColumns} FROM review_cards WHERE user_id = ${userId} AND question_id = ${question} FOR UPDATE
      )
      SELECT card.question_id, ${memoryColumns},
        ${answerHeld(tx, viewer, question)} AS held,
        (SELECT question_id FROM review_keys WHERE user_id = ${userId} AND key = ${key}) AS key_question,
        (SELECT "right" FROM review_keys WHERE user_id = ${userId} AND key = ${key}) AS key_right,
        ARRAY(SELECT ${exams.id} FROM ${exams} JOIN ${examQuestions} ON ${examQuestions.examId} = ${exams.id}
          WHERE ${exams.userId} = ${userId} AND ${examQuestions.questionId} = ${question}
            AND ${timeUpSql(exams, sql`${now.toISOString()}::timestamptz`)}
          ORDER BY ${exams.endTime}, ${exams.id}) AS time_up
        ${sql.join(ownColumns)}
      FROM (SELECT 1) AS one LEFT JOIN card ON true`),
  );
  if (!row) throw new Error('the review statement answered no row');
  const finishing = row.time_up ?? [];
  if (timeUp === 'finish first' && finishing.length > 0) return { timeUp: finishing.map(Number) };
  return row;
}

/** The instant a review is taken at: when the device made it, but never later than now nor before the card's last review. */
export function takenAt(memory: Pick<Memory, 'lastReview'>, reviewedAt: Date | null, now: Date): Date {
  return reviewInstant(memory, reviewedAt !== null && reviewedAt < now ? reviewedAt : now);
}

/** A key already taken: the question it was taken for and the judgement kept with it. */
export type TakenKey = { questionId: number; right: boolean };

/** The write of a review: the judgement kept with its key, when, the card's memory after it, and whether the card is stored or new. */
export type CardWrite = { right: boolean; at: Date; memory: Memory; card: 'stored' | 'new' };

/**
 * Takes the key and writes the card in one statement; answers null when written, or the key as it
 * was taken meanwhile (the same review sent twice at once), read in a second statement. A new card
 * that another review made meanwhile throws CardMadeMeanwhile: the transaction must not keep the
 * key, and the next try reviews that card.
 */
export async function writeOnce(tx: Db, viewer: Viewer, review: KeyedReview, write: CardWrite): Promise<TakenKey | null> {
  const { userId } = viewer;
  const key = sql`${review.key}::uuid`;
  const records = cardRecords([{ userId, questionId: review.questionId, memory: write.memory }]);
  const card =
    write.card === 'stored'
      ? sql`UPDATE review_cards c SET due = m.due, stability = m.stability, difficulty = m.difficulty, scheduled_days = m.scheduled_days,
          learning_steps = m.learning_steps, reps = m.reps, lapses = m.lapses, state = m.state, last_review = m.last_review
        FROM taken, ${records}
        WHERE c.user_id = m.user_id AND c.question_id = m.question_id
        RETURNING c.question_id`
      : sql`INSERT INTO review_cards (user_id, question_id, ${memoryColumns}, created_at)
        SELECT m.user_id, m.question_id, ${memoryColumns}, ${write.at.toISOString()}::timestamptz FROM taken, ${records}
        ON CONFLICT (user_id, question_id) DO NOTHING
        RETURNING question_id`;
  const [counts] = rowsOf<{ taken: number; written: number }>(
    await tx.execute(sql`
      WITH taken AS (
        INSERT INTO review_keys (user_id, key, question_id, "right", reviewed_at)
        VALUES (${userId}, ${key}, ${review.questionId}::int, ${write.right}, ${write.at.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING key
      ), written AS (${card})
      SELECT (SELECT count(*) FROM taken)::int AS taken, (SELECT count(*) FROM written)::int AS written`),
  );
  if (counts?.written === 1) return null;
  // A new card not written: another review made it meanwhile (with this key, or another); the next try finds it.
  if (write.card === 'new' || counts?.taken === 1) throw new CardMadeMeanwhile();
  const [taken] = rowsOf<{ question_id: number; right: boolean }>(
    await tx.execute(sql`SELECT question_id, "right" FROM review_keys WHERE user_id = ${userId} AND key = ${key}`),
  );
  if (!taken) throw new Error('a review key neither taken nor found');
  return { questionId: taken.question_id, right: taken.right };
}

/** The common part of the answer to a key already taken; 400 when the key was another question's. */
export function replayedKey(review: KeyedReview, taken: TakenKey): { question: number; replayed: true } {
  if (taken.questionId !== review.questionId) throw fail(400, reviewRefusals.keyTaken);
  return { question: review.questionId, replayed: true };
}

/** A new card written while this review of the same question ran: the try is rolled back and made again. */
class CardMadeMeanwhile extends Error {
  constructor() {
    super('a card was made by another review meanwhile');
  }
}
