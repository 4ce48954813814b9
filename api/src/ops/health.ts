// Liveness and readiness (issue 8, graceful shutdown): a load balancer takes a replica out of
// rotation when /readyz stops answering 200, which it does as soon as shutdown begins and while
// the database is unreachable; /healthz only says the process still answers. Rate limits counted
// without Redis are reported, not refused (docs/access.md#redis-down): the replica still serves.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';

export async function healthRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  operation('liveness', async (): Promise<JsonResponse<'liveness', 200>> => ({ status: 'ok' }));

  operation('readiness', async (_request, reply) => {
    if (closing || ctx.config.lifecycle?.draining === true) return reply.code(503).send({ detail: 'Shutting down' });
    try {
      await ctx.db.execute(sql`select 1`);
    } catch {
      return reply.code(503).send({ detail: 'Database unavailable' });
    }
    const ready: JsonResponse<'readiness', 200> = { status: 'ready', rate_limits: app.rateLimitSharing() };
    return ready;
  });
}
