// HTTP hardening of the one public origin (issue 8 "HTTP"): security headers with a strict
// Content-Security-Policy for the SPA, CORS only for PUBLIC_URL, and a size limit on /graphql.
import { IncomingMessage, ServerResponse, type OutgoingHttpHeader } from 'node:http';
import { Socket } from 'node:net';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { bodyTooLarge, UPLOAD_BODY_LIMIT_BYTES } from './bodyLimit';

/** The largest /graphql body: the biggest real one (a full exam script) is a few KiB. */
export const GRAPHQL_BODY_LIMIT_BYTES = 64 * 1024;
export const BODY_TOO_LARGE = `Request body is too large (at most ${GRAPHQL_BODY_LIMIT_BYTES} bytes).`;

/**
 * The SPA's policy. Scripts only from our origin (the Vite build has no inline script); styles
 * from our origin too: vanilla-extract emits CSS files, and React and react-aria set inline styles
 * through the CSSOM (element.style), which style-src does not govern. The one <style> element the
 * app makes, react-aria's usePress rule, is allowed by its exact hash, not by 'unsafe-inline'. Images: our /media, data: URLs
 * and blob: previews. No framing (clickjacking), no plugins, forms and <base> to our origin.
 */
// sha256 of react-aria 3.53's `@layer { [data-react-aria-pressable] { touch-action: pan-x pan-y
// pinch-zoom; } }` (react-aria/dist/private/interactions/usePress.js); tests/e2e/csp.test.ts fails
// if an upgrade changes the text.
const REACT_ARIA_PRESSABLE_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", REACT_ARIA_PRESSABLE_STYLE],
    // blob: for the chosen profile photo's preview (URL.createObjectURL) before it is uploaded.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    // The service worker (/sw.js) and the app's manifest, both ours (docs/shell.md#offline-app).
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export const helmetOptions: HelmetOptions = { contentSecurityPolicy, crossOriginEmbedderPolicy: false };

/**
 * The headers helmet sets with `options`, worked out once. Our policy has no per-request part (no
 * nonces), so every answer gets the same ones; @fastify/helmet rebuilt them on every request,
 * which cost a twentieth of the gateway's CPU on a save.
 */
export function securityHeaders(options: HelmetOptions): Array<[string, OutgoingHttpHeader]> {
  const response = new HeaderRecorder(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return [...response.spelled.values()].flatMap((name) => {
    const value = response.getHeader(name);
    return value === undefined ? [] : [[name, value] as [string, OutgoingHttpHeader]];
  });
}

/** A response nobody sends, which remembers each header's name as helmet spelled it. */
class HeaderRecorder extends ServerResponse {
  readonly spelled = new Map<string, string>();
  override setHeader(name: string, value: OutgoingHttpHeader): this {
    this.spelled.set(name.toLowerCase(), name);
    return super.setHeader(name, value);
  }
}

export async function httpSecurity(app: FastifyInstance, options: { publicUrl?: string }): Promise<void> {
  const headers = securityHeaders(helmetOptions);
  // Set where helmet set them, on the raw response before routing, so every answer carries them.
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
  // Same-origin calls need no CORS; another origin is allowed only when it is the configured public URL.
  await app.register(cors, { origin: options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : false, credentials: false });
  // Yoga reads the /graphql body itself (graphql.ts), past Fastify's bodyLimit, so the declared
  // length is checked here; a chunked body without one is refused too.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !request.url.startsWith('/graphql')) return;
    const declared = request.headers['content-length'];
    if (declared === undefined && request.headers['transfer-encoding'] !== undefined) {
      return reply.code(411).send({ detail: 'Send a Content-Length with the request body.' });
    }
    const limit = graphqlBodyLimit(request.headers['content-type']);
    if (Number(declared ?? 0) > limit) return reply.code(413).send({ detail: bodyTooLarge(limit) });
  });
}

/**
 * A GraphQL request's body is at most 64 KiB, except a multipart upload (a profile photo), which
 * may carry the 2 MiB the api keeps plus its framing (docs/api.md#size-limits). The api refuses a
 * larger image itself with its own sentence.
 */
export function graphqlBodyLimit(contentType: string | undefined): number {
  return contentType?.toLowerCase().startsWith('multipart/form-data') === true ? UPLOAD_BODY_LIMIT_BYTES : GRAPHQL_BODY_LIMIT_BYTES;
}
