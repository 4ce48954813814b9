// The home dashboard's numbers (docs/progress.md#stat-cards, docs/progress.md#performance-chart, docs/api.md#progress-paths, docs/constants.md#stats-window): the stat cards over the last 3 days and
// the daily stats for a window of Dhaka days, from the caller's finished exams only: those written
// finished and those the clock has finished, counted as their finish will store them
// (docs/exam.md#time-up-finish).
import { dhakaDateOf, examTilesOf, STATS_DAYS } from '@proshno/engine';
import { and, count, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import type { Db } from '../db/connect';
import { examSubjectResults, exams } from '../db/examSchema';
import { countsOf, timeUpFinishesOf } from '../exam/examResult';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';
import { daysOf, dhakaRange } from './days';

export async function dashboardRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('getExamTiles', async (request): Promise<JsonResponse<'getExamTiles', 200>> => {
    const { userId } = principalOf(request);
    const now = ctx.now();
    const since = new Date(now.getTime() - STATS_DAYS * 86_400_000);
    const finished = and(eq(exams.userId, userId), eq(exams.status, 'finished'), gte(exams.finishedAt, since));
    const [[examCount], [totals], timeUp] = await Promise.all([
      ctx.db.select({ n: count() }).from(exams).where(finished),
      ctx.db
        .select({
          right: sum(examSubjectResults.right).mapWith(Number),
          wrong: sum(examSubjectResults.wrong).mapWith(Number),
        })
        .from(examSubjectResults)
        .innerJoin(exams, eq(exams.id, examSubjectResults.examId))
        .where(finished),
      timeUpFinishesOf(ctx.db, userId, now),
    ]);
    const recent = timeUp.filter((finish) => finish.at.getTime() >= since.getTime()).map(countsOf);
    const right = recent.reduce((n, counts) => n + counts.right, totals?.right ?? 0);
    const wrong = recent.reduce((n, counts) => n + counts.wrong, totals?.wrong ?? 0);
    // Questions Attempted and Correct Percentage by the exam rules (docs/exam.md#one-definition): unanswered ones are not attempted.
    return examTilesOf((examCount?.n ?? 0) + recent.length, { right, wrong });
  });

  operation(
    'getPerformanceGraph',
    async (request): Promise<JsonResponse<'getPerformanceGraph', 200>> => {
      const { userId } = principalOf(request);
      const range = dhakaRange(request.query.from_date, request.query.to_date);
      const days = daysOf(request.query.from_date, range);
      const { from, until } = range;
      const [stored, timeUp] = await Promise.all([finishedBetween(ctx.db, userId, from, until), timeUpFinishesOf(ctx.db, userId, ctx.now())]);
      const perExam = [
        ...stored,
        ...timeUp
          .filter((finish) => finish.at.getTime() >= from.getTime() && finish.at.getTime() < until.getTime())
          .map((finish) => {
            const counts = countsOf(finish);
            return { finishedAt: finish.at, right: counts.right, wrong: counts.wrong, notAnswered: counts.not_answered };
          }),
      ];
      const byDay = new Map(days.map((date) => [date, { date, total_question: 0, right: 0, wrong: 0, not_answered: 0 }]));
      for (const exam of perExam) {
        const day = byDay.get(dhakaDateOf(exam.finishedAt.toISOString()) ?? '');
        if (!day) continue;
        day.right += exam.right;
        day.wrong += exam.wrong;
        day.not_answered += exam.notAnswered;
        day.total_question += exam.right + exam.wrong + exam.notAnswered;
      }
      return [...byDay.values()];
    },
  );
}

async function finishedBetween(db: Db, userId: number, from: Date, until: Date) {
  const finished = await db
    .select({ id: exams.id, finishedAt: exams.finishedAt })
    .from(exams)
    .where(and(eq(exams.userId, userId), eq(exams.status, 'finished'), gte(exams.finishedAt, from), lt(exams.finishedAt, until)));
  const ids = finished.map((e) => e.id);
  if (ids.length === 0) return [];
  const sums = await db
    .select({
      examId: examSubjectResults.examId,
      right: sum(examSubjectResults.right).mapWith(Number),
      wrong: sum(examSubjectResults.wrong).mapWith(Number),
      notAnswered: sum(examSubjectResults.notAnswered).mapWith(Number),
    })
    .from(examSubjectResults)
    .where(inArray(examSubjectResults.examId, ids))
    .groupBy(examSubjectResults.examId);
  const byExam = new Map(sums.map((s) => [s.examId, s]));
  return finished.flatMap((exam) => {
    const counts = byExam.get(exam.id);
    return exam.finishedAt === null
      ? []
      : [{ finishedAt: exam.finishedAt, right: counts?.right ?? 0, wrong: counts?.wrong ?? 0, notAnswered: counts?.notAnswered ?? 0 }];
  });
}
