// Redis going away never turns the brute-force limits off (docs/access.md#redis-down): each replica
// then counts on its own, answers at once, and says so on /readyz and in its log; once Redis
// answers again the replicas share their counts again.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test/tcpProxy';
import { sharingOf, startTestApi, type TestApi } from '../test/harness';
import { ACCOUNT_ATTEMPTS_PER_MINUTE } from './rateLimits';
import { freePort } from '@proshno/server-kit';

/** A limited call must answer well within this while Redis is away (a bound, not a benchmark). */
const PROMPT_MS = 2000;

let addressSerial = 0;
const newAddress = () => `192.0.2.${(++addressSerial % 250) + 1}`;

describe.runIf(process.env.REDIS_URL)('rate limits while Redis is unreachable', () => {
  let proxy: TcpProxy;
  let one: TestApi;
  let two: TestApi;
  let logDir: string;
  const logFile = () => join(logDir, 'api.log');

  beforeAll(async () => {
    const redis = new URL(process.env.REDIS_URL ?? '');
    // A free port, not a fixed one: a second suite on the machine holds the fixed one (two CIs at once did).
    proxy = await startTcpProxy(await freePort(), { host: redis.hostname, port: Number(redis.port || 6379) });
    logDir = await mkdtemp(join(tmpdir(), 'proshno-limits-'));
    const redisUrl = `redis://127.0.0.1:${proxy.port}`;
    [one, two] = await Promise.all([startTestApi('pglite', { redisUrl, logger: { file: logFile() } }), startTestApi('pglite', { redisUrl })]);
    await Promise.all([sharingOf(one, 'shared'), sharingOf(two, 'shared')]);
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
    await proxy.close();
    await rm(logDir, { recursive: true, force: true });
  });

  /** One login at `account` from a new address, with how long its answer took. */
  const guess = async (t: TestApi, account: string) => {
    const started = performance.now();
    const reply = await t.call('POST', '/auth/login/', { email: account, password: 'Guess#2026' }, { 'x-forwarded-for': newAddress() });
    return { status: reply.status, ms: performance.now() - started };
  };

  /** Guesses at one new account on `t` until the limit: each answered promptly, the last one refused. */
  const limitedPromptly = async (t: TestApi) => {
    const account = `guess.${randomUUID()}@example.com`;
    for (let i = 0; i < ACCOUNT_ATTEMPTS_PER_MINUTE; i += 1) {
      const tried = await guess(t, account);
      expect(tried.status).toBe(404);
      expect(tried.ms).toBeLessThan(PROMPT_MS);
    }
    const refused = await guess(t, account);
    expect(refused.status).toBe(429);
    expect(refused.ms).toBeLessThan(PROMPT_MS);
  };

  test('a Redis that stops answering on its open connection: still limited, each call answers promptly, and readiness says so', async () => {
    await proxy.hang();
    await limitedPromptly(two);
    await sharingOf(two, 'degraded');
    // What was asked meanwhile reaches Redis now; its answers come in order and sharing resumes.
    await proxy.restore();
    await sharingOf(two, 'shared');
  });

  test('a Redis that refuses connections: each replica limits on its own, at once, and readiness and the log say so', async () => {
    await proxy.refuse();
    await limitedPromptly(one);
    const ready = await one.call('GET', '/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready', rate_limits: 'degraded' } });
    await vi.waitFor(async () => expect(await readFile(logFile(), 'utf8')).toMatch(/rate limits degraded/), { timeout: 5000, interval: 100 });
  });

  test('once Redis answers again the replicas share one count again, and readiness says so', async () => {
    await proxy.restore();
    await Promise.all([sharingOf(one, 'shared'), sharingOf(two, 'shared')]);
    const account = `guess.${randomUUID()}@example.com`;
    for (let i = 0; i < ACCOUNT_ATTEMPTS_PER_MINUTE; i += 1) expect((await guess(i % 2 === 0 ? one : two, account)).status).toBe(404);
    expect((await guess(one, account)).status).toBe(429);
    expect((await guess(two, account)).status).toBe(429);
    await vi.waitFor(async () => expect(await readFile(logFile(), 'utf8')).toMatch(/rate limits shared again/), { timeout: 5000, interval: 100 });
  });
});
