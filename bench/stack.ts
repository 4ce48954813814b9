// The product under test in its production shape (docs/architecture.md#one-url): the api and
// the gateway as two processes, the gateway serving the production web build, /graphql and the
// REST paths, exactly what `npm start` runs in one process. Two processes, so the harness can read
// each one's CPU time and memory. The database is prepared with the api's own migrations and seed
// before the api starts, and the bench learners are added with SQL, which keeps setup to seconds.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { pollUntil } from './load';
import { createTokens } from '../api/src/access/tokens';
import { demoBank } from '../api/src/practice/demoBank';
import { openDatabase, type Db } from '../api/src/db/connect';
import { users } from '../api/src/db/schema';
import { seed } from '../api/src/db/seed';

export const repo = fileURLToPath(new URL('..', import.meta.url));
export const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

export type Store = 'postgres' | 'pglite';

export type Learner = { id: number; email: string };

/** A database the bench owns: a fresh PostgreSQL database, or a PGlite folder. */
export type BenchDatabase = {
  store: Store;
  /** The api's DATABASE_URL ('' for PGlite). */
  url: string;
  dataDir: string;
  /** A direct connection (PostgreSQL only; PGlite is held by the api process). */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
};

const postgresBase = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: postgresBase() });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('SELECT version() AS v');
    return rows[0]?.v ?? 'unknown';
  } finally {
    await client.end();
  }
}

/** Creates the database, migrates and seeds it with the api's code, and adds `learners` learners. */
export async function prepareDatabase(store: Store, dataDir: string, learners: number, stamp: string): Promise<{ database: BenchDatabase; learners: Learner[] }> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  let url = '';
  let pool: pg.Pool | null = null;
  let name = '';
  if (store === 'postgres') {
    name = `bench_${stamp}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const u = new URL(postgresBase());
    u.pathname = `/${name}`;
    url = u.toString();
    pool = new pg.Pool({ connectionString: url, max: 4 });
  }
  const opened = await openDatabase({ dataDir, ...(url ? { databaseUrl: url } : {}) });
  let rows: Learner[];
  try {
    // The demo learner is the template of the storm's learners; the contest section signs in as the demo admin.
    await seed(opened.db, () => new Date(), demoBank, { demoData: true });
    rows = await addLearners(opened.db, learners);
  } finally {
    await opened.close();
  }
  const database: BenchDatabase = {
    store,
    url,
    dataDir,
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      if (!pool) throw new Error('PGlite is held by the api process; no direct queries');
      return (await pool.query<T>(text, values)).rows;
    },
    async drop() {
      if (pool) await pool.end();
      if (name) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { database, learners: rows };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresBase() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Copies of the demo learner (same password hash, role, and a Premium subscription to every subject). */
async function addLearners(db: Db, n: number): Promise<Learner[]> {
  await db.execute(sql`
    INSERT INTO users (full_name, email, phone_no, date_of_birth, country, state, city, address_line1, password_hash, role_id, is_verified)
    SELECT 'Bench Learner ' || g, 'bench' || g || '@example.com', '+88019' || lpad(g::text, 8, '0'), '2005-01-01',
           'Bangladesh', 'Dhaka', 'Dhaka', 'House 1, Road 1', l.password_hash, l.role_id, true
    FROM users l, generate_series(1, ${n}::int) g WHERE l.email = 'learner@example.com'`);
  await db.execute(sql`
    INSERT INTO subscriptions (user_id, package_id, from_date, to_date)
    SELECT u.id, p.id, now() - interval '1 hour', now() + interval '30 days'
    FROM users u, packages p WHERE u.email LIKE 'bench%@example.com' AND p.name = 'Premium Monthly'`);
  await db.execute(sql`
    INSERT INTO subscription_details (subscription_id, grade_id, subject_id)
    SELECT s.id, sub.grade_id, sub.id FROM subscriptions s JOIN users u ON u.id = s.user_id CROSS JOIN subjects sub
    WHERE u.email LIKE 'bench%@example.com'`);
  return db.select({ id: users.id, email: users.email }).from(users).where(like(users.email, 'bench%@example.com')).orderBy(asc(users.id));
}

/** Access tokens signed the way the api signs them (its own createTokens with the bench's JWT_SECRET). */
export async function accessTokens(learners: Learner[]): Promise<string[]> {
  const tokens = createTokens(JWT_SECRET, () => new Date());
  return Promise.all(learners.map((l) => tokens.access({ userId: l.id, role: 'Default' })));
}

export type Proc = {
  name: string;
  pid: number;
  /** CPU seconds (user + system) used so far. */
  cpuSeconds(): number;
  rssMb(): number;
  openSockets(): number;
  stop(): Promise<void>;
};

export type Stack = {
  url: string;
  apiUrl: string;
  api: Proc;
  gateway: Proc;
  stop(): Promise<void>;
};

/** Starts the api on `apiPort` and the gateway on `port`, and waits until both are ready. */
export async function startStack(database: BenchDatabase, port: number, apiPort: number, logs: string): Promise<Stack> {
  mkdirSync(logs, { recursive: true });
  const common = { HOST: '127.0.0.1', DATA_DIR: database.dataDir, JWT_SECRET, PUBLIC_URL: `http://127.0.0.1:${port}` };
  const api = launch('api', ['api/src/main.ts'], { ...common, PORT: String(apiPort), DATABASE_URL: database.url }, join(logs, `${database.store}-api.log`));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  try {
    await waitReady(`${apiUrl}/readyz`, api, 120_000);
  } catch (error) {
    await api.stop();
    throw error;
  }
  const gateway = launch(
    'gateway',
    ['gateway/src/main.ts'],
    // The bench sends hand-written operations.
    { ...common, PORT: String(port), REST_URL: apiUrl, WEB_DIST: join(repo, 'web', 'dist'), GRAPHQL_PERSISTED_ONLY: '0' },
    join(logs, `${database.store}-gateway.log`),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(`${url}/readyz`, gateway, 60_000);
  } catch (error) {
    await Promise.all([gateway.stop(), api.stop()]);
    throw error;
  }
  return {
    url,
    apiUrl,
    api,
    gateway,
    async stop() {
      await gateway.stop();
      await api.stop();
    },
  };
}

