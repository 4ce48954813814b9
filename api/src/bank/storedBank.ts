// What the import and export read of the stored bank (docs/content.md#import): the catalogue's
// places by name, the keys already current, and the current questions as bank questions again.
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { grades, options, questions, subjects, subtopics, topics, type StoredPart } from '../db/practiceSchema';
import type { BankQuestion, Part } from './types';
import type { Reason } from './validate';
import { isCurrent } from './versions';

export type Catalogue = {
  /** Why the question's grade, subject, topic or subtopic is not the catalogue's; empty when it is. */
  placeProblems(q: Pick<BankQuestion, 'grade' | 'subject' | 'topic' | 'subtopic'>): Reason[];
};

export async function catalogueOf(db: Db): Promise<Catalogue> {
  const [g, s, t, st] = await Promise.all([db.select().from(grades), db.select().from(subjects), db.select().from(topics), db.select().from(subtopics)]);
  const gradeIds = new Map(g.map((r) => [r.name, r.id]));
  const subjectIds = new Map(s.map((r) => [`${r.gradeId}\u0000${r.name}`, r.id]));
  const topicIds = new Map(t.map((r) => [`${r.subjectId}\u0000${r.name}`, r.id]));
  const subtopicIds = new Set(st.map((r) => `${r.topicId}\u0000${r.name}`));
  return {
    placeProblems(q) {
      const grade = gradeIds.get(q.grade);
      if (grade === undefined) return [{ code: 'unknown_grade', value: q.grade }];
      const subject = subjectIds.get(`${grade}\u0000${q.subject}`);
      if (subject === undefined) return [{ code: 'unknown_subject', value: q.subject, parent: q.grade }];
      const topic = topicIds.get(`${subject}\u0000${q.topic}`);
      if (topic === undefined) return [{ code: 'unknown_topic', value: q.topic, parent: q.subject }];
      if (!subtopicIds.has(`${topic}\u0000${q.subtopic}`)) return [{ code: 'unknown_subtopic', value: q.subtopic, parent: q.topic }];
      return [];
    },
  };
}

/** The keys among `keys` that name a current question. */
export async function currentKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let at = 0; at < keys.length; at += 1000) {
    const rows = await db
      .select({ key: questions.key })
      .from(questions)
      .where(and(isCurrent, inArray(questions.key, keys.slice(at, at + 1000))));
    for (const r of rows) found.add(r.key);
  }
  return found;
}

export async function subjectName(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ name: subjects.name }).from(subjects).where(eq(subjects.id, id));
  return row?.name ?? null;
}

/** The current questions that are not retired (of one subject when given), in catalogue order, as the bank files hold them. */
export async function exportedBank(db: Db, subject: number | null): Promise<BankQuestion[]> {
  const where: SQL[] = [isCurrent, ne(questions.status, 'retired')];
  if (subject !== null) where.push(eq(questions.subjectId, subject));
  const rows = await db
    .select({ q: questions, grade: grades.name, subject: subjects.name, topic: topics.name, subtopic: subtopics.name })
    .from(questions)
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .innerJoin(grades, eq(grades.id, subjects.gradeId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .innerJoin(subtopics, eq(subtopics.id, questions.subtopicId))
    .where(and(...where))
    .orderBy(asc(grades.name), asc(subjects.name), asc(topics.name), asc(subtopics.name), asc(questions.id));
  const ids = rows.map((r) => r.q.id);
  const optionsOf = new Map<number, Array<typeof options.$inferSelect>>();
  for (let at = 0; at < ids.length; at += 1000) {
    const found = await db
      .select()
      .from(options)
      .where(inArray(options.questionId, ids.slice(at, at + 1000)))
      .orderBy(asc(options.questionId), asc(options.position));
    for (const o of found) optionsOf.set(o.questionId, [...(optionsOf.get(o.questionId) ?? []), o]);
  }
  return rows.map(({ q, grade, subject: subjectName, topic, subtopic }) => {
    const opts = optionsOf.get(q.id) ?? [];
    const twinOptions = opts.map((o) => o.twinData);
    const question: BankQuestion = {
      key: q.key,
      grade,
      subject: subjectName,
      topic,
      subtopic,
      language: q.language,
      question: parts(q.questionData),
      options: opts.map((o) => ({ data: parts(o.data), is_answer: o.isAnswer })),
      explanation: parts(q.explanationData),
    };
    if (q.twinQuestionData !== null && twinOptions.every((o) => o !== null)) {
      question.twin = { question: parts(q.twinQuestionData), options: twinOptions.map((o) => parts(o ?? [])), explanation: parts(q.twinExplanationData ?? []) };
    }
    return question;
  });
}

// A stored `math` part is LaTeX to every file format.
function parts(stored: readonly StoredPart[]): Part[] {
  return stored.map((p) => {
    const type = p.type === 'math' ? 'latex' : p.type;
    return p.width !== undefined && p.height !== undefined ? { type, data: p.data, width: p.width, height: p.height } : { type, data: p.data };
  });
}
