// `npm start` as the README promises it: demo logins printed, two instances side by side with
// their own data, and a restart that keeps what was there.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { postGraphql } from './graphqlClient';
import { registrationOf } from './product';
import { startProductProcess, type ProductProcess } from './productProcess';
import { signIn } from './screens';

const folders: string[] = [];
const running: ProductProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'proshno-run-'));
  folders.push(folder);
  return folder;
}

/** `npm start` as a newcomer runs it: GRAPHQL_PERSISTED_ONLY unset (empty), so persisted-only. */
async function start(dataDir: string): Promise<ProductProcess> {
  const product = await startProductProcess(dataDir, { GRAPHQL_PERSISTED_ONLY: '' });
  running.push(product);
  return product;
}

async function register(url: string, email: string): Promise<number> {
  const response = await fetch(`${url}/auth/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registrationOf(email, { fullName: 'Nusrat Jahan', password: 'Nusrat#26' })),
  });
  return response.status;
}

async function loginStatus(url: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${url}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

const persisted = JSON.parse(readFileSync(new URL('../../gateway/src/generated/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;
const loginHash = Object.keys(persisted).find((hash) => persisted[hash]?.startsWith('mutation Login(')) ?? '';

describe('npm start', () => {
  it('prints the URL and every demo login, and the demo learner can sign in there', async () => {
    const product = await start(dataFolder());
    for (const login of ['learner@example.com', 'Learner#2026', 'newbie@example.com', 'admin@example.com', 'manager@example.com']) {
      expect(product.output()).toContain(login);
    }
    expect(await loginStatus(product.url, 'learner@example.com', 'Learner#2026')).toBe(200);
    const page = await fetch(`${product.url}/register`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<div id="root">');

    // Only the web's persisted operations run: hand-written queries and introspection are refused.
    const login = { email: 'learner@example.com', password: 'Learner#2026' };
    const byHash = await postGraphql(product.url, { variables: login, extensions: { persistedQuery: { version: 1, sha256Hash: loginHash } } });
    expect(byHash.errors).toBeUndefined();
    expect(byHash.data).toMatchObject({ login: { access: expect.any(String) } });
    for (const query of [persisted[loginHash], '{ __schema { types { name } } }']) {
      const refused = await postGraphql(product.url, { query, variables: login });
      expect(refused.status).toBe(400);
      expect(refused.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    }
    const unknown = await postGraphql(product.url, { variables: login, extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    // The web app sends only hashes, so a learner signs in and sees the home page there.
    const browser = await launch();
    try {
      const page = await (await browser.newContext({ baseURL: product.url })).newPage();
      await signIn(page, 'learner@example.com', 'Learner#2026');
      await page.waitForURL('**/home');
      await page.getByText('Ayesha Rahman').first().waitFor();
    } finally {
      await browser.close();
    }
  }, 300_000); // a first start migrates and seeds a fresh database: 10 s idle, minutes on a busy 2-core machine

  it('runs two instances side by side, each with its own data, and keeps data over a restart', async () => {
    const [folderA, folderB] = [dataFolder(), dataFolder()];
    const a = await start(folderA);
    const b = await start(folderB);
    const email = `side.by.side.${Date.now()}@example.com`;
    expect(await register(a.url, email)).toBe(201);
    // Unverified on A (401 asks to verify); unknown on B (404).
    expect(await loginStatus(a.url, email, 'Nusrat#26')).toBe(401);
    expect(await loginStatus(b.url, email, 'Nusrat#26')).toBe(404);

    await a.stop();
    const again = await start(folderA);
    expect(await loginStatus(again.url, email, 'Nusrat#26')).toBe(401);
    expect(await register(again.url, email)).toBe(400);
  }, 420_000); // two first starts, each migrating and seeding a fresh database, and a restart
});
