// The Admin's catalogue (docs/content.md#catalogue): grades, subjects, topics and subtopics with
// their Bengali twins (name_twins, docs/i18n.md#names); a subject's offered status is its
// subject_prices.status, its price is edited with the packages (/admin/packages). An entry is
// deleted only when nothing uses it; every change is audited with the change (docs/content.md#audit).
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { recordAdminAction } from '../audit/adminActions';
import { subjectPrices, transactionDetails } from '../db/commerceSchema';
import { subscriptionDetails } from '../db/schema';
import type { Db } from '../db/connect';
import { examSubjectResults, examSubjects } from '../db/examSchema';
import { examTemplateSubjects, grades, nameTwins, questions, subjects, subtopics, topics } from '../db/practiceSchema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { setNameTwin } from './nameTwins';

export type CatalogueEntryJson = JsonResponse<'createCatalogueEntry', 201>;
type Kind = CatalogueEntryJson['kind'];

export async function adminCatalogueRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('adminCatalogue', async (request): Promise<JsonResponse<'adminCatalogue', 200>> => {
    principalOf(request, ['Admin']);
    return catalogueOf(ctx.db);
  });

  operation('createCatalogueEntry', async (request, reply): Promise<CatalogueEntryJson> => {
    const { userId } = principalOf(request, ['Admin']);
    const { kind, parent, name: rawName, bengali } = request.body;
    const name = rawName.trim();
    if (kind !== 'grade' && (parent === undefined || parent === null)) throw fail(400, `A ${kind} needs its parent.`);
    const created = await ctx.db.transaction(async (tx) => {
      const parentId = parent ?? null;
      if (kind !== 'grade' && parentId !== null && !(await exists(tx, parentKind(kind), parentId))) {
        throw fail(400, `No ${parentKind(kind)} ${parentId}.`);
      }
      await refuseTakenName(tx, kind, parentId, name, null);
      const id = await insertEntry(tx, kind, parentId, name);
      // Not offered until it has a price (set under /admin/packages) and the Admin offers it.
      if (kind === 'subject') await tx.insert(subjectPrices).values({ subjectId: id, pricePoisha: 0, status: false }).onConflictDoNothing();
      await setNameTwin(tx, name, bengali);
      const entry = await entryOf(tx, kind, id);
      await recordAdminAction(tx, { actor: userId, action: `${kind}.create`, target: { kind, id }, before: null, after: entry, at: ctx.now() });
      return entry;
    });
    reply.code(201);
    return created;
  });

  operation('updateCatalogueEntry', async (request): Promise<JsonResponse<'updateCatalogueEntry', 200>> => {
    const { userId } = principalOf(request, ['Admin']);
    const { kind } = request.params;
    const id = Number(request.params.id);
    const change = request.body;
    if (change.offered !== undefined && kind !== 'subject') throw fail(400, 'Only a subject is offered or retired.');
    return ctx.db.transaction(async (tx) => {
      const before = await entryOf(tx, kind, id);
      if (change.name === undefined && change.bengali === undefined && change.offered === undefined) return before;
      const name = change.name?.trim() ?? before.name;
      if (name !== before.name) {
        await refuseTakenName(tx, kind, before.parent, name, id);
        await renameEntry(tx, kind, id, name);
      }
      if (change.bengali !== undefined || name !== before.name) await setNameTwin(tx, name, change.bengali ?? before.bengali ?? '');
      if (change.offered !== undefined) {
        await tx
          .insert(subjectPrices)
          .values({ subjectId: id, pricePoisha: 0, status: change.offered })
          .onConflictDoUpdate({ target: subjectPrices.subjectId, set: { status: change.offered } });
      }
      const after = await entryOf(tx, kind, id);
      const verb = change.offered === false && before.offered === true ? 'retire' : 'update';
      await recordAdminAction(tx, { actor: userId, action: `${kind}.${verb}`, target: { kind, id }, before, after, at: ctx.now() });
      return after;
    });
  });

  operation('deleteCatalogueEntry', async (request, reply) => {
    const { userId } = principalOf(request, ['Admin']);
    const { kind } = request.params;
    const id = Number(request.params.id);
    await ctx.db.transaction(async (tx) => {
      const before = await entryOf(tx, kind, id);
      const reason = await useOf(tx, kind, id);
      if (reason !== null) throw fail(409, `${before.name} cannot be deleted: ${reason}.`);
      if (kind === 'subject') await tx.delete(subjectPrices).where(eq(subjectPrices.subjectId, id));
      await deleteEntry(tx, kind, id);
      await recordAdminAction(tx, { actor: userId, action: `${kind}.delete`, target: { kind, id }, before, after: null, at: ctx.now() });
    });
    return reply.code(204).send();
  });
}

