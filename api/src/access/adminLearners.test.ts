// The Admin's learners through HTTP (docs/access.md#admin-learners): the search finds an account by
// name (Bengali too), e-mail, or a phone typed as a Bangladeshi types it; the detail shows its
// subscriptions and purchases; a disabled account cannot sign in (with the catalogue's message),
// renew, or use a token it holds, and works again once enabled; a role change reaches the account's
// next token; an Admin cannot disable or re-role themselves, nor leave no enabled Admin; every change
// is one audit entry; bad input changes nothing; only an Admin is let in.
import { adminLearnerMessages, messages } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TRANSACTION_ID } from '../db/seed';
import { signIn, type Auth } from '../test/examFixtures';
import { fakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { ACCOUNT_STANDING_SECONDS } from './adminLearnersStatus';

type Account = {
  id: number;
  full_name: string;
  email: string;
  phone_no: string;
  role: string;
  is_verified: boolean;
  disabled_at: string | null;
  created_at: string;
  subscribed_until: string | null;
};
type Page = { count: number; page: number; page_size: number; results: Account[] };
type Detail = Account & {
  subscriptions: Array<{ package: string; subjects: string[]; from_date: string; to_date: string }>;
  transactions: Array<{ transaction_id: string; package: string; amount: number; status: string; created_at: string }>;
};
type Entry = { action: string; target: string; actor: { email: string }; before: unknown; after: unknown };

const LEARNERS = '/auth/v1/admin/learners/';
const AUDIT = '/api/audit/v1/admin/actions/';

describe.each(stores)("the Admin's learners on %s", (store) => {
  let t: TestApi;
  let admin: Auth;
  let adminId: number;

  beforeAll(async () => {
    t = await startTestApi(store);
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
    adminId = (await idOf('admin@example.com')) ?? 0;
  });
  afterAll(() => t.close());

  const search = async (query: string): Promise<Page> => {
    const answer = await t.call('GET', `${LEARNERS}${query}`, undefined, admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Page;
  };
  const emailsOf = (page: Page) => page.results.map((a) => a.email);
  async function idOf(email: string): Promise<number | undefined> {
    const answer = await t.call('GET', `${LEARNERS}?q=${encodeURIComponent(email)}`, undefined, admin);
    return (answer.body as Page).results.find((a) => a.email === email)?.id;
  }
  const entriesOf = async (id: number): Promise<Entry[]> => ((await t.call('GET', `${AUDIT}?target=account:${id}`, undefined, admin)).body as { results: Entry[] }).results;
  const login = (email: string, password: string) => t.call('POST', '/auth/login/', { email, password });

  test('a phone typed with 01…, +880… or Bengali digits, a Bengali name or part of an e-mail finds the account', async () => {
    for (const typed of ['01700000001', '+880 1700-000001', '০১৭০০০০০০০১', '8801700000001']) {
      expect(emailsOf(await search(`?q=${encodeURIComponent(typed)}`)), typed).toEqual(['learner@example.com']);
    }
    expect(emailsOf(await search(`?q=${encodeURIComponent('সাদিয়া')}`))).toEqual(['bangla@example.com']);
    expect(emailsOf(await search('?q=AYESHA'))).toEqual(['learner@example.com']);
    expect(emailsOf(await search('?q=newbie%40example'))).toEqual(['newbie@example.com']);
    expect((await search('?q=nobody-at-all')).count).toBe(0);
  });

  test('each account shows its role, verification, state and whether a subscription runs now', async () => {
    const all = await search('');
    expect(all).toMatchObject({ count: 5, page: 1, page_size: 20 });
    const learner = all.results.find((a) => a.email === 'learner@example.com');
    const newbie = all.results.find((a) => a.email === 'newbie@example.com');
    expect(learner).toMatchObject({ full_name: 'Ayesha Rahman', phone_no: '+8801700000001', role: 'Default', is_verified: true, disabled_at: null });
    expect(Date.parse(learner?.subscribed_until ?? '')).toBeGreaterThan(Date.now());
    expect(newbie?.subscribed_until).toBeNull();
    expect(emailsOf(await search('?role=Management'))).toEqual(['manager@example.com']);
    expect(emailsOf(await search('?role=Default&q=example.com')).sort()).toEqual(['bangla@example.com', 'learner@example.com', 'newbie@example.com']);
    expect((await search('?page=2')).results).toEqual([]);
  });

  test("an account's detail lists its subscriptions with their subjects and its purchases", async () => {
    const id = await idOf('learner@example.com');
    const answer = await t.call('GET', `${LEARNERS}${id}/`, undefined, admin);
    expect(answer.status).toBe(200);
    const detail = answer.body as Detail;
    expect(detail).toMatchObject({ email: 'learner@example.com', country: 'Bangladesh', language: 'en' });
    expect(detail.subscriptions[0]?.package).toBe('Premium Monthly');
    expect(detail.subscriptions[0]?.subjects.length).toBeGreaterThan(0);
    expect(detail.transactions).toMatchObject([{ transaction_id: DEMO_TRANSACTION_ID, package: 'Premium Monthly', status: 'paid' }]);
    expect(detail.transactions[0]?.amount).toBeGreaterThan(0);
    expect((await t.call('GET', `${LEARNERS}999999/`, undefined, admin)).status).toBe(404);
  });

  test('a disabled account cannot sign in, renew or use its token; enabled again it signs in; each change is audited', async () => {
    const id = (await idOf('newbie@example.com')) ?? 0;
    const session = await login('newbie@example.com', 'Newbie#2026');
    const bearer = { authorization: `Bearer ${String(session.json.access)}` };
    expect((await t.call('GET', '/auth/v1/user-detail/', undefined, bearer)).status).toBe(200);

    const disabled = await t.call('POST', `${LEARNERS}${id}/disable/`, undefined, admin);
    expect(disabled.status).toBe(200);
    expect(typeof disabled.json.disabled_at).toBe('string');
    // At once on this replica: the token held, the renewal and a new sign-in are all refused.
    expect((await t.call('GET', '/auth/v1/user-detail/', undefined, bearer)).status).toBe(401);
    expect((await t.call('POST', '/auth/token/refresh/', { refresh: session.json.refresh })).status).toBe(401);
    const refused = await login('newbie@example.com', 'Newbie#2026');
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: { detail: messages.loginDisabled } });
    // A stranger without the password learns nothing new.
    expect((await login('newbie@example.com', 'Wrong#2026')).json.detail).toBe('Invalid credentials: wrong credential');
    // Disabled twice is one change.
    expect((await t.call('POST', `${LEARNERS}${id}/disable/`, undefined, admin)).json.disabled_at).toBe(disabled.json.disabled_at);
    expect(emailsOf(await search('?disabled=true'))).toEqual(['newbie@example.com']);
    expect(emailsOf(await search('?disabled=false'))).not.toContain('newbie@example.com');

    const enabled = await t.call('POST', `${LEARNERS}${id}/enable/`, undefined, admin);
    expect({ status: enabled.status, disabled: enabled.json.disabled_at }).toEqual({ status: 200, disabled: null });
    expect((await login('newbie@example.com', 'Newbie#2026')).status).toBe(200);
    // The refresh tokens revoked by the disable stay revoked.
    expect((await t.call('POST', '/auth/token/refresh/', { refresh: session.json.refresh })).status).toBe(401);

    const entries = await entriesOf(id);
    expect(entries.map((e) => e.action)).toEqual(['account.enable', 'account.disable']);
    expect(entries[1]).toMatchObject({ target: `account:${id}`, actor: { email: 'admin@example.com' }, before: { disabled_at: null }, after: { disabled_at: disabled.json.disabled_at } });
    expect(entries[0]).toMatchObject({ before: { disabled_at: disabled.json.disabled_at }, after: { disabled_at: null } });
  });

  test("a role change reaches the account's next token and is audited", async () => {
    const id = (await idOf('bangla@example.com')) ?? 0;
    const session = await login('bangla@example.com', 'Bangla#2026');
    const bearer = { authorization: `Bearer ${String(session.json.access)}` };
    expect((await t.call('GET', LEARNERS, undefined, bearer)).status).toBe(403);

    const changed = await t.call('PUT', `${LEARNERS}${id}/role/`, { role: 'Admin' }, admin);
    expect({ status: changed.status, role: changed.json.role }).toEqual({ status: 200, role: 'Admin' });
    // The token signed as Default is refused; its renewal carries the new role.
    expect((await t.call('GET', LEARNERS, undefined, bearer)).status).toBe(401);
    const renewed = await t.call('POST', '/auth/token/refresh/', { refresh: session.json.refresh });
    expect(renewed.status).toBe(200);
    expect((await t.call('GET', LEARNERS, undefined, { authorization: `Bearer ${String(renewed.json.access)}` })).status).toBe(200);

    expect((await t.call('PUT', `${LEARNERS}${id}/role/`, { role: 'Default' }, admin)).json.role).toBe('Default');
    expect((await t.call('PUT', `${LEARNERS}${id}/role/`, { role: 'Default' }, admin)).status).toBe(200);
    const entries = await entriesOf(id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['account.role', { role: 'Admin' }, { role: 'Default' }],
      ['account.role', { role: 'Default' }, { role: 'Admin' }],
    ]);
  });

  test('an Admin cannot disable their own account nor change their own role', async () => {
    const own = await t.call('POST', `${LEARNERS}${adminId}/disable/`, undefined, admin);
    expect({ status: own.status, body: own.body }).toEqual({ status: 409, body: { detail: adminLearnerMessages.ownAccount } });
    const role = await t.call('PUT', `${LEARNERS}${adminId}/role/`, { role: 'Default' }, admin);
    expect({ status: role.status, body: role.body }).toEqual({ status: 409, body: { detail: adminLearnerMessages.ownRole } });
    expect(await entriesOf(adminId)).toEqual([]);
    expect((await search('?role=Admin')).results.map((a) => [a.email, a.disabled_at])).toEqual([['admin@example.com', null]]);
  });

  test('bad ids and parameters are refused by the contract and change nothing', async () => {
    const id = (await idOf('manager@example.com')) ?? 0;
    for (const query of [`?q=${'x'.repeat(101)}`, `?q=${encodeURIComponent('a\u0000b')}`, '?role=Learner', '?disabled=yes', '?page=0', '?page=abc']) {
      expect((await t.call('GET', `${LEARNERS}${query}`, undefined, admin)).status, query).toBe(400);
    }
    for (const bad of ['abc', '0', '-1', '1.5', '9999999999']) {
      expect((await t.call('GET', `${LEARNERS}${bad}/`, undefined, admin)).status, bad).toBe(400);
      expect((await t.call('POST', `${LEARNERS}${bad}/disable/`, undefined, admin)).status, bad).toBe(400);
    }
    for (const body of [{ role: 'Root' }, { role: 'Admin', extra: 1 }, {}, { role: 'Admin\u0000' }]) {
      expect((await t.call('PUT', `${LEARNERS}${id}/role/`, body, admin)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call('POST', `${LEARNERS}999999/disable/`, undefined, admin)).status).toBe(404);
    expect((await t.call('POST', `${LEARNERS}999999/enable/`, undefined, admin)).status).toBe(404);
    expect((await t.call('PUT', `${LEARNERS}999999/role/`, { role: 'Admin' }, admin)).status).toBe(404);
    expect(await entriesOf(id)).toEqual([]);
    expect((await search('?role=Management')).results.map((a) => [a.email, a.disabled_at])).toEqual([['manager@example.com', null]]);
  });

  test('a learner or a manager is refused every path', async () => {
    const manager = await signIn(t, 'manager@example.com', 'Manager#2026');
    const learner = await signIn(t, 'learner@example.com', 'Learner#2026');
    for (const auth of [learner, manager]) {
      expect((await t.call('GET', LEARNERS, undefined, auth)).status).toBe(403);
      expect((await t.call('GET', `${LEARNERS}${adminId}/`, undefined, auth)).status).toBe(403);
      expect((await t.call('POST', `${LEARNERS}${adminId}/disable/`, undefined, auth)).status).toBe(403);
      expect((await t.call('POST', `${LEARNERS}${adminId}/enable/`, undefined, auth)).status).toBe(403);
      expect((await t.call('PUT', `${LEARNERS}${adminId}/role/`, { role: 'Default' }, auth)).status).toBe(403);
    }
  });
});

