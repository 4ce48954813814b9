// Issue 8, data: the migrations run forward over a database holding the demo data of an earlier
// release without losing a row. The earlier database is rebuilt from api/drizzle/demo-data/<tag>
// (the newest snapshot, written by `npm run snapshot:demo -w api` when a release adds migrations):
// the migrations up to <tag> are applied, the snapshot's rows loaded, and then the api starts,
// which runs every newer migration and its start-up seeding over them.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { endPool } from '../db/connect';
import { createApi } from '../index';
import { everyStore } from '../test/harness';

type Journal = { entries: Array<{ idx: number; tag: string }> };

const drizzleFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The newest demo snapshot whose migration exists, and the migrations folder cut at it. */
async function earlierRelease(): Promise<{ tag: string; later: number; sql: string; folder: string }> {
  const journal = JSON.parse(await readFile(join(drizzleFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const snapshots = (await readdir(join(drizzleFolder, 'demo-data'))).map((file) => file.replace(/\.sql\.gz$/, ''));
  const at = journal.entries.findLastIndex((entry) => snapshots.includes(entry.tag));
  const entry = journal.entries[at];
  if (entry === undefined) throw new Error('no demo snapshot matches a migration');
  const folder = await mkdtemp(join(tmpdir(), 'proshno-migrations-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  await mkdir(join(folder, 'meta'));
  const kept = journal.entries.slice(0, at + 1);
  for (const { tag } of kept) await cp(join(drizzleFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  const sql = gunzipSync(await readFile(join(drizzleFolder, 'demo-data', `${entry.tag}.sql.gz`))).toString('utf8');
  return { tag: entry.tag, later: journal.entries.length - kept.length, sql, folder };
}

type Counter = (table: string) => Promise<number>;

describe.each(everyStore)('migrations forward on %s', (store) => {
  test('keep every row of the earlier release and the demo learner signs in', { timeout: 180_000 }, async () => {
    const release = await earlierRelease();
    const dataDir = await mkdtemp(join(tmpdir(), 'proshno-forward-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;

    // The earlier release's schema and demo rows.
    const tables = async (query: (text: string) => Promise<Array<Record<string, unknown>>>) =>
      (await query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((row) => String(row['tablename']));
    let before: Record<string, number>;
    if (store === 'postgres') {
      const server = process.env.DATABASE_URL ?? '';
      const name = `proshno_forward_${process.pid}_${Date.now()}`;
      await onServer(server, `CREATE DATABASE ${name}`);
      cleanups.push(() => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const url = new URL(server);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      const pool = new pg.Pool({ connectionString: databaseUrl });
      await migratePg(drizzlePg({ client: pool }), { migrationsFolder: release.folder });
      await pool.query(release.sql);
      const query = async (text: string) => (await pool.query(text)).rows as Array<Record<string, unknown>>;
      before = await countAll(await tables(query), async (table) => Number((await query(`SELECT count(*) AS n FROM public."${table}"`))[0]?.['n']));
      await endPool(pool);
    } else {
      const client = new PGlite(join(dataDir, 'db'));
      await client.waitReady;
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: release.folder });
      await client.exec(release.sql);
      const query = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
      before = await countAll(await tables(query), async (table) => Number((await query(`SELECT count(*) AS n FROM public."${table}"`))[0]?.['n']));
      await client.close();
    }
    expect(before['questions']).toBeGreaterThan(2000);
    expect(before['users']).toBeGreaterThanOrEqual(4);

    // The api of this release starts on it: every newer migration runs, then the start-up seed.
    const api = await createApi({ dataDir, jwtSecret: 'forward-test-secret', publicUrl: 'http://localhost:3000', ...(databaseUrl ? { databaseUrl } : {}) });
    try {
      const login = await api.app.inject({ method: 'POST', url: '/auth/login/', payload: { email: 'learner@example.com', password: 'Learner#2026' } });
      expect(login.statusCode).toBe(200);
      const access = String(JSON.parse(login.body).access);
      const exams = await api.app.inject({ url: '/api/exam/v1/exam/', headers: { authorization: `Bearer ${access}` } });
      expect(exams.statusCode).toBe(200);
      expect((JSON.parse(exams.body) as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await api.close();
    }

    const after = await countsAfter(store, dataDir, databaseUrl, Object.keys(before));
    for (const [table, rows] of Object.entries(before)) expect({ table, rows: after[table] ?? 0 }).toEqual({ table, rows: Math.max(rows, after[table] ?? 0) });
    console.log(`[forward] ${store}: demo snapshot ${release.tag} + ${release.later} newer migration(s), ${Object.keys(before).length} tables kept`);
  });
});

async function countAll(tables: string[], count: Counter): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await count(table);
  return counts;
}

async function countsAfter(store: string, dataDir: string, databaseUrl: string | undefined, tables: string[]): Promise<Record<string, number>> {
  if (store === 'postgres') {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    try {
      return await countAll(tables, async (table) => Number((await pool.query(`SELECT count(*) AS n FROM public."${table}"`)).rows[0]?.n));
    } finally {
      await endPool(pool);
    }
  }
  const client = new PGlite(join(dataDir, 'db'));
  try {
    return await countAll(tables, async (table) => Number((await client.query<{ n: number }>(`SELECT count(*) AS n FROM public."${table}"`)).rows[0]?.n));
  } finally {
    await client.close();
  }
}

async function onServer(server: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
