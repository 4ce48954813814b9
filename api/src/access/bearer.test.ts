import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, stores, type TestApi } from '../test/harness';

describe.each(stores)('bearer authentication on %s', (store) => {
  let t: TestApi;
  const tokenOf = async (email: string, password: string) =>
    String((await t.call('POST', '/auth/login/', { email, password })).json.access);
  beforeAll(async () => {
    t = await startTestApi(store);
  });
  afterAll(() => t.close());

  test.each(['/auth/v1/group/', '/auth/v1/user/', '/api/study-plan/v1/subscribed-packages/'])(
    '%s without a token answers 401 "not provided"',
    async (path) => {
      const res = await t.call('GET', path);
      expect(res).toMatchObject({ status: 401, json: { detail: 'Authentication credentials were not provided.' } });
    },
  );

  test('a forged or refresh token is not accepted as an access token', async () => {
    const login = await t.call('POST', '/auth/login/', { email: 'learner@example.com', password: 'Learner#2026' });
    for (const token of ['abc.def.ghi', String(login.json.refresh)]) {
      const res = await t.call('GET', '/auth/v1/group/', undefined, { authorization: `Bearer ${token}` });
      expect(res).toMatchObject({ status: 401, json: { detail: 'Given token not valid for any token type' } });
    }
  });

  test('any signed-in user lists the three roles', async () => {
    const res = await t.call('GET', '/auth/v1/group/', undefined, {
      authorization: `Bearer ${await tokenOf('newbie@example.com', 'Newbie#2026')}`,
    });
    expect(res.status).toBe(200);
    expect((res.body as { name: string }[]).map((r) => r.name).sort()).toEqual(['Admin', 'Default', 'Management']);
  });

  test('only an Admin lists users; others get 403', async () => {
    const learner = await t.call('GET', '/auth/v1/user/', undefined, {
      authorization: `Bearer ${await tokenOf('learner@example.com', 'Learner#2026')}`,
    });
    expect(learner).toMatchObject({ status: 403, json: { detail: 'You do not have permission to perform this action.' } });
    const admin = await t.call('GET', '/auth/v1/user/', undefined, {
      authorization: `Bearer ${await tokenOf('admin@example.com', 'Admin#2026')}`,
    });
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'manager@example.com', role: 'Management', is_verified: true })]),
    );
  });
});
