// Writing a learner's choices (docs/exam.md#answering, docs/decisions.md#autosave): one statement
// checks every choice against the exam and writes them all, or none (issue 18: a save is the
// exam day's most frequent request and a submit carries a whole script).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { fail } from '../http/errors';
import type { ExamRow } from './examRecords';
import { refusals } from './refusals';

export type AnswerInput = { question: number; choosed_options: number[] };

/** How the answers already saved are treated: a save touches its row; a submit leaves equal ones alone. */
export type WriteMode = 'save' | 'submit';

/**
 * Saves the choices (the last one per question wins; [] clears). Every question must be one of
 * the exam's and every option one of its question's, else nothing is saved (400, named after the
 * first bad choice). Returns the id of the first choice's row as saved ('save' mode), else null.
 */
export async function writeAnswers(tx: Db, exam: ExamRow, userId: number, inputs: AnswerInput[], now: Date, mode: WriteMode): Promise<number | null> {
  const latest = new Map(inputs.map((a) => [a.question, a.choosed_options[0] ?? null]));
  const questionIds = [...latest.keys()];
  const optionIds = [...latest.values()];
  // A submit rewrites no answer already saved as it is: after the autosaves most of a script is.
  const unchangedOnly = mode === 'submit' ? sql`WHERE exam_answers.option_id IS DISTINCT FROM excluded.option_id` : sql``;
  const result = await tx.execute(sql`
    WITH input AS (
      SELECT * FROM unnest(${sql.param(questionIds)}::int[], ${sql.param(optionIds)}::int[]) WITH ORDINALITY AS i(question_id, option_id, n)
    ), checked AS (
      SELECT i.n, i.question_id, i.option_id, q.question_id IS NOT NULL AS in_exam, (i.option_id IS NULL OR o.id IS NOT NULL) AS option_ok
      FROM input i
      LEFT JOIN exam_questions q ON q.exam_id = ${exam.id} AND q.question_id = i.question_id
      LEFT JOIN options o ON o.id = i.option_id AND o.question_id = i.question_id
    ), written AS (
      INSERT INTO exam_answers (exam_id, question_id, user_id, option_id, updated_at)
      SELECT ${exam.id}, question_id, ${userId}, option_id, ${now.toISOString()}::timestamptz FROM checked
      WHERE NOT EXISTS (SELECT 1 FROM checked WHERE NOT (in_exam AND option_ok))
      ORDER BY n
      ON CONFLICT (exam_id, question_id) DO UPDATE SET option_id = excluded.option_id, updated_at = excluded.updated_at
      ${unchangedOnly}
      RETURNING id, question_id
    )
    SELECT
      (SELECT min(n)::int FROM checked WHERE NOT in_exam) AS not_in_exam,
      (SELECT min(n)::int FROM checked WHERE in_exam AND NOT option_ok) AS bad_option,
      (SELECT id FROM written WHERE question_id = ${questionIds[0] ?? 0}) AS first_id`);
  const [verdict] = rowsOf<{ not_in_exam: number | null; bad_option: number | null; first_id: number | null }>(result);
  const notInExam = verdict?.not_in_exam ?? null;
  const badOption = verdict?.bad_option ?? null;
  if (notInExam !== null && (badOption === null || notInExam < badOption)) throw fail(400, refusals.questionNotInExam);
  if (badOption !== null) throw fail(400, refusals.optionNotOfQuestion);
  return verdict?.first_id ?? null;
}

// node-postgres and PGlite both answer `execute` with `{ rows }`.
function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
