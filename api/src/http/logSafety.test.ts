// Issue 15 "Hardening": the JSON log never holds passwords, hashes, tokens, OTPs, reset links or
// the parameters of a failed query, even when a query fails with the learner's details in it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/connect';
import { registration } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

describe.each(stores)('the api log on %s', (store) => {
  let t: TestApi;
  let logs: string;
  let logFile: string;

  beforeAll(async () => {
    logs = await mkdtemp(join(tmpdir(), 'proshno-logs-'));
    logFile = join(logs, 'api.log');
    t = await startTestApi(store, { logger: { file: logFile } });
  });
  afterAll(async () => {
    await t.close();
    await rm(logs, { recursive: true, force: true });
  });

  test('holds no password, hash, token or personal detail after a query with them fails in the database', async () => {
    const learner = registration({ full_name: 'Leaky Learner', address_line1: 'House 77, Secret Road', password: 'Hidden#Pass42', confirm_password: 'Hidden#Pass42' });
    // A trigger makes the database itself refuse the new user, as a broken disk or a constraint would.
    await t.restart(async (config) => {
      const database = await openDatabase(config);
      try {
        await database.db.execute(sql.raw(`CREATE FUNCTION refuse_user() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by test'; END $$ LANGUAGE plpgsql`));
        await database.db.execute(sql.raw(`CREATE TRIGGER refuse_user BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_user()`));
      } finally {
        await database.close();
      }
    });
    const login = await t.call('POST', '/auth/login/', { email: 'learner@example.com', password: 'Learner#2026' });
    const access = String(login.json.access);
    const refresh = String(login.json.refresh);
    await t.call('GET', '/auth/v1/group/', undefined, { authorization: `Bearer ${access}` });
    const failed = await t.call('POST', '/auth/registration/', learner, { 'x-request-id': 'leaky-registration' });
    expect(failed.status).toBe(500);

    // The file is written asynchronously: wait for the failure's line.
    let log = '';
    await expect
      .poll(async () => {
        log = await readFile(logFile, 'utf8').catch(() => '');
        return log.split('\n').some((line) => line.includes('leaky-registration') && line.includes('"level":50'));
      }, { timeout: 10_000 })
      .toBe(true);
    expect(log).toContain('Failed query (parameters withheld)');
    for (const secret of [learner.password, learner.email, learner.phone_no, learner.address_line1, learner.full_name, '$argon2', 'Learner#2026', access, refresh]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  });
});
