// The contest's results, computed once (docs/contest.md#results): every sitting still open is
// finished as at time-up, then PostgreSQL ranks them in one pass with window functions (RANK,
// PERCENT_RANK, ROW_NUMBER for the merit order; RANK per subject). The results job
// (./resultsJob.ts) computes them soon after the end plus the grace; a read that comes first joins
// the same computation. Once-only: the contest row is locked and results_at set in the same
// transaction, so two api replicas, the job and a read never compute twice.
import { refusalCodes } from '@proshno/engine';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { contests } from '../db/contestSchema';
import { reviewFinishedExams } from '../learning/examReviews';
import { rateFinishedExams, type ScriptQuestion } from '../progress/ratings';
import { refuse } from '../http/errors';
import { answersCloseAt, openSinceOf } from '../exam/examClock';
import { heldForEveryone } from '../exam/heldAnswers';
import { endOf, isOver, type ContestRow } from './contestRecords';
import { contestRefusals } from './refusals';

/**
 * The contest with its results, for a read (docs/contest.md#results). Already computed: as it is.
 * Before the end plus the grace: 409. After it, not yet computed: the read joins the computation,
 * waiting on the contest's row while the job (or another read) computes, or computing itself when
 * nobody has started, so a read never answers 'not ready' once the clock says ready.
 */
export async function withResults(db: Db, contest: ContestRow, now: Date): Promise<ContestRow> {
  if (contest.resultsAt !== null) return contest;
  if (!isOver(contest, now)) throw refuse(409, refusalCodes.contestNotEnded, contestRefusals.resultsNotReady);
  const done = await computeResults(db, contest.id, now, 'wait');
  if (done === null) throw new Error(`contest ${contest.id} has no results after computing them`);
  return done;
}

/**
 * Computes the contest's results once, as at `now`. `wait` (a read) waits for a computation in
 * progress on another connection and then finds it done; `skip` (the job) leaves a contest whose
 * row another connection holds and answers null. Also null for a contest not over at `now`.
 */
export async function computeResults(db: Db, contestId: number, now: Date, locked: 'wait' | 'skip'): Promise<ContestRow | null> {
  return db.transaction(async (tx) => {
    const select = tx.select().from(contests).where(eq(contests.id, contestId));
    const [row] = await (locked === 'skip' ? select.for('update', { skipLocked: true }) : select.for('update'));
    if (!row) {
      if (locked === 'skip') return null;
      throw new Error(`contest ${contestId} vanished`);
    }
    if (row.resultsAt !== null) return row;
    if (!isOver(row, now)) return null;
    // Time-up for every sitting nobody submitted: finished with what was saved, rated like any exam,
    // as at the close of the contest's answers, as a read had shown it (docs/exam.md#time-up-finish).
    await finishOpenSittings(tx, row.id, answersCloseAt(endOf(row)));
    await rankSittings(tx, row);
    const [summary] = rowsOf<{ highest: number | null; average: number | null; n: number }>(
      await tx.execute(sql`
        SELECT max(score)::float8 AS highest, avg(score)::float8 AS average, count(*)::int AS n
        FROM contest_results WHERE contest_id = ${row.id}`),
    );
    const [done] = await tx
      .update(contests)
      .set({ resultsAt: now, highestScore: summary?.highest ?? null, averageScore: summary?.average ?? null, rankedCount: summary?.n ?? 0 })
      .where(eq(contests.id, row.id))
      .returning();
    if (!done) throw new Error(`contest ${contestId} vanished`);
    return done;
  });
}

/**
 * Finishes every sitting of the contest still open, as at time-up, together: the same number of
 * statements for one sitting as for 100,000 (docs/contest.md#results), where finishing them one by
 * one (docs/exam.md#lifecycle) would cost a transaction each. The exams are marked finished in
 * one statement (a sitting a submit holds is waited for and, found finished, left alone), their
 * subject results counted and written in one, and their questions read in one for the review
 * cards (docs/learning.md#cards) and the ratings, which move as if each exam had finished on its
 * own (docs/decisions.md#elo).
 */
