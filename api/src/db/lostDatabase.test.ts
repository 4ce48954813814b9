// An unreachable database is a pause, not our fault (docs/api.md#database-unavailable): every
// operation answers 503 with Retry-After and a readable detail, and works again once it is back.
import { DATABASE_RETRY_AFTER_SECONDS, messages } from '@proshno/engine';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test/tcpProxy';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { databaseUnreachable } from './errors';
import { freePort } from '@proshno/server-kit';

const learner = { email: 'learner@example.com', password: 'Learner#2026' };

describe.each(stores.filter((store) => store === 'postgres'))('a database that goes away, on %s', (store) => {
  let proxy: TcpProxy;
  let t: TestApi;
  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL ?? '');
    // A free port, not a fixed one: a second suite on the machine holds the fixed one (two CIs at once did).
    proxy = await startTcpProxy(await freePort(), { host: server.hostname, port: Number(server.port || 5432) });
    t = await startTestApi(store);
    // The same database, reached through the proxy the test can cut.
    await t.restart(async (config) => {
      const proxied = new URL(config.databaseUrl ?? '');
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      config.databaseUrl = proxied.toString();
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  test('refused connections answer 503 with Retry-After, and the api serves again once the database is back', async () => {
    const session = await t.call('POST', '/auth/login/', learner);
    expect(session.status).toBe(200);
    const signedIn = { authorization: `Bearer ${String(session.json.access)}` };
    await proxy.refuse();
    const refused = await t.call('POST', '/auth/login/', learner);
    expect(refused).toMatchObject({ status: 503, json: { detail: messages.serviceUnavailable } });
    expect(refused.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect((await t.call('GET', '/api/exam/v1/exam-type/', undefined, signedIn)).status).toBe(503);
    expect((await t.call('GET', '/readyz')).status).toBe(503);
    await proxy.restore();
    expect((await t.call('POST', '/auth/login/', learner)).status).toBe(200);
  });
});

describe('what counts as an unreachable database', () => {
  const codeError = (code: string) => Object.assign(new Error(`failed: ${code}`), { code });
  test.each([
    ['a refused connection', codeError('ECONNREFUSED')],
    ['a timed-out connection', codeError('ETIMEDOUT')],
    ['a reset connection', codeError('ECONNRESET')],
    ['an administrator shutdown (57P01)', codeError('57P01')],
    ['a server starting or stopping (57P03)', codeError('57P03')],
    ['a connection exception (08006)', codeError('08006')],
    ['a connection the server ended', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a failure inside a query error', Object.assign(new Error('Failed query: select 1'), { cause: codeError('ECONNREFUSED') })],
    ['every address refused', new AggregateError([codeError('ECONNREFUSED'), codeError('ECONNREFUSED')], 'connect failed')],
  ])('%s', (_name, error) => {
    expect(databaseUnreachable(error)).toBe(true);
  });

  test.each([
    ['a broken constraint', codeError('23505')],
    ['a syntax error', codeError('42601')],
    ['a plain bug', new TypeError('x is undefined')],
  ])('not %s', (_name, error) => {
    expect(databaseUnreachable(error)).toBe(false);
  });
});
