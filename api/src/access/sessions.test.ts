import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fakeClock } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { REFRESH_RACE_GRACE_MS } from './sessions';

const PHONE_BROWSER = 'Mozilla/5.0 (Linux; Android 12; SM-A135F) Chrome/120.0 Mobile Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (Windows NT 10.0) Firefox/121.0';

describe.each(stores)('refresh rotation and logout on %s', (store) => {
  let t: TestApi;
  const clock = fakeClock(new Date());
  const signIn = async () => {
    const res = await t.call('POST', '/auth/login/', { email: 'learner@example.com', password: 'Learner#2026' });
    return { access: String(res.json.access), refresh: String(res.json.refresh) };
  };
  const refresh = (token: string, browser = PHONE_BROWSER) => t.call('POST', '/auth/token/refresh/', { refresh: token }, { 'user-agent': browser });
  beforeAll(async () => {
    t = await startTestApi(store, { now: clock.now });
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

  test('a spent refresh token presented by another browser revokes the whole family', async () => {
    const first = await signIn();
    const second = await refresh(first.refresh);
    expect(second.status).toBe(200);
    const replay = await refresh(first.refresh, OTHER_BROWSER);
    expect(replay.status).toBe(401);
    expect(typeof replay.json.detail).toBe('string');
    // The thief's replay also kills the legitimate successor.
    expect((await refresh(String(second.json.refresh))).status).toBe(401);
  });

  test('two tabs of one browser renewing with the same token at once both stay signed in (docs/access.md#refresh-race)', async () => {
    const first = await signIn();
    const [a, b] = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.refresh).not.toBe(b.json.refresh);
    // Each tab goes on with its own pair.
    for (const tab of [a, b]) {
      const me = await t.call('GET', '/auth/v1/group/', undefined, { authorization: `Bearer ${String(tab.json.access)}` });
      expect(me.status).toBe(200);
      expect((await refresh(String(tab.json.refresh))).status).toBe(200);
    }
  });

  test('the same browser presenting a spent token after the grace is a replay and loses the family', async () => {
    const first = await signIn();
    const second = await refresh(first.refresh);
    expect(second.status).toBe(200);
    clock.advance(REFRESH_RACE_GRACE_MS + 1);
    expect((await refresh(first.refresh)).status).toBe(401);
    expect((await refresh(String(second.json.refresh))).status).toBe(401);
  });

  test('after logout a token spent seconds before is refused, grace or not', async () => {
    const first = await signIn();
    const second = await refresh(first.refresh);
    await t.call('POST', '/auth/logout/', { refresh: String(second.json.refresh) });
    expect((await refresh(first.refresh)).status).toBe(401);
  });

  test('other sign-ins are separate families and survive a replay elsewhere', async () => {
    const a = await signIn();
    const b = await signIn();
    await refresh(a.refresh);
    expect((await refresh(a.refresh, OTHER_BROWSER)).status).toBe(401);
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
