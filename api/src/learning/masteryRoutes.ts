// The caller's mastery of each topic, weakest first (docs/learning.md#mastery).
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';
import { topicMasteryOf } from './mastery';

export async function masteryRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('listMastery', async (request): Promise<JsonResponse<'listMastery', 200>> => {
    const { userId } = principalOf(request);
    return topicMasteryOf(ctx.db, { userId, now: ctx.now() });
  });
}
