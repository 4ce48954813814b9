// Issue 15 "E-mail changes without proof": a new e-mail saved on the profile is pending until the
// link mailed to it is opened; the old address gets a notice whose link cancels (or undoes) the
// change and signs the account out. Login and password reset use the confirmed address only.
import { progressMessages } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { latestMailTo } from '../mail/outbox';
import { signIn, type Auth } from '../test/examFixtures';
import { fakeClock, HOUR, MINUTE, type FakeClock } from '../test/fakeClock';
import { registration, verifiedLearner } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { EMAIL_TAKEN } from './registration';
import { ALREADY_USED } from './verifyEmail';

type Detail = { user: { id: number; email: string; full_name: string; phone_no: string; username: string | null }; pending_email: string | null };

let serial = 0;
const freshAddress = () => `moved.${process.pid}.${(serial += 1)}@example.net`;

describe.each(stores)('changing the e-mail on %s', (store) => {
  let t: TestApi;
  let clock: FakeClock;
  const login = (email: string, password: string) => t.call('POST', '/auth/login/', { email, password });
  const detailOf = async (auth: Auth) => (await t.call('GET', '/auth/v1/user-detail/', undefined, auth)).body as Detail;
  /** The link of the newest mail to `to` whose path is `page`, as its token. */
  const linkTo = async (to: string, page: '/confirm-email' | '/cancel-email-change') => {
    const mail = await latestMailTo(t.config.dataDir, to);
    const token = new RegExp(`${page}\\?token=([\\w-]+)`).exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no ${page} link mailed to ${to}`);
    return token;
  };
  const confirm = (token: string) => t.call('POST', '/auth/v1/email-change/confirm/', { token });
  const cancel = (token: string) => t.call('POST', '/auth/v1/email-change/cancel/', { token });

  /** A verified learner, signed in, who has just asked to move to a fresh address. */
  const learnerMoving = async (to = freshAddress()) => {
    const { email, password } = await verifiedLearner(t);
    const session = await login(email, password);
    const auth: Auth = { authorization: `Bearer ${String(session.json.access)}` };
    const before = await detailOf(auth);
    const saved = await t.call(
      'PATCH',
      `/auth/v1/user-detail/${before.user.id}/`,
      {
        id: before.user.id,
        full_name: 'Nusrat Jahan',
        username: `nusrat${before.user.id}`,
        email: to,
        phone_no: before.user.phone_no,
        date_of_birth: '2005-02-14',
        gender: 'female',
      },
      auth,
    );
    return { email, password, auth, to, saved, refresh: String(session.json.refresh) };
  };

  beforeAll(async () => {
    clock = fakeClock(new Date('2026-03-01T08:00:00Z'));
    t = await startTestApi(store, { now: clock.now });
  });
  afterAll(() => t.close());

  test('a new e-mail is only pending: the old address still signs in, the new one does not, other fields are saved', async () => {
    const { email, password, auth, to, saved } = await learnerMoving();
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ user: { email, full_name: 'Nusrat Jahan' }, pending_email: to });
    expect(await detailOf(auth)).toMatchObject({ user: { email, full_name: 'Nusrat Jahan' }, pending_email: to });
    expect((await login(email, password)).status).toBe(200);
    expect((await login(to, password)).status).toBe(404);
  });

  test('the new address gets the confirmation link and the old one a notice with a cancel link', async () => {
    const { email, to } = await learnerMoving();
    const toNew = await latestMailTo(t.config.dataDir, to);
    expect(toNew?.subject).toBe('Confirm your new email');
    expect(toNew?.text).toMatch(/\/confirm-email\?token=/);
    expect(toNew?.text).not.toMatch(/cancel-email-change/);
    const toOld = await latestMailTo(t.config.dataDir, email);
    expect(toOld?.subject).toBe('Your Proshno email is being changed');
    expect(toOld?.text).toContain(to);
    expect(toOld?.text).toMatch(/\/cancel-email-change\?token=/);
    expect(toOld?.text).not.toMatch(/confirm-email/);
  });

  test('password reset by the new address before confirmation finds no user', async () => {
    const { to } = await learnerMoving();
    expect(await t.call('POST', '/auth/password/forget/', { email: to })).toMatchObject({
      status: 404,
      json: { detail: 'No user found with this email address.' },
    });
  });

  test('the mailed link switches sign-in to the new address, and works only once', async () => {
    const { email, password, auth, to, refresh } = await learnerMoving();
    const token = await linkTo(to, '/confirm-email');
    expect(await confirm(token)).toMatchObject({ status: 200, json: { detail: progressMessages.emailChangeConfirmed } });
    expect((await login(to, password)).status).toBe(200);
    expect((await login(email, password)).status).toBe(404);
    expect(await detailOf(auth)).toMatchObject({ user: { email: to }, pending_email: null });
    // The owner's other sessions go on: only the cancel link signs the account out.
    expect((await t.call('POST', '/auth/token/refresh/', { refresh })).status).toBe(200);
    expect(await confirm(token)).toMatchObject({ status: 400, json: { detail: ALREADY_USED } });
    expect(await confirm('not-a-real-token')).toMatchObject({ status: 400, json: { detail: progressMessages.emailChangeLinkInvalid } });
  });

  test('a link older than 24 hours is refused and the e-mail stays as it was', async () => {
    const { email, password, to } = await learnerMoving();
    const token = await linkTo(to, '/confirm-email');
    clock.advance(24 * HOUR + MINUTE);
    expect(await confirm(token)).toMatchObject({ status: 400, json: { detail: progressMessages.emailChangeLinkInvalid } });
    expect((await login(email, password)).status).toBe(200);
    expect(await detailOf(await signIn(t, email, password))).toMatchObject({ user: { email }, pending_email: null });
  });

  test('a newer change makes the earlier link useless', async () => {
    const { auth, to } = await learnerMoving();
    const first = await linkTo(to, '/confirm-email');
    const me = await detailOf(auth);
    const second = freshAddress();
    const body = { id: me.user.id, full_name: me.user.full_name, username: me.user.username ?? 'x', email: second, phone_no: me.user.phone_no, date_of_birth: '2005-02-14', gender: 'female' };
    expect((await t.call('PATCH', `/auth/v1/user-detail/${me.user.id}/`, body, auth)).body).toMatchObject({ pending_email: second });
    expect(await confirm(first)).toMatchObject({ status: 400, json: { detail: progressMessages.emailChangeLinkInvalid } });
    expect((await confirm(await linkTo(second, '/confirm-email'))).status).toBe(200);
  });

  test("the notice's link cancels the pending change, signs the account out, and the confirmation link dies", async () => {
    const { email, password, auth, to, refresh } = await learnerMoving();
    const cancelled = await cancel(await linkTo(email, '/cancel-email-change'));
    expect(cancelled).toMatchObject({ status: 200, json: { detail: progressMessages.emailChangeCancelled } });
    expect(await detailOf(auth)).toMatchObject({ user: { email }, pending_email: null });
    expect((await t.call('POST', '/auth/token/refresh/', { refresh })).status).toBe(401);
    expect(await confirm(await linkTo(to, '/confirm-email'))).toMatchObject({ status: 400, json: { detail: progressMessages.emailChangeLinkInvalid } });
    expect((await login(email, password)).status).toBe(200);
    expect((await login(to, password)).status).toBe(404);
  });

  test("the notice's link undoes a change already confirmed", async () => {
    const { email, password, to } = await learnerMoving();
    expect((await confirm(await linkTo(to, '/confirm-email'))).status).toBe(200);
    const cancelToken = await linkTo(email, '/cancel-email-change');
    expect((await cancel(cancelToken)).status).toBe(200);
    expect((await login(email, password)).status).toBe(200);
    expect((await login(to, password)).status).toBe(404);
    expect(await cancel(cancelToken)).toMatchObject({ status: 400, json: { detail: ALREADY_USED } });
  });

  test('an address another account has is refused, also when it is taken before the link is opened', async () => {
    const other = await verifiedLearner(t);
    const refused = await learnerMoving(other.email.toUpperCase());
    expect(refused.saved).toMatchObject({ status: 400, json: { detail: EMAIL_TAKEN } });
    const { email, password, to } = await learnerMoving();
    const token = await linkTo(to, '/confirm-email');
    expect((await t.call('POST', '/auth/registration/', registration({ email: to }))).status).toBe(201);
    expect(await confirm(token)).toMatchObject({ status: 400, json: { detail: EMAIL_TAKEN } });
    expect((await login(email, password)).status).toBe(200);
  });

  test('only its owner can change an e-mail: another id is 404 and nothing is mailed', async () => {
    const { auth } = await learnerMoving();
    const victim = await verifiedLearner(t);
    const theirs = await detailOf(await signIn(t, victim.email, victim.password));
    const target = freshAddress();
    const res = await t.call(
      'PATCH',
      `/auth/v1/user-detail/${theirs.user.id}/`,
      { id: theirs.user.id, full_name: 'X', username: `x${theirs.user.id}`, email: target, phone_no: theirs.user.phone_no, date_of_birth: '2005-02-14', gender: 'female' },
      auth,
    );
    expect(res.status).toBe(404);
    expect(await latestMailTo(t.config.dataDir, target)).toBeUndefined();
  });
});
