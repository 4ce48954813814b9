// The caller's exams (docs/api.md#exam-paths): create, list (also the scheduled-exam list), result and
// cancel. Every lookup is by (id, caller); an exam the clock has finished reads finished, and the
// finish job writes it (docs/exam.md#time-up-finish).
import { refusalCodes } from '@proshno/engine';
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { examTypes } from '../db/practiceSchema';
import { exams } from '../db/examSchema';
import type { operations } from '../generated/rest';
import type { ApiContext } from '../http/context';
import { fail, refuse } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { isTimeUp, timeUpSql } from './examClock';
import { examJson, ownedExam, questionCounts } from './examRecords';
import { examAsOf, resultJson } from './examResult';
import { refusals } from './refusals';
import { contestRefusals } from '../contest/refusals';

export async function examRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation(
    'createExam',
    async (request, reply): Promise<JsonResponse<'createExam', 201>> => {
      const { userId } = principalOf(request);
      const [type] = await ctx.db.select().from(examTypes).where(eq(examTypes.id, request.body.type));
      if (!type) throw fail(400, refusals.unknownExamType);
      const now = ctx.now();
      const [exam] = await ctx.db
        .insert(exams)
        .values({
          userId,
          title: request.body.title,
          typeId: type.id,
          isPausable: request.body.is_pausable ?? true,
          timePerQuestion: type.timePerQuestion,
          markPerQn: type.markPerQn,
          negativeMarkPerQn: type.negativeMarkPerQn,
          // The version chosen for this exam, else the learner's when its questions are shown (docs/i18n.md#questions).
          version: request.body.version ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!exam) throw new Error('exam insert returned nothing');
      reply.code(201);
      return examJson(exam, 0, now);
    },
  );

  operation(
    'listExams',
    async (request): Promise<JsonResponse<'listExams', 200>> => {
      const { userId } = principalOf(request);
      const query = request.query;
      // Only the caller's exams are ever listed; asking for someone else's finds none.
      if (query.created_by !== undefined && Number(query.created_by) !== userId) return [];
      const now = ctx.now();
      const rows = await ctx.db
        .select()
        .from(exams)
        .where(and(eq(exams.userId, userId), ...filtersOf(query, now)))
        .orderBy(desc(exams.createdAt), desc(exams.id));
      const counts = await questionCounts(
        ctx.db,
        rows.map((r) => r.id),
      );
      return rows.map((exam) => examJson(examAsOf(exam, now), counts.get(exam.id) ?? 0, now));
    },
  );

  operation(
    'getExamResult',
    async (request): Promise<JsonResponse<'getExamResult', 200>> => {
      const { userId } = principalOf(request);
      const now = ctx.now();
      return resultJson(ctx.db, await ownedExam(ctx.db, Number(request.params.id), userId), now);
    },
  );

  operation(
    'deleteExam',
    async (request, reply) => {
      const { userId } = principalOf(request);
      const owned = await ownedExam(ctx.db, Number(request.params.id), userId);
      // docs/contest.md#one-sitting: a contest sitting is never cancelled (nor withdrawn from the
      // ranking); only the learner's own exams are, a contest's practice attempts included.
      if (owned.contestRole === 'sitting') throw refuse(403, refusalCodes.sittingKept, contestRefusals.sittingKept);
      const now = ctx.now();
      // An exam the clock has finished is finished: kept for its result, and written by the finish job.
      if (owned.status === 'finished' || isTimeUp(owned, now)) throw refuse(409, refusalCodes.finished, refusals.finished);
      await ctx.db.delete(exams).where(and(eq(exams.id, owned.id), eq(exams.status, 'created'), sql`${exams.contestRole} IS DISTINCT FROM 'sitting'`));
      return reply.code(204).send();
    },
  );
}

type ListQuery = NonNullable<operations['listExams']['parameters']['query']>;

function filtersOf(query: ListQuery, now: Date): SQL[] {
  const filters: SQL[] = [];
  // By the status a read shows: an exam the clock has finished is listed as finished.
  if (query.status) filters.push(sql`(CASE WHEN ${timeUpSql(exams, sql`${now.toISOString()}::timestamptz`)} THEN 'finished' ELSE ${exams.status} END) = ${query.status}`);
  if (query.is_scheduled) filters.push(eq(exams.isScheduled, query.is_scheduled === 'true'));
  if (query.end_time__gte) filters.push(gte(exams.endTime, new Date(query.end_time__gte)));
  return filters;
}
