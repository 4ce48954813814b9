// Issue 29 item 2 (docs/shell.md#error-boundary): a screen that fails reports itself to the server,
// which writes one warning line to the request log under the request's id, refuses what the
// contract does not allow, and limits each client address.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness';
import { CLIENT_ERROR_LINE, CLIENT_ERRORS_PER_MINUTE } from './clientErrors';

type Line = { msg?: string; reqId?: string; client_error?: Record<string, unknown> };

describe('client error reports', () => {
  let t: TestApi;
  let logs: string;
  let logFile: string;
  beforeAll(async () => {
    logs = await mkdtemp(join(tmpdir(), 'proshno-client-errors-'));
    logFile = join(logs, 'api.log');
    t = await startTestApi('pglite', { logger: { file: logFile } });
  });
  afterAll(async () => {
    await t.close();
    await rm(logs, { recursive: true, force: true });
  });

  const reported = async (): Promise<Line[]> =>
    (await readFile(logFile, 'utf8').catch(() => ''))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Line)
      .filter((line) => line.msg === CLIENT_ERROR_LINE);

  const report = {
    kind: 'render',
    message: "Cannot read properties of undefined (reading 'map')",
    route: '/history/12',
    stack: 'TypeError: Cannot read properties of undefined\n    at HistoryDetail (history-3f2a.js:1:2045)',
    release: '2026.11.30',
  };
  const send = (body: unknown, requestId = 'gateway-req-1', from = '203.0.113.7') =>
    t.call('POST', '/api/v1/client-errors/', body, { 'x-request-id': requestId, 'x-forwarded-for': from });

  test('writes one warning line with the report under the request id, without a session', async () => {
    expect((await send(report, 'gateway-req-42')).status).toBe(204);
    await vi.waitFor(async () => expect((await reported()).map((line) => line.reqId)).toContain('gateway-req-42'), { timeout: 5_000 });
    const [line] = (await reported()).filter((entry) => entry.reqId === 'gateway-req-42');
    expect(line?.client_error).toEqual(report);
  });

  test('refuses what the contract does not allow, and writes nothing for it', async () => {
    const bad: unknown[] = [
      {},
      { ...report, kind: 'crash' },
      { ...report, message: '' },
      { ...report, message: 'x'.repeat(501) },
      { ...report, stack: 'x'.repeat(4001) },
      // A query can carry a reset or confirmation token: the route is a path only.
      { ...report, route: '/confirm-email?token=secret' },
      { ...report, route: 'https://elsewhere.example/' },
      { ...report, extra: 1 },
      '{"kind":',
    ];
    for (const [index, body] of bad.entries()) {
      const answer = await send(body, `bad-${index}`, '198.51.100.9');
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    // The good report after them is written; none of the refused ones is.
    expect((await send(report, 'after-bad', '198.51.100.9')).status).toBe(204);
    await vi.waitFor(async () => expect((await reported()).map((line) => line.reqId)).toContain('after-bad'), { timeout: 5_000 });
    expect((await reported()).filter((line) => line.reqId?.startsWith('bad-'))).toEqual([]);
  });

  test(`takes ${CLIENT_ERRORS_PER_MINUTE} a minute from one address, then 429 with Retry-After; another address is not held back`, async () => {
    for (let sent = 0; sent < CLIENT_ERRORS_PER_MINUTE; sent += 1) expect((await send(report, `flood-${sent}`, '192.0.2.55')).status).toBe(204);
    const refused = await send(report, 'flood-over', '192.0.2.55');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(report, 'other-address', '192.0.2.56')).status).toBe(204);
    await vi.waitFor(async () => expect((await reported()).map((line) => line.reqId)).toContain('other-address'), { timeout: 5_000 });
    expect((await reported()).map((line) => line.reqId)).not.toContain('flood-over');
  });
});
