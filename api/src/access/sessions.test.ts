import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, stores, type TestApi } from '../test/harness';

describe.each(stores)('refresh rotation and logout on %s', (store) => {
  let t: TestApi;
  const signIn = async () => {
    const res = await t.call('POST', '/auth/login/', { email: 'learner@example.com', password: 'Learner#2026' });
    return { access: String(res.json.access), refresh: String(res.json.refresh) };
  };
  const refresh = (token: string) => t.call('POST', '/auth/token/refresh/', { refresh: token });
  beforeAll(async () => {
    t = await startTestApi(store);
  });
  afterAll(() => t.close());

  test('a refresh token buys a new pair once; the new access token works', async () => {
    const first = await signIn();
    const next = await refresh(first.refresh);
    expect(next.status).toBe(200);
    expect(next.json.refresh).not.toBe(first.refresh);
    const me = await t.call('GET', '/auth/v1/group/', undefined, { authorization: `Bearer ${String(next.json.access)}` });
    expect(me.status).toBe(200);
  });

  test('reusing a spent refresh token revokes the whole family', async () => {
    const first = await signIn();
    const second = await refresh(first.refresh);
    expect(second.status).toBe(200);
    const replay = await refresh(first.refresh);
    expect(replay.status).toBe(401);
    expect(typeof replay.json.detail).toBe('string');
    // The thief's replay also kills the legitimate successor.
    expect((await refresh(String(second.json.refresh))).status).toBe(401);
  });

  test('other sign-ins are separate families and survive a replay elsewhere', async () => {
    const a = await signIn();
    const b = await signIn();
    await refresh(a.refresh);
    await refresh(a.refresh);
    expect((await refresh(b.refresh)).status).toBe(200);
  });

  test('logout revokes the refresh token and answers the same when repeated', async () => {
    const session = await signIn();
    const out = await t.call('POST', '/auth/logout/', { refresh: session.refresh });
    expect(out).toMatchObject({ status: 200, json: { detail: 'Successfully logged out.' } });
    expect((await refresh(session.refresh)).status).toBe(401);
    const again = await t.call('POST', '/auth/logout/', { refresh: session.refresh });
    expect(again).toMatchObject({ status: 200, json: { detail: 'Successfully logged out.' } });
  });

  test('a forged refresh token is refused with 401', async () => {
    const res = await refresh('not.a.jwt');
    expect(res).toMatchObject({ status: 401, json: { detail: 'Given token not valid for any token type' } });
  });
});
