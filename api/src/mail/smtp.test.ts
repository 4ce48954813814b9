// Issue 2: "Tests capture real SMTP with a local SMTP server."
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registration } from '../test/fixtures';
import { startTestApi, type TestApi } from '../test/harness';
import { smtpCapture, type SmtpCapture } from '../test/smtpCapture';
import { outboxMails } from './outbox';

describe('mail over SMTP', () => {
  let smtp: SmtpCapture;
  let t: TestApi;
  beforeAll(async () => {
    smtp = await smtpCapture();
    t = await startTestApi('pglite', { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  test('the verification mail arrives by SMTP with a working link and nothing goes to the outbox', async () => {
    const form = registration();
    const res = await t.call('POST', '/auth/registration/', form);
    expect(res).toMatchObject({ status: 201, json: { detail: 'Registration successful. Check your email for verification.' } });
    const mail = smtp.received.find((m) => m.to.toLowerCase() === form.email.toLowerCase());
    expect(mail?.subject).toBe('Verify your email');
    const token = /http:\/\/localhost:3000\/verify\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const verified = await t.call('GET', `/auth/verify-email/?token=${token ?? ''}`);
    expect(verified.status).toBe(200);
    expect(await outboxMails(t.config.dataDir)).toEqual([]);
  });

  test('the reset OTP arrives by SMTP', async () => {
    const res = await t.call('POST', '/auth/password/forget/', { email: 'newbie@example.com' });
    expect(res.status).toBe(200);
    const mail = smtp.received.find((m) => m.to === 'newbie@example.com');
    expect(mail?.text).toMatch(/code is \d{6}\./);
  });
});

describe('mail when the SMTP server is down', () => {
  let t: TestApi;
  beforeAll(async () => {
    // Port 9 (discard) has no SMTP server here, so the connection is refused at once.
    t = await startTestApi('pglite', { smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  test('registration still creates a whole account and says the mail failed', async () => {
    const users = await t.userCount();
    const res = await t.call('POST', '/auth/registration/', registration());
    expect(res.status).toBe(201);
    expect(res.json.detail).toContain('could not be sent');
    expect(await t.userCount()).toBe(users + 1);
  });
});
