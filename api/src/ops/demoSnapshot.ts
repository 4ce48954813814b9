// `npm run snapshot:demo -w api`: the demo database of this release as data-only SQL, kept beside
// the migrations (api/drizzle/demo-data/<latest migration>.sql.gz), so the migrations-forward test
// of a later release can load it at this schema and run every newer migration over it. Needs a
// PostgreSQL server (DATABASE_URL, default the local one) and pg_dump.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { createApi } from '../index';
import { packageFolder } from '@proshno/server-kit';

const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const drizzleFolder = join(packageFolder(import.meta.url), 'drizzle');
const journal = JSON.parse(await readFile(join(drizzleFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
const tag = journal.entries[journal.entries.length - 1]?.tag ?? 'none';

const name = `proshno_snapshot_${Date.now()}`;
await sql(`CREATE DATABASE ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const dataDir = await mkdtemp(join(tmpdir(), 'proshno-snapshot-'));
try {
  // A fixed clock: the snapshot is the same demo data whoever makes it, whenever.
  const api = await createApi({ dataDir, databaseUrl: url.toString(), jwtSecret: 'snapshot', publicUrl: 'http://localhost:3000', demoData: true, now: () => new Date('2026-11-01T06:00:00Z') });
  await api.close();
  const dump = await capture('pg_dump', ['--data-only', '--inserts', '--rows-per-insert=200', '--no-owner', '--schema=public', `--dbname=${url.toString()}`]);
  // Plain SQL any client runs: pg_dump's psql-only meta-commands (\restrict …) are left out.
  const sqlText = dump
    .toString('utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  const file = join(drizzleFolder, 'demo-data', `${tag}.sql.gz`);
  await writeFile(file, gzipSync(sqlText, { level: 9 }));
  console.log(`wrote ${file} (${sqlText.length} characters of SQL)`);
} finally {
  await sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(dataDir, { recursive: true, force: true });
}

async function sql(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function capture(command: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${command} exited with ${code}`))));
  });
}
