// GET /api/exam/v1/leaderboard/ (docs/progress.md#leaderboard, docs/api.md#progress-paths; docs/decisions.md#elo): the learners
// with an exam finished in the period, scored 1000 plus their rating changes from those exams.
// Equal shown scores share a rank (the engine's leaderboardRanks), so every client shows the same.
import { ELO_START, leaderboardRanks } from '@proshno/engine';
import { and, asc, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { maskedEmail } from '../access/userView';
import { users } from '../db/schema';
import { examRatings } from '../db/progressSchema';
import { finishTimedOut } from '../exam/examRoutes';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';
import { dhakaRange } from './days';

/** A leaderboard is read, not mined: the best this many learners. */
export const LEADERBOARD_MAX_ROWS = 1000;

export async function leaderboardRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'getLeaderboard',
    async (request): Promise<JsonResponse<'getLeaderboard', 200>> => {
      const { userId } = principalOf(request);
      const { from, until } = dhakaRange(request.query.start_date, request.query.end_date);
      // The caller's own overdue exams count as soon as they look.
      await finishTimedOut(ctx, userId, ctx.now());
      const change = sum(examRatings.change).mapWith(Number);
      const rows = await ctx.db
        .select({ id: users.id, fullName: users.fullName, email: users.email, change })
        .from(examRatings)
        .innerJoin(users, eq(users.id, examRatings.userId))
        .where(and(gte(examRatings.finishedAt, from), lt(examRatings.finishedAt, until)))
        .groupBy(users.id, users.fullName, users.email)
        .orderBy(desc(sql`sum(${examRatings.change})`), asc(users.fullName), asc(users.id))
        .limit(LEADERBOARD_MAX_ROWS);
      const ranks = leaderboardRanks(rows.map((row) => ELO_START + row.change));
      return rows.map((row, i) => ({
        full_name: row.fullName,
        // The caller's own address whole; anyone else's masked (docs/progress.md#email-masking).
        email: row.id === userId ? row.email : maskedEmail(row.email),
        elo: ELO_START + row.change,
        rank: ranks[i] ?? i + 1,
        you: row.id === userId,
      }));
    },
  );
}
