// endPool (./connect.ts): a pool is over when its sockets are, so a database dropped right after
// (the tests' clean-up, WITH (FORCE)) cuts no connection that is still closing; such a cut reached
// the pool as an error nobody was listening for any more (a CI run's "terminating connection due
// to administrator command", uncaught).
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { stores } from '../test/harness';
import { endPool } from './connect';

// PostgreSQL only (a pool of sockets); without DATABASE_URL the file has nothing to run, and says so
// with a suite that is skipped rather than no suite at all, which vitest counts as a failure.
describe.runIf(stores.includes('postgres'))('ending a pool on postgres', () => {
  test('resolves once every connection of the pool has closed', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
    let ended = 0;
    pool.on('connect', (client) => client.on('end', () => (ended += 1)));
    // Three connections at once, each held by a query of its own.
    await Promise.all([1, 2, 3].map((n) => pool.query('SELECT pg_sleep(0.05), $1::int AS n', [n])));
    expect(pool.totalCount).toBe(3);
    await endPool(pool);
    expect(ended).toBe(3);
  });
});
