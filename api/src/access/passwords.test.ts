import { hash, parseOptions } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/connect';
import { users } from '../db/schema';
import type { ApiConfig } from '../index';
import { registration } from '../test/fixtures';
import { startTestApi, type TestApi } from '../test/harness';

const NEWBIE = { email: 'newbie@example.com', password: 'Newbie#2026' };

describe('password hashing', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi('pglite');
  });
  afterAll(() => t.close());

  test('a registered password is stored as argon2id with m=19456 KiB, t=2, p=1 or more', async () => {
    const form = registration();
    expect((await t.call('POST', '/auth/registration/', form)).status).toBe(201);
    const stored = parseOptions(await storedHash(t, form.email));
    expect(stored.algorithm).toBe(2); // Argon2id
    expect(stored.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(stored.timeCost).toBeGreaterThanOrEqual(2);
    expect(stored.parallelism).toBeGreaterThanOrEqual(1);
  });

  test('a hash made with weaker parameters is replaced at the next successful login, and the password still works', async () => {
    const weak = await hash(NEWBIE.password, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await setStoredHash(t, NEWBIE.email, weak);
    const wrong = await t.call('POST', '/auth/login/', { email: NEWBIE.email, password: 'Newbie#2025' });
    expect(wrong.status).toBe(401);
    expect(await storedHash(t, NEWBIE.email)).toBe(weak);

    expect((await t.call('POST', '/auth/login/', NEWBIE)).status).toBe(200);
    const upgraded = await storedHash(t, NEWBIE.email);
    expect(upgraded).not.toBe(weak);
    expect(parseOptions(upgraded)).toMatchObject({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect((await t.call('POST', '/auth/login/', NEWBIE)).status).toBe(200);
  });
});

// The database is only reachable while the api is stopped (PGlite holds its folder).
async function storedHash(t: TestApi, email: string): Promise<string> {
  let found = '';
  await t.restart((config) =>
    withDb(config, async (db) => {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
      found = row?.passwordHash ?? '';
    }),
  );
  return found;
}

async function setStoredHash(t: TestApi, email: string, passwordHash: string): Promise<void> {
  await t.restart((config) => withDb(config, (db) => db.update(users).set({ passwordHash }).where(eq(users.email, email)).then(() => undefined)));
}

async function withDb(config: ApiConfig, use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>): Promise<void> {
  const database = await openDatabase(config);
  try {
    await use(database.db);
  } finally {
    await database.close();
  }
}
