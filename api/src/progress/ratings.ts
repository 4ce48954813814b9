// The leaderboard's Elo update (docs/decisions.md#elo), run inside the transaction that
// finishes an exam: each answered question, in the exam's order, moves the learner's rating and
// the question's, unless the learner saw that question in a finished exam within the repeat
// window (docs/decisions.md#elo-repeats) or the exam is a contest's practice. Rows are locked
// learner first, then the learner's seen questions, then questions by id, so concurrent finishes
// of different learners never wait on each other in a cycle. The 100-row writes go as arrays
// (unnest), one parameter per column, not one per value (issue 18). A read counts the change an
// exam the clock has finished will bring without writing it (ratingChangesOf, ratingsAfter).
import { ELO_REPEAT_WINDOW_DAYS, ELO_START, rateExam } from '@proshno/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';

/** One question of the exam, in the exam's order: was the chosen option right (null: unanswered). */
export type ScriptQuestion = { questionId: number; right: boolean | null };

/** The finished exam as the rating sees it: whose, and whether it is a contest's practice. */
export type FinishedExam = { id: number; userId: number; contestRole: 'sitting' | 'practice' | null };

/**
 * Rates the finished exam once; `tx` must be the transaction that marked it finished, `script`
 * every question of it in the exam's order (finish.ts reads them with the subject results).
 */
export async function rateFinishedExam(tx: Db, exam: FinishedExam, script: readonly ScriptQuestion[], at: Date): Promise<void> {
  await rateFinishedExams(tx, [{ exam, script }], at);
}

/** A contest's practice is never rated (docs/contest.md#practice): its paper's key is public by then. */
export function isRated(exam: FinishedExam): boolean {
  return exam.contestRole !== 'practice';
}

/**
 * Rates many finished exams in three statements whatever their number (docs/contest.md#results:
 * a contest's open sittings are finished together): the learners' rows are created when missing
 * and locked; every question shown opens a repeat window where none is open, only those count
 * (docs/decisions.md#elo-repeats), and their questions' rows are created when missing and locked,
 * in one statement; the exams are rated one after the other as if finished in turn (a later exam
 * starts from the ratings an earlier one left); and the learners', the questions' and the exams'
 * rating rows are written in one statement.
 */