/** The whole catalogue with what uses each entry. */
export async function catalogueOf(db: Db): Promise<JsonResponse<'adminCatalogue', 200>> {
  const [gradeRows, subjectRows, topicRows, subtopicRows, twins, prices, bySubject, byTopic, bySubtopic, templateUse] = await Promise.all([
    db.select().from(grades).orderBy(asc(grades.id)),
    db.select().from(subjects).orderBy(asc(subjects.id)),
    db.select().from(topics).orderBy(asc(topics.id)),
    db.select().from(subtopics).orderBy(asc(subtopics.id)),
    db.select().from(nameTwins),
    db.select().from(subjectPrices),
    currentQuestionsBy(db, questions.subjectId),
    currentQuestionsBy(db, questions.topicId),
    currentQuestionsBy(db, questions.subtopicId),
    db.select({ id: examTemplateSubjects.subjectId, n: count() }).from(examTemplateSubjects).groupBy(examTemplateSubjects.subjectId),
  ]);
  const twinOf = new Map(twins.map((t) => [t.name, t.bengali]));
  const priceOf = new Map(prices.map((p) => [p.subjectId, p]));
  const templatesOf = new Map(templateUse.map((r) => [r.id, r.n]));
  const base = (kind: Kind, id: number, name: string, parent: number | null, questionCount: number) => ({
    kind,
    id,
    name,
    bengali: twinOf.get(name) ?? null,
    parent,
    questions: questionCount,
    templates: 0,
    offered: null,
    price_poisha: null,
  });
  const subjectQuestions = (gradeId: number) =>
    subjectRows.filter((s) => s.gradeId === gradeId).reduce((n, s) => n + (bySubject.get(s.id) ?? 0), 0);
  return {
    grades: gradeRows.map((g) => base('grade', g.id, g.name, null, subjectQuestions(g.id))),
    subjects: subjectRows.map((s) => ({
      ...base('subject', s.id, s.name, s.gradeId, bySubject.get(s.id) ?? 0),
      templates: templatesOf.get(s.id) ?? 0,
      offered: priceOf.get(s.id)?.status ?? false,
      price_poisha: priceOf.get(s.id)?.pricePoisha ?? null,
    })),
    topics: topicRows.map((t) => base('topic', t.id, t.name, t.subjectId, byTopic.get(t.id) ?? 0)),
    subtopics: subtopicRows.map((s) => base('subtopic', s.id, s.name, s.topicId, bySubtopic.get(s.id) ?? 0)),
  };
}

type Level = typeof questions.subjectId | typeof questions.topicId | typeof questions.subtopicId;

/** The bank's current questions (not an earlier version) per subject, topic or subtopic. */
async function currentQuestionsBy(db: Db, column: Level): Promise<Map<number, number>> {
  const rows = await db.select({ id: column, n: count() }).from(questions).where(isNull(questions.supersededAt)).groupBy(column);
  return new Map(rows.map((r) => [r.id, r.n]));
}

function parentKind(kind: Exclude<Kind, 'grade'>): Kind {
  return kind === 'subject' ? 'grade' : kind === 'topic' ? 'subject' : 'topic';
}

