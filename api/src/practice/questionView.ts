// How questions look on the wire (docs/api.md#shape-question, docs/api.md#shape-option; content parts with id, type, data).
// Stored parts carry no id; they are numbered in order here, which is stable for a stored question.
// Every view is for a viewer: a question in one of their exams that can still take answers comes
// without its answer and explanation (exam/heldAnswers.ts), whichever route renders it. And every
// view is in a version (docs/i18n.md#questions): the exam's when it has one, else the learner's; a
// question without a twin in that version is shown in its own language, marked `fallback`.
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { options, questions, type StoredPart } from '../db/practiceSchema';
import { users } from '../db/schema';
import { answerHeld, type Viewer } from '../exam/heldAnswers';

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
 * viewer's own version): with answers and explanations unless held for `viewer`. Two statements
 * whatever the count; the viewer's version is read inside the first.
 */
export async function questionsFor(db: Db, viewer: Viewer, ids: number[], version: Version | null = null): Promise<ViewedQuestion[]> {
  if (ids.length === 0) return [];
  const [rows, optionRows] = await Promise.all([
    db
      .select({
        question: questions,
        held: sql<boolean>`${answerHeld(db, viewer)}`,
        learnerVersion: sql<string | null>`(SELECT ${users.questionVersion} FROM ${users} WHERE ${users.id} = ${viewer.userId})`,
      })
      .from(questions)
      .where(inArray(questions.id, ids)),
    db.select().from(options).where(inArray(options.questionId, ids)).orderBy(asc(options.questionId), asc(options.position)),
  ]);
  const wanted: Version = version ?? (rows[0]?.learnerVersion === 'bn' ? 'bn' : 'en');
  const twinShown = new Map(rows.map(({ question: q }) => [q.id, q.language !== wanted && q.twinQuestionData !== null]));
  const optionsOf = new Map<number, OptionJson[]>();
  for (const o of optionRows) {
    const list = optionsOf.get(o.questionId) ?? [];
    const data = twinShown.get(o.questionId) === true && o.twinData !== null ? o.twinData : o.data;
    list.push({ id: o.id, data: partsJson(data), is_answer: o.isAnswer });
    optionsOf.set(o.questionId, list);
  }
  const byId = new Map(rows.map((row) => [row.question.id, row]));
  return ids.flatMap((id): ViewedQuestion[] => {
    const row = byId.get(id);
    if (!row) return [];
    const q = row.question;
    const twin = twinShown.get(q.id) === true;
    const language: Version = twin ? wanted : q.language === 'bn' ? 'bn' : 'en';
    const question: QuestionJson = {
      id: q.id,
      subject: q.subjectId,
      topic: q.topicId,
      subtopic: q.subtopicId,
      language,
      fallback: language !== wanted,
      question_data: partsJson(twin ? (q.twinQuestionData ?? q.questionData) : q.questionData),
      explanation_data: partsJson(twin ? (q.twinExplanationData ?? q.explanationData) : q.explanationData),
      options: optionsOf.get(q.id) ?? [],
    };
    // Fail closed: anything but a plain false from the database holds the answer back.
    return row.held === false ? [{ held: false, question }] : [{ held: true, question: withoutAnswer(question) }];
  });
}
