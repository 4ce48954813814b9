// An exam's answers as reviews of the learner's cards (docs/learning.md#cards), written in the
// transaction that finishes the exam: an answered question that has a card is a review of it (right
// `good`, wrong `again`), and a question answered wrong without one gets a card whose first review
// was the exam. Unanswered questions, and those held for everyone (null in the script,
// docs/contest.md#held-scoring), change nothing; so does a right answer without a card. A read shows
// an exam the clock has finished as this will leave it (./deck.ts).
import { afterReview, freshMemory, gradeOfAnswer, type Memory } from '@proshno/engine/learning';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/prepared';
import type { ScriptQuestion } from '../progress/ratings';
import { cardRecords, memoryColumns, memoryOfRow, type Card, type MemoryRow } from './cards';

/** A finished exam as the cards see it: whose, and every question with whether it was answered right. */
export type ExamAnswers = { userId: number; script: readonly ScriptQuestion[] };

/**
 * The cards one learner's exams, in the order they finished (each at its `at`), change, from
 * `cards`, that learner's cards of those questions by question id. Answers only the changed ones.
 */
export function cardsAfterExams(
  cards: ReadonlyMap<number, Memory>,
  exams: readonly { script: readonly ScriptQuestion[]; at: Date }[],
): Map<number, Memory> {
  const changed = new Map<number, Memory>();
  for (const { script, at } of exams) {
    for (const { questionId, right } of script) {
      if (right === null) continue;
      const memory = changed.get(questionId) ?? cards.get(questionId);
      if (memory !== undefined) changed.set(questionId, afterReview(memory, gradeOfAnswer(right), at));
      else if (!right) changed.set(questionId, afterReview(freshMemory(at), 'again', at));
    }
  }
  return changed;
}

/**
 * Writes what exams finished at `at` do to their learners' cards; `tx` must be the transaction
 * that finished them. Two statements whatever their number, none when no question was answered:
 * the cards of the answered questions read and locked in key order (a review of one waits, and is
 * then seen), and every changed card written in one upsert, in the same order.
 */
export async function reviewFinishedExams(tx: Db, finished: readonly ExamAnswers[], at: Date): Promise<void> {
  const pairs = new Map<string, { userId: number; questionId: number }>();
  for (const { userId, script } of finished) {
    for (const { questionId, right } of script) if (right !== null) pairs.set(pairOf(userId, questionId), { userId, questionId });
  }
  if (pairs.size === 0) return;
  const keys = [...pairs.values()].sort(byKey);
  const stored = rowsOf<MemoryRow & { user_id: number; question_id: number }>(
    await tx.execute(sql`
      SELECT c.user_id, c.question_id, ${memoryColumns} FROM review_cards c
      JOIN unnest(${sql.param(keys.map((k) => k.userId))}::int[], ${sql.param(keys.map((k) => k.questionId))}::int[]) AS k(user_id, question_id)
        ON c.user_id = k.user_id AND c.question_id = k.question_id
      ORDER BY c.user_id, c.question_id
      FOR UPDATE OF c`),
  );
  const cardsOf = new Map<number, Map<number, Memory>>();
  for (const row of stored) {
    const cards = cardsOf.get(row.user_id) ?? new Map<number, Memory>();
    cards.set(row.question_id, memoryOfRow(row));
    cardsOf.set(row.user_id, cards);
  }
  const examsOf = new Map<number, { script: readonly ScriptQuestion[]; at: Date }[]>();
  for (const { userId, script } of finished) examsOf.set(userId, [...(examsOf.get(userId) ?? []), { script, at }]);
  const changed: Card[] = [];
  for (const [userId, exams] of examsOf) {
    for (const [questionId, memory] of cardsAfterExams(cardsOf.get(userId) ?? new Map(), exams)) changed.push({ userId, questionId, memory });
  }
  if (changed.length === 0) return;
  await tx.execute(sql`
    INSERT INTO review_cards (user_id, question_id, ${memoryColumns}, created_at)
    SELECT user_id, question_id, ${memoryColumns}, ${at.toISOString()}::timestamptz FROM ${cardRecords(changed.sort(byKey))}
    ORDER BY user_id, question_id
    ON CONFLICT (user_id, question_id) DO UPDATE SET due = excluded.due, stability = excluded.stability,
      difficulty = excluded.difficulty, scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps,
      reps = excluded.reps, lapses = excluded.lapses, state = excluded.state, last_review = excluded.last_review`);
}

const pairOf = (userId: number, questionId: number) => `${userId}:${questionId}`;

function byKey(a: { userId: number; questionId: number }, b: { userId: number; questionId: number }): number {
  return a.userId - b.userId || a.questionId - b.questionId;
}
