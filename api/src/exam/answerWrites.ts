// Writing a learner's choices (docs/exam.md#answering, docs/decisions.md#autosave): one statement
// checks every choice against the exam and writes them all, or none (issue 18: a save is the
// exam day's most frequent request and a submit carries a whole script).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf, run, statement, type Statement } from '../db/prepared';
import { fail } from '../http/errors';
import { takesAnswersSql } from './examClock';
import type { ExamRow } from './examRecords';
import { refusals } from './refusals';

/**
 * One choice; `chosen_at` is when the learner chose it (ISO 8601) and `time_spent_ms` how long its
 * question was on screen before (docs/exam.md#question-time), both absent from older clients.
 */
export type AnswerInput = { question: number; choosed_options: number[]; chosen_at?: string | undefined; time_spent_ms?: number | undefined };

/** What a save left: the row's id and the choice the row holds (the newest, docs/exam.md#latest-choice). */
export type SavedAnswer = { id: number; optionId: number | null };

/**
 * A save in one statement, outside any transaction: the caller's exam is locked and written only
 * while it takes answers (created, started, not past end_time plus the grace). Returns the saved
 * row's id, or null when the exam did not take it (not the caller's, not running, time up): the
 * locked path of scriptRoutes.ts then says why, exactly as before. A bad choice is a 400.
 */
export async function saveWhileRunning(db: Db, examId: number, userId: number, input: AnswerInput, now: Date): Promise<SavedAnswer | null> {
  return write(db, saveStatement, examId, userId, [input], now);
}

/**
 * Saves a submitted script into an exam this transaction has locked and found running (the last
 * choice per question wins; [] clears). Answers already saved as they are sent are not rewritten:
 * after the autosaves most of a script is.
 */
export async function writeScript(tx: Db, exam: ExamRow, userId: number, inputs: AnswerInput[], now: Date): Promise<void> {
  await write(tx, submitStatement, exam.id, userId, inputs, now, exam.startTime);
}

const p = {
  examId: sql.placeholder('examId'),
  userId: sql.placeholder('userId'),
  at: sql.placeholder('at'),
  questionIds: sql.placeholder('questionIds'),
  optionIds: sql.placeholder('optionIds'),
  chosenAts: sql.placeholder('chosenAts'),
  timesSpent: sql.placeholder('timesSpent'),
  startTime: sql.placeholder('startTime'),
  firstQuestion: sql.placeholder('firstQuestion'),
};

/**
 * Every question must be one of the exam's and every option one of its question's, else nothing is
 * saved (400, named after the first bad choice). `exam` selects the exam's id when it takes answers.
 * docs/exam.md#latest-choice: a row keeps the newest choice; an answer's chosen_at is bounded by the
 * server's now (absent: now), and it replaces the row's choice only when it is not older. Its time
 * on screen is kept with it, never more than the time from the exam's start to the choice
 * (docs/exam.md#question-time).
 * Prepared once per store handle (docs/architecture.md#hot-path): a save is the exam day's most
 * frequent request.
 */
