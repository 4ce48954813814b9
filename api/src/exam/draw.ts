// Drawing an exam's questions (docs/practice.md#random-test-rules): each requested row names a subject
// and optionally a topic and subtopic; the server checks the counts against what the bank holds,
// with the specification's messages, and draws distinct questions at random, or near the learner's
// level (docs/learning.md#near-level).
import { availableQuestionsOnly, ELO_START, NEAR_LEVEL_JITTER, nearLevelTarget, practiceMessages } from '@proshno/engine';
import { and, count, eq, inArray, not, notInArray, sql, type SQL } from 'drizzle-orm';
import { isDrawable } from '../bank/versions';
import type { Db } from '../db/connect';
import { questions, subjects, subtopics, topics } from '../db/practiceSchema';
import { fail } from '../http/errors';
import { refusals } from './refusals';

export type DrawRow = { subject: number; topic: number | null; subtopic: number | null; count: number };

/**
 * Random for practice; `seeded` draws the same questions for the same seed (previous-year papers);
 * `near` prefers the questions nearest the learner's level (docs/learning.md#near-level).
 */
export type DrawOrder = { kind: 'random' } | { kind: 'seeded'; seed: string } | { kind: 'near'; abilities: LearnerAbilities };

/** The ability a near draw aims from in each topic the learner has met (nearLevelAbility), and in any other. */
export type LearnerAbilities = { byTopic: ReadonlyMap<number, number>; overall: number };

/** Refuses (400) a row whose topic is not of its subject or whose subtopic is not of its topic. */
export async function checkPlacements(db: Db, rows: DrawRow[]): Promise<void> {
  const subjectIds = [...new Set(rows.map((r) => r.subject))];
  const topicIds = rows.flatMap((r) => (r.topic === null ? [] : [r.topic]));
  const subtopicIds = rows.flatMap((r) => (r.subtopic === null ? [] : [r.subtopic]));
  const [knownSubjects, topicRows, subtopicRows] = await Promise.all([
    db.select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, subjectIds)),
    topicIds.length ? db.select().from(topics).where(inArray(topics.id, topicIds)) : [],
    subtopicIds.length
      ? db
          .select({ id: subtopics.id, topicId: subtopics.topicId, subjectId: topics.subjectId })
          .from(subtopics)
          .innerJoin(topics, eq(topics.id, subtopics.topicId))
          .where(inArray(subtopics.id, subtopicIds))
      : [],
  ]);
  const subjectSet = new Set(knownSubjects.map((s) => s.id));
  for (const row of rows) {
    if (!subjectSet.has(row.subject)) throw fail(400, refusals.unknownSubject);
    if (row.topic !== null && topicRows.find((t) => t.id === row.topic)?.subjectId !== row.subject) {
      throw fail(400, refusals.topicNotOfSubject);
    }
    if (row.subtopic !== null) {
      const sub = subtopicRows.find((s) => s.id === row.subtopic);
      if (!sub || sub.subjectId !== row.subject || (row.topic !== null && sub.topicId !== row.topic)) {
        throw fail(400, refusals.subtopicNotOfTopic);
      }
    }
  }
}

/**
 * How many questions the bank holds for the row's subject, topic and subtopic, less those that
 * `leaveOut` (a condition on questions) excludes.
 */
export async function availableFor(db: Db, row: Omit<DrawRow, 'count'>, leaveOut?: SQL): Promise<number> {
  const [found] = await db.select({ n: count() }).from(questions).where(and(placementOf(row), leaveOut && not(leaveOut)));
  return found?.n ?? 0;
}

/**
 * Distinct question ids for the rows, in row order. A row asking for more than its level holds
 * gets 'Your available questions are only {n}.'; rows for the same level (or overlapping levels)
 * that together ask for more get 'Total number of questions is greater than available question'.
 * Questions that `leaveOut` (a condition on questions) matches are neither counted nor drawn.
 */
export async function drawQuestions(db: Db, rows: DrawRow[], order: DrawOrder, leaveOut?: SQL): Promise<number[]> {
  const asked = new Map<string, { available: number; total: number }>();
  for (const row of rows) {
    const key = `${row.subject}/${row.topic}/${row.subtopic}`;
    const level = asked.get(key) ?? { available: await availableFor(db, row, leaveOut), total: 0 };
    if (row.count > level.available) throw fail(400, availableQuestionsOnly(level.available));
    level.total += row.count;
    asked.set(key, level);
  }
  if ([...asked.values()].some((level) => level.total > level.available)) {
    throw fail(400, practiceMessages.totalAboveAvailable);
  }
  const drawn: number[] = [];
  for (const row of rows) {
    const picked = await db
      .select({ id: questions.id })
      .from(questions)
      .where(and(placementOf(row), leaveOut && not(leaveOut), drawn.length ? notInArray(questions.id, drawn) : undefined))
      .orderBy(orderOf(order))
      .limit(row.count);
    if (picked.length < row.count) throw fail(400, practiceMessages.totalAboveAvailable);
    drawn.push(...picked.map((p) => p.id));
  }
  return drawn;
}

function orderOf(order: DrawOrder): SQL {
  switch (order.kind) {
    case 'random':
      return sql`random()`;
    case 'seeded':
      return sql`md5(${order.seed} || ${questions.key})`;
    case 'near':
      return nearestFirst(order.abilities);
  }
}

/**
 * docs/learning.md#near-level: each question's distance, in rating points, from the rating the
 * learner answers right two times in three (aimed from their ability in the question's topic),
 * plus up to NEAR_LEVEL_JITTER of random, smallest first. A question without a rating is at ELO_START.
 */
function nearestFirst({ byTopic, overall }: LearnerAbilities): SQL {
  const targets = JSON.stringify(Object.fromEntries([...byTopic].map(([topic, ability]) => [topic, nearLevelTarget(ability)])));
  const rating = sql`coalesce((SELECT r.rating FROM question_ratings r WHERE r.question_id = ${questions.id}), ${ELO_START}::float8)`;
  const target = sql`coalesce((${targets}::jsonb ->> ${questions.topicId}::text)::float8, ${nearLevelTarget(overall)}::float8)`;
  return sql`abs(${rating} - ${target}) + random() * ${NEAR_LEVEL_JITTER}::float8`;
}

/** The row's place in the bank, among the questions a learner may be given (docs/content.md#versions). */
function placementOf(row: Omit<DrawRow, 'count'>): SQL | undefined {
  return and(
    isDrawable,
    eq(questions.subjectId, row.subject),
    row.topic === null ? undefined : eq(questions.topicId, row.topic),
    row.subtopic === null ? undefined : eq(questions.subtopicId, row.subtopic),
  );
}
