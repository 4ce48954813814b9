// Issue 26 item 8, mail bombing through the profile (docs/access.md#email-change-limits): 25 saves
// with a victim's address had sent the victim 25 confirmation mails and the owner 25 notices. A
// repeat of a fresh pending address mails nothing; changes are limited to 3 an hour per account and
// per target address, with a 429 that says when to try again.
import { EMAIL_CHANGE_RESEND_MINUTES, EMAIL_CHANGES_PER_HOUR, emailChangesTooOften } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outboxMails } from '../mail/outbox';
import { signIn, type Auth } from '../test/examFixtures';
import { fakeClock, MINUTE, type FakeClock } from '../test/fakeClock';
import { verifiedLearner } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

type Detail = { user: { id: number; email: string; phone_no: string }; pending_email: string | null };

const changeSubjects = ['Confirm your new email', 'Your Proshno email is being changed'];

let serial = 0;
const freshAddress = (name: string) => `${name}.${process.pid}.${(serial += 1)}@example.net`;

describe.each(stores)('limits on e-mail changes on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  beforeAll(async () => {
    clock = fakeClock(new Date('2026-03-01T08:00:00Z'));
    t = await startTestApi(store, { now: clock.now });
  });
  afterAll(() => t.close());

  type Owner = { email: string; auth: Auth; detail: Detail };
  const owner = async (): Promise<Owner> => {
    const { email, password } = await verifiedLearner(t);
    const auth = await signIn(t, email, password);
    const detail = (await t.call('GET', '/auth/v1/user-detail/', undefined, auth)).body as Detail;
    return { email, auth, detail };
  };
  /** The profile saved with `email` and the owner's other fields. */
  const saveWith = ({ auth, detail }: Owner, email: string) =>
    t.call(
      'PATCH',
      `/auth/v1/user-detail/${detail.user.id}/`,
      {
        id: detail.user.id,
        full_name: 'Nusrat Jahan',
        username: `nusrat${detail.user.id}`,
        email,
        phone_no: detail.user.phone_no,
        date_of_birth: '2005-02-14',
        gender: 'female',
      },
      auth,
    );
  /** The e-mail change mails to `address`: confirmation links to a new one, notices to an old one. */
  const mailsTo = async (address: string) =>
    (await outboxMails(t.config.dataDir)).filter((mail) => mail.to === address && changeSubjects.includes(mail.subject)).length;

  test('25 saves with the same new address mail it once and the owner once; each save answers the pending address', async () => {
    const me = await owner();
    const victim = freshAddress('victim');
    for (let i = 0; i < 25; i += 1) {
      const saved = await saveWith(me, victim);
      expect(saved).toMatchObject({ status: 200, json: { pending_email: victim } });
    }
    expect(await mailsTo(victim)).toBe(1);
    expect(await mailsTo(me.email)).toBe(1);
    // Once the link is no longer fresh, the same save mails a new one (the first may have been lost).
    clock.advance(EMAIL_CHANGE_RESEND_MINUTES * MINUTE + MINUTE);
    me.auth = await signIn(t, me.email, 'Secret#12');
    expect((await saveWith(me, victim)).status).toBe(200);
    expect(await mailsTo(victim)).toBe(2);
  });

  test('one account changes its address at most 3 times an hour; the next save is 429 with the wait, and nothing of it is saved', async () => {
    const me = await owner();
    const targets = Array.from({ length: EMAIL_CHANGES_PER_HOUR + 2 }, () => freshAddress('many'));
    const answers = [];
    for (const target of targets) answers.push(await saveWith(me, target));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    const refused = answers[EMAIL_CHANGES_PER_HOUR];
    const wait = Number(/in (\d+) minutes?/.exec(String(refused?.json.detail))?.[1]);
    expect(refused?.json.detail).toBe(emailChangesTooOften(wait));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    const pending = ((await t.call('GET', '/auth/v1/user-detail/', undefined, me.auth)).body as Detail).pending_email;
    expect(pending).toBe(targets[EMAIL_CHANGES_PER_HOUR - 1]);
    expect(await mailsTo(me.email)).toBe(EMAIL_CHANGES_PER_HOUR);
    for (const target of targets.slice(EMAIL_CHANGES_PER_HOUR)) expect(await mailsTo(target)).toBe(0);
  });

  test('one address is mailed at most 3 changes an hour from every account together', async () => {
    const victim = freshAddress('target');
    const owners = [];
    for (let i = 0; i < EMAIL_CHANGES_PER_HOUR + 1; i += 1) owners.push(await owner());
    const statuses = [];
    for (const each of owners) statuses.push((await saveWith(each, victim)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await mailsTo(victim)).toBe(EMAIL_CHANGES_PER_HOUR);
    // Saves that keep the address are never limited.
    const last = owners[EMAIL_CHANGES_PER_HOUR];
    if (!last) throw new Error('no owner');
    expect((await saveWith(last, last.email)).status).toBe(200);
  });
});
