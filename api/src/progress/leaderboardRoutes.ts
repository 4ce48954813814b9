// GET /api/exam/v1/leaderboard/ (docs/progress.md#leaderboard, docs/api.md#progress-paths; docs/decisions.md#elo): the learners
// with an exam finished in the period, scored 1000 plus their rating changes from those exams.
// Equal shown scores share a rank (the engine's leaderboardRanks), so every client shows the same.
// The caller's own exams the clock has finished count as soon as they look, with the change their
// finish will write (docs/exam.md#time-up-finish); everyone's are written by the finish job.
import { ELO_START, leaderboardRanks } from '@proshno/engine';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { maskedEmail } from '../access/userView';
import { rowsOf } from '../db/prepared';
import { users } from '../db/schema';
import { examRatings } from '../db/progressSchema';
import { timeUpFinishesOf } from '../exam/examResult';
import { ratingChangesOf } from './ratings';
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
      const now = ctx.now();
      const timeUp = await timeUpFinishesOf(ctx.db, userId, now);
      const changes = await ratingChangesOf(ctx.db, timeUp);
      const due = timeUp.flatMap((finish, i) => (finish.at >= from && finish.at < until ? [changes[i] ?? 0] : []));
      // The stored changes in the period, and the caller's not yet written.
      const period = sql`SELECT user_id, change FROM ${examRatings} WHERE ${examRatings.finishedAt} >= ${from.toISOString()}::timestamptz AND ${examRatings.finishedAt} < ${until.toISOString()}::timestamptz
        UNION ALL SELECT ${userId}::int, change FROM unnest(${sql.param(due)}::float8[]) AS d(change)`;
      const rows = rowsOf<{ id: number; full_name: string; email: string; change: number }>(
        await ctx.db.execute(sql`
          SELECT ${users.id} AS id, ${users.fullName} AS full_name, ${users.email} AS email, sum(r.change)::float8 AS change
          FROM (${period}) r INNER JOIN ${users} ON ${users.id} = r.user_id
          GROUP BY ${users.id}, ${users.fullName}, ${users.email}
          ORDER BY sum(r.change) DESC, ${users.fullName} ASC, ${users.id} ASC
          LIMIT ${LEADERBOARD_MAX_ROWS}`),
      );
      const ranks = leaderboardRanks(rows.map((row) => ELO_START + row.change));
      return rows.map((row, i) => ({
        full_name: row.full_name,
        // The caller's own address whole; anyone else's masked (docs/progress.md#email-masking).
        email: row.id === userId ? row.email : maskedEmail(row.email),
        elo: ELO_START + row.change,
        rank: ranks[i] ?? i + 1,
        you: row.id === userId,
      }));
    },
  );
}

