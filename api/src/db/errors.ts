// PostgreSQL (and PGlite) report a broken unique constraint as SQLSTATE 23505; drizzle wraps the
// driver's error in `cause`.
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * Whether `error` says the database cannot be reached right now rather than that a statement is
 * wrong (docs/api.md#database-unavailable): a connection refused, timed out, reset or ended by the
 * server, or PostgreSQL's connection exceptions (class 08) and shutdowns (57P01-57P03). Walks
 * drizzle's `cause` and an AggregateError's `errors` (one refusal per address tried).
 */
export function databaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (unreachableCodes.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && unreachableMessages.test(message)) return true;
  if (Array.isArray(errors) && errors.some(databaseUnreachable)) return true;
  return databaseUnreachable(cause);
}

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // admin_shutdown, crash_shutdown, cannot_connect_now
  '57P01',
  '57P02',
  '57P03',
]);

// node-postgres and pg-pool say these without a code.
const unreachableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;
