// Loads a question bank (generated or imported, api/src/bank/types.ts) into the database: grades,
// subjects, topics and subtopics by name, questions upserted by their stable key, options by
// position, each with its twin in the other language when it has one (docs/i18n.md#questions).
// Multi-row statements in batches keep a 2,000-question bank to a few statements.
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { BankQuestion, Part } from '../bank/types';
import type { Db } from '../db/connect';
import { grades, options, questions, subjects, subtopics, topics, type StoredPart } from '../db/practiceSchema';

export type BankLoad = { inserted: number; updated: number };

const BATCH = 400;

export async function seedBank(db: Db, bank: readonly BankQuestion[]): Promise<BankLoad> {
  if (bank.length === 0) return { inserted: 0, updated: 0 };
  return db.transaction(async (tx) => {
    const places = await placesOf(tx, bank);
    let inserted = 0;
    let updated = 0;
    for (let start = 0; start < bank.length; start += BATCH) {
      const batch = bank.slice(start, start + BATCH);
      const keys = batch.map((q) => q.key);
      const existing = await tx.select({ key: questions.key }).from(questions).where(inArray(questions.key, keys));
      updated += existing.length;
      inserted += batch.length - existing.length;
      const rows = await tx
        .insert(questions)
        .values(
          batch.map((q) => ({
            key: q.key,
            ...places(q),
            language: q.language ?? 'en',
            questionData: stored(q.question),
            explanationData: stored(q.explanation),
            twinQuestionData: q.twin === undefined ? null : stored(q.twin.question),
            twinExplanationData: q.twin === undefined ? null : stored(q.twin.explanation),
          })),
        )
        .onConflictDoUpdate({
          target: questions.key,
          set: {
            subjectId: sql`excluded.subject_id`,
            topicId: sql`excluded.topic_id`,
            subtopicId: sql`excluded.subtopic_id`,
            language: sql`excluded.language`,
            questionData: sql`excluded.question_data`,
            explanationData: sql`excluded.explanation_data`,
            twinQuestionData: sql`excluded.twin_question_data`,
            twinExplanationData: sql`excluded.twin_explanation_data`,
          },
        })
        .returning({ id: questions.id, key: questions.key });
      const idOf = new Map(rows.map((r) => [r.key, r.id]));
      const optionRows = batch.flatMap((q) =>
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
      // An updated question with fewer options than before loses the extra ones.
      const known = new Set(existing.map((e) => e.key));
      const updatedByCount = new Map<number, number[]>();
      for (const q of batch) {
        const id = idOf.get(q.key);
        if (id === undefined || !known.has(q.key)) continue;
        updatedByCount.set(q.options.length, [...(updatedByCount.get(q.options.length) ?? []), id]);
      }
      for (const [count, ids] of updatedByCount) {
        await tx.delete(options).where(and(inArray(options.questionId, ids), gte(options.position, count)));
      }
    }
    return { inserted, updated };
  });
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
