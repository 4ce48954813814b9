// Loads a question bank (generated or imported, api/src/bank/types.ts) into the database: grades,
// subjects, topics and subtopics by name, questions written by their stable key under the version
// rule (docs/content.md#versions), options by position, each with its twin in the other language when it has one (docs/i18n.md#questions).
// Multi-row statements in batches keep a 2,000-question bank to a few statements.
import { searchTextOf } from '@proshno/engine';
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { BankQuestion, Part } from '../bank/types';
import { carryToNewVersion, isCurrent } from '../bank/versions';
import type { Db } from '../db/connect';
import { grades, options, questions, subjects, subtopics, topics, type StoredPart } from '../db/practiceSchema';

export type BankLoad = { inserted: number; updated: number };

const BATCH = 400;

type CurrentRow = { id: number; key: string; status: 'draft' | 'published' | 'retired'; version: number; content: string };

/**
 * Writes the bank's questions by key (docs/content.md#versions): a new key is a new published
 * question; a key whose current version is a draft is updated in place; a published or retired one
 * whose content changed gets a new version (the old one kept, superseded at `now`, for the exams
 * that showed it), and one whose content is the same is left as it is. `updated` counts every key
 * already in the bank.
 */
export async function seedBank(db: Db, bank: readonly BankQuestion[], now: Date = new Date()): Promise<BankLoad> {
  if (bank.length === 0) return { inserted: 0, updated: 0 };
  return db.transaction(async (tx) => {
    const places = await placesOf(tx, bank);
    let inserted = 0;
    let updated = 0;
    for (let start = 0; start < bank.length; start += BATCH) {
      const batch = bank.slice(start, start + BATCH);
      const keys = batch.map((q) => q.key);
      const existing = await currentRows(tx, keys);
      updated += existing.size;
      inserted += batch.length - existing.size;
      const row = (q: BankQuestion) => ({
        key: q.key,
        ...places(q),
        language: q.language ?? 'en',
        questionData: stored(q.question),
        explanationData: stored(q.explanation),
        twinQuestionData: q.twin === undefined ? null : stored(q.twin.question),
        twinExplanationData: q.twin === undefined ? null : stored(q.twin.explanation),
        searchText: bankSearchText(q),
      });
      // A published or retired question whose content changed: its current version steps aside first.
      const replaced = new Map<string, CurrentRow>();
      const writes = batch.filter((q) => {
        const current = existing.get(q.key);
        if (current === undefined || current.status === 'draft') return true;
        if (current.content === contentOf({ ...row(q), options: q.options.map((o, i) => ({ data: stored(o.data), twinData: twinOption(q, i), isAnswer: o.is_answer })) })) return false;
        replaced.set(q.key, current);
        return true;
      });
      if (writes.length === 0) continue;
      const replacedIds = [...replaced.values()].map((r) => r.id);
      if (replacedIds.length > 0) await tx.update(questions).set({ supersededAt: now }).where(inArray(questions.id, replacedIds));
      const rows = await tx
        .insert(questions)
        .values(
          writes.map((q) => {
            const old = replaced.get(q.key);
            return old === undefined
              ? { ...row(q), createdAt: now }
              : { ...row(q), status: old.status, version: old.version + 1, replacesId: old.id, createdAt: now };
          }),
        )
        .onConflictDoUpdate({
          target: questions.key,
          targetWhere: isCurrent,
          set: {
            subjectId: sql`excluded.subject_id`,
            topicId: sql`excluded.topic_id`,
            subtopicId: sql`excluded.subtopic_id`,
            language: sql`excluded.language`,
            questionData: sql`excluded.question_data`,
            explanationData: sql`excluded.explanation_data`,
            twinQuestionData: sql`excluded.twin_question_data`,
            twinExplanationData: sql`excluded.twin_explanation_data`,
            searchText: sql`excluded.search_text`,
          },
        })
        .returning({ id: questions.id, key: questions.key });
      const idOf = new Map(rows.map((r) => [r.key, r.id]));
      const optionRows = writes.flatMap((q) =>
        q.options.map((o, position) => ({
          questionId: idOf.get(q.key) ?? 0,
          position,
          data: stored(o.data),
          twinData: twinOption(q, position),
          isAnswer: o.is_answer,
        })),
      );
      await tx
        .insert(options)
        .values(optionRows)
        .onConflictDoUpdate({
          target: [options.questionId, options.position],
          set: { data: sql`excluded.data`, twinData: sql`excluded.twin_data`, isAnswer: sql`excluded.is_answer` },
        });
      for (const [key, old] of replaced) await carryToNewVersion(tx, old.id, idOf.get(key) ?? 0);
      // A draft updated in place with fewer options than before loses the extra ones.
      const updatedByCount = new Map<number, number[]>();
      for (const q of writes) {
        const id = idOf.get(q.key);
        if (id === undefined || existing.get(q.key)?.status !== 'draft') continue;
        updatedByCount.set(q.options.length, [...(updatedByCount.get(q.options.length) ?? []), id]);
      }
      for (const [count, ids] of updatedByCount) {
        await tx.delete(options).where(and(inArray(options.questionId, ids), gte(options.position, count)));
      }
    }
    return { inserted, updated };
  });
}

