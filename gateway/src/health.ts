// Liveness and readiness of the gateway (issue 8, issue 27 item 7; docs/architecture.md#readiness):
// ready while it can serve, and not from the moment shutdown begins, so a load balancer drains this
// replica first. The api tier's state is reported, not followed: a draining api or a database blip
// must not take every gateway, and with them the app itself, out of the balancer.
import type { FastifyInstance } from 'fastify';

/** How long readiness waits for the api's own answer before reporting it unavailable. */
const API_PROBE_MS = 1000;

export async function healthRoutes(app: FastifyInstance, options: { restUrl: string; lifecycle?: { draining: boolean } }): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    if (closing || options.lifecycle?.draining === true) return reply.code(503).send({ detail: 'Shutting down' });
    const api = await fetch(`${options.restUrl}/readyz`, { headers: { 'x-request-id': request.id }, signal: AbortSignal.timeout(API_PROBE_MS) }).catch(() => null);
    return { status: 'ready', api: api?.ok === true ? 'ready' : 'unavailable' };
  });
}