async function finishOpenSittings(tx: Db, contestId: number, at: Date): Promise<void> {
  const finished = rowsOf<{ id: number; user_id: number }>(
    await tx.execute(sql`
      UPDATE exams SET status = 'finished', finished_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz,
        time_remaining_at_finish = CASE WHEN end_time IS NULL THEN 0
          ELSE GREATEST(0, floor(EXTRACT(EPOCH FROM (end_time - ${at.toISOString()}::timestamptz))))::int END
      WHERE contest_id = ${contestId} AND contest_role = 'sitting' AND status = 'created'
      RETURNING id, user_id`),
  ).sort((a, b) => a.id - b.id);
  if (finished.length === 0) return;
  const ids = finished.map((f) => f.id);
  // The scoring side of the held-answers rule (docs/contest.md#held-scoring): a question another
  // contest holds still counts as unanswered, as finishing one sitting would count it.
  const held = heldForEveryone(sql`eq.question_id`, sql`${openSinceOf(at).toISOString()}::timestamptz`, sql`${contestId}`);
  // Per exam, its subjects in the order of their first question, as finishing one exam writes them.
  await tx.execute(sql`
    INSERT INTO exam_subject_results (exam_id, subject_id, subject_name, "right", wrong, not_answered)
    SELECT eq.exam_id, s.id, s.name,
      (count(*) FILTER (WHERE o.is_answer))::int, (count(*) FILTER (WHERE NOT o.is_answer))::int,
      (count(*) FILTER (WHERE o.is_answer IS NULL))::int
    FROM exam_questions eq
    JOIN questions q ON q.id = eq.question_id
    JOIN subjects s ON s.id = q.subject_id
    LEFT JOIN exam_answers a ON a.exam_id = eq.exam_id AND a.question_id = eq.question_id
    LEFT JOIN options o ON o.id = a.option_id AND NOT ${held}
    WHERE eq.exam_id = ANY(${sql.param(ids)}::int[])
    GROUP BY eq.exam_id, s.id, s.name
    ORDER BY eq.exam_id, min(eq.position)`);
  // Every question of each sitting, answered or not (docs/decisions.md#elo-repeats).
  const scripts = new Map<number, ScriptQuestion[]>();
  for (const row of rowsOf<{ exam_id: number; question_id: number; is_answer: boolean | null }>(
    await tx.execute(sql`
      SELECT eq.exam_id, eq.question_id, o.is_answer
      FROM exam_questions eq
      LEFT JOIN exam_answers a ON a.exam_id = eq.exam_id AND a.question_id = eq.question_id
      LEFT JOIN options o ON o.id = a.option_id AND NOT ${held}
      WHERE eq.exam_id = ANY(${sql.param(ids)}::int[])
      ORDER BY eq.exam_id, eq.position`),
  )) {
    const list = scripts.get(row.exam_id) ?? [];
    list.push({ questionId: row.question_id, right: row.is_answer });
    scripts.set(row.exam_id, list);
  }
  await reviewFinishedExams(
    tx,
    finished.map((f) => ({ userId: f.user_id, script: scripts.get(f.id) ?? [] })),
    at,
  );
  await rateFinishedExams(
    tx,
    finished.map((f) => ({ exam: { id: f.id, userId: f.user_id, contestRole: 'sitting' }, script: scripts.get(f.id) ?? [] })),
    at,
  );
}

/**
 * One statement for the learners' rows and one for the subjects' (docs/contest.md#rank,
 * docs/contest.md#percentile, docs/contest.md#time-used). Only sittings are ranked; practice
 * attempts never (docs/contest.md#practice).
 */
async function rankSittings(tx: Db, contest: ContestRow): Promise<void> {
  // docs/contest.md#ties-rule: time used orders equal scores only when the contest says so.
  const order = contest.timeBreaksTies ? sql`score DESC, time_used ASC` : sql`score DESC`;
  await tx.execute(sql`
    WITH sheet AS (
      SELECT e.id AS exam_id, e.user_id, e.mark_per_qn AS mark, COALESCE(e.negative_mark_per_qn, 0) AS negative,
        GREATEST(0, floor(EXTRACT(EPOCH FROM (LEAST(e.finished_at, e.end_time) - GREATEST(e.created_at, e.start_time)))))::int AS time_used
      FROM exams e
      WHERE e.contest_id = ${contest.id} AND e.contest_role = 'sitting' AND e.status = 'finished'
    ), totals AS (
      SELECT s.exam_id, s.user_id, s.time_used,
        COALESCE(sum(r."right"), 0)::int AS n_right, COALESCE(sum(r.wrong), 0)::int AS n_wrong,
        COALESCE(sum(r.not_answered), 0)::int AS n_blank,
        (COALESCE(sum(r."right"), 0) * s.mark - COALESCE(sum(r.wrong), 0) * s.negative)::float8 AS score
      FROM sheet s LEFT JOIN exam_subject_results r ON r.exam_id = s.exam_id
      GROUP BY s.exam_id, s.user_id, s.time_used, s.mark, s.negative
    ), ranked AS (
      SELECT t.*,
        RANK() OVER (ORDER BY ${order}) AS rank,
        ROW_NUMBER() OVER (ORDER BY ${order}, user_id) AS position,
        PERCENT_RANK() OVER (ORDER BY ${order}) AS below
      FROM totals t
    )
    INSERT INTO contest_results (contest_id, user_id, exam_id, score, "right", wrong, not_answered, time_used, rank, position, percentile)
    SELECT ${contest.id}, user_id, exam_id, score, n_right, n_wrong, n_blank, time_used, rank, position,
      round((100 * (1 - below))::numeric, 2)::float8
    FROM ranked
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO contest_subject_results (contest_id, user_id, subject_id, subject_name, score, rank)
    SELECT ${contest.id}, e.user_id, r.subject_id, r.subject_name, s.score,
      RANK() OVER (PARTITION BY r.subject_id ORDER BY s.score DESC)
    FROM exams e
    JOIN exam_subject_results r ON r.exam_id = e.id
    CROSS JOIN LATERAL (SELECT (r."right" * e.mark_per_qn - r.wrong * COALESCE(e.negative_mark_per_qn, 0))::float8 AS score) s
    WHERE e.contest_id = ${contest.id} AND e.contest_role = 'sitting' AND e.status = 'finished'
    ON CONFLICT DO NOTHING`);
}

// node-postgres and PGlite both answer `execute` with `{ rows }`.
function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
