// Liveness and readiness of the gateway (issue 8): ready while the api says it is ready, and not
// from the moment shutdown begins, so a load balancer drains this replica first.
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance, options: { restUrl: string; lifecycle?: { draining: boolean } }): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    if (closing || options.lifecycle?.draining === true) return reply.code(503).send({ detail: 'Shutting down' });
    const api = await fetch(`${options.restUrl}/readyz`, { headers: { 'x-request-id': request.id } }).catch(() => null);
    if (api?.ok !== true) return reply.code(503).send({ detail: 'The api is not ready' });
    return { status: 'ready' };
  });
}
