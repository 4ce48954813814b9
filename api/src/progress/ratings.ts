// The leaderboard's Elo update (docs/decisions.md#elo), run inside the transaction that
// finishes an exam: each answered question, in the exam's order, moves the learner's rating and
// the question's. Rows are locked learner first, then questions by id, so concurrent finishes of
// different learners never wait on each other in a cycle. The 100-row writes go as arrays
// (unnest), one parameter per column, not one per value (issue 18).
import { ELO_START, rateExam } from '@proshno/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';

/** One answered question of the exam, in the exam's order: was the chosen option right. */
export type AnsweredQuestion = { questionId: number; right: boolean };

/**
 * Rates the finished exam once; `tx` must be the transaction that marked it finished, `answered`
 * its answered questions in the exam's order (finish.ts reads them with the subject results).
 */
export async function rateFinishedExam(tx: Db, exam: { id: number; userId: number }, answered: AnsweredQuestion[], at: Date): Promise<void> {
  // The learner's row, created at the first finish, locked by the no-op update either way.
  const [learner] = rowsOf<{ rating: number }>(
    await tx.execute(sql`
      INSERT INTO learner_ratings (user_id, rating) VALUES (${exam.userId}, ${ELO_START})
      ON CONFLICT (user_id) DO UPDATE SET rating = learner_ratings.rating
      RETURNING rating`),
  );
  if (!learner) throw new Error(`no rating row for user ${exam.userId}`);

  const questionIds = answered.map((a) => a.questionId);
  const before = new Map<number, number>();
  if (questionIds.length > 0) {
    // Created when missing and locked in one statement, in id order: concurrent finishes sharing
    // questions would otherwise wait on each other's rows in different orders and deadlock (found
    // by `npm run bench`).
    const sorted = [...questionIds].sort((a, b) => a - b);
    const locked = rowsOf<{ question_id: number; rating: number }>(
      await tx.execute(sql`
        INSERT INTO question_ratings (question_id, rating)
        SELECT id, ${ELO_START}::float8 FROM unnest(${sql.param(sorted)}::int[]) WITH ORDINALITY AS q(id, n) ORDER BY n
        ON CONFLICT (question_id) DO UPDATE SET rating = question_ratings.rating
        RETURNING question_id, rating`),
    );
    for (const row of locked) before.set(row.question_id, row.rating);
  }

  const rated = rateExam(
    learner.rating,
    answered.map((a) => ({ question: before.get(a.questionId) ?? ELO_START, right: a.right })),
  );
  // The three writes go as one statement (one round trip while the rows above stay locked): the
  // learner's rating, the questions' ratings and the exam's rating row (issue 18).
  await tx.execute(sql`
    WITH learner AS (
      UPDATE learner_ratings SET rating = ${rated.learner}::float8 WHERE user_id = ${exam.userId}::int RETURNING user_id
    ), rated_questions AS (
      UPDATE question_ratings r SET rating = n.rating
      FROM unnest(${sql.param(questionIds)}::int[], ${sql.param(rated.questions)}::float8[]) AS n(question_id, rating)
      WHERE r.question_id = n.question_id
    )
    INSERT INTO exam_ratings (exam_id, user_id, finished_at, change)
    SELECT ${exam.id}::int, user_id, ${at.toISOString()}::timestamptz, ${rated.change}::float8 FROM learner`);
}

// node-postgres and PGlite both answer `execute` with `{ rows }`.
function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
