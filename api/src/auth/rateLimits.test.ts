import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness';
import { AUTH_ATTEMPTS_PER_MINUTE, TOKEN_CALLS_PER_MINUTE } from './rateLimits';

describe('rate limits on sign-in', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi('pglite');
  });
  afterAll(() => t.close());

  test('guessing at one account is cut off with 429 while other accounts still sign in', async () => {
    const guess = () => t.call('POST', '/auth/login/', { email: 'target@example.com', password: 'guess' });
    for (let i = 0; i < AUTH_ATTEMPTS_PER_MINUTE; i += 1) expect((await guess()).status).toBe(404);
    const blocked = await guess();
    expect(blocked.status).toBe(429);
    expect(typeof blocked.json.detail).toBe('string');
    const other = await t.call('POST', '/auth/login/', { email: 'learner@example.com', password: 'Learner#2026' });
    expect(other.status).toBe(200);
  });
});

describe('rate limits on token calls', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi('pglite');
  });
  afterAll(() => t.close());

  test('a flood of refreshes from one address is cut off, and the learner behind the gateway is told apart by the forwarded address', async () => {
    const flood = { 'x-forwarded-for': '203.0.113.7' };
    const refresh = (headers: Record<string, string>) => t.call('POST', '/auth/token/refresh/', { refresh: 'not-a-token' }, headers);
    for (let i = 0; i < TOKEN_CALLS_PER_MINUTE; i += 1) expect((await refresh(flood)).status).toBe(401);
    expect((await refresh(flood)).status).toBe(429);
    expect((await refresh({ 'x-forwarded-for': '198.51.100.20' })).status).toBe(401);
  });
});
