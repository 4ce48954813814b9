// POST /auth/password/change/ (docs/progress.md#change-password, docs/api.md#chosen-paths): the rules with their messages, 'Your current
// password is incorrect', and a change that signs out every other session but this one.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifiedLearner } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

type Pair = { access: string; refresh: string };

describe.each(stores)('changing the password on %s', (store) => {
  let t: TestApi;
  let account: { email: string; password: string };
  beforeAll(async () => {
    t = await startTestApi(store);
    account = await verifiedLearner(t);
  });
  afterAll(() => t.close());

  const login = async (password: string) => t.call('POST', '/auth/login/', { email: account.email, password });
  const session = async (password: string): Promise<Pair> => (await login(password)).body as Pair;
  const change = (pair: Pair, body: unknown) => t.call('POST', '/auth/password/change/', body, { authorization: `Bearer ${pair.access}` });
  const refresh = (pair: Pair) => t.call('POST', '/auth/token/refresh/', { refresh: pair.refresh });

  test('the rules of docs/progress.md#change-password and a wrong current password change nothing', async () => {
    const pair = await session(account.password);
    const cases: Array<[Record<string, string>, string]> = [
      [{ old_password: '', new_password: 'Fresh#123', confirm_password: 'Fresh#123' }, 'Current password is required'],
      [{ old_password: account.password, new_password: '', confirm_password: '' }, 'New password is required'],
      [{ old_password: account.password, new_password: 'abc', confirm_password: 'abc' }, 'Must be at least 6 characters'],
      [{ old_password: account.password, new_password: account.password, confirm_password: account.password }, 'New password must be different from current password'],
      [{ old_password: account.password, new_password: 'Fresh#123', confirm_password: '' }, 'Please confirm your new password'],
      [{ old_password: account.password, new_password: 'Fresh#123', confirm_password: 'Fresh#124' }, 'Passwords do not match'],
      [{ old_password: 'Wrong#999', new_password: 'Fresh#123', confirm_password: 'Fresh#123' }, 'Your current password is incorrect'],
    ];
    for (const [body, detail] of cases) expect(await change(pair, body)).toMatchObject({ status: 400, json: { detail } });
    expect((await login(account.password)).status).toBe(200);
  });

  test('malformed bodies are 4xx with a detail, and no token is 401', async () => {
    const pair = await session(account.password);
    for (const body of ['{"old_password":', [], { old_password: 1, new_password: 'Fresh#123', confirm_password: 'Fresh#123' }, { new_password: 'Fresh#123', confirm_password: 'Fresh#123' }, { old_password: account.password, new_password: 'Fresh#123', confirm_password: 'Fresh#123', extra: 1 }]) {
      const res = await change(pair, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.json.detail).toBe('string');
    }
    expect((await t.call('POST', '/auth/password/change/', { old_password: 'a', new_password: 'Fresh#123', confirm_password: 'Fresh#123' })).status).toBe(401);
    expect((await login(account.password)).status).toBe(200);
  });

  test('the new password signs in, the old one fails, and only this session survives', async () => {
    const elsewhere = await session(account.password);
    const here = await session(account.password);
    const res = await change(here, { old_password: account.password, new_password: 'Fresh#123', confirm_password: 'Fresh#123' });
    expect(res).toMatchObject({ status: 200, json: { detail: 'Password changed successfully' } });
    expect((await login(account.password)).status).toBe(401);
    expect((await login('Fresh#123')).status).toBe(200);
    expect((await refresh(elsewhere)).status).toBe(401);
    expect((await refresh(here)).status).toBe(200);
  });
});