async function exists(db: Db, kind: Kind, id: number): Promise<boolean> {
  const table = tableOf(kind);
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

function tableOf(kind: Kind) {
  return kind === 'grade' ? grades : kind === 'subject' ? subjects : kind === 'topic' ? topics : subtopics;
}

/** One entry as the catalogue shows it; a missing one is 404. */
async function entryOf(db: Db, kind: Kind, id: number): Promise<CatalogueEntryJson> {
  const whole = await catalogueOf(db);
  const list = kind === 'grade' ? whole.grades : kind === 'subject' ? whole.subjects : kind === 'topic' ? whole.topics : whole.subtopics;
  const entry = list.find((e) => e.id === id);
  if (!entry) throw fail(404, 'Not found.');
  return entry;
}

/** Names are unique among a parent's children (grades among all grades), as the tables' unique keys say. */
async function refuseTakenName(db: Db, kind: Kind, parent: number | null, name: string, self: number | null): Promise<void> {
  const sameName = (column: AnyPgColumn) => sql`lower(${column}) = lower(${name})`;
  const where =
    kind === 'grade'
      ? sameName(grades.name)
      : kind === 'subject'
        ? sql`${sameName(subjects.name)} AND ${subjects.gradeId} = ${parent}`
        : kind === 'topic'
          ? sql`${sameName(topics.name)} AND ${topics.subjectId} = ${parent}`
          : sql`${sameName(subtopics.name)} AND ${subtopics.topicId} = ${parent}`;
  const table = tableOf(kind);
  const rows = await db.select({ id: table.id }).from(table).where(where);
  if (rows.some((r) => r.id !== self)) throw fail(409, `${name} is already in the catalogue there.`);
}

async function insertEntry(db: Db, kind: Kind, parent: number | null, name: string): Promise<number> {
  const p = parent ?? 0;
  const [row] =
    kind === 'grade'
      ? await db.insert(grades).values({ name }).returning({ id: grades.id })
      : kind === 'subject'
        ? await db.insert(subjects).values({ name, gradeId: p }).returning({ id: subjects.id })
        : kind === 'topic'
          ? await db.insert(topics).values({ name, subjectId: p }).returning({ id: topics.id })
          : await db.insert(subtopics).values({ name, topicId: p }).returning({ id: subtopics.id });
  if (!row) throw new Error('catalogue insert returned nothing');
  return row.id;
}

async function renameEntry(db: Db, kind: Kind, id: number, name: string): Promise<void> {
  if (kind === 'grade') await db.update(grades).set({ name }).where(eq(grades.id, id));
  else if (kind === 'subject') await db.update(subjects).set({ name }).where(eq(subjects.id, id));
  else if (kind === 'topic') await db.update(topics).set({ name }).where(eq(topics.id, id));
  else await db.update(subtopics).set({ name }).where(eq(subtopics.id, id));
}

async function deleteEntry(db: Db, kind: Kind, id: number): Promise<void> {
  if (kind === 'grade') await db.delete(grades).where(eq(grades.id, id));
  else if (kind === 'subject') await db.delete(subjects).where(eq(subjects.id, id));
  else if (kind === 'topic') await db.delete(topics).where(eq(topics.id, id));
  else await db.delete(subtopics).where(eq(subtopics.id, id));
}

/** Why an entry cannot be deleted (what uses it), or null when nothing does. */
async function useOf(db: Db, kind: Kind, id: number): Promise<string | null> {
  const counted = async (label: string, rows: Promise<Array<{ n: number }>>) => {
    const [row] = await rows;
    const n = Number(row?.n ?? 0);
    return n > 0 ? `${n} ${label}` : null;
  };
  const checks: Array<Promise<string | null>> =
    kind === 'grade'
      ? [
          counted('subjects', db.select({ n: count() }).from(subjects).where(eq(subjects.gradeId, id))),
          counted('purchases', db.select({ n: count() }).from(transactionDetails).where(eq(transactionDetails.gradeId, id))),
          counted('subscriptions', db.select({ n: count() }).from(subscriptionDetails).where(eq(subscriptionDetails.gradeId, id))),
        ]
      : kind === 'subject'
        ? [
            counted('topics', db.select({ n: count() }).from(topics).where(eq(topics.subjectId, id))),
            counted('questions', db.select({ n: count() }).from(questions).where(eq(questions.subjectId, id))),
            counted('exam templates', db.select({ n: count() }).from(examTemplateSubjects).where(eq(examTemplateSubjects.subjectId, id))),
            counted('exams', db.select({ n: count() }).from(examSubjects).where(eq(examSubjects.subjectId, id))),
            counted('exam results', db.select({ n: count() }).from(examSubjectResults).where(eq(examSubjectResults.subjectId, id))),
            counted('purchases', db.select({ n: count() }).from(transactionDetails).where(eq(transactionDetails.subjectId, id))),
            counted('subscriptions', db.select({ n: count() }).from(subscriptionDetails).where(eq(subscriptionDetails.subjectId, id))),
          ]
        : kind === 'topic'
          ? [
              counted('subtopics', db.select({ n: count() }).from(subtopics).where(eq(subtopics.topicId, id))),
              counted('questions', db.select({ n: count() }).from(questions).where(eq(questions.topicId, id))),
              counted('exams', db.select({ n: count() }).from(examSubjects).where(eq(examSubjects.topicId, id))),
            ]
          : [
              counted('questions', db.select({ n: count() }).from(questions).where(eq(questions.subtopicId, id))),
              counted('exams', db.select({ n: count() }).from(examSubjects).where(eq(examSubjects.subtopicId, id))),
            ];
  const reasons = (await Promise.all(checks)).filter((r): r is string => r !== null);
  return reasons.length === 0 ? null : `${reasons.join(', ')} use it`;
}
