import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/connect';
import { emailVerifications, passwordResets } from '../db/schema';
import { latestMailTo } from '../mail/outbox';
import { registration, verificationTokenFor } from '../test/fixtures';
import { startTestApi, type TestApi } from '../test/harness';

describe('one-time secrets at rest', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi('pglite');
  });
  afterAll(() => t.close());

  test('verification links, reset tokens and OTPs are stored only as digests', async () => {
    const form = registration();
    expect((await t.call('POST', '/auth/registration/', form)).status).toBe(201);
    const link = await verificationTokenFor(t, form.email);
    const reset = await t.call('POST', '/auth/password/forget/', { email: 'newbie@example.com' });
    const resetToken = String(reset.json.token);
    const otp = /\b(\d{6})\b/.exec((await latestMailTo(t.config.dataDir, 'newbie@example.com'))?.text ?? '')?.[1] ?? '';
    expect(otp).toMatch(/^\d{6}$/);

    let rows: { verifications: unknown[]; resets: Array<{ tokenHash: string; otpHash: string }> } = { verifications: [], resets: [] };
    // The database is only reachable while the api is stopped (PGlite holds its folder).
    await t.restart(async (config) => {
      const database = await openDatabase(config);
      try {
        rows = { verifications: await database.db.select().from(emailVerifications), resets: await database.db.select().from(passwordResets) };
      } finally {
        await database.close();
      }
    });
    const stored = JSON.stringify(rows);
    expect(rows.verifications.length).toBeGreaterThan(0);
    expect(rows.resets.length).toBeGreaterThan(0);
    expect(stored).not.toContain(link);
    expect(stored).not.toContain(resetToken);
    for (const row of rows.resets) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.otpHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.otpHash).not.toContain(otp);
    }
    // Still usable after the restart: the digests, not the secrets, are what is compared.
    expect((await t.call('GET', `/auth/verify-email/?token=${link}`)).status).toBe(200);
  });
});
