// PostgreSQL (and PGlite) report a broken unique constraint as SQLSTATE 23505; drizzle wraps the
// driver's error in `cause`.
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
