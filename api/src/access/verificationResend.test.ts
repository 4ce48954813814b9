// Issue 28 item 9 (docs/access.md#verification-resend): a newcomer whose link was lost or expired
// asks for a new one; at most 3 an hour per address, counted in the shared rate-limit store, with a
// 429 that says when to ask again and mails nothing.
import { messages, VERIFICATION_RESENDS_PER_HOUR, verificationResendsTooOften } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outboxMails } from '../mail/outbox';
import { fakeClock, HOUR, type FakeClock } from '../test/fakeClock';
import { registration, verificationTokenFor, verifiedLearner } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { NO_SUCH_EMAIL } from './passwordReset';
import { VERIFICATION_RESENT } from './verifyEmail';

describe.each(stores)('a new verification link on request on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  beforeAll(async () => {
    clock = fakeClock(new Date());
    t = await startTestApi(store, { now: clock.now });
  });
  afterAll(() => t.close());

  const resend = (email: string) => t.call('POST', '/auth/verify-email/resend/', { email });
  const mailsTo = async (email: string) => (await outboxMails(t.config.dataDir)).filter((mail) => mail.to === email).length;
  const unverified = async () => {
    const form = registration();
    expect((await t.call('POST', '/auth/registration/', form)).status).toBe(201);
    return form.email;
  };

  test('mails a new link that verifies the account after the first link expired, and says where it went', async () => {
    const email = await unverified();
    const first = await verificationTokenFor(t, email);
    clock.advance(25 * HOUR);
    expect((await t.call('GET', `/auth/verify-email/?token=${first}`)).status).toBe(400);
    const answer = await resend(email.toUpperCase());
    expect(answer).toMatchObject({ status: 200, json: { detail: VERIFICATION_RESENT, sent_to: email } });
    expect(await mailsTo(email)).toBe(2);
    const second = await verificationTokenFor(t, email);
    expect(second).not.toBe(first);
    expect(await t.call('GET', `/auth/verify-email/?token=${second}`)).toMatchObject({ status: 200, json: { detail: messages.verificationSuccess } });
  });

  test('at most 3 an hour per address: the next is 429 with Retry-After and the wait, and mails nothing', async () => {
    const email = await unverified();
    const answers = [];
    for (let i = 0; i < VERIFICATION_RESENDS_PER_HOUR + 1; i += 1) answers.push(await resend(email));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    const refused = answers[VERIFICATION_RESENDS_PER_HOUR];
    const wait = Number(/in (\d+) minutes?/.exec(String(refused?.json.detail))?.[1]);
    expect(refused?.json.detail).toBe(verificationResendsTooOften(wait));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // The registration's mail and the three new links.
    expect(await mailsTo(email)).toBe(1 + VERIFICATION_RESENDS_PER_HOUR);
  });

  test('a verified address, an unknown one and a malformed body mail nothing and say why', async () => {
    const { email } = await verifiedLearner(t);
    const before = await mailsTo(email);
    expect(await resend(email)).toMatchObject({ status: 400, json: { detail: messages.verificationAlreadyVerified } });
    expect(await mailsTo(email)).toBe(before);
    expect(await resend('nobody.at.all@example.com')).toMatchObject({ status: 404, json: { detail: NO_SUCH_EMAIL } });
    expect((await t.call('POST', '/auth/verify-email/resend/', { email: '' })).status).toBe(400);
    expect((await t.call('POST', '/auth/verify-email/resend/', { email, extra: 1 })).status).toBe(400);
  });
});
