// The learner's contest paths (docs/api.md#contest-paths, docs/contest.md): the list, registering,
// joining on the server's clock, practice after the end, the result, the merit list and review.
import { randomBytes } from 'node:crypto';
import { availableQuestionsOnly, MERIT_NEIGHBOURS, MERIT_PAGE_SIZE, refusalCodes } from '@proshno/engine';
import { and, asc, between, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { requireCoverage } from '../access/coverage';
import type { Db } from '../db/connect';
import { contestQuestions, contestRegistrations, contestResults, contestSubjectResults, contests } from '../db/contestSchema';
import { exams } from '../db/examSchema';
import { users } from '../db/schema';
import { examJson, questionCounts, type ExamRow } from '../exam/examRecords';
import { freezeQuestions } from '../exam/freeze';
import { answerHeld } from '../exam/heldAnswers';
import type { ApiContext } from '../http/context';
import { fail, refuse } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { questionsFor } from '../practice/questionView';
import { contestById, contestJson, contestsJson, isOver, paperOf, statusOf, subjectIdsOf, type ContestRow } from './contestRecords';
import { contestRefusals } from './refusals';
import { withResults } from './results';

type MeritRow = JsonResponse<'getContestMeritList', 200>['results'][number];

export async function contestRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('listContests', async (request): Promise<JsonResponse<'listContests', 200>> => {
    const { userId } = principalOf(request);
    const now = ctx.now();
    const rows = await ctx.db.select().from(contests).where(isNull(contests.cancelledAt)).orderBy(desc(contests.startsAt), desc(contests.id));
    const wanted = request.query.status;
    return contestsJson(ctx.db, wanted === undefined ? rows : rows.filter((c) => statusOf(c, now) === wanted), userId, now);
  });

  // docs/contest.md#server-clock: the clock every contest's status is read on.
  operation('getServerClock', async (request): Promise<JsonResponse<'getServerClock', 200>> => {
    principalOf(request);
    return { now: ctx.now().toISOString() };
  });

  operation('getContest', async (request): Promise<JsonResponse<'getContest', 200>> => {
    const { userId } = principalOf(request);
    return contestJson(ctx.db, await contestById(ctx.db, Number(request.params.id)), userId, ctx.now());
  });

  operation('registerForContest', async (request, reply): Promise<JsonResponse<'registerForContest', 201>> => {
    const { userId } = principalOf(request);
    const now = ctx.now();
    const contest = await contestById(ctx.db, Number(request.params.id));
    if (statusOf(contest, now) !== 'upcoming') throw refuse(403, refusalCodes.registrationClosed, contestRefusals.registrationClosed);
    // docs/contest.md#subscription: the rule every exam start keeps.
    await requireCoverage(ctx.db, userId, await subjectIdsOf(ctx.db, contest.id), now);
    await ctx.db.insert(contestRegistrations).values({ contestId: contest.id, userId, registeredAt: now }).onConflictDoNothing();
    const [row] = await ctx.db
      .select()
      .from(contestRegistrations)
      .where(and(eq(contestRegistrations.contestId, contest.id), eq(contestRegistrations.userId, userId)));
    if (!row) throw new Error('registration vanished');
    reply.code(201);
    return { contest: contest.id, registered_at: row.registeredAt.toISOString() };
  });

  operation('joinContest', async (request): Promise<JsonResponse<'joinContest', 200>> => {
    const { userId } = principalOf(request);
    const now = ctx.now();
    const contest = await contestById(ctx.db, Number(request.params.id));
    const [registration] = await ctx.db
      .select()
      .from(contestRegistrations)
      .where(and(eq(contestRegistrations.contestId, contest.id), eq(contestRegistrations.userId, userId)));
    if (!registration) throw refuse(403, refusalCodes.notRegistered, contestRefusals.notRegistered);
    const status = statusOf(contest, now);
    if (status === 'upcoming') throw refuse(403, refusalCodes.notStarted, contestRefusals.notStarted);
    const existing = await sittingOf(ctx.db, contest.id, userId);
    // Joining again answers the same sitting, even after the end (its result is read from it).
    if (existing) return examJson(existing.exam, existing.total, now);
    // docs/contest.md#one-sitting: a learner who joined once never gets another sitting.
    if (registration.joinedAt !== null) throw refuse(409, refusalCodes.joinedOnce, contestRefusals.joinedOnce);
    if (status !== 'live') throw refuse(403, refusalCodes.contestEnded, contestRefusals.ended);
    await requireCoverage(ctx.db, userId, await subjectIdsOf(ctx.db, contest.id), now);
    const ids = await paperOf(ctx.db, contest.id);
    const made = await ctx.db.transaction(async (tx) => {
      // The registration's joined_at is set once, by this join: a concurrent join of the same
      // learner waits on the row and then finds it set (docs/contest.md#one-sitting).
      const [first] = await tx
        .update(contestRegistrations)
        .set({ joinedAt: now })
        .where(and(eq(contestRegistrations.contestId, contest.id), eq(contestRegistrations.userId, userId), isNull(contestRegistrations.joinedAt)))
        .returning({ joinedAt: contestRegistrations.joinedAt });
      if (!first) return null;
      const [created] = await tx
        .insert(exams)
        .values({ ...examValues(contest, userId, now), contestRole: 'sitting', optionSeed: randomBytes(16).toString('hex') })
        .returning();
      if (!created) throw new Error('exam insert returned nothing');
      // docs/contest.md#late-join: the sitting starts and ends with the contest, whenever joined.
      return freezeQuestions(tx, created, ids, { at: contest.startsAt, scheduled: false, now });
    });
    if (made) return examJson(made, ids.length, now);
    const raced = await sittingOf(ctx.db, contest.id, userId);
    if (!raced) throw refuse(409, refusalCodes.joinedOnce, contestRefusals.joinedOnce);
    return examJson(raced.exam, raced.total, now);
  });

  operation('practiseContest', async (request, reply): Promise<JsonResponse<'practiseContest', 201>> => {
    const { userId } = principalOf(request);
    const now = ctx.now();
    const contest = await contestById(ctx.db, Number(request.params.id));
    if (!isOver(contest, now)) throw refuse(403, refusalCodes.contestNotEnded, contestRefusals.notEnded);
    await requireCoverage(ctx.db, userId, await subjectIdsOf(ctx.db, contest.id), now);
    const started = await ctx.db.transaction(async (tx) => {
      // The held-answers rule every draw keeps (exam/heldAnswers.ts): a question another contest
      // holds, or another running exam of the learner, is left out of the practice, whose submit
      // would otherwise tell its answer (docs/contest.md#practice).
      const ids = await paperOf(tx, contest.id, answerHeld(tx, { userId, now }, contestQuestions.questionId));
      if (ids.length === 0) throw fail(400, availableQuestionsOnly(0));
      const [created] = await tx.insert(exams).values({ ...examValues(contest, userId, now), contestRole: 'practice' }).returning();
      if (!created) throw new Error('exam insert returned nothing');
      return { exam: await freezeQuestions(tx, created, ids, { at: now, scheduled: false, now }), total: ids.length };
    });
    reply.code(201);
    return examJson(started.exam, started.total, now);
  });

  operation('getContestResult', async (request): Promise<JsonResponse<'getContestResult', 200>> => {
    const { userId } = principalOf(request);
    const contest = await withResults(ctx.db, await contestById(ctx.db, Number(request.params.id)), ctx.now());
    const [mine] = await ctx.db
      .select()
      .from(contestResults)
      .where(and(eq(contestResults.contestId, contest.id), eq(contestResults.userId, userId)));
    if (!mine) throw fail(404, contestRefusals.noResult);
    const subjectRows = await ctx.db
      .select()
      .from(contestSubjectResults)
      .where(and(eq(contestSubjectResults.contestId, contest.id), eq(contestSubjectResults.userId, userId)))
      .orderBy(asc(contestSubjectResults.subjectId));
    return {
      contest: contest.id,
      exam: mine.examId,
      score: mine.score,
      rank: mine.rank,
      percentile: mine.percentile,
      time_used: mine.timeUsed,
      right: mine.right,
      wrong: mine.wrong,
      not_answered: mine.notAnswered,
      subject_result: subjectRows.map((s) => ({ subject: s.subjectName, score: s.score, rank: s.rank })),
      highest_score: contest.highestScore ?? mine.score,
      average_score: contest.averageScore ?? mine.score,
      ranked_count: contest.rankedCount ?? 1,
    };
  });

  operation('getContestMeritList', async (request): Promise<JsonResponse<'getContestMeritList', 200>> => {
    const { userId } = principalOf(request);
    const contest = await withResults(ctx.db, await contestById(ctx.db, Number(request.params.id)), ctx.now());
    const page = request.query.page === undefined ? 1 : Number(request.query.page);
    const first = (page - 1) * MERIT_PAGE_SIZE + 1;
    const [results, mine] = await Promise.all([
      meritRows(ctx.db, contest.id, userId, first, first + MERIT_PAGE_SIZE - 1),
      ctx.db
        .select({ position: contestResults.position })
        .from(contestResults)
        .where(and(eq(contestResults.contestId, contest.id), eq(contestResults.userId, userId))),
    ]);
    const position = mine[0]?.position;
    const neighbourhood = position === undefined ? [] : await meritRows(ctx.db, contest.id, userId, position - MERIT_NEIGHBOURS, position + MERIT_NEIGHBOURS);
    return {
      count: contest.rankedCount ?? 0,
      page,
      page_size: MERIT_PAGE_SIZE,
      results,
      me: neighbourhood.find((r) => r.is_me) ?? null,
      neighbourhood,
    };
  });

  operation('reviewContest', async (request): Promise<JsonResponse<'reviewContest', 200>> => {
    const { userId } = principalOf(request);
    const now = ctx.now();
    const contest = await contestById(ctx.db, Number(request.params.id));
    if (!isOver(contest, now)) throw refuse(403, refusalCodes.contestNotEnded, contestRefusals.notEnded);
    await requireCoverage(ctx.db, userId, await subjectIdsOf(ctx.db, contest.id), now);
    // Still held while the caller's own practice attempt of it runs (docs/exam.md#held-answers).
    const viewed = await questionsFor(ctx.db, { userId, now }, await paperOf(ctx.db, contest.id));
    return viewed.map((v) => v.question);
  });
}

