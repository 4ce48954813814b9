// The question bank's list and editor (docs/content.md#versions, docs/content.md#bank-search):
// Admin role only (docs/access.md#roles). A draft is edited in place; a published or retired
// question gets a new version, so the exams that showed the old one keep it. Every write is audited
// in its own transaction (docs/content.md#audit).
import { randomUUID } from 'node:crypto';
import { bankDifficulty, searchNormalised, serverWords, type BankDifficulty } from '@proshno/engine';
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { recordAdminAction } from '../audit/adminActions';
import type { Db } from '../db/connect';
import { options, questions, subjects, subtopics, topics, type StoredPart } from '../db/practiceSchema';
import { refusals } from '../exam/refusals';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonBody, type JsonResponse } from '../http/route';
import { bankSearchText } from '../practice/bankSeed';
import { analysedQuestions } from '../quality/analysis';
import type { BankQuestion, Part } from './types';
import { validateBank } from './validate';
import { carryToNewVersion, isCurrent } from './versions';

/** docs/constants.md#question-bank: questions a page of the bank's list. */
export const BANK_PAGE_SIZE = 20;
/** The characters of a question's text the list shows. */
const SHORT_TEXT = 140;

type Detail = JsonResponse<'adminBankQuestion', 200>;
type Input = JsonBody<'createBankQuestion'>;
type Summary = JsonResponse<'adminBankQuestions', 200>['results'][number];
type QuestionRow = typeof questions.$inferSelect;

export const bankRefusals = {
  notCurrent: serverWords.bankQuestionNotCurrent,
  invalid: serverWords.bankQuestionInvalid,
} as const;

