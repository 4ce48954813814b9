// One database handle for both stores: PGlite in a folder when DATABASE_URL is unset, else a
// PostgreSQL pool (docs/architecture.md#storage). Opening it migrates, under the setup lock, or only
// checks that it is migrated (docs/architecture.md#migrations).
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { assertMigrated, migrationsFolder, underSetupLock } from './migrations';
import * as practiceSchema from './practiceSchema';
import * as commerceSchema from './commerceSchema';
import * as contestSchema from './contestSchema';
import * as learningSchema from './learningSchema';
import * as qualitySchema from './qualitySchema';
import * as auditSchema from './auditSchema';
import * as examSchema from './examSchema';
import * as progressSchema from './progressSchema';
import * as accessSchema from './schema';

const schema = { ...accessSchema, ...practiceSchema, ...examSchema, ...commerceSchema, ...progressSchema, ...contestSchema, ...learningSchema, ...qualitySchema, ...auditSchema };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /** Runs `work` while no other process migrates or seeds this database (PGlite: one process holds it anyway). */
  setUp<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** `run` applies the release's migrations; `check` refuses (MigrationsBehind) a database that lacks any. */
export type Migrations = 'run' | 'check';

/** Sees every statement the api sends, with its parameters (tests count and EXPLAIN them). */
export type QueryObserver = (sql: string, params: unknown[]) => void;

/**
 * Ends a pool once every connection of it has closed. pg-pool's own `end()` resolves as soon as its
 * clients are told to end, while their sockets still close; a database dropped then (a test's
 * clean-up) cuts them, and the cut reaches the pool as an error after its owner let go of it.
 */
export async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      closed += 1;
      if (closed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

export async function openDatabase(opts: { dataDir: string; databaseUrl?: string; onQuery?: QueryObserver; migrations?: Migrations }): Promise<Database> {
  const onQuery = opts.onQuery;
  const logger = onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : false;
  const migrations = opts.migrations ?? 'run';
  const databaseUrl = opts.databaseUrl;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    // An idle connection the server cuts (a restart, a failover) is dropped from the pool and the
    // next query opens a new one; unhandled, the event would end the whole process.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema, logger });
    const database: Database = { db, setUp: (work) => underSetupLock(databaseUrl, work), close: () => endPool(pool) };
    return prepared(database, migrations, () => migratePg(db, { migrationsFolder }));
  }
  const folder = `${opts.dataDir}/db`;
  await mkdir(folder, { recursive: true });
  const client = new PGlite(folder);
  const db = drizzlePglite({ client, schema, logger });
  const database: Database = { db, setUp: (work) => work(), close: () => client.close() };
  return prepared(database, migrations, () => migratePglite(db, { migrationsFolder }));
}

/** The database migrated (or checked to be), else closed and the reason thrown. */
async function prepared(database: Database, migrations: Migrations, migrate: () => Promise<void>): Promise<Database> {
  try {
    if (migrations === 'run') await database.setUp(migrate);
    else await assertMigrated(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
