// How questions look on the wire (docs/api.md#shape-question, docs/api.md#shape-option; content parts with id, type, data).
// Stored parts carry no id; they are numbered in order here, which is stable for a stored question.
// Every view is for a viewer: a question in one of their exams that can still take answers comes
// without its answer and explanation (exam/heldAnswers.ts), whichever route renders it. And every
// view is in a version (docs/i18n.md#questions): the exam's when it has one, else the learner's; a
// question without a twin in that version is shown in its own language, marked `fallback`.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { options, questions, type StoredPart } from '../db/practiceSchema';
import { rowsOf, run, statement } from '../db/prepared';
import { users } from '../db/schema';
import { openSinceOf } from '../exam/examClock';
import { heldForLearner, type Viewer } from '../exam/heldAnswers';

export type ContentPart = StoredPart & { id: number };
export type OptionJson = { id: number; data: ContentPart[]; is_answer: boolean };
/** Bangla version or English version: the language questions are shown in. */
export type Version = 'en' | 'bn';
type Placement = { id: number; subject: number; topic: number; subtopic: number; language: Version; fallback: boolean; question_data: ContentPart[] };
/** A question with its answer and explanation. */
export type QuestionJson = Placement & { explanation_data: ContentPart[]; options: OptionJson[] };
/** A question whose answer and explanation stay on the server. */
export type HeldQuestionJson = Placement & { options: Array<Omit<OptionJson, 'is_answer'>> };
/** `held`: the viewer has an exam holding this question that can still take answers. */
export type ViewedQuestion = { held: false; question: QuestionJson } | { held: true; question: HeldQuestionJson };

export function partsJson(parts: StoredPart[]): ContentPart[] {
  return parts.map((part, index) =>
    part.type === 'image' && part.width !== undefined && part.height !== undefined
      ? { id: index + 1, type: part.type, data: part.data, width: part.width, height: part.height }
      : { id: index + 1, type: part.type, data: part.data },
  );
}

/** The question without its answer and explanation. */
export function withoutAnswer({ id, subject, topic, subtopic, language, fallback, question_data, options: opts }: QuestionJson | HeldQuestionJson): HeldQuestionJson {
  return { id, subject, topic, subtopic, language, fallback, question_data, options: opts.map((o) => ({ id: o.id, data: o.data })) };
}

/** Only the questions whose answers the viewer may see (flashcards, revision list). */
export function answeredOnly(viewed: ViewedQuestion[]): QuestionJson[] {
  return viewed.flatMap((v) => (v.held ? [] : [v.question]));
}

/**
 * The questions with `ids`, with options A–D, in the order of `ids`, in `version` (else the
 * viewer's own version): with answers and explanations unless held for `viewer`. Two prepared
 * statements whatever the count, sent together; the viewer's version is read inside the first.
 */
export async function questionsFor(db: Db, viewer: Viewer, ids: number[], version: Version | null = null): Promise<ViewedQuestion[]> {
  if (ids.length === 0) return [];
  const [questionResult, optionResult] = await Promise.all([
    run(db, questionsStatement, { ids, userId: viewer.userId, openSince: openSinceOf(viewer.now).toISOString() }),
    run(db, optionsStatement, { ids }),
  ]);
  const rows = rowsOf<QuestionRow>(questionResult);
  const optionRows = rowsOf<OptionRow>(optionResult);
  const wanted: Version = version ?? (rows[0]?.learner_version === 'bn' ? 'bn' : 'en');
  const twinShown = new Map(rows.map((q) => [q.id, q.language !== wanted && q.twin_question_data !== null]));
  const optionsOf = new Map<number, OptionJson[]>();
  for (const o of optionRows) {
    const list = optionsOf.get(o.question_id) ?? [];
    const data = twinShown.get(o.question_id) === true && o.twin_data !== null ? o.twin_data : o.data;
    list.push({ id: o.id, data: partsJson(storedParts(data)), is_answer: o.is_answer });
    optionsOf.set(o.question_id, list);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id): ViewedQuestion[] => {
    const q = byId.get(id);
    if (!q) return [];
    const twin = twinShown.get(q.id) === true;
    const language: Version = twin ? wanted : q.language === 'bn' ? 'bn' : 'en';
    const question: QuestionJson = {
      id: q.id,
      subject: q.subject_id,
      topic: q.topic_id,
      subtopic: q.subtopic_id,
      language,
      fallback: language !== wanted,
      question_data: partsJson(storedParts(twin ? (q.twin_question_data ?? q.question_data) : q.question_data)),
      explanation_data: partsJson(storedParts(twin ? (q.twin_explanation_data ?? q.explanation_data) : q.explanation_data)),
      options: optionsOf.get(q.id) ?? [],
    };
    // Fail closed: anything but a plain false from the database holds the answer back.
    return q.held === false ? [{ held: false, question }] : [{ held: true, question: withoutAnswer(question) }];
  });
}

/** A jsonb column as the driver gave it: parsed already (node-postgres, PGlite), or its text. */
type Jsonb<T> = T | string;
type QuestionRow = {
  id: number;
  subject_id: number;
  topic_id: number;
  subtopic_id: number;
  language: string;
  question_data: Jsonb<StoredPart[]>;
  explanation_data: Jsonb<StoredPart[]>;
  twin_question_data: Jsonb<StoredPart[]> | null;
  twin_explanation_data: Jsonb<StoredPart[]> | null;
  held: boolean | null;
  learner_version: string | null;
};
type OptionRow = { id: number; question_id: number; data: Jsonb<StoredPart[]>; twin_data: Jsonb<StoredPart[]> | null; is_answer: boolean };

function storedParts(value: Jsonb<StoredPart[]>): StoredPart[] {
  return typeof value === 'string' ? (JSON.parse(value) as StoredPart[]) : value;
}

const ids = sql.placeholder('ids');
const userId = sql.placeholder('userId');

/**
 * The questions and whether each is held for the viewer (exam/heldAnswers.ts, its set form: the
 * learner's holding exams read once for the statement), and the viewer's version. Prepared once per
 * store handle (docs/architecture.md#hot-path): every flashcard draw, review deck, history and
 * exam paper reads it; drizzle built its text on every call.
 */
const questionsStatement = statement(
  'questions_for',
  sql`SELECT q.id, q.subject_id, q.topic_id, q.subtopic_id, q.language, q.question_data, q.explanation_data,
      q.twin_question_data, q.twin_explanation_data,
      ${heldForLearner(sql`q.id`, userId, sql`${sql.placeholder('openSince')}::timestamptz`)} AS held,
      (SELECT ${users.questionVersion} FROM ${users} WHERE ${users.id} = ${userId}) AS learner_version
    FROM ${questions} AS q WHERE q.id = ANY(${ids}::int[])`,
);

/** Their options, A to D. */
const optionsStatement = statement(
  'questions_for_options',
  sql`SELECT id, question_id, data, twin_data, is_answer FROM ${options} WHERE question_id = ANY(${ids}::int[]) ORDER BY question_id, position`,
);