export async function bankEditorRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('adminBankQuestions', async (request): Promise<JsonResponse<'adminBankQuestions', 200>> => {
    principalOf(request, ['Admin']);
    const q = request.query;
    const page = Number(q.page ?? 1);
    const subject = q.subject === undefined ? null : Number(q.subject);
    const needsStats = q.difficulty !== undefined || q.flag !== undefined;
    // A difficulty or flag filter needs every question's statistics (of the subject, if chosen);
    // otherwise only the page's are read, after it is chosen.
    const filterStats = needsStats ? await analysedQuestions(ctx.db, { subject }) : null;
    const conditions: Array<SQL | undefined> = [
      isCurrent,
      subject === null ? undefined : eq(questions.subjectId, subject),
      q.topic === undefined ? undefined : eq(questions.topicId, Number(q.topic)),
      q.subtopic === undefined ? undefined : eq(questions.subtopicId, Number(q.subtopic)),
      q.status === undefined ? undefined : eq(questions.status, q.status),
      searchCondition(q.search ?? ''),
    ];
    if (filterStats !== null) {
      const stats = filterStats;
      const difficultyOf = (id: number): BankDifficulty => {
        const s = stats.get(id);
        return s === undefined ? 'unrated' : bankDifficulty(s.attempts, s.facility);
      };
      const rated = [...stats.values()].filter(
        (s) => (q.flag === undefined || s.flags.includes(q.flag)) && (q.difficulty === undefined || q.difficulty === 'unrated' || difficultyOf(s.question) === q.difficulty),
      );
      const ids = rated.map((s) => s.question);
      if (q.difficulty === 'unrated') {
        // Unrated: every question without enough attempts, the unanalysed ones included.
        const ratedIds = [...stats.values()].filter((s) => difficultyOf(s.question) !== 'unrated').map((s) => s.question);
        conditions.push(ratedIds.length === 0 ? undefined : notInArray(questions.id, ratedIds));
        if (q.flag !== undefined) conditions.push(ids.length === 0 ? sql`false` : inArray(questions.id, ids));
      } else {
        conditions.push(ids.length === 0 ? sql`false` : inArray(questions.id, ids));
      }
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ q: questions, subject: subjects.name, topic: topics.name, subtopic: subtopics.name })
        .from(questions)
        .innerJoin(subjects, eq(subjects.id, questions.subjectId))
        .innerJoin(topics, eq(topics.id, questions.topicId))
        .innerJoin(subtopics, eq(subtopics.id, questions.subtopicId))
        .where(where)
        .orderBy(desc(questions.createdAt), desc(questions.id))
        .limit(BANK_PAGE_SIZE)
        .offset((page - 1) * BANK_PAGE_SIZE),
      ctx.db.select({ n: count() }).from(questions).where(where),
    ]);
    const pageIds = rows.map((r) => r.q.id);
    const [answers, stats] = await Promise.all([answersOf(ctx.db, pageIds), filterStats ?? analysedQuestions(ctx.db, { questions: pageIds })]);
    const results: Summary[] = rows.map(({ q: row, subject: subjectName, topic, subtopic }) => {
      const s = stats.get(row.id);
      return {
        id: row.id,
        key: row.key,
        version: row.version,
        status: row.status,
        language: row.language,
        has_twin: row.twinQuestionData !== null,
        text: shortText(row.questionData),
        subject: subjectName,
        topic,
        subtopic,
        answer: answers.get(row.id) ?? 0,
        facility: s === undefined ? null : s.facility,
        difficulty: s === undefined ? 'unrated' : bankDifficulty(s.attempts, s.facility),
        flags: s?.flags ?? [],
      };
    });
    return { count: total?.n ?? 0, page, page_size: BANK_PAGE_SIZE, results };
  });

  operation('adminBankQuestion', async (request): Promise<Detail> => {
    principalOf(request, ['Admin']);
    return detailOf(ctx.db, Number(request.params.id));
  });

  operation('createBankQuestion', async (request, reply): Promise<JsonResponse<'createBankQuestion', 201>> => {
    const { userId } = principalOf(request, ['Admin']);
    const input = request.body;
    const now = ctx.now();
    const detail = await ctx.db.transaction(async (tx) => {
      const checked = await checkedInput(tx, input, `admin.${randomUUID()}`);
      const [made] = await tx
        .insert(questions)
        .values({ ...rowOf(checked, input), key: checked.key, status: 'draft', version: 1, createdAt: now })
        .returning({ id: questions.id });
      if (!made) throw new Error('the new question was not stored');
      await tx.insert(options).values(optionRowsOf(made.id, checked));
      const after = await detailOf(tx, made.id);
      await recordAdminAction(tx, { actor: userId, action: 'question.create', target: { kind: 'question', id: made.id }, before: null, after: after.question, at: now });
      return after;
    });
    reply.code(201);
    return detail;
  });

  operation('updateBankQuestion', async (request): Promise<Detail> => {
    const { userId } = principalOf(request, ['Admin']);
    const id = Number(request.params.id);
    const input = request.body;
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const old = await currentForUpdate(tx, id);
      const before = await detailOf(tx, id);
      const checked = await checkedInput(tx, input, old.key);
      let currentId = id;
      if (old.status === 'draft') {
        await tx.update(questions).set(rowOf(checked, input)).where(eq(questions.id, id));
        for (const o of optionRowsOf(id, checked)) {
          await tx.update(options).set({ data: o.data, twinData: o.twinData, isAnswer: o.isAnswer }).where(and(eq(options.questionId, id), eq(options.position, o.position)));
        }
      } else {
        // docs/content.md#versions: the version learners may have met is kept as it was.
        await tx.update(questions).set({ supersededAt: now }).where(eq(questions.id, id));
        const [made] = await tx
          .insert(questions)
          .values({ ...rowOf(checked, input), key: old.key, status: old.status, version: old.version + 1, replacesId: old.id, createdAt: now })
          .returning({ id: questions.id });
        if (!made) throw new Error('the new version was not stored');
        currentId = made.id;
        await tx.insert(options).values(optionRowsOf(made.id, checked));
        await carryToNewVersion(tx, id, made.id);
      }
      const after = await detailOf(tx, currentId);
      await recordAdminAction(tx, { actor: userId, action: 'question.update', target: { kind: 'question', id: currentId }, before: before.question, after: after.question, at: now });
      return after;
    });
  });

  const setStatus = (to: 'published' | 'retired') => async (db: Db, userId: number, id: number, now: Date): Promise<Detail> =>
    db.transaction(async (tx) => {
      const old = await currentForUpdate(tx, id);
      if (old.status === to) return detailOf(tx, id);
      const before = await detailOf(tx, id);
      await tx.update(questions).set({ status: to }).where(eq(questions.id, id));
      const after = await detailOf(tx, id);
      const action = to === 'published' ? 'question.publish' : 'question.retire';
      await recordAdminAction(tx, { actor: userId, action, target: { kind: 'question', id }, before: before.question, after: after.question, at: now });
      return after;
    });
  const publish = setStatus('published');
  const retire = setStatus('retired');

  operation('publishBankQuestion', async (request): Promise<Detail> => {
    const { userId } = principalOf(request, ['Admin']);
    return publish(ctx.db, userId, Number(request.params.id), ctx.now());
  });

  operation('retireBankQuestion', async (request): Promise<Detail> => {
    const { userId } = principalOf(request, ['Admin']);
    return retire(ctx.db, userId, Number(request.params.id), ctx.now());
  });
}

