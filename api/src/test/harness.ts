// A fresh api per test file: its own throwaway PostgreSQL database when DATABASE_URL is set, else
// its own temp DATA_DIR with PGlite, so repeated and parallel runs never see each other's rows.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect, vi } from 'vitest';
import { openDatabase, type Db, type QueryObserver } from '../db/connect';
import { createApi, type Api, type ApiConfig } from '../index';
import { contractPathOfRequest, type Method } from '../http/openapi';
import { assertContract } from './contract';
import { fixtureBank } from './fixtureBank';
import { copyPgliteTemplate } from './pgliteTemplate';

export type Store = 'pglite' | 'postgres';

/**
 * The store the suites run against: PostgreSQL, production's database, when DATABASE_URL names one
 * (CI), else PGlite, the demo's. Not both: the e2e and model suites run the whole product on PGlite
 * in the same `npm test`, so both stores are exercised on every CI run, and running each api file
 * twice was about a tenth of CI's CPU on its 2-core machine (docs/architecture.md#test-time). The files
 * whose subject differs by store (backups, migrations) run on `everyStore`.
 */
export const stores: Store[] = process.env.DATABASE_URL ? ['postgres'] : ['pglite'];

/** Both stores where PostgreSQL answers: for the files whose subject differs by store (backups, migrations). */
export const everyStore: Store[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const verbs: Record<HttpMethod, Method> = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' };

export type Reply = { status: number; body: unknown; json: Record<string, unknown>; headers: Record<string, unknown> };

export type TestApi = {
  api: Api;
  config: ApiConfig;
  /** A JSON request whose answer is checked against openapi.yaml. */
  call(method: HttpMethod, url: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
  userCount(): Promise<number>;
  /** Closes the api, runs `between` on its (now free) database, and starts it again on the same data. */
  restart(between: (config: ApiConfig) => Promise<void>): Promise<void>;
  close(): Promise<void>;
};

export async function startTestApi(store: Store, extra: Partial<ApiConfig> = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'proshno-api-'));
  const database = store === 'postgres' ? await createDatabase() : null;
  if (database === null) await copyPgliteTemplate(dataDir);
  // The api checks each answer against openapi.yaml as it serializes it; `call` fails on a breach.
  const breaches: string[] = [];
  const config: ApiConfig = {
    dataDir,
    responseCheck: (problem) => breaches.push(problem),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    publicUrl: 'http://localhost:3000',
    logger: false,
    bank: () => fixtureBank,
    // The suites sign in as the demo accounts (docs/decisions.md#demo-data).
    demoData: true,
    // No contest results job nor exam finish job unless a test asks for one (a ManualTimer,
    // api/src/test/jobTimer.ts): a read of an exam past its grace must answer without the job.
    resultsTimer: false,
    finishTimer: false,
    ...(database ? { databaseUrl: database.url } : {}),
    ...extra,
  };
  let api = await createApi(config);
  let adminToken: string | undefined;
  return {
    get api() {
      return api;
    },
    config,
    async call(method, url, body, headers = {}) {
      breaches.length = 0;
      const response = await api.app.inject({
        method,
        url,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const parsed: unknown = response.body ? JSON.parse(response.body) : undefined;
      const verb = verbs[method];
      const path = contractPathOfRequest(verb, url.split('?')[0] ?? url);
      assertContract(verb, path, response.statusCode, parsed);
      const [breach] = breaches;
      if (breach !== undefined) throw new Error(`response breaks openapi.yaml: ${breach}`);
      const json = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
      return { status: response.statusCode, body: parsed, json, headers: response.headers };
    },
    async userCount() {
      adminToken ??= await accessToken(api, 'admin@example.com', 'Admin#2026');
      const users = await api.app.inject({ url: '/auth/v1/user/', headers: { authorization: `Bearer ${adminToken}` } });
      return (JSON.parse(users.body) as unknown[]).length;
    },
    async restart(between) {
      await api.close();
      await between(config);
      api = await createApi(config);
    },
    async close() {
      await api.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A migrated, empty database of its own and no api, for a test that drives a part directly. */
export async function openTestDatabase(store: Store, onQuery?: QueryObserver): Promise<{ db: Db; close(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'proshno-db-'));
  const created = store === 'postgres' ? await createDatabase() : null;
  if (created === null) await copyPgliteTemplate(dataDir);
  const database = await openDatabase({ dataDir, ...(created ? { databaseUrl: created.url } : {}), ...(onQuery ? { onQuery } : {}) });
  return {
    db: database.db,
    async close() {
      await database.close();
      await created?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function accessToken(api: Api, email: string, password: string): Promise<string> {
  const res = await api.app.inject({ method: 'POST', url: '/auth/login/', payload: { email, password } });
  const access: unknown = JSON.parse(res.body).access;
  if (res.statusCode !== 200 || typeof access !== 'string') throw new Error(`login ${email}: ${res.body}`);
  return access;
}

/** A new, empty PostgreSQL database on DATABASE_URL's server, with its name drawn at random. */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `proshno_api_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Waits until `t`'s readiness reports its rate limits as `sharing`: Redis connects and reconnects
 * in the background, and on a busy machine later than the api's start waits for it.
 */
export async function sharingOf(t: TestApi, sharing: 'shared' | 'degraded'): Promise<void> {
  await vi.waitFor(
    async () => {
      const ready = await t.call('GET', '/readyz');
      expect(ready).toMatchObject({ status: 200, body: { rate_limits: sharing } });
    },
    { timeout: 10_000, interval: 100 },
  );
}
