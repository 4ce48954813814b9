// Issue 27 item 2 (docs/architecture.md#migrations): replicas starting together on a new database
// take turns migrating and seeding, `npm run migrate -w api` runs once before a rollout, and an api
// told not to migrate refuses a database that is behind instead of serving with an older schema.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, describe, expect, test } from 'vitest';
import { createApi, type Api, type ApiConfig } from '../index';
import { runApiScript, startApiProcess } from '../test/apiProcess';
import { fixtureBank } from '../test/fixtureBank';
import { createDatabase, stores, type Store } from '../test/harness';
import { endPool } from './connect';
import { demoLogins } from './seed';

type Journal = { entries: Array<{ tag: string }> };

const drizzleFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh data folder and, on PostgreSQL, a fresh database: nothing migrated yet. */
async function emptyStore(store: Store): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'proshno-migrations-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (store === 'pglite') return { dataDir };
  const database = await createDatabase();
  cleanups.push(() => database.drop());
  return { dataDir, databaseUrl: database.url };
}

function apiConfig(at: { dataDir: string; databaseUrl?: string }, extra: Partial<ApiConfig> = {}): ApiConfig {
  return {
    ...at,
    jwtSecret: 'migrations-test-secret-long-enough-for-hs256',
    publicUrl: 'http://localhost:3000',
    bank: () => fixtureBank,
    resultsTimer: false,
    finishTimer: false,
    demoData: true,
    ...extra,
  };
}

async function started(api: Api): Promise<Api> {
  cleanups.push(() => api.close());
  return api;
}

describe.each(stores.filter((store) => store === 'postgres'))('replicas on a new %s database', (store) => {
  test('two apis starting together both migrate, seed once and serve', { timeout: 120_000 }, async () => {
    const database = await emptyStore(store);
    const other = await mkdtemp(join(tmpdir(), 'proshno-migrations-'));
    cleanups.push(() => rm(other, { recursive: true, force: true }));
    const starts = await Promise.allSettled([createApi(apiConfig(database)), createApi(apiConfig({ ...database, dataDir: other }))]);
    for (const start of starts) if (start.status === 'fulfilled') await started(start.value);
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual(['started', 'started']);

    for (const start of starts) {
      if (start.status !== 'fulfilled') continue;
      const login = await start.value.app.inject({ method: 'POST', url: '/auth/login/', payload: { email: 'learner@example.com', password: 'Learner#2026' } });
      expect(login.statusCode).toBe(200);
    }
    const pool = new pg.Pool({ connectionString: database.databaseUrl });
    try {
      const { rows } = await pool.query<{ users: string; questions: string }>('SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM questions) AS questions');
      expect(rows[0]).toEqual({ users: String(demoLogins.length), questions: String(fixtureBank.length) });
    } finally {
      await endPool(pool);
    }
  });

  test('two migrate commands racing both succeed, and an api that does not migrate then starts', { timeout: 120_000 }, async () => {
    const database = await emptyStore(store);
    const env = { DATABASE_URL: database.databaseUrl ?? '', DATA_DIR: database.dataDir };
    const runs = await Promise.all([runApiScript('src/ops/migrateCli.ts', [], env), runApiScript('src/ops/migrateCli.ts', [], env)]);
    expect(runs.map((run) => run.code), runs.map((run) => run.output).join('\n')).toEqual([0, 0]);
    await started(await createApi(apiConfig(database, { migrateOnStart: false })));
  });
});

describe.each(stores)('an api that does not migrate, on %s', (store) => {
  test('refuses an empty database and names the command to run', { timeout: 120_000 }, async () => {
    const database = await emptyStore(store);
    await expect(createApi(apiConfig(database, { migrateOnStart: false }))).rejects.toThrow(/npm run migrate -w api/);

    const migrated = await runApiScript('src/ops/migrateCli.ts', [], { DATABASE_URL: database.databaseUrl ?? '', DATA_DIR: database.dataDir });
    expect(migrated.code, migrated.output).toBe(0);
    await started(await createApi(apiConfig(database, { migrateOnStart: false })));
  });

  test('refuses a database one migration behind, naming the migration it lacks', { timeout: 120_000 }, async () => {
    const database = await emptyStore(store);
    const journal = JSON.parse(await readFile(join(drizzleFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
    const newest = journal.entries.at(-1)?.tag ?? '';
    const older = await mkdtemp(join(tmpdir(), 'proshno-migrations-older-'));
    cleanups.push(() => rm(older, { recursive: true, force: true }));
    await mkdir(join(older, 'meta'));
    const kept = journal.entries.slice(0, -1);
    for (const { tag } of kept) await cp(join(drizzleFolder, `${tag}.sql`), join(older, `${tag}.sql`));
    await writeFile(join(older, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
    if (database.databaseUrl) {
      const pool = new pg.Pool({ connectionString: database.databaseUrl });
      await migratePg(drizzlePg({ client: pool }), { migrationsFolder: older });
      await endPool(pool);
    } else {
      const client = new PGlite(join(database.dataDir, 'db'));
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: older });
      await client.close();
    }
    await expect(createApi(apiConfig(database, { migrateOnStart: false }))).rejects.toThrow(new RegExp(`${newest}[\\s\\S]*npm run migrate -w api`));
  });
});

test('the api process started with MIGRATE_ON_START=0 on an empty database exits saying what to run', { timeout: 60_000 }, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'proshno-migrations-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const outcome = await startApiProcess({ DATA_DIR: dataDir, MIGRATE_ON_START: '0' }).then(
    async (api) => `started and stopped with ${await api.stop()}`,
    (error: unknown) => String(error),
  );
  expect(outcome).toMatch(/exited with 1[\s\S]*npm run migrate -w api/);
});