// Two replicas on one PostgreSQL database: the second reads the account changes at most every
// ACCOUNT_STANDING_SECONDS, so a request there can race the first replica's change; the last enabled
// Admin is still never demoted nor disabled (docs/access.md#role-changes).
describe.runIf(stores.includes('postgres'))('two replicas on one database', () => {
  const clock = fakeClock(new Date());
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    first = await startTestApi('postgres', { now: clock.now });
    const databaseUrl = first.config.databaseUrl;
    if (databaseUrl === undefined) throw new Error('no database url');
    second = await startTestApi('postgres', { databaseUrl, now: clock.now });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('a disabled account’s token still held on another replica is refused within ACCOUNT_STANDING_SECONDS', async () => {
    const adminOnFirst = await signIn(first, 'admin@example.com', 'Admin#2026');
    const learnerOnSecond = await signIn(second, 'newbie@example.com', 'Newbie#2026');
    expect((await second.call('GET', '/auth/v1/user-detail/', undefined, learnerOnSecond)).status).toBe(200);
    const id = ((await first.call('GET', `${LEARNERS}?q=newbie%40example.com`, undefined, adminOnFirst)).body as Page).results[0]?.id ?? 0;
    // The token was signed before the change (a token signed in its very millisecond stands).
    clock.advance(1);
    expect((await first.call('POST', `${LEARNERS}${id}/disable/`, undefined, adminOnFirst)).status).toBe(200);
    // The second replica last read the account changes just before it and reads them again once
    // ACCOUNT_STANDING_SECONDS have passed.
    clock.advance((ACCOUNT_STANDING_SECONDS - 1) * 1000);
    expect((await second.call('GET', '/auth/v1/user-detail/', undefined, learnerOnSecond)).status).toBe(200);
    clock.advance(2000);
    expect((await second.call('GET', '/auth/v1/user-detail/', undefined, learnerOnSecond)).status).toBe(401);
    expect((await first.call('POST', `${LEARNERS}${id}/enable/`, undefined, adminOnFirst)).status).toBe(200);
  });

  test('the last enabled Admin cannot be given another role nor disabled (409)', async () => {
    const adminOnFirst = await signIn(first, 'admin@example.com', 'Admin#2026');
    const page = (await first.call('GET', `${LEARNERS}?q=manager%40example.com`, undefined, adminOnFirst)).body as Page;
    const adminId = ((await first.call('GET', `${LEARNERS}?role=Admin`, undefined, adminOnFirst)).body as Page).results[0]?.id ?? 0;
    const managerId = page.results[0]?.id ?? 0;
    expect((await first.call('PUT', `${LEARNERS}${managerId}/role/`, { role: 'Admin' }, adminOnFirst)).status).toBe(200);
    const managerOnFirst = await signIn(first, 'manager@example.com', 'Manager#2026');
    // The second replica now remembers admin@example.com as an enabled Admin.
    const adminOnSecond = await signIn(second, 'admin@example.com', 'Admin#2026');
    expect((await second.call('GET', LEARNERS, undefined, adminOnSecond)).status).toBe(200);
    // On the first replica the manager, now an Admin, demotes admin@example.com: the last enabled Admin is the manager.
    expect((await first.call('PUT', `${LEARNERS}${adminId}/role/`, { role: 'Default' }, managerOnFirst)).status).toBe(200);
    const demote = await second.call('PUT', `${LEARNERS}${managerId}/role/`, { role: 'Default' }, adminOnSecond);
    expect({ status: demote.status, body: demote.body }).toEqual({ status: 409, body: { detail: adminLearnerMessages.lastAdmin } });
    const disable = await second.call('POST', `${LEARNERS}${managerId}/disable/`, undefined, adminOnSecond);
    expect({ status: disable.status, body: disable.body }).toEqual({ status: 409, body: { detail: adminLearnerMessages.lastAdmin } });
    expect(((await first.call('GET', `${LEARNERS}?role=Admin`, undefined, managerOnFirst)).body as Page).results.map((a) => a.email)).toEqual(['manager@example.com']);
  });
});
