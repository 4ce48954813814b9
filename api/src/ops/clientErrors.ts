// POST /api/v1/client-errors/ (docs/shell.md#error-boundary): a screen of the web app failed while it
// rendered, and the page's error boundary says so. The report becomes one warning line of the
// request log (under the gateway's request id, so it joins the lines of the requests around it),
// so an operator learns of it; nothing is stored. Limited per client address, as anyone may send it.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../http/context';
import { operationRoutes } from '../http/route';

/** Reports one client address may send a minute: a page failing in a loop is told once, not flooded. */
export const CLIENT_ERRORS_PER_MINUTE = 10;

/** The log line's message, which an operator searches for. */
export const CLIENT_ERROR_LINE = 'client error';

export async function clientErrorRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation('reportClientError', { config: { rateLimit: { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: 60_000 } } }, async (request, reply) => {
    const { kind, message, route, stack, release } = request.body;
    request.log.warn({ client_error: { kind, message, route, stack: stack ?? null, release: release ?? null } }, CLIENT_ERROR_LINE);
    return reply.code(204).send();
  });
}
