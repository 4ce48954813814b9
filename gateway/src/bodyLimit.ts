// Size limits on the bodies the gateway passes to the api (issue 15, README "Security"): a REST
// JSON or form body at most 1 MiB (the api's own limit) and a profile image upload (multipart) at
// most 2 MiB plus its envelope. An oversize body is refused with 413 `{ detail }` here, before
// the api sees it: a declared Content-Length at once, a chunked body as soon as it grows past the
// limit; nothing is buffered. A body the api answered early is read to its end and thrown away.
import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const REST_BODY_LIMIT_BYTES = 1024 * 1024;
/** The api keeps images up to 2 MiB (api/src/progress/profileImage.ts); the multipart framing around one is small. */
export const UPLOAD_BODY_LIMIT_BYTES = 2 * 1024 * 1024 + 64 * 1024;

export function bodyTooLarge(limitBytes: number): string {
  return `Request body is too large (at most ${limitBytes} bytes).`;
}

/** The limit for a proxied request's body by its media type. */
export function restBodyLimit(contentType: string | undefined): number {
  return contentType?.toLowerCase().startsWith('multipart/form-data') === true ? UPLOAD_BODY_LIMIT_BYTES : REST_BODY_LIMIT_BYTES;
}

/** Raised by the counting stream when a chunked body passes its limit; the proxy turns it into 413. */
export class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  constructor(readonly limitBytes: number) {
    super(bodyTooLarge(limitBytes));
  }
}

/** The 413 detail when a proxied request failed because its chunked body was cut, else null. */
export function cutBodyDetail(error: Error): string | null {
  if (error instanceof BodyTooLargeError) return error.message;
  return error.cause instanceof BodyTooLargeError ? error.cause.message : null;
}

/**
 * Refuses oversize bodies on the proxied REST paths (`isRest` says which requests those are):
 * the declared length before anything is read or proxied, and a body without one through a
 * counting stream that fails once past the limit.
 */
export function limitRestBodies(app: FastifyInstance, isRest: (request: FastifyRequest) => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isRest(request)) return;
    const limit = restBodyLimit(request.headers['content-type']);
    if (Number(request.headers['content-length'] ?? 0) > limit) return reply.code(413).send({ detail: bodyTooLarge(limit) });
  });
  // Every proxied body goes through the counting stream, declared or not: the proxy's client then
  // never holds the learner's request itself. When the api answers before the body is through (a
  // 401 before an upload), that client destroys the body it was sending; were that the request,
  // the learner's connection was cut before their answer got out (issue 26 item 12). The rest is
  // read and discarded instead (server-kit's discardUnreadBodies, docs/api.md#early-answers).
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isRest(request)) return payload;
    return counted(payload, restBodyLimit(request.headers['content-type']));
  });
}

function counted(payload: Readable, limitBytes: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limitBytes ? new BodyTooLargeError(limitBytes) : null, chunk);
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}
