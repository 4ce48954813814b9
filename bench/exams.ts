// Exams through the gateway's GraphQL, as the web app sends them.
import { graphql, type Client, type GraphqlReply } from './load';
import type { BenchDatabase } from './stack';

export const CREATE = 'mutation Create($type: Int!, $title: String!) { createExam(type: $type, title: $title) { id } }';
export const START =
  'mutation Start($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id total_question } }';
export const SAVE = 'mutation Save($exam: Int!, $question: Int!, $option: Int) { saveAnswer(exam: $exam, question: $question, option: $option) }';
export const SUBMIT = 'mutation Submit($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }';
export const SUBJECTS = '{ subjects { id name } }';

export type Row = { subject: number; topic: null; subtopic: null; no_of_questions: number };

/** Rows asking for `total` questions, from the subjects with most questions (most math first when asked). */
export async function planRows(db: BenchDatabase, total: number, math = false): Promise<Row[]> {
  const subjects = await db.query<{ id: number; n: string; m: string }>(
    `SELECT subject_id AS id, count(*) AS n, count(*) FILTER (WHERE question_data::text LIKE '%"latex"%' OR question_data::text LIKE '%"math"%') AS m
     FROM questions GROUP BY subject_id ORDER BY ${math ? 'm' : 'n'} DESC, id`,
  );
  const rows: Row[] = [];
  let left = total;
  for (const s of subjects) {
    if (left <= 0) break;
    const take = Math.min(left, Number(s.n));
    rows.push({ subject: Number(s.id), topic: null, subtopic: null, no_of_questions: take });
    left -= take;
  }
  if (left > 0) throw new Error(`the bank has fewer than ${total} questions`);
  return rows;
}

export type Started = { exam: number; create: GraphqlReply; start: GraphqlReply | null };

export function failed(r: GraphqlReply): boolean {
  return r.status !== 200 || r.errors.length > 0 || r.data === null;
}

/** createExam then startExam for one learner. */
export async function createAndStart(c: Client, token: string, rows: Row[]): Promise<Started> {
  const create = await graphql(c, CREATE, { type: 1, title: 'Random Test' }, token);
  const exam = Number((create.data?.createExam as { id?: number } | undefined)?.id ?? 0);
  if (failed(create) || !exam) return { exam: 0, create, start: null };
  const start = await graphql(c, START, { exam, subjects: rows }, token);
  return { exam, create, start };
}

export type ExamKey = { exam: number; questions: { id: number; options: number[] }[] };

/** Each exam's questions and option ids, read with SQL (PostgreSQL). */
export async function keysFromSql(db: BenchDatabase, exams: number[]): Promise<Map<number, ExamKey>> {
  const rows = await db.query<{ exam_id: number; question_id: number; options: number[] }>(
    `SELECT eq.exam_id, eq.question_id, array_agg(o.id ORDER BY o.position) AS options
     FROM exam_questions eq JOIN options o ON o.question_id = eq.question_id
     WHERE eq.exam_id = ANY($1::int[]) GROUP BY eq.exam_id, eq.question_id, eq.position ORDER BY eq.exam_id, eq.position`,
    [exams],
  );
  const keys = new Map<number, ExamKey>();
  for (const r of rows) {
    const key = keys.get(r.exam_id) ?? { exam: r.exam_id, questions: [] };
    key.questions.push({ id: r.question_id, options: r.options });
    keys.set(r.exam_id, key);
  }
  return keys;
}

/** Each exam's questions and option ids from the api's REST question set (PGlite has no second door). */
export async function keyFromRest(api: Client, exam: number, token: string): Promise<ExamKey> {
  const r = await api.get(`/api/exam/v1/question-set/?exam=${exam}`, token);
  if (r.status !== 200) throw new Error(`question-set ${exam}: ${r.status} ${JSON.stringify(r.json)}`);
  const entries = r.json as { question: { id: number }; options: { id: number }[] }[];
  return { exam, questions: entries.map((e) => ({ id: e.question.id, options: e.options.map((o) => o.id) })) };
}
