// How questions look on the wire (spec 000 §3 Question, Option; content parts with id, type, data).
// Stored parts carry no id; they are numbered in order here, which is stable for a stored question.
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { options, questions, type StoredPart } from '../db/catalogSchema';

export type ContentPart = StoredPart & { id: number };
export type OptionJson = { id: number; data: ContentPart[]; is_answer: boolean };
export type QuestionJson = {
  id: number;
  subject: number;
  topic: number;
  subtopic: number;
  question_data: ContentPart[];
  explanation_data: ContentPart[];
  options: OptionJson[];
};

export function partsJson(parts: StoredPart[]): ContentPart[] {
  return parts.map((part, index) => ({ id: index + 1, type: part.type, data: part.data }));
}

/** The questions with `ids`, with options A–D and answers, in the order of `ids`. */
export async function questionsWithAnswers(db: Db, ids: number[]): Promise<QuestionJson[]> {
  if (ids.length === 0) return [];
  const [rows, optionRows] = await Promise.all([
    db.select().from(questions).where(inArray(questions.id, ids)),
    db.select().from(options).where(inArray(options.questionId, ids)).orderBy(asc(options.questionId), asc(options.position)),
  ]);
  const optionsOf = new Map<number, OptionJson[]>();
  for (const o of optionRows) {
    const list = optionsOf.get(o.questionId) ?? [];
    list.push({ id: o.id, data: partsJson(o.data), is_answer: o.isAnswer });
    optionsOf.set(o.questionId, list);
  }
  const byId = new Map(rows.map((q) => [q.id, q]));
  return ids.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    return [
      {
        id: q.id,
        subject: q.subjectId,
        topic: q.topicId,
        subtopic: q.subtopicId,
        question_data: partsJson(q.questionData),
        explanation_data: partsJson(q.explanationData),
        options: optionsOf.get(q.id) ?? [],
      },
    ];
  });
}
