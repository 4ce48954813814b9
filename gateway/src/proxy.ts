// The REST paths on the one URL (docs/architecture.md#one-url): /auth, /api, /media and POST /register
// go to the api untouched, so the contract and the payment returns are reachable there too.
import httpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { cutBodyDetail } from './bodyLimit';

/** The path prefixes passed to the api; POST /register only, its GET is the SPA's page. */
export const restPrefixes = ['/auth', '/api', '/media', '/register'] as const;

/** Whether a request goes to the api through this proxy. */
export function isProxied(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return restPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export async function restProxy(app: FastifyInstance, options: { restUrl: string }): Promise<void> {
  const replyOptions: FastifyHttpProxyOptions['replyOptions'] = {
    // The api rate-limits by address; it must see the browser's, not ours. A client-sent
    // X-Forwarded-For is replaced, not extended, so nobody can pick their own address.
    // Expect: 100-continue was answered to the client by Node before any of this ran; passed on,
    // the proxy's client refuses it and the learner got a 500.
    rewriteRequestHeaders: (request, { expect: _answered, ...headers }) => ({
      ...headers,
      'x-forwarded-for': request.ip,
      'x-request-id': request.id,
    }),
    // A chunked body cut at the limit (bodyLimit.ts) fails the upstream request: that is a 413.
    onError: (reply, { error }) => {
      const detail = cutBodyDetail(error);
      void (detail === null ? reply.send(error) : reply.code(413).send({ detail }));
    },
  };
  for (const prefix of ['/auth', '/api', '/media']) {
    await app.register(httpProxy, {
      upstream: options.restUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions,
    });
  }
  // docs/api.md#auth-paths: the second registration path; a GET /register is the SPA's page instead.
  await app.register(httpProxy, {
    upstream: options.restUrl,
    prefix: '/register',
    rewritePrefix: '/register',
    httpMethods: ['POST'],
    replyOptions,
  });
}