/** The exam row of a sitting or practice attempt: the contest's type, time and marks. */
function examValues(contest: ContestRow, userId: number, now: Date) {
  return {
    userId,
    title: contest.title,
    typeId: contest.examTypeId,
    timePerQuestion: contest.timePerQuestion,
    markPerQn: contest.markPerQn,
    negativeMarkPerQn: contest.negativeMarkPerQn,
    templateId: contest.templateId,
    university: contest.university,
    unit: contest.unit,
    year: contest.year,
    contestId: contest.id,
    createdAt: now,
    updatedAt: now,
  };
}

async function sittingOf(db: Db, contestId: number, userId: number): Promise<{ exam: ExamRow; total: number } | null> {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.contestId, contestId), eq(exams.userId, userId), eq(exams.contestRole, 'sitting')));
  if (!exam) return null;
  return { exam, total: (await questionCounts(db, [exam.id])).get(exam.id) ?? 0 };
}

async function meritRows(db: Db, contestId: number, userId: number, from: number, to: number): Promise<MeritRow[]> {
  const rows = await db
    .select({ result: contestResults, fullName: users.fullName })
    .from(contestResults)
    .innerJoin(users, eq(users.id, contestResults.userId))
    .where(and(eq(contestResults.contestId, contestId), between(contestResults.position, from, to)))
    .orderBy(asc(contestResults.position));
  return rows.map(({ result, fullName }) => ({
    rank: result.rank,
    full_name: fullName,
    score: result.score,
    percentile: result.percentile,
    time_used: result.timeUsed,
    is_me: result.userId === userId,
  }));
}

