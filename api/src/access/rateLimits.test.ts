import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiConfigFromEnv } from '../config';
import { registration } from '../test/fixtures';
import { sharingOf, startTestApi, type Reply, type TestApi } from '../test/harness';
import { ACCOUNT_ATTEMPTS_PER_MINUTE, ADDRESS_ATTEMPTS_PER_MINUTE, TOKEN_CALLS_PER_MINUTE } from './rateLimits';

/** One try of a limited action at `account` (an e-mail or a token) from the client `address`. */
type Attempt = (t: TestApi, account: string, address: string) => Promise<Reply>;

const from = (address: string) => ({ 'x-forwarded-for': address });

// Every try below is refused cheaply (unknown account, bad token, bad form): only the count matters.
const actions: Array<{ action: string; attempt: Attempt }> = [
  { action: 'login', attempt: (t, email, address) => t.call('POST', '/auth/login/', { email, password: 'Guess#2026' }, from(address)) },
  {
    action: 'registration',
    attempt: (t, email, address) =>
      t.call('POST', address.endsWith('1') ? '/register' : '/auth/registration/', registration({ email, confirm_password: 'Other#123' }), from(address)),
  },
  { action: 'password reset request', attempt: (t, email, address) => t.call('POST', '/auth/password/forget/', { email }, from(address)) },
  {
    action: 'password reset OTP check',
    attempt: (t, token, address) =>
      t.call('POST', '/auth/password/forget-confirm/', { token, otp: '123456', password: 'Secret#12', confirm_password: 'Secret#12' }, from(address)),
  },
  {
    action: 'e-mail verification',
    attempt: (t, token, address) => t.call('GET', `/auth/verify-email/?token=${encodeURIComponent(token)}`, undefined, from(address)),
  },
];

let addressSerial = 0;
/** A client address no other test uses. */
const newAddress = () => `198.51.${Math.floor(++addressSerial / 250)}.${(addressSerial % 250) + 1}`;
const newAccount = () => `guess.${randomUUID()}@example.com`;

describe('rate limits on sign-in, registration and OTPs', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi('pglite');
  });
  afterAll(() => t.close());

  test.each(actions)('$action: one account tried from ever new addresses is cut off with 429, and other accounts still get through', async ({ attempt }) => {
    const account = newAccount();
    for (let i = 0; i < ACCOUNT_ATTEMPTS_PER_MINUTE; i += 1) expect((await attempt(t, account, newAddress())).status).not.toBe(429);
    const address = newAddress();
    const blocked = await attempt(t, account, address);
    expect(blocked.status).toBe(429);
    expect(blocked.json.detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect((await attempt(t, newAccount(), address)).status).not.toBe(429);
  });

  test.each(actions)('$action: one address trying ever new accounts is cut off with 429, and other addresses still get through', async ({ attempt }) => {
    const address = newAddress();
    for (let i = 0; i < ADDRESS_ATTEMPTS_PER_MINUTE; i += 1) expect((await attempt(t, newAccount(), address)).status).not.toBe(429);
    const account = newAccount();
    expect((await attempt(t, account, address)).status).toBe(429);
    expect((await attempt(t, account, newAddress())).status).not.toBe(429);
  });

  test('a cut-off address cannot sign in even with the right password, while the learner signs in from elsewhere', async () => {
    const address = newAddress();
    for (let i = 0; i < ADDRESS_ATTEMPTS_PER_MINUTE; i += 1) await actions[0]?.attempt(t, newAccount(), address);
    const learner = { email: 'learner@example.com', password: 'Learner#2026' };
    expect((await t.call('POST', '/auth/login/', learner, from(address))).status).toBe(429);
    expect((await t.call('POST', '/auth/login/', learner, from(newAddress()))).status).toBe(200);
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

// Replicas behind a load balancer: counts kept in one Redis (REDIS_URL; .ci/run sets it when a
// Redis answers), so spreading guesses over instances gains nothing.
describe.runIf(process.env.REDIS_URL)('rate limits shared through Redis', () => {
  let one: TestApi;
  let two: TestApi;
  beforeAll(async () => {
    [one, two] = await Promise.all([startTestApi('pglite', { redisUrl: process.env.REDIS_URL }), startTestApi('pglite', { redisUrl: process.env.REDIS_URL })]);
    // Until Redis answers each counts on its own (docs/access.md#redis-down), and in a busy CI
    // the first tries were counted so and the shared limit came late.
    await Promise.all([sharingOf(one, 'shared'), sharingOf(two, 'shared')]);
  });
  afterAll(() => Promise.all([one.close(), two.close()]));

  test('guesses at one account spread over two api instances share one limit', async () => {
    const account = newAccount();
    const login = (t: TestApi) => t.call('POST', '/auth/login/', { email: account, password: 'Guess#2026' }, from(newAddress()));
    for (let i = 0; i < ACCOUNT_ATTEMPTS_PER_MINUTE; i += 1) expect((await login(i % 2 === 0 ? one : two)).status).toBe(404);
    expect((await login(one)).status).toBe(429);
    expect((await login(two)).status).toBe(429);
  });

  test('tries from one address spread over two api instances share one limit', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const login = (t: TestApi) => t.call('POST', '/auth/login/', { email: newAccount(), password: 'Guess#2026' }, from(address));
    for (let i = 0; i < ADDRESS_ATTEMPTS_PER_MINUTE; i += 1) expect((await login(i % 2 === 0 ? one : two)).status).toBe(404);
    expect((await login(two)).status).toBe(429);
  });
});

describe('TRUST_PROXY: whose X-Forwarded-For names the client', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi('pglite', { trustProxy: apiConfigFromEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1', JWT_SECRET: 'x' }).trustProxy ?? '' });
  });
  afterAll(() => t.close());

  const loginFrom = (remoteAddress: string, forwardedFor: string) =>
    t.api.app.inject({ method: 'POST', url: '/auth/login/', remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: { email: newAccount(), password: 'Guess#2026' } });

  test('learners behind a configured proxy on another host each have their own login bucket', async () => {
    const learner = newAddress();
    for (let i = 0; i < ADDRESS_ATTEMPTS_PER_MINUTE; i += 1) expect((await loginFrom('10.1.2.3', learner)).statusCode).not.toBe(429);
    expect((await loginFrom('10.1.2.3', learner)).statusCode).toBe(429);
    expect((await loginFrom('10.1.2.3', newAddress())).statusCode).not.toBe(429);
    expect((await loginFrom('192.0.2.1', newAddress())).statusCode).not.toBe(429);
  });

  test('a client that is not a configured proxy cannot pick its address by X-Forwarded-For', async () => {
    for (let i = 0; i < ADDRESS_ATTEMPTS_PER_MINUTE; i += 1) expect((await loginFrom('127.0.0.1', newAddress())).statusCode).not.toBe(429);
    expect((await loginFrom('127.0.0.1', newAddress())).statusCode).toBe(429);
  });
});
