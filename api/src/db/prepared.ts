// Prepared statements for the hot path (docs/architecture.md#hot-path): drizzle builds a
// statement's SQL text from its template on every call (a sixth of the api's CPU on an exam day),
// so a hot statement is written once with `sql.placeholder`s, its text built once, and its
// prepared query kept per database handle. node-postgres sends it by name, so each connection
// parses it once; PGlite runs the same text. Results are exactly what `db.execute` gives.
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** One hot statement: a unique name and its SQL, whose values are `sql.placeholder(name)`s. */
export type Statement = { readonly name: string; readonly query: Query };

/** Builds the statement's text once, at load. */
export function statement(name: string, text: SQL): Statement {
  return { name, query: dialect.sqlToQuery(text) };
}

// A prepared query belongs to one handle's session (the pool's, PGlite's, or a transaction's).
const prepared = new WeakMap<object, Map<string, Prepared>>();

/** Any drizzle PostgreSQL handle (the api's Db, a transaction), whatever its schema. */
type Handle = { readonly _: { readonly session: Session } };
/** What of drizzle's PgSession and PgPreparedQuery is used here. */
type Session = { prepareQuery(query: Query, fields: undefined, name: string, isResponseInArrayMode: boolean): Prepared };
type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };

/** Runs the statement on this handle with its placeholders' values; answers as `db.execute` does ({ rows }). */
export function run(db: Handle, stmt: Statement, values: Record<string, unknown>): Promise<unknown> {
  const session = db._.session;
  let queries = prepared.get(session);
  if (!queries) {
    queries = new Map();
    prepared.set(session, queries);
  }
  let query = queries.get(stmt.name);
  if (!query) {
    query = session.prepareQuery(stmt.query, undefined, stmt.name, false);
    queries.set(stmt.name, query);
  }
  return query.execute(values);
}

/** The rows of what `run` (or `db.execute`) answered: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
