// `npm start` as the README promises it: demo logins printed, two instances side by side with
// their own data, and a restart that keeps what was there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startProductProcess, type ProductProcess } from './productProcess';

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

async function start(dataDir: string): Promise<ProductProcess> {
  const product = await startProductProcess(dataDir);
  running.push(product);
  return product;
}

async function register(url: string, email: string): Promise<number> {
  const response = await fetch(`${url}/auth/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Nusrat Jahan', email, phone_no: `+88018${String(Date.now()).slice(-8)}`,
      date_of_birth: '2002-08-09', gender: 'female', country: 'Bangladesh', state: 'Khulna',
      city: 'Jashore', address_line1: 'Rail Road', address_line2: '', postal_code: '',
      password: 'Nusrat#26', confirm_password: 'Nusrat#26',
    }),
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

describe('npm start', () => {
  it('prints the URL and every demo login, and the demo learner can sign in there', async () => {
    const product = await start(dataFolder());
    for (const login of ['learner@example.com', 'Learner#2026', 'newbie@example.com', 'admin@example.com', 'manager@example.com']) {
      expect(product.output()).toContain(login);
    }
    expect(await loginStatus(product.url, 'learner@example.com', 'Learner#2026')).toBe(200);
    const page = await fetch(`${product.url}/register`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('<div id="root">');
  });

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
  }, 180_000); // two first starts, each migrating and seeding a fresh database, and a restart
});