/** The current version of each key, with its content as one comparable string. */
async function currentRows(db: Db, keys: string[]): Promise<Map<string, CurrentRow>> {
  const rows = await db.select().from(questions).where(and(inArray(questions.key, keys), isCurrent));
  if (rows.length === 0) return new Map();
  const optionRows = await db
    .select()
    .from(options)
    .where(inArray(options.questionId, rows.map((r) => r.id)))
    .orderBy(options.questionId, options.position);
  return new Map(
    rows.map((r) => {
      const own = optionRows.filter((o) => o.questionId === r.id).map((o) => ({ data: o.data, twinData: o.twinData, isAnswer: o.isAnswer }));
      return [r.key, { id: r.id, key: r.key, status: r.status, version: r.version, content: contentOf({ ...r, options: own }) }];
    }),
  );
}

type Content = {
  subjectId: number;
  topicId: number;
  subtopicId: number;
  language: string;
  questionData: StoredPart[];
  explanationData: StoredPart[];
  twinQuestionData: StoredPart[] | null;
  twinExplanationData: StoredPart[] | null;
  options: Array<{ data: StoredPart[]; twinData: StoredPart[] | null; isAnswer: boolean }>;
};

function contentOf(c: Content): string {
  const parts = (list: StoredPart[] | null) => list?.map((p) => [p.type, p.data, p.width ?? null, p.height ?? null]) ?? null;
  return JSON.stringify([
    c.subjectId,
    c.topicId,
    c.subtopicId,
    c.language,
    parts(c.questionData),
    parts(c.explanationData),
    parts(c.twinQuestionData),
    parts(c.twinExplanationData),
    c.options.map((o) => [parts(o.data), parts(o.twinData), o.isAnswer]),
  ]);
}

/** What the bank's search reads of a question: both languages' body, options and explanation. */
export function bankSearchText(q: BankQuestion): string {
  return searchTextOf([q.question, ...q.options.map((o) => o.data), q.explanation, ...(q.twin === undefined ? [] : [q.twin.question, ...q.twin.options, q.twin.explanation])]);
}

type Placement = { subjectId: number; topicId: number; subtopicId: number };

// Ensures every grade, subject, topic and subtopic named in the bank, level by level.
async function placesOf(db: Db, bank: readonly BankQuestion[]): Promise<(q: BankQuestion) => Placement> {
  const gradeNames = unique(bank.map((q) => q.grade));
  await db.insert(grades).values(gradeNames.map((name) => ({ name }))).onConflictDoNothing();
  const gradeIds = new Map((await db.select().from(grades)).map((g) => [g.name, g.id]));

  const subjectKey = (q: BankQuestion) => `${q.grade}\u0000${q.subject}`;
  const subjectRows = uniqueBy(bank, subjectKey).map((q) => ({ gradeId: need(gradeIds, q.grade), name: q.subject }));
  await db.insert(subjects).values(subjectRows).onConflictDoNothing();
  const subjectIds = new Map((await db.select().from(subjects)).map((s) => [`${s.gradeId}\u0000${s.name}`, s.id]));
  const subjectOf = (q: BankQuestion) => need(subjectIds, `${need(gradeIds, q.grade)}\u0000${q.subject}`);

  const topicKey = (q: BankQuestion) => `${subjectOf(q)}\u0000${q.topic}`;
  await db
    .insert(topics)
    .values(uniqueBy(bank, topicKey).map((q) => ({ subjectId: subjectOf(q), name: q.topic })))
    .onConflictDoNothing();
  const topicIds = new Map((await db.select().from(topics)).map((t) => [`${t.subjectId}\u0000${t.name}`, t.id]));
  const topicOf = (q: BankQuestion) => need(topicIds, topicKey(q));

  const subtopicKey = (q: BankQuestion) => `${topicOf(q)}\u0000${q.subtopic}`;
  await db
    .insert(subtopics)
    .values(uniqueBy(bank, subtopicKey).map((q) => ({ topicId: topicOf(q), name: q.subtopic })))
    .onConflictDoNothing();
  const subtopicIds = new Map((await db.select().from(subtopics)).map((s) => [`${s.topicId}\u0000${s.name}`, s.id]));

  return (q) => ({ subjectId: subjectOf(q), topicId: topicOf(q), subtopicId: need(subtopicIds, subtopicKey(q)) });
}

function twinOption(q: BankQuestion, position: number): StoredPart[] | null {
  const parts = q.twin?.options[position];
  return parts === undefined ? null : stored(parts);
}

function stored(parts: readonly Part[]): StoredPart[] {
  return parts.map((p) => (p.type === 'image' && p.width !== undefined && p.height !== undefined ? { type: p.type, data: p.data, width: p.width, height: p.height } : { type: p.type, data: p.data }));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

function need(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`bank seed: ${key.replace('\u0000', ' / ')} was not stored`);
  return id;
}
