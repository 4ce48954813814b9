// Issue 27 item 5 (docs/access.md#first-admin): a production start on an empty database creates no
// account and prints no demo login, only how to create the first administrator; `npm run
// create-admin -w api` makes one that signs in and acts as Admin, under registration's rules.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@proshno/engine';
import { afterEach, describe, expect, test } from 'vitest';
import { COMMON_PASSWORD } from './passwordRules';
import { EMAIL_TAKEN } from './registration';
import { runApiScript, startApiProcess } from '../test/apiProcess';
import { createDatabase, stores, type Store } from '../test/harness';
import { copyPgliteTemplate } from '../test/pgliteTemplate';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The environment of a production api on a migrated database with no row in it. */
async function emptyDatabase(store: Store): Promise<NodeJS.ProcessEnv> {
  const dataDir = await mkdtemp(join(tmpdir(), 'proshno-first-admin-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, JWT_SECRET: 'first-admin-test-secret-long-enough-for-hs256' };
  if (store === 'pglite') {
    await copyPgliteTemplate(dataDir);
    return env;
  }
  const database = await createDatabase();
  cleanups.push(() => database.drop());
  return { ...env, DATABASE_URL: database.url };
}

async function login(url: string, email: string, password: string): Promise<{ status: number; access: string }> {
  const response = await fetch(`${url}/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = (await response.json()) as { access?: string };
  return { status: response.status, access: body.access ?? '' };
}

describe.each(stores)('the first start in production on %s', (store) => {
  test('creates no account, prints no demo login and names the create-admin command', { timeout: 120_000 }, async () => {
    const env = await emptyDatabase(store);
    const api = await startApiProcess(env);
    try {
      expect((await login(api.url, 'admin@example.com', 'Admin#2026')).status).toBe(404);
      expect((await login(api.url, 'learner@example.com', 'Learner#2026')).status).toBe(404);
      expect(api.output()).not.toMatch(/Admin#2026|example\.com/);
      expect(api.output()).toContain('npm run create-admin -w api -- --email');
    } finally {
      await api.stop();
    }
  });

  test('create-admin makes an administrator from a password on standard input', { timeout: 120_000 }, async () => {
    const env = await emptyDatabase(store);
    const args = ['--email', 'head@school.example', '--phone', '+8801712345678', '--name', 'Head Office'];
    const created = await runApiScript('src/access/createAdminCli.ts', args, env, 'Head#Office26\n');
    expect(created.code, created.output).toBe(0);
    expect(created.output).not.toContain('Head#Office26');
    const again = await runApiScript('src/access/createAdminCli.ts', args, { ...env, ADMIN_PASSWORD: 'Head#Office26' });
    expect(again.code).toBe(1);
    expect(again.output).toContain(EMAIL_TAKEN);

    const api = await startApiProcess(env);
    try {
      expect(api.output()).not.toContain('create-admin');
      const signedIn = await login(api.url, 'head@school.example', 'Head#Office26');
      expect(signedIn.status).toBe(200);
      const users = await fetch(`${api.url}/auth/v1/user/`, { headers: { authorization: `Bearer ${signedIn.access}` } });
      expect(users.status).toBe(200);
      expect(((await users.json()) as Array<{ email: string }>).map((user) => user.email)).toEqual(['head@school.example']);
      // An account made without an address saves the specification's profile fields as they are
      // (docs/progress.md#profile-address): its empty address is kept, not refused.
      const [admin] = (await (await fetch(`${api.url}/auth/v1/user/`, { headers: { authorization: `Bearer ${signedIn.access}` } })).json()) as Array<{ id: number }>;
      const saved = await fetch(`${api.url}/auth/v1/user-detail/${admin?.id}/`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${signedIn.access}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: admin?.id, full_name: 'Head Office', username: 'head', email: 'head@school.example', phone_no: '01712345678', date_of_birth: '1980-01-01', gender: 'not to specify' }),
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(((await saved.json()) as { user: { address_line1: string } }).user.address_line1).toBe('');
    } finally {
      await api.stop();
    }
  });
});

test('create-admin refuses what registration refuses, with its messages', { timeout: 60_000 }, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'proshno-first-admin-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const attempt = (email: string, password: string) =>
    runApiScript('src/access/createAdminCli.ts', ['--email', email, '--phone', '+8801712345678'], { DATA_DIR: dataDir, ADMIN_PASSWORD: password });
  const refusals = await Promise.all([attempt('head@school', 'Head#Office26'), attempt('head@school.example', 'Ab#1'), attempt('head@school.example', 'password1')]);
  expect(refusals.map((refusal) => refusal.code)).toEqual([1, 1, 1]);
  expect(refusals[0]?.output).toContain(messages.invalidEmail);
  expect(refusals[1]?.output).toContain(messages.passwordTooShort);
  expect(refusals[2]?.output).toContain(COMMON_PASSWORD);
});
