// Issue 2 lifetimes (docs/constants.md#token-lifetimes): verification link 24 h, reset OTP 15 min, access token 15 min,
// refresh token 7 days. The api reads time only from ApiConfig.now, which these tests move.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { latestMailTo } from '../mail/outbox';
import { registration, verificationTokenFor, verifiedLearner } from '../test/fixtures';
import { DAY, fakeClock, HOUR, MINUTE, type FakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';

describe.each(stores)('expiry by the api clock on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  const login = (email: string, password: string) => t.call('POST', '/auth/login/', { email, password });
  const signIn = async () => {
    const res = await login('learner@example.com', 'Learner#2026');
    expect(res.status).toBe(200);
    return { access: String(res.json.access), refresh: String(res.json.refresh) };
  };
  const packagesWith = (access: string) =>
    t.call('GET', '/api/study-plan/v1/subscribed-packages/', undefined, { authorization: `Bearer ${access}` });
  const registered = async () => {
    const form = registration();
    expect((await t.call('POST', '/auth/registration/', form)).status).toBe(201);
    return { form, token: await verificationTokenFor(t, form.email) };
  };
  const requestReset = async (email: string) => {
    const res = await t.call('POST', '/auth/password/forget/', { email });
    expect(res.status).toBe(200);
    const otp = /\b(\d{6})\b/.exec((await latestMailTo(t.config.dataDir, email))?.text ?? '')?.[1];
    if (!otp) throw new Error('no OTP mailed');
    return { token: String(res.json.token), otp };
  };
  const confirm = (reset: { token: string; otp: string }, password: string) =>
    t.call('POST', '/auth/password/forget-confirm/', { ...reset, password, confirm_password: password });

  beforeAll(async () => {
    clock = fakeClock(new Date('2026-03-01T08:00:00Z'));
    t = await startTestApi(store, { now: clock.now });
  });
  afterAll(() => t.close());

  test('a verification link older than 24 hours is refused and the account stays unverified', async () => {
    const { form, token } = await registered();
    clock.advance(24 * HOUR + MINUTE);
    const res = await t.call('GET', `/auth/verify-email/?token=${token}`);
    expect(res).toMatchObject({ status: 400, json: { detail: 'The verification link is invalid or has expired.' } });
    const after = await login(form.email, form.password);
    expect(after.status).toBe(401);
    expect(after.json.detail).toContain('verify your email');
  });

  test('a verification link 23 hours old still verifies', async () => {
    const { form, token } = await registered();
    clock.advance(23 * HOUR);
    const res = await t.call('GET', `/auth/verify-email/?token=${token}`);
    expect(res).toMatchObject({ status: 200, json: { detail: 'Email verified successfully!' } });
    expect((await login(form.email, form.password)).status).toBe(200);
  });

  test('an OTP older than 15 minutes is refused as expired and the password is unchanged', async () => {
    const { email, password } = await verifiedLearner(t);
    const reset = await requestReset(email);
    clock.advance(16 * MINUTE);
    const res = await confirm(reset, 'Fresh#456');
    expect(res).toMatchObject({ status: 400, json: { detail: 'This OTP has expired. Please request a new one.' } });
    expect((await login(email, password)).status).toBe(200);
    expect((await login(email, 'Fresh#456')).json.detail).toContain('wrong credential');
  });

  test('an OTP 14 minutes old still resets the password', async () => {
    const { email } = await verifiedLearner(t);
    const reset = await requestReset(email);
    clock.advance(14 * MINUTE);
    expect(await confirm(reset, 'Fresh#456')).toMatchObject({ status: 200, json: { detail: 'Password reset successful.' } });
    expect((await login(email, 'Fresh#456')).status).toBe(200);
  });

  test('an access token works at 14 minutes and is refused with 401 at 16 minutes', async () => {
    const { access } = await signIn();
    clock.advance(14 * MINUTE);
    const fresh = await packagesWith(access);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toHaveLength(1);
    clock.advance(2 * MINUTE);
    const stale = await packagesWith(access);
    expect(stale).toMatchObject({ status: 401, json: { detail: 'Given token not valid for any token type' } });
  });

  test('a refresh token works at 6 days and is refused with 401 at 8 days', async () => {
    const early = await signIn();
    const late = await signIn();
    clock.advance(6 * DAY);
    const rotated = await t.call('POST', '/auth/token/refresh/', { refresh: early.refresh });
    expect(rotated.status).toBe(200);
    clock.advance(2 * DAY);
    const stale = await t.call('POST', '/auth/token/refresh/', { refresh: late.refresh });
    expect(stale).toMatchObject({ status: 401, json: { detail: 'Given token not valid for any token type' } });
    // Age counts from issue: the token rotated at day 6 is only 2 days old.
    expect((await t.call('POST', '/auth/token/refresh/', { refresh: String(rotated.json.refresh) })).status).toBe(200);
  });

  test("the date of birth may be the api clock's today but not its tomorrow", async () => {
    const today = clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(clock.now().getTime() + DAY).toISOString().slice(0, 10);
    const late = await t.call('POST', '/auth/registration/', registration({ date_of_birth: tomorrow }));
    expect(late).toMatchObject({ status: 400, json: { detail: 'Invalid Date of Birth' } });
    expect((await t.call('POST', '/auth/registration/', registration({ date_of_birth: today }))).status).toBe(201);
  });
});
