import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { latestMailTo } from '../mail/outbox';
import { verifiedLearner } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

describe.each(stores)('password reset by OTP on %s', (store) => {
  let t: TestApi;
  const requestReset = async (email: string) => {
    const res = await t.call('POST', '/auth/password/forget/', { email });
    expect(res).toMatchObject({ status: 200, json: { detail: 'An OTP has been sent to your email.' } });
    const otp = /\b(\d{6})\b/.exec((await latestMailTo(t.config.dataDir, email))?.text ?? '')?.[1];
    if (!otp) throw new Error('no OTP mailed');
    return { token: String(res.json.token), otp, wrongOtp: otp === '000000' ? '111111' : '000000' };
  };
  const confirm = (token: string, otp: string, password: string) =>
    t.call('POST', '/auth/password/forget-confirm/', { token, otp, password, confirm_password: password });
  const login = (email: string, password: string) => t.call('POST', '/auth/login/', { email, password });
  beforeAll(async () => {
    t = await startTestApi(store);
  });
  afterAll(() => t.close());

  test('an unknown e-mail is told no user was found', async () => {
    const res = await t.call('POST', '/auth/password/forget/', { email: 'ghost@example.com' });
    expect(res).toMatchObject({ status: 404, json: { detail: 'No user found with this email address.' } });
  });

  test('a wrong OTP fails, the right one sets the new password, and the old one stops working', async () => {
    const { email, password } = await verifiedLearner(t);
    const session = await login(email, password);
    const reset = await requestReset(email);
    expect(await confirm(reset.token, reset.wrongOtp, 'Fresh#456')).toMatchObject({ status: 400, json: { detail: 'Invalid OTP.' } });
    expect(await confirm(reset.token, reset.otp, 'Fresh#456')).toMatchObject({
      status: 200,
      json: { detail: 'Password reset successful.' },
    });
    expect((await login(email, 'Fresh#456')).status).toBe(200);
    expect((await login(email, password)).json.detail).toContain('wrong credential');
    // The old sessions ended with the old password.
    const old = await t.call('POST', '/auth/token/refresh/', { refresh: String(session.json.refresh) });
    expect(old.status).toBe(401);
    // A used reset cannot be replayed, and says it was used.
    expect(await confirm(reset.token, reset.otp, 'Other#789')).toMatchObject({
      status: 400,
      json: { detail: 'This code has already been used. Please request a new one.' },
    });
  });

  test('after five wrong OTPs even the right one is refused as expired', async () => {
    const { email, password } = await verifiedLearner(t);
    const reset = await requestReset(email);
    for (let i = 0; i < 5; i += 1) {
      expect((await confirm(reset.token, reset.wrongOtp, 'Fresh#456')).json.detail).toBe('Invalid OTP.');
    }
    expect(await confirm(reset.token, reset.otp, 'Fresh#456')).toMatchObject({
      status: 400,
      json: { detail: 'This OTP has expired. Please request a new one.' },
    });
    expect((await login(email, password)).status).toBe(200);
  });

  test('the new password follows the registration rules', async () => {
    const { email } = await verifiedLearner(t);
    const reset = await requestReset(email);
    const res = await t.call('POST', '/auth/password/forget-confirm/', {
      token: reset.token,
      otp: reset.otp,
      password: 'Fresh#456',
      confirm_password: 'Fresh#457',
    });
    expect(res).toMatchObject({ status: 400, json: { detail: 'Password does not match' } });
    expect((await confirm(reset.token, reset.otp, 'abc')).json.detail).toBe('Password must be at least 6 characters');
  });
});
