// What the JSON logs may hold (issue 15, README "Security"): never passwords, hashes, tokens,
// OTPs, reset links or the parameters of a failed query. Errors are logged by a serializer that
// keeps only their kind, a message known to be free of input, codes and stack frames; a failed
// query (Drizzle puts every parameter into its message) keeps its SQL text, which has only
// placeholders, and its database error code. Fields that carry secrets are redacted wherever a
// log line holds them.
import type { FastifyServerOptions } from 'fastify';

/** Paths pino blanks in every log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'new_password', 'old_password', 'password_hash', 'otp', 'token', 'access', 'refresh'].flatMap((key) => [
    key,
    `*.${key}`,
    `body.*.${key}`,
  ]),
];

export type SafeError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: SafeError;
};

/** The log form of any thrown value; a failed query keeps its SQL and error code, never its parameters. */
export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  const record = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown; params?: unknown };
  const failedQuery = typeof record.query === 'string' && 'params' in record;
  const databaseError = typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code);
  const message = failedQuery
    ? `Failed query (parameters withheld): ${String(record.query)}`
    : databaseError
      ? 'The database refused the statement (message withheld: it may quote values).'
      : error.message;
  return {
    type: error.constructor.name,
    message,
    ...(typeof record.code === 'string' ? { code: record.code } : {}),
    ...(typeof record.statusCode === 'number' ? { statusCode: record.statusCode } : {}),
    // The first lines of a stack repeat the message; only the frames are kept.
    stack: (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at ')).join('\n'),
    ...(error.cause !== undefined ? { cause: safeError(error.cause) } : {}),
  };
}

/** A log message with a failed query's parameters (Drizzle's `\nparams: …` tail) cut off. */
export function withoutParameters(message: string): string {
  const at = message.indexOf('\nparams: ');
  return at < 0 ? message : `${message.slice(0, at)} (parameters withheld)`;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The pino options of the api's logger: the error serializer, the redaction, and messages without query parameters. */
export const safeLogging: Pick<LoggerOptions, 'serializers' | 'redact' | 'hooks'> = {
  serializers: { err: safeError, error: safeError },
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  hooks: {
    // `log.error(error)` makes the error's own message the line's message (Fastify logs some
    // errors that way itself), and a failed query's message lists every parameter.
    logMethod(args, method) {
      const cleaned: unknown[] = args.map((arg) => (typeof arg === 'string' ? withoutParameters(arg) : arg));
      const [first] = cleaned;
      if (first instanceof Error && typeof cleaned[1] !== 'string') cleaned.splice(1, 0, safeError(first).message);
      Reflect.apply(method, this, cleaned);
    },
  },
};
