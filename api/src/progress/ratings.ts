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
  await rateFinishedExams(tx, [{ exam, answered }], at);
}

/**
 * Rates many finished exams in three statements whatever their number (docs/contest.md#results:
 * a contest's open sittings are finished together): the learners' rows and the questions' rows
 * are created when missing and locked, each in id order, the exams are rated one after the other
 * as if finished in turn (a later exam starts from the ratings an earlier one left), and the
 * learners', the questions' and the exams' rating rows are written in one statement.
 */
export async function rateFinishedExams(
  tx: Db,
  finished: readonly { exam: { id: number; userId: number }; answered: readonly AnsweredQuestion[] }[],
  at: Date,
): Promise<void> {
  if (finished.length === 0) return;
  // The learners' rows, created at the first finish, locked by the no-op update either way.
  const userIds = [...new Set(finished.map((f) => f.exam.userId))].sort((a, b) => a - b);
  const learners = new Map<number, number>();
  for (const row of rowsOf<{ user_id: number; rating: number }>(
    await tx.execute(sql`
      INSERT INTO learner_ratings (user_id, rating)
      SELECT id, ${ELO_START}::float8 FROM unnest(${sql.param(userIds)}::int[]) WITH ORDINALITY AS u(id, n) ORDER BY n
      ON CONFLICT (user_id) DO UPDATE SET rating = learner_ratings.rating
      RETURNING user_id, rating`),
  ))
    learners.set(row.user_id, row.rating);

  const questionIds = [...new Set(finished.flatMap((f) => f.answered.map((a) => a.questionId)))].sort((a, b) => a - b);
  const questions = new Map<number, number>();
  if (questionIds.length > 0) {
    // Created when missing and locked in one statement, in id order: concurrent finishes sharing
    // questions would otherwise wait on each other's rows in different orders and deadlock (found
    // by `npm run bench`).
    for (const row of rowsOf<{ question_id: number; rating: number }>(
      await tx.execute(sql`
        INSERT INTO question_ratings (question_id, rating)
        SELECT id, ${ELO_START}::float8 FROM unnest(${sql.param(questionIds)}::int[]) WITH ORDINALITY AS q(id, n) ORDER BY n
        ON CONFLICT (question_id) DO UPDATE SET rating = question_ratings.rating
        RETURNING question_id, rating`),
    ))
      questions.set(row.question_id, row.rating);
  }

  const changes: number[] = [];
  for (const { exam, answered } of finished) {
    const learner = learners.get(exam.userId);
    if (learner === undefined) throw new Error(`no rating row for user ${exam.userId}`);
    const rated = rateExam(
      learner,
      answered.map((a) => ({ question: questions.get(a.questionId) ?? ELO_START, right: a.right })),
    );
    learners.set(exam.userId, rated.learner);
    answered.forEach((a, i) => questions.set(a.questionId, rated.questions[i] ?? ELO_START));
    changes.push(rated.change);
  }
  const ratedQuestions = questionIds.filter((id) => questions.has(id));
  // The three writes go as one statement (one round trip while the rows above stay locked): the
  // learners' ratings, the questions' ratings and the exams' rating rows (issue 18).
  await tx.execute(sql`
    WITH rated_learners AS (
      UPDATE learner_ratings r SET rating = n.rating
      FROM unnest(${sql.param(userIds)}::int[], ${sql.param(userIds.map((id) => learners.get(id) ?? ELO_START))}::float8[]) AS n(user_id, rating)
      WHERE r.user_id = n.user_id
    ), rated_questions AS (
      UPDATE question_ratings r SET rating = n.rating
      FROM unnest(${sql.param(ratedQuestions)}::int[], ${sql.param(ratedQuestions.map((id) => questions.get(id) ?? ELO_START))}::float8[]) AS n(question_id, rating)
      WHERE r.question_id = n.question_id
    )
    INSERT INTO exam_ratings (exam_id, user_id, finished_at, change)
    SELECT exam_id, user_id, ${at.toISOString()}::timestamptz, change
    FROM unnest(${sql.param(finished.map((f) => f.exam.id))}::int[], ${sql.param(finished.map((f) => f.exam.userId))}::int[], ${sql.param(changes)}::float8[])
      AS e(exam_id, user_id, change)`);
}

// node-postgres and PGlite both answer `execute` with `{ rows }`.
function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
