// The REST paths on the one URL (DESIGN.md "Running"): /auth, /api, /media and POST /register
// go to the api untouched, so the contract and the payment returns are reachable there too.
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

export async function restProxy(app: FastifyInstance, options: { restUrl: string }): Promise<void> {
  const replyOptions: FastifyHttpProxyOptions['replyOptions'] = {
    // The api rate-limits by address; it must see the browser's, not ours. A client-sent
    // X-Forwarded-For is replaced, not extended, so nobody can pick their own address.
    rewriteRequestHeaders: (request, headers) => ({
      ...headers,
      'x-forwarded-for': request.ip,
      'x-request-id': request.id,
    }),
  };
  for (const prefix of ['/auth', '/api', '/media']) {
    await app.register(httpProxy, {
      upstream: options.restUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions,
    });
  }
  // spec 000 §7: the second registration path; a GET /register is the SPA's page instead.
  await app.register(httpProxy, {
    upstream: options.restUrl,
    prefix: '/register',
    rewritePrefix: '/register',
    httpMethods: ['POST'],
    replyOptions,
  });
}
