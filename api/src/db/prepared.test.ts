// Prepared statements of the hot path (docs/architecture.md#hot-path): the same answers as
// `db.execute` on both stores, inside and outside a transaction; on PostgreSQL the statement goes
// by its name, so each connection parses it once.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { run, statement } from './prepared';
import { stores } from '../test/harness';

const sum = statement('test_prepared_sum', sql`SELECT ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int AS sum, ${sql.placeholder('ids')}::int[] AS ids`);

function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

describe.each(stores)('a prepared statement on %s', (store) => {
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  function database() {
    if (store === 'postgres') {
      // One connection, so the statement's name can be looked for on it.
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
      closers.push(() => pool.end());
      return drizzlePg({ client: pool });
    }
    const client = new PGlite();
    closers.push(() => client.close());
    return drizzlePglite({ client });
  }

  it('answers each call with its own values, on the handle and in a transaction', async () => {
    const db = database();
    expect(rowsOf(await run(db, sum, { a: 1, b: 2, ids: [3, 4] }))).toEqual([{ sum: 3, ids: [3, 4] }]);
    expect(rowsOf(await run(db, sum, { a: 10, b: 20, ids: [] }))).toEqual([{ sum: 30, ids: [] }]);
    const inTransaction = await db.transaction(async (tx) => rowsOf(await run(tx, sum, { a: 5, b: 6, ids: [7] })));
    expect(inTransaction).toEqual([{ sum: 11, ids: [7] }]);
  });

  // Only PostgreSQL keeps statements by name (PGlite runs the same text).
  if (store === 'postgres') {
    it('is sent by its name, so PostgreSQL keeps it parsed on the connection', async () => {
      const db = database();
      await run(db, sum, { a: 1, b: 1, ids: [] });
      const named = rowsOf(await db.execute(sql`SELECT name FROM pg_prepared_statements WHERE name = 'test_prepared_sum'`));
      expect(named).toEqual([{ name: 'test_prepared_sum' }]);
    });
  }
});
