// Every way to set a password (registration, reset, change) refuses a common one with one message.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { latestMailTo } from '../mail/outbox';
import { registration, verifiedLearner } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { COMMON_PASSWORD } from './passwordRules';

const common = ['123456', 'aaaaaa', 'password', 'Password', 'qwerty123'];
const strong = 'Tangerine#47';

describe.each(stores)('common passwords on %s', (store) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(store);
  });
  afterAll(() => t.close());

  test.each(common)('registration refuses "%s" as too common and creates no account', async (password) => {
    const form = registration({ password, confirm_password: password });
    expect(await t.call('POST', '/auth/registration/', form)).toMatchObject({ status: 400, json: { detail: COMMON_PASSWORD } });
    expect((await t.call('POST', '/auth/login/', { email: form.email, password })).status).not.toBe(200);
  });

  test('registration accepts a password that is not common', async () => {
    const res = await t.call('POST', '/auth/registration/', registration({ password: strong, confirm_password: strong }));
    expect(res.status).toBe(201);
  });

  test('a password reset refuses common passwords and keeps the OTP usable for a strong one', async () => {
    const { email, password } = await verifiedLearner(t);
    const requested = await t.call('POST', '/auth/password/forget/', { email });
    const otp = /\b(\d{6})\b/.exec((await latestMailTo(t.config.dataDir, email))?.text ?? '')?.[1] ?? '';
    const confirm = (next: string) =>
      t.call('POST', '/auth/password/forget-confirm/', { token: String(requested.json.token), otp, password: next, confirm_password: next });
    for (const next of common) expect(await confirm(next)).toMatchObject({ status: 400, json: { detail: COMMON_PASSWORD } });
    expect((await t.call('POST', '/auth/login/', { email, password })).status).toBe(200);
    expect(await confirm(strong)).toMatchObject({ status: 200, json: { detail: 'Password reset successful.' } });
    expect((await t.call('POST', '/auth/login/', { email, password: strong })).status).toBe(200);
  });

  test('a password change refuses common passwords and accepts a strong one', async () => {
    const { email, password } = await verifiedLearner(t);
    const access = String((await t.call('POST', '/auth/login/', { email, password })).json.access);
    const change = (next: string) =>
      t.call('POST', '/auth/password/change/', { old_password: password, new_password: next, confirm_password: next }, { authorization: `Bearer ${access}` });
    for (const next of common) expect(await change(next)).toMatchObject({ status: 400, json: { detail: COMMON_PASSWORD } });
    expect((await t.call('POST', '/auth/login/', { email, password })).status).toBe(200);
    expect(await change(strong)).toMatchObject({ status: 200, json: { detail: 'Password changed successfully' } });
    expect((await t.call('POST', '/auth/login/', { email, password: strong })).status).toBe(200);
  });
});
