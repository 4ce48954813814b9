// How questions look on the wire (docs/api.md#shape-question, docs/api.md#shape-option; content parts with id, type, data).
// Stored parts carry no id; they are numbered in order here, which is stable for a stored question.
// Every view is for a viewer: a question in one of their exams that can still take answers comes
// without its answer and explanation (exam/heldAnswers.ts), whichever route renders it.
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { options, questions, type StoredPart } from '../db/practiceSchema';
import { answerHeld, type Viewer } from '../exam/heldAnswers';

export type ContentPart = StoredPart & { id: number };
export type OptionJson = { id: number; data: ContentPart[]; is_answer: boolean };
type Placement = { id: number; subject: number; topic: number; subtopic: number; question_data: ContentPart[] };
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
export function withoutAnswer({ id, subject, topic, subtopic, question_data, options: opts }: QuestionJson | HeldQuestionJson): HeldQuestionJson {
  return { id, subject, topic, subtopic, question_data, options: opts.map((o) => ({ id: o.id, data: o.data })) };
}

/** Only the questions whose answers the viewer may see (flashcards, revision list). */
export function answeredOnly(viewed: ViewedQuestion[]): QuestionJson[] {
  return viewed.flatMap((v) => (v.held ? [] : [v.question]));
}

/**
 * The questions with `ids`, with options A–D, in the order of `ids`: with answers and
 * explanations unless held for `viewer`. Two statements whatever the count.
 */
export async function questionsFor(db: Db, viewer: Viewer, ids: number[]): Promise<ViewedQuestion[]> {
  if (ids.length === 0) return [];
  const [rows, optionRows] = await Promise.all([
    db
      .select({ question: questions, held: sql<boolean>`${answerHeld(db, viewer)}` })
      .from(questions)
      .where(inArray(questions.id, ids)),
    db.select().from(options).where(inArray(options.questionId, ids)).orderBy(asc(options.questionId), asc(options.position)),
  ]);
  const optionsOf = new Map<number, OptionJson[]>();
  for (const o of optionRows) {
    const list = optionsOf.get(o.questionId) ?? [];
    list.push({ id: o.id, data: partsJson(o.data), is_answer: o.isAnswer });
    optionsOf.set(o.questionId, list);
  }
  const byId = new Map(rows.map((row) => [row.question.id, row]));
  return ids.flatMap((id): ViewedQuestion[] => {
    const row = byId.get(id);
    if (!row) return [];
    const q = row.question;
    const question: QuestionJson = {
      id: q.id,
      subject: q.subjectId,
      topic: q.topicId,
      subtopic: q.subtopicId,
      question_data: partsJson(q.questionData),
      explanation_data: partsJson(q.explanationData),
      options: optionsOf.get(q.id) ?? [],
    };
    // Fail closed: anything but a plain false from the database holds the answer back.
    return row.held === false ? [{ held: false, question }] : [{ held: true, question: withoutAnswer(question) }];
  });
}