function writeStatement(name: string, exam: SQL, unchangedOnly: SQL): Statement {
  const newerOnly = sql`exam_answers.chosen_at <= excluded.chosen_at`;
  return statement(
    name,
    sql`
    WITH exam AS (${exam}), input AS (
      SELECT * FROM unnest(${p.questionIds}::int[], ${p.optionIds}::int[], ${p.chosenAts}::timestamptz[], ${p.timesSpent}::int[])
        WITH ORDINALITY AS i(question_id, option_id, chosen_at, time_spent_ms, n)
    ), dated AS (
      SELECT i.*, LEAST(COALESCE(i.chosen_at, ${p.at}::timestamptz), ${p.at}::timestamptz) AS chosen_when FROM input i
    ), checked AS (
      SELECT i.n, i.question_id, i.option_id, i.chosen_when AS chosen_at,
        LEAST(i.time_spent_ms, GREATEST(0, floor(extract(epoch FROM i.chosen_when - (SELECT start_time FROM exam)) * 1000))::int) AS time_spent_ms,
        q.question_id IS NOT NULL AS in_exam, (i.option_id IS NULL OR o.id IS NOT NULL) AS option_ok
      FROM dated i
      LEFT JOIN exam_questions q ON q.exam_id = ${p.examId} AND q.question_id = i.question_id
      LEFT JOIN options o ON o.id = i.option_id AND o.question_id = i.question_id
    ), written AS (
      INSERT INTO exam_answers (exam_id, question_id, user_id, option_id, updated_at, chosen_at, time_spent_ms)
      SELECT ${p.examId}, question_id, ${p.userId}, option_id, ${p.at}::timestamptz, chosen_at, time_spent_ms FROM checked
      WHERE EXISTS (SELECT 1 FROM exam) AND NOT EXISTS (SELECT 1 FROM checked WHERE NOT (in_exam AND option_ok))
      ORDER BY n
      ON CONFLICT (exam_id, question_id) DO UPDATE SET option_id = excluded.option_id, updated_at = excluded.updated_at, chosen_at = excluded.chosen_at,
        time_spent_ms = excluded.time_spent_ms
      WHERE ${newerOnly} ${unchangedOnly}
      RETURNING id, question_id, option_id
    ), kept AS (
      SELECT id, option_id FROM exam_answers WHERE exam_id = ${p.examId} AND question_id = ${p.firstQuestion}
    )
    SELECT
      (SELECT count(*)::int FROM exam) AS open,
      (SELECT min(n)::int FROM checked WHERE NOT in_exam) AS not_in_exam,
      (SELECT min(n)::int FROM checked WHERE in_exam AND NOT option_ok) AS bad_option,
      (SELECT id FROM written WHERE question_id = ${p.firstQuestion}) AS first_id,
      (SELECT option_id FROM written WHERE question_id = ${p.firstQuestion}) AS first_option,
      (SELECT id FROM kept) AS kept_id,
      (SELECT option_id FROM kept) AS kept_option`,
  );
}

// The caller's exam, locked, while it takes answers: the exam clock's rule (examClock.ts takesAnswersSql).
const saveStatement = writeStatement(
  'exam_answer_save',
  sql`
    SELECT id, start_time FROM "exams"
    WHERE id = ${p.examId} AND user_id = ${p.userId}
      AND ${takesAnswersSql({ status: sql`status`, startTime: sql`start_time`, endTime: sql`end_time` }, sql`${p.at}::timestamptz`)}
    FOR UPDATE`,
  sql``,
);

// The submit's exam is locked and found running by its transaction already, which read its start.
const submitStatement = writeStatement(
  'exam_script_write',
  sql`SELECT ${p.examId}::int AS id, ${p.startTime}::timestamptz AS start_time`,
  sql`AND exam_answers.option_id IS DISTINCT FROM excluded.option_id`,
);

type Verdict = {
  open: number;
  not_in_exam: number | null;
  bad_option: number | null;
  first_id: number | null;
  first_option: number | null;
  kept_id: number | null;
  kept_option: number | null;
};

/**
 * Returns the first choice's row (written, or kept because it held a newer choice), else null (the
 * exam did not take it).
 */
async function write(db: Db, stmt: Statement, examId: number, userId: number, inputs: AnswerInput[], now: Date, startTime: Date | null = null): Promise<SavedAnswer | null> {
  const latest = new Map(inputs.map((a) => [a.question, { optionId: a.choosed_options[0] ?? null, chosenAt: a.chosen_at ?? null, timeSpent: a.time_spent_ms ?? null }]));
  const questionIds = [...latest.keys()];
  const optionIds = [...latest.values()].map((a) => a.optionId);
  const chosenAts = [...latest.values()].map((a) => a.chosenAt);
  const timesSpent = [...latest.values()].map((a) => a.timeSpent);
  const result = await run(db, stmt, {
    examId,
    userId,
    at: now.toISOString(),
    questionIds,
    optionIds,
    chosenAts,
    timesSpent,
    startTime: startTime?.toISOString() ?? null,
    firstQuestion: questionIds[0] ?? 0,
  });
  const [verdict] = rowsOf<Verdict>(result);
  if (!verdict || verdict.open === 0) return null;
  const notInExam = verdict.not_in_exam;
  const badOption = verdict.bad_option;
  if (notInExam !== null && (badOption === null || notInExam < badOption)) throw fail(400, refusals.questionNotInExam);
  if (badOption !== null) throw fail(400, refusals.optionNotOfQuestion);
  if (verdict.first_id !== null) return { id: verdict.first_id, optionId: verdict.first_option };
  return verdict.kept_id === null ? null : { id: verdict.kept_id, optionId: verdict.kept_option };
}