function launch(name: string, args: string[], env: Record<string, string>, logFile: string): Proc & { exited: Promise<number | null>; child: ChildProcess } {
  const fd = openSync(logFile, 'a');
  // BENCH_CPU_PROF=1: each process writes V8 CPU profiles (one a thread) into profiles/<name>/ beside its log when it exits.
  const profile = process.env.BENCH_CPU_PROF === '1' ? ['--cpu-prof', `--cpu-prof-dir=${join(dirname(logFile), 'profiles', name)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...args], {
    cwd: repo,
    // The production shape: NODE_ENV=production (graphql-js then skips its development checks).
    env: { ...process.env, NODE_ENV: 'production', ...env, SHUTDOWN_DRAIN_MS: '0' },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name} did not start`);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    pid,
    child,
    exited,
    cpuSeconds: () => cpuSecondsOf(pid),
    rssMb: () => rssMbOf(pid),
    openSockets: () => socketsOf(pid),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitReady(url: string, proc: Proc & { exited: Promise<number | null> }, timeoutMs: number): Promise<void> {
  let ended = false;
  void proc.exited.then(() => (ended = true));
  const ready = await pollUntil(async () => {
    if (ended) throw new Error(`${proc.name} exited before it was ready (see its log)`);
    return fetch(url).then(
      (r) => r.ok,
      () => false,
    );
  }, timeoutMs, 250);
  if (!ready) throw new Error(`${proc.name} not ready within ${timeoutMs} ms`);
}

const ticks = 100; // USER_HZ on Linux

export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): utime is field 14, stime field 15.
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  } catch {
    return 0;
  }
}

export function rssMbOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** TCP sockets the process holds (file descriptors pointing at sockets whose inode is in /proc/net/tcp*). */
export function socketsOf(pid: number): number {
  try {
    const inodes = new Set<string>();
    for (const file of ['tcp', 'tcp6']) {
      const lines = readFileSync(`/proc/${pid}/net/${file}`, 'utf8').split('\n').slice(1);
      for (const line of lines) {
        const cols = line.trim().split(/\s+/);
        if (cols[9]) inodes.add(cols[9]);
      }
    }
    let n = 0;
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m?.[1] && inodes.has(m[1])) n += 1;
      } catch {
        // the descriptor closed while we looked
      }
    }
    return n;
  } catch {
    return 0;
  }
}
