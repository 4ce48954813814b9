// Errors are values at the boundary (STYLE.md rule 8): every failure answers `{ detail }` with a
// 4xx for anything the caller did wrong; only our own faults are 5xx.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The largest JSON or form body (README "Security"); the profile image has its own 2 MiB limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The 413 detail for a JSON or form body over BODY_LIMIT_BYTES. */
export const BODY_TOO_LARGE = `Request body is too large (at most ${BODY_LIMIT_BYTES} bytes).`;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string; [extra: string]: unknown },
  ) {
    super(body.detail);
  }
}

export function fail(statusCode: number, detail: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(statusCode, { ...extra, detail });
}

export function installErrorHandling(app: FastifyInstance): void {
  // Only JSON is spoken; text bodies get 415 instead of a confusing "body must be object".
  app.removeContentTypeParser('text/plain');

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    if (error.validation) return reply.code(400).send({ detail: validationDetail(error) });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: readable(error) });
    // Logged through logSafety.ts's serializer: a failed query's parameters never reach the log.
    request.log.error({ err: error }, 'Unexpected error');
    return reply.code(500).send({ detail: 'Something went wrong' });
  });
}

/**
 * The router's own refusals, before any route runs: a path that is not valid percent-encoding or
 * a path parameter over Fastify's 100 characters. Fastify's default body for them has no `detail`
 * (and the latter a 414 no operation declares); they are bad requests like any other.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const detail = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long.' : 'The path is not a valid URL.';
  void reply.code(400).send({ detail });
}

/** Says which field held text the database cannot store (openapi.ts NUL_TEXT_RULE), e.g. `body/title`. */
export function nulTextDetail(field: string): string {
  return `${field} must not contain the NUL character (\\u0000).`;
}

// Fastify words schema errors as "body/email must be string"; the unknown-field case needs the
// field's name added, and the NUL rule (the contract's only `not`) a sentence of its own.
function validationDetail(error: FastifyError): string {
  const first = error.validation?.[0];
  const context = error.validationContext ?? 'body';
  const field = first?.params.additionalProperty;
  if (first?.keyword === 'additionalProperties' && typeof field === 'string') {
    return `${context} has an unknown field '${field}'`;
  }
  if (first?.keyword === 'not') return nulTextDetail(`${context}${first.instancePath}`);
  return error.message;
}

function readable(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return BODY_TOO_LARGE;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported media type; send application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON.';
    default:
      return error.message || 'Bad request.';
  }
}
