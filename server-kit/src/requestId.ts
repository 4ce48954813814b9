// One id per learner request across processes: the gateway makes it (or keeps the caller's) and
// sends it to the api on every REST call and proxied request as X-Request-Id; the api keeps it, so
// one learner request reads as one id in both logs, and every answer carries it back.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A caller's request id when it looks like one (letters, digits, dashes; at most 64), else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
}

/** Fastify's option that names each request by `requestIdOf` its X-Request-Id header. */
export const requestIds = {
  genReqId: (request: { headers: Record<string, string | string[] | undefined> }): string => requestIdOf(request.headers['x-request-id']),
};

/** Every answer says its request's id (X-Request-Id), so a learner's report can name it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
