// The caller's plan toward their exam (docs/learning.md#plan): read it with the streak, set it, remove it.
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';
import { clearPlan, planOf, setPlan } from './plan';

export async function planRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('getPlan', async (request): Promise<JsonResponse<'getPlan', 200>> => {
    const { userId } = principalOf(request);
    return planOf(ctx.db, { userId, now: ctx.now() });
  });

  operation('setPlan', async (request): Promise<JsonResponse<'setPlan', 200>> => {
    const { userId } = principalOf(request);
    return setPlan(ctx.db, { userId, now: ctx.now() }, request.body);
  });

  operation('clearPlan', async (request, reply) => {
    const { userId } = principalOf(request);
    await clearPlan(ctx.db, userId);
    return reply.code(204).send();
  });
}
