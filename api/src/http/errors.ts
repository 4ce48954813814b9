// Errors are values at the boundary (STYLE.md rule 8): every failure answers `{ detail }` with a
// 4xx for anything the caller did wrong; only our own faults are 5xx, and 503 while the database
// cannot be reached.
import { DATABASE_RETRY_AFTER_SECONDS, messages, type RefusalCode } from '@proshno/engine';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnreachable } from '../db/errors';
import { numericTextDigits } from './openapi';

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

/**
 * A refusal a client acts on: the body carries its code beside the text (docs/api.md#error-codes),
 * so no client tells one refusal from another by the status (403 is both "time is up" and "not
 * started") or by the words.
 */
export function refuse(statusCode: number, code: RefusalCode, detail: string): HttpError {
  return new HttpError(statusCode, { code, detail });
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
    // A database that cannot be reached is a pause, not a fault: the client tries again (docs/api.md#database-unavailable).
    if (databaseUnreachable(error)) {
      request.log.warn({ err: error }, 'Database unreachable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ detail: messages.serviceUnavailable });
    }
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

// Fastify words schema errors for programmers ("body/full_name must NOT have more than 150
// characters"), and the web may show a detail to a person: each rule becomes a sentence naming the
// field ("Full name must be at most 150 characters."). The NUL rule (the contract's only `not`)
// keeps its own sentence.
function validationDetail(error: FastifyError): string {
  const first = error.validation?.[0];
  const context = error.validationContext ?? 'body';
  if (first === undefined) return error.message;
  const field = first.params.additionalProperty;
  if (first.keyword === 'additionalProperties' && typeof field === 'string') {
    return `${context} has an unknown field '${field}'`;
  }
  if (first.keyword === 'not') return nulTextDetail(`${context}${first.instancePath}`);
  return ruleSentence(first, context) ?? error.message;
}

type SchemaError = NonNullable<FastifyError['validation']>[number];

/** One schema rule as a sentence about the field, or null for a rule without one. */
function ruleSentence(rule: SchemaError, context: string): string | null {
  const missing = rule.params.missingProperty;
  const name = fieldName(rule.keyword === 'required' && typeof missing === 'string' ? `${rule.instancePath}/${missing}` : rule.instancePath, context);
  const limit = Number(rule.params.limit);
  switch (rule.keyword) {
    case 'required':
      return `${name} is required.`;
    case 'minLength':
      return limit <= 1 ? `${name} is required.` : `${name} must be at least ${limit} characters.`;
    case 'maxLength':
      return `${name} must be at most ${limit} characters.`;
    case 'minimum':
      return `${name} must be at least ${limit}.`;
    case 'maximum':
      return `${name} must be at most ${limit}.`;
    case 'minItems':
      return `${name} must have at least ${limit} ${limit === 1 ? 'entry' : 'entries'}.`;
    case 'maxItems':
      return `${name} must have at most ${limit} ${limit === 1 ? 'entry' : 'entries'}.`;
    case 'type':
      return `${name} must be ${typeWords[String(rule.params.type)] ?? String(rule.params.type)}.`;
    case 'enum': {
      const allowed = rule.params.allowedValues;
      return Array.isArray(allowed) ? `${name} must be one of: ${allowed.map(String).join(', ')}.` : `${name} is not one of the allowed values.`;
    }
    case 'format':
      return `${name} must be ${formatWords[String(rule.params.format)] ?? `a valid ${String(rule.params.format)}`}.`;
    case 'pattern': {
      // A positive number in digits (IdParam, PageParam, a flashcard limit) says its range.
      const pattern = String(rule.params.pattern);
      const digits = pattern.startsWith('^[1-9]') ? numericTextDigits({ pattern }) : null;
      return digits !== null && Number.isFinite(digits) ? `${name} must be a whole number from 1 to ${'9'.repeat(digits)}.` : `${name} is not in the expected form.`;
    }
    default:
      return null;
  }
}

const typeWords: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

const formatWords: Record<string, string> = {
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'a date and time',
  email: 'an e-mail address',
  uri: 'a web address',
  uuid: 'a UUID',
};

/** '/full_name' → 'Full name'; a nested '/rows/0/subject' names its last field; '' is the whole request part. */
function fieldName(instancePath: string, context: string): string {
  const last = instancePath.split('/').filter((part) => part !== '' && !/^\d+$/.test(part)).at(-1);
  if (last === undefined) return context === 'body' ? 'The request body' : `The ${context}`;
  const words = last.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
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
