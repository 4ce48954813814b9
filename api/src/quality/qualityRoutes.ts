// Question quality (docs/content.md): the learner's report of a problem with a question met in one
// of their finished exams, and the Admin's item analysis and report queue (Admin role only,
// enforced here, docs/access.md#roles).
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAdminAction } from '../audit/adminActions';
import { principalOf } from '../access/bearer';
import type { Db } from '../db/connect';
import { examQuestions, exams } from '../db/examSchema';
import { questionReports } from '../db/qualitySchema';
import { users } from '../db/schema';
import { refusals } from '../exam/refusals';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { QUALITY_PAGE_SIZE, analysedQuestions, labelled, qualityOrder } from './analysis';

type ReportRow = typeof questionReports.$inferSelect;

export async function qualityRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('reportQuestion', async (request, reply): Promise<JsonResponse<'reportQuestion', 201>> => {
    const { userId } = principalOf(request);
    const { question, reason, text } = request.body;
    // docs/content.md#reports: only a question the caller met in one of their finished exams.
    const [met] = await ctx.db
      .select({ exam: examQuestions.examId })
      .from(examQuestions)
      .innerJoin(exams, and(eq(exams.id, examQuestions.examId), eq(exams.userId, userId), eq(exams.status, 'finished')))
      .where(eq(examQuestions.questionId, question))
      .limit(1);
    if (!met) throw fail(404, refusals.notFound);
    const [made] = await ctx.db
      .insert(questionReports)
      .values({ userId, questionId: question, reason, text: (text ?? '').trim(), createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning();
    if (made) {
      reply.code(201);
      return reportJson(made);
    }
    const [open] = await ctx.db
      .select()
      .from(questionReports)
      .where(and(eq(questionReports.userId, userId), eq(questionReports.questionId, question), isNull(questionReports.resolvedAt)));
    if (!open) throw new Error('the open report vanished');
    reply.code(200);
    return reportJson(open);
  });

  operation('adminQuestionAnalysis', async (request): Promise<JsonResponse<'adminQuestionAnalysis', 200>> => {
    principalOf(request, ['Admin']);
    const { subject, flag, page: pageParam } = request.query;
    const page = Number(pageParam ?? 1);
    const stats = await analysedQuestions(ctx.db, { subject: subject === undefined ? null : Number(subject) });
    const chosen = [...stats.values()]
      .filter((s) => (flag === undefined ? true : flag === 'reported' ? s.open_reports > 0 : s.flags.includes(flag)))
      .sort(qualityOrder);
    const ids = chosen.slice((page - 1) * QUALITY_PAGE_SIZE, page * QUALITY_PAGE_SIZE).map((s) => s.question);
    return { count: chosen.length, page, page_size: QUALITY_PAGE_SIZE, results: await labelled(ctx.db, ids, stats) };
  });

  operation('adminQuestionReports', async (request): Promise<JsonResponse<'adminQuestionReports', 200>> => {
    principalOf(request, ['Admin']);
    const page = Number(request.query.page ?? 1);
    const isOpen = sql`(${questionReports.resolvedAt} IS NULL)`;
    const [rows, [counts]] = await Promise.all([
      ctx.db
        .select({ report: questionReports, reporter: users.fullName })
        .from(questionReports)
        .innerJoin(users, eq(users.id, questionReports.userId))
        // docs/content.md#reports: open first, oldest first; then the resolved, newest first.
        .orderBy(desc(isOpen), asc(sql`CASE WHEN ${isOpen} THEN ${questionReports.createdAt} END`), desc(questionReports.resolvedAt), asc(questionReports.id))
        .limit(QUALITY_PAGE_SIZE)
        .offset((page - 1) * QUALITY_PAGE_SIZE),
      ctx.db.select({ count: sql<number>`COUNT(*)::int`, open: sql<number>`COUNT(*) FILTER (WHERE ${isOpen})::int` }).from(questionReports),
    ]);
    const questionIds = [...new Set(rows.map((r) => r.report.questionId))];
    const stats = await analysedQuestions(ctx.db, { questions: questionIds });
    const byQuestion = new Map((await labelled(ctx.db, questionIds, stats)).map((s) => [s.question, s]));
    return {
      count: Number(counts?.count ?? 0),
      open: Number(counts?.open ?? 0),
      page,
      page_size: QUALITY_PAGE_SIZE,
      results: rows.flatMap(({ report, reporter }) => {
        const statistics = byQuestion.get(report.questionId);
        const { id, reason, text, created_at, resolved_at } = reportJson(report);
        return statistics === undefined ? [] : [{ id, reason, text, created_at, resolved_at, reporter, statistics }];
      }),
    };
  });

  operation('resolveQuestionReport', async (request): Promise<JsonResponse<'resolveQuestionReport', 200>> => {
    const { userId } = principalOf(request, ['Admin']);
    const resolved = await resolve(ctx.db, Number(request.params.id), userId, ctx.now());
    return reportJson(resolved);
  });
}

/** Marks a report resolved; one resolved already stays as it was. */
async function resolve(db: Db, id: number, by: number, now: Date): Promise<ReportRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(questionReports)
      .set({ resolvedAt: now, resolvedBy: by })
      .where(and(eq(questionReports.id, id), isNull(questionReports.resolvedAt)))
      .returning();
    if (updated) {
      const before = { ...updated, resolvedAt: null, resolvedBy: null };
      await recordAdminAction(tx, { actor: by, action: 'question_report.resolve', target: { kind: 'question_report', id }, before, after: updated, at: now });
      return updated;
    }
    const [found] = await tx.select().from(questionReports).where(eq(questionReports.id, id));
    if (!found) throw fail(404, refusals.notFound);
    return found;
  });
}

function reportJson(row: ReportRow): JsonResponse<'reportQuestion', 201> {
  return {
    id: row.id,
    question: row.questionId,
    reason: row.reason,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt === null ? null : row.resolvedAt.toISOString(),
  };
}