export async function rateFinishedExams(
  tx: Db,
  finished: readonly { exam: FinishedExam; script: readonly ScriptQuestion[] }[],
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

  // After the learner's lock, so a finish of the same learner that committed meanwhile is seen.
  const { counted, questions } = await openWindows(tx, finished, at);
  // The first exam of the batch to show a pair takes its window, answered or not.
  const countedAnswers = finished.map(({ exam, script }) =>
    script.flatMap(({ questionId, right }) => {
      const opens = counted.delete(pairOf(exam.userId, questionId));
      return opens && right !== null && isRated(exam) ? [{ questionId, right }] : [];
    }),
  );
  const questionIds = [...new Set(countedAnswers.flat().map((a) => a.questionId))].sort((a, b) => a - b);

  const changes = rateInTurn(finished.map((f) => f.exam), countedAnswers, learners, questions);
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

/**
 * The rating changes finishing these exams in turn (each at its own `at`) would write, read without
 * writing or locking: what a read counts for exams the clock has finished and the finish job has not
 * yet written (docs/exam.md#time-up-finish). The same windows and rule as rateFinishedExams, from the
 * ratings as they stand; the job's finish writes the same unless another finish sharing a question
 * commits between the two (docs/decisions.md#elo: ratings move in the order exams finish).
 */
export async function ratingChangesOf(
  db: Db,
  finishes: readonly { exam: FinishedExam; script: readonly ScriptQuestion[]; at: Date }[],
): Promise<number[]> {
  return (await ratingsAfter(db, finishes)).changes;
}

/**
 * ratingChangesOf with the ratings those finishes leave: the learners' (every one of theirs) and the
 * questions' (every one of their scripts that has a rating row or gets one), read without writing.
 */
export async function ratingsAfter(
  db: Db,
  finishes: readonly { exam: FinishedExam; script: readonly ScriptQuestion[]; at: Date }[],
): Promise<{ changes: number[]; learners: ReadonlyMap<number, number>; questions: ReadonlyMap<number, number> }> {
  if (finishes.length === 0) return { changes: [], learners: new Map(), questions: new Map() };
  const userIds = [...new Set(finishes.map((f) => f.exam.userId))];
  const questionIds = [...new Set(finishes.flatMap((f) => f.script.map((q) => q.questionId)))];
  const [learnerRows, seenRows, questionRows] = await Promise.all([
    db.execute(sql`SELECT user_id, rating FROM learner_ratings WHERE user_id = ANY(${sql.param(userIds)}::int[])`),
    db.execute(sql`SELECT user_id, question_id, seen_at FROM seen_questions
      WHERE user_id = ANY(${sql.param(userIds)}::int[]) AND question_id = ANY(${sql.param(questionIds)}::int[])`),
    db.execute(sql`SELECT question_id, rating FROM question_ratings WHERE question_id = ANY(${sql.param(questionIds)}::int[])`),
  ]);
  const learners = new Map(userIds.map((id) => [id, ELO_START]));
  for (const row of rowsOf<{ user_id: number; rating: number }>(learnerRows)) learners.set(row.user_id, row.rating);
  const seen = new Map<string, number>();
  for (const row of rowsOf<{ user_id: number; question_id: number; seen_at: Date | string }>(seenRows))
    seen.set(pairOf(row.user_id, row.question_id), new Date(row.seen_at).getTime());
  const questions = new Map<number, number>();
  for (const row of rowsOf<{ question_id: number; rating: number }>(questionRows)) questions.set(row.question_id, row.rating);
  // Each exam opens the windows it finds closed, as its finish's insert into seen_questions would.
  const countedAnswers = finishes.map(({ exam, script, at }) => {
    const windowStart = at.getTime() - ELO_REPEAT_WINDOW_DAYS * 24 * 3600_000;
    return script.flatMap(({ questionId, right }) => {
      const pair = pairOf(exam.userId, questionId);
      const last = seen.get(pair);
      if (last !== undefined && last > windowStart) return [];
      seen.set(pair, at.getTime());
      return right !== null && isRated(exam) ? [{ questionId, right }] : [];
    });
  });
  const changes = rateInTurn(finishes.map((f) => f.exam), countedAnswers, learners, questions);
  return { changes, learners, questions };
}

/**
 * The exams rated one after the other, as if finished in turn: each starts from the ratings the one
 * before left in `learners` and `questions` (moved here); answers each exam's change.
 */
function rateInTurn(
  exams: readonly FinishedExam[],
  countedAnswers: readonly { questionId: number; right: boolean }[][],
  learners: Map<number, number>,
  questions: Map<number, number>,
): number[] {
  return exams.map((exam, n) => {
    const answered = countedAnswers[n] ?? [];
    const learner = learners.get(exam.userId);
    if (learner === undefined) throw new Error(`no rating row for user ${exam.userId}`);
    const rated = rateExam(
      learner,
      answered.map((a) => ({ question: questions.get(a.questionId) ?? ELO_START, right: a.right })),
    );
    learners.set(exam.userId, rated.learner);
    answered.forEach((a, i) => questions.set(a.questionId, rated.questions[i] ?? ELO_START));
    return rated.change;
  });
}

/**
 * One statement: records every question the finished exams showed in `seen_questions`, and answers
 * the pairs (learner, question) that opened a window now (none was open, or the last began at least
 * ELO_REPEAT_WINDOW_DAYS before `at`) with the ratings of the questions they may rate, whose rows it
 * creates when missing and locks in id order: concurrent finishes sharing questions would otherwise
 * wait on each other's rows in different orders and deadlock (found by `npm run bench`). The pairs
 * go in key order; a pair shown by two exams of one batch is sent once, so only the first can count it.
 */
async function openWindows(
  tx: Db,
  finished: readonly { exam: FinishedExam; script: readonly ScriptQuestion[] }[],
  at: Date,
): Promise<{ counted: Set<string>; questions: Map<number, number> }> {
  const pairs = new Map<string, { userId: number; questionId: number }>();
  const rateable = new Set<number>();
  for (const { exam, script } of finished)
    for (const { questionId, right } of script) {
      pairs.set(pairOf(exam.userId, questionId), { userId: exam.userId, questionId });
      if (right !== null && isRated(exam)) rateable.add(questionId);
    }
  const counted = new Set<string>();
  const questions = new Map<number, number>();
  if (pairs.size === 0) return { counted, questions };
  const sorted = [...pairs.values()].sort((a, b) => a.userId - b.userId || a.questionId - b.questionId);
  const windowStart = new Date(at.getTime() - ELO_REPEAT_WINDOW_DAYS * 24 * 3600_000);
  const rows = rowsOf<{ user_id: number; question_id: number; rating: number | null }>(
    await tx.execute(sql`
      WITH opened AS (
        INSERT INTO seen_questions (user_id, question_id, seen_at)
        SELECT u, q, ${at.toISOString()}::timestamptz
        FROM unnest(${sql.param(sorted.map((p) => p.userId))}::int[], ${sql.param(sorted.map((p) => p.questionId))}::int[]) WITH ORDINALITY AS s(u, q, n)
        ORDER BY n
        ON CONFLICT (user_id, question_id) DO UPDATE SET seen_at = excluded.seen_at
        WHERE seen_questions.seen_at <= ${windowStart.toISOString()}::timestamptz
        RETURNING user_id, question_id
      ), locked AS (
        INSERT INTO question_ratings (question_id, rating)
        SELECT DISTINCT question_id, ${ELO_START}::float8 FROM opened
        WHERE question_id = ANY(${sql.param([...rateable])}::int[])
        ORDER BY question_id
        ON CONFLICT (question_id) DO UPDATE SET rating = question_ratings.rating
        RETURNING question_id, rating
      )
      SELECT o.user_id, o.question_id, l.rating FROM opened o LEFT JOIN locked l ON l.question_id = o.question_id`),
  );
  for (const row of rows) {
    counted.add(pairOf(row.user_id, row.question_id));
    if (row.rating !== null) questions.set(row.question_id, row.rating);
  }
  return { counted, questions };
}

const pairOf = (userId: number, questionId: number) => `${userId}:${questionId}`;

// node-postgres and PGlite both answer `execute` with `{ rows }`.
function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