/** Search text holding what was typed, normalised alike (docs/content.md#bank-search). */
function searchCondition(typed: string): SQL | undefined {
  const needle = searchNormalised(typed);
  if (needle === '') return undefined;
  const escaped = needle.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${questions.searchText} LIKE ${`%${escaped}%`}`;
}

/** The row locked for a change; 404 when there is none, 409 when a newer version replaced it. */
async function currentForUpdate(db: Db, id: number): Promise<QuestionRow> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id)).for('update');
  if (!row) throw fail(404, refusals.notFound);
  if (row.supersededAt !== null) throw fail(409, bankRefusals.notCurrent);
  return row;
}

/** The input as a bank question, checked by the bank's rules and its place by the catalogue; 400 otherwise. */
async function checkedInput(db: Db, input: Input, key: string): Promise<BankQuestion> {
  const [subtopic] = await db
    .select({ topic: subtopics.topicId, subject: topics.subjectId })
    .from(subtopics)
    .innerJoin(topics, eq(topics.id, subtopics.topicId))
    .where(eq(subtopics.id, input.subtopic));
  const [subject] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, input.subject));
  if (!subject) throw fail(400, refusals.unknownSubject);
  if (!subtopic || subtopic.topic !== input.topic) throw fail(400, refusals.subtopicNotOfTopic);
  if (subtopic.subject !== input.subject) throw fail(400, refusals.topicNotOfSubject);
  // The place is checked by id above; the bank's rules need names, so these stand in for them.
  const { language, question, options: choices, explanation, twin } = input;
  const candidate = { key, grade: 'g', subject: 's', topic: 't', subtopic: 'u', language, question, options: choices, explanation, twin: twin ?? undefined };
  const { accepted } = validateBank([{ row: 1, value: candidate }]);
  const [checked] = accepted;
  if (!checked) throw fail(400, bankRefusals.invalid);
  return checked;
}

function rowOf(q: BankQuestion, input: Input) {
  return {
    subjectId: input.subject,
    topicId: input.topic,
    subtopicId: input.subtopic,
    language: q.language ?? 'en',
    questionData: stored(q.question),
    explanationData: stored(q.explanation),
    twinQuestionData: q.twin === undefined ? null : stored(q.twin.question),
    twinExplanationData: q.twin === undefined ? null : stored(q.twin.explanation),
    searchText: bankSearchText(q),
  };
}

function optionRowsOf(questionId: number, q: BankQuestion) {
  return q.options.map((o, position) => {
    const twin = q.twin?.options[position];
    return { questionId, position, data: stored(o.data), twinData: twin === undefined ? null : stored(twin), isAnswer: o.is_answer };
  });
}

function stored(parts: readonly Part[]): StoredPart[] {
  return parts.map((p) => (p.type === 'image' && p.width !== undefined && p.height !== undefined ? { type: p.type, data: p.data, width: p.width, height: p.height } : { type: p.type, data: p.data }));
}

/** A stored part as the contract's BankPart (an image's size only when both are known). */
function partJson(p: StoredPart): Detail['question']['question'][number] {
  const type = p.type === 'math' ? 'latex' : p.type;
  return p.type === 'image' && p.width !== undefined && p.height !== undefined ? { type, data: p.data, width: p.width, height: p.height } : { type, data: p.data };
}

/** The version `id` with every version of its key, newest first; 404 when there is none. */
export async function detailOf(db: Db, id: number): Promise<Detail> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  if (!row) throw fail(404, refusals.notFound);
  const [own, versions] = await Promise.all([
    db.select().from(options).where(eq(options.questionId, id)).orderBy(asc(options.position)),
    db.select().from(questions).where(eq(questions.key, row.key)).orderBy(desc(questions.version)),
  ]);
  const answers = await answersOf(db, versions.map((v) => v.id));
  const twinQuestion = row.twinQuestionData;
  const current = versions.find((v) => v.supersededAt === null) ?? row;
  return {
    question: {
      id: row.id,
      key: row.key,
      version: row.version,
      status: row.status,
      subject: row.subjectId,
      topic: row.topicId,
      subtopic: row.subtopicId,
      language: row.language,
      question: row.questionData.map(partJson),
      options: own.map((o) => ({ data: o.data.map(partJson), is_answer: o.isAnswer })),
      explanation: row.explanationData.map(partJson),
      twin:
        twinQuestion === null
          ? null
          : { question: twinQuestion.map(partJson), options: own.map((o) => (o.twinData ?? []).map(partJson)), explanation: (row.twinExplanationData ?? []).map(partJson) },
      created_at: row.createdAt.toISOString(),
      superseded_at: row.supersededAt?.toISOString() ?? null,
    },
    versions: versions.map((v) => ({
      id: v.id,
      version: v.version,
      status: v.status,
      answer: answers.get(v.id) ?? 0,
      created_at: v.createdAt.toISOString(),
      superseded_at: v.supersededAt?.toISOString() ?? null,
    })),
    current: current.id,
  };
}

/** The right option's position (0 for A) of each question. */
async function answersOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: options.questionId, position: options.position })
    .from(options)
    .where(and(inArray(options.questionId, ids), eq(options.isAnswer, true)));
  return new Map(rows.map((r) => [r.id, r.position]));
}

/** The body's first text and formulas, cut to SHORT_TEXT characters. */
function shortText(parts: StoredPart[]): string {
  const text = parts
    .filter((part) => part.type !== 'image')
    .map((part) => part.data)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > SHORT_TEXT ? `${text.slice(0, SHORT_TEXT - 1)}…` : text;
}
