// Migrations at start or before a rollout (docs/architecture.md#migrations). On PostgreSQL every
// process that migrates or seeds holds one advisory lock while it does, so replicas starting
// together on a new database take turns instead of racing to create the same tables (issue 27).
// An api told not to migrate (MIGRATE_ON_START=0) checks drizzle's record against the journal and
// refuses to start on a database that is behind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './connect';
import { rowsOf } from './prepared';
import { packageFolder } from '@proshno/server-kit';

/** What an operator runs once before starting a release's replicas. */
export const MIGRATE_COMMAND = 'npm run migrate -w api';

export const migrationsFolder = join(packageFolder(import.meta.url), 'drizzle');

/** The advisory lock's key, a constant that no other user of the database takes ('prshno' in ASCII). */
const SETUP_LOCK = 0x707273686e6f;

/**
 * Runs `work` while this process holds the setup lock of the database at `databaseUrl`, on a
 * connection of its own; the lock goes with that connection, so a process that dies holding it
 * lets the next one in.
 */
export async function underSetupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/** The database lacks migrations of this release; the api must not serve from it. */
export class MigrationsBehind extends Error {
  constructor(readonly missing: readonly string[]) {
    super(
      `the database lacks ${missing.length} migration(s) of this release (${missing.join(', ')}); ` +
        `run \`${MIGRATE_COMMAND}\` with the same DATABASE_URL (or DATA_DIR), then start the api again`,
    );
    this.name = 'MigrationsBehind';
  }
}

/** Throws MigrationsBehind unless every migration of the journal is applied. */
export async function assertMigrated(db: Db): Promise<void> {
  const missing = await missingMigrations(db);
  if (missing.length > 0) throw new MigrationsBehind(missing);
}

/**
 * The journal's migrations the database has not applied, by tag. Drizzle's own rule: a migration
 * counts as applied when the newest one recorded is not older than it.
 */
async function missingMigrations(db: Db): Promise<string[]> {
  const [table] = rowsOf<{ found: string | null }>(await db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found`));
  let newest = -Infinity;
  if (table?.found) {
    const [row] = rowsOf<{ newest: string | number | null }>(await db.execute(sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`));
    if (row?.newest !== null && row?.newest !== undefined) newest = Number(row.newest);
  }
  return journal()
    .filter((entry) => entry.when > newest)
    .map((entry) => entry.tag);
}

type JournalEntry = { tag: string; when: number };

function journal(): JournalEntry[] {
  const text = readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}
