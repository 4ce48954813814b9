// Backup and restore of the whole database (issue 8, data): PGlite's data folder as a gzipped tar
// (its own dump), PostgreSQL through pg_dump / pg_restore in the custom format. Run them while the
// api is stopped for PGlite (one process owns its folder); PostgreSQL may stay up for a backup.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

export type Store = { dataDir: string; databaseUrl?: string };

export async function backup(store: Store, file: string): Promise<void> {
  if (store.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${store.databaseUrl}`]);
    return;
  }
  const folder = pgliteFolder(store);
  if (!existsSync(folder)) throw new Error(`no database in ${folder}`);
  const client = new PGlite(folder);
  try {
    await client.waitReady; // dumpDataDir does not wait for the cluster to open
    // Compressed here: PGlite's own gzip option waits forever on Node 20's CompressionStream.
    const dump = await client.dumpDataDir('none');
    await writeFile(file, gzipSync(Buffer.from(await dump.arrayBuffer())));
  } finally {
    await client.close();
  }
}

/** Replaces the database with the backup; a PGlite folder in the way is kept aside, not deleted. */
export async function restore(store: Store, file: string): Promise<void> {
  if (store.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${store.databaseUrl}`, file]);
    return;
  }
  const folder = pgliteFolder(store);
  if (existsSync(folder)) await rename(folder, `${folder}.before-restore-${Date.now()}`);
  const client = new PGlite(folder, { loadDataDir: new Blob([gunzipSync(await readFile(file))]) });
  await client.waitReady;
  await client.close();
}

const pgliteFolder = (store: Store) => join(store.dataDir, 'db');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`))));
  });
}
