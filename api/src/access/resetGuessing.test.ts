// Guessing a reset OTP is bounded per account, not per request: a new request supersedes the old
// one, the account's tries share one budget, and mails to one account are limited.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { latestMailTo, outboxMails } from '../mail/outbox';
import { DAY, fakeClock, HOUR, MINUTE, type FakeClock } from '../test/fakeClock';
import { verifiedLearner } from '../test/fixtures';
import { startTestApi, stores, type Reply, type TestApi } from '../test/harness';
import { resetCodesTooOften } from '@proshno/engine';
import {
  INVALID_OTP,
  OTP_ACCOUNT_ATTEMPTS,
  OTP_EXPIRED,
  OTP_NOT_RESENT,
  OTP_SENT,
  OTP_USED,
  RESET_DONE,
  RESET_LOCK_HOURS,
  RESET_LOCKED,
  RESET_MAILS,
  RESET_MINUTES,
} from './passwordReset';

/** Six digits: one guess at one OTP is right with this chance at most. */
const OTP_SPACE = 1_000_000;

describe.each(stores)('guessing password reset codes on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  /** Set while Date itself follows the clock: the rate limiter's minutes read Date.now(). */
  let systemClock = false;
  const advance = (ms: number) => {
    clock.advance(ms);
    if (systemClock) vi.setSystemTime(clock.now());
  };
  const requestReset = (email: string, headers: Record<string, string> = {}) => t.call('POST', '/auth/password/forget/', { email }, headers);
  const confirm = (token: string, otp: string, headers: Record<string, string> = {}) =>
    t.call('POST', '/auth/password/forget-confirm/', { token, otp, password: 'Tangerine#47', confirm_password: 'Tangerine#47' }, headers);
  const otpMailedTo = async (email: string) => /\b(\d{6})\b/.exec((await latestMailTo(t.config.dataDir, email))?.text ?? '')?.[1] ?? '';
  const mailsTo = async (email: string) => (await outboxMails(t.config.dataDir)).filter((mail) => mail.to === email).length;
  /** A minute later (so the outbox keeps the mails' order), a request and the OTP mailed for it. */
  const mailedReset = async (email: string) => {
    advance(MINUTE);
    const res = await requestReset(email);
    expect(res).toMatchObject({ status: 200, json: { detail: OTP_SENT } });
    const otp = await otpMailedTo(email);
    return { token: String(res.json.token), otp, wrongOtp: otp === '000000' ? '111111' : '000000' };
  };

  beforeAll(async () => {
    clock = fakeClock(new Date());
    t = await startTestApi(store, { now: clock.now });
  });
  afterEach(() => {
    systemClock = false;
    vi.useRealTimers();
  });
  afterAll(() => t.close());

  test('a new request makes the token of the earlier one invalid, and the new one works', async () => {
    const { email } = await verifiedLearner(t);
    const first = await mailedReset(email);
    const second = await mailedReset(email);
    expect(await confirm(first.token, first.otp)).toMatchObject({ status: 400, json: { detail: OTP_EXPIRED } });
    expect(await confirm(second.token, second.otp)).toMatchObject({ status: 200, json: { detail: RESET_DONE } });
  });

  test('after ten wrong codes across requests the account is locked, even with the right code on a token with tries left, until the hours pass', async () => {
    const { email, password } = await verifiedLearner(t);
    let reset = { token: '', otp: '', wrongOtp: '' };
    for (const tries of [4, 4, 2]) {
      reset = await mailedReset(email);
      for (let i = 0; i < tries; i += 1) expect(await confirm(reset.token, reset.wrongOtp)).toMatchObject({ status: 400, json: { detail: INVALID_OTP } });
    }
    // The newest token has had 2 of its 5 tries; the account has had all of its 10.
    expect(await confirm(reset.token, reset.otp)).toMatchObject({ status: 429, json: { detail: RESET_LOCKED } });
    const mails = await mailsTo(email);
    expect(await requestReset(email)).toMatchObject({ status: 429, json: { detail: RESET_LOCKED } });
    expect(await mailsTo(email)).toBe(mails);
    expect((await t.call('POST', '/auth/login/', { email, password })).status).toBe(200);

    advance(RESET_LOCK_HOURS * HOUR - 5 * MINUTE);
    expect(await requestReset(email)).toMatchObject({ status: 429, json: { detail: RESET_LOCKED } });
    advance(5 * MINUTE);
    const later = await mailedReset(email);
    expect(await confirm(later.token, later.otp)).toMatchObject({ status: 200, json: { detail: RESET_DONE } });
  });

  test('past three mails in fifteen minutes a request mails nothing and says so, with when the code to enter was sent and when to ask again; that code works with the newest token', async () => {
    const { email } = await verifiedLearner(t);
    const before = await mailsTo(email);
    const answers: Reply[] = [];
    const times: string[] = [];
    for (let i = 0; i < RESET_MAILS + 3; i += 1) {
      advance(MINUTE);
      times.push(clock.now().toISOString());
      answers.push(await requestReset(email));
    }
    const mailed = answers.slice(0, RESET_MAILS);
    const held = answers.slice(RESET_MAILS);
    // The first mails: sent now; only the third fills the count, and says when it frees.
    mailed.forEach((answer, i) =>
      expect(answer).toMatchObject({
        status: 200,
        json: { detail: OTP_SENT, mailed: true, sent_to: email, code_sent_at: times[i], next_request_at: i < RESET_MAILS - 1 ? null : expect.any(String) },
      }),
    );
    const freeAt = new Date(Date.parse(times[0] ?? '') + RESET_MINUTES * MINUTE).toISOString();
    expect(mailed.at(-1)?.json.next_request_at).toBe(freeAt);
    // The next ones: nothing mailed, and the code to enter is the third's.
    for (const answer of held) {
      expect(answer).toMatchObject({
        status: 200,
        json: { detail: OTP_NOT_RESENT, mailed: false, sent_to: email, code_sent_at: times[RESET_MAILS - 1], next_request_at: freeAt },
      });
    }
    const tokens = answers.map((answer) => String(answer.json.token));
    expect(new Set(tokens).size).toBe(tokens.length);
    expect((await mailsTo(email)) - before).toBe(RESET_MAILS);
    const otp = await otpMailedTo(email);
    expect(await confirm(tokens.at(-2) ?? '', otp)).toMatchObject({ status: 400, json: { detail: OTP_EXPIRED } });
    expect(await confirm(tokens.at(-1) ?? '', otp)).toMatchObject({ status: 200, json: { detail: RESET_DONE } });

    advance(RESET_MINUTES * MINUTE);
    await mailedReset(email);
    expect((await mailsTo(email)) - before).toBe(RESET_MAILS + 1);
  });

  test('a used code is told as used, and a request after it mails a new code that works, even past three mails in fifteen minutes', async () => {
    const { email } = await verifiedLearner(t);
    let last = { token: '', otp: '', wrongOtp: '' };
    for (let i = 0; i < RESET_MAILS; i += 1) last = await mailedReset(email);
    expect(await confirm(last.token, last.otp)).toMatchObject({ status: 200, json: { detail: RESET_DONE } });
    expect(await confirm(last.token, last.otp)).toMatchObject({ status: 400, json: { detail: OTP_USED } });
    const before = await mailsTo(email);
    const again = await mailedReset(email);
    expect(await mailsTo(email)).toBe(before + 1);
    expect(again.otp).not.toBe('');
    expect(await confirm(again.token, again.otp)).toMatchObject({ status: 200, json: { detail: RESET_DONE } });
  });

  test('past three mails, when the last code can no longer be used, a request is refused with when to ask again and mails nothing', async () => {
    const { email } = await verifiedLearner(t);
    let last = { token: '', otp: '', wrongOtp: '' };
    const first = clock.now().getTime() + MINUTE;
    for (let i = 0; i < RESET_MAILS; i += 1) last = await mailedReset(email);
    // The last code's five tries spent (the account's ten are not).
    for (let i = 0; i < 5; i += 1) expect((await confirm(last.token, last.wrongOtp)).json.detail).toBe(INVALID_OTP);
    const before = await mailsTo(email);
    advance(MINUTE);
    const refused = await requestReset(email);
    const seconds = Math.ceil((first + RESET_MINUTES * MINUTE - clock.now().getTime()) / 1000);
    expect(refused).toMatchObject({ status: 429, json: { detail: resetCodesTooOften(Math.ceil(seconds / 60)) } });
    expect(refused.headers['retry-after']).toBe(String(seconds));
    expect(await mailsTo(email)).toBe(before);
    advance(seconds * 1000);
    await mailedReset(email);
    expect(await mailsTo(email)).toBe(before + 1);
  });

  test('wrong codes sent all at once are counted one by one: no more than the budget are checked', async () => {
    const { email } = await verifiedLearner(t);
    const from = { 'x-forwarded-for': '198.51.100.21' };
    let checked = 0;
    for (let round = 0; round < 2; round += 1) {
      const reset = await mailedReset(email);
      const answers = await Promise.all(Array.from({ length: 12 }, () => confirm(reset.token, reset.wrongOtp, from)));
      checked += answers.filter((answer) => answer.json.detail === INVALID_OTP).length;
    }
    expect(checked).toBe(OTP_ACCOUNT_ATTEMPTS);
    expect(await requestReset(email)).toMatchObject({ status: 429, json: { detail: RESET_LOCKED } });
  });

  test("the best guesser's chance to take over an account in a day is below 1 in 10,000", async () => {
    const { email } = await verifiedLearner(t);
    // Every limit, the rate limiter's per-minute ones included, runs on this clock for the day.
    vi.useFakeTimers({ toFake: ['Date'], now: clock.now() });
    systemClock = true;
    const from = { 'x-forwarded-for': '198.51.100.22' };
    const end = clock.now().getTime() + DAY;
    let checked = 0;
    let guess = 0;
    const refusals = new Set<string>();
    // Each minute: a new request (when one is granted) and codes at it until one is refused.
    while (clock.now().getTime() < end) {
      const requested = await requestReset(email, from);
      if (requested.status === 200) {
        for (;;) {
          const answer = await confirm(String(requested.json.token), String(guess++ % OTP_SPACE).padStart(6, '0'), from);
          if (answer.status !== 200 && answer.json.detail !== INVALID_OTP) {
            refusals.add(String(answer.json.detail));
            break;
          }
          checked += 1;
          if (answer.status === 200) break;
        }
      } else refusals.add(String(requested.json.detail));
      advance(MINUTE);
    }
    expect(checked).toBeGreaterThan(0);
    const chancePerDay = checked / OTP_SPACE;
    expect(chancePerDay, `${checked} codes checked in a day`).toBeLessThan(1 / 10_000);
    // What stopped the guesser was the reset's own limits, not the rate limiter's minutes.
    expect([...refusals].sort()).toEqual([RESET_LOCKED, OTP_EXPIRED].sort());
  }, 600_000);
});
