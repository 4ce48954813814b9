// One log line per request (docs/architecture.md#hot-path): the line at the answer holds what
// Fastify's two lines held (request id, method, url, status, response time), and error lines stay.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { oneLogLinePerRequest } from './requestLog';
import { requestIds } from './requestId';

async function loggedApp() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // Behind a proxy, as the gateway and the api run: the address is read through the socket.
  const app = Fastify({ logger: { level: 'info', stream }, trustProxy: 'loopback', ...requestIds, ...oneLogLinePerRequest() });
  app.get('/ok', async () => ({ ok: true }));
  // An answer whose connection is gone by the time it is logged (a client that hung up).
  app.get('/gone', async (request) => {
    Object.assign(request.raw, { socket: null });
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  return { app, lines };
}

it('writes one line per request with its id, method, url, status and response time', async () => {
  const { app, lines } = await loggedApp();
  const answer = await app.inject({ method: 'GET', url: '/ok?page=2', headers: { 'x-request-id': 'one-line-1' } });
  expect(answer.statusCode).toBe(200);
  await app.close();
  const ours = lines.filter((line) => line['reqId'] === 'one-line-1');
  expect(ours).toHaveLength(1);
  expect(ours[0]).toMatchObject({ msg: 'request completed', level: 30, req: { method: 'GET', url: '/ok?page=2' }, res: { statusCode: 200 } });
  expect(ours[0]?.['responseTime']).toEqual(expect.any(Number));
});

it('keeps the error line of a failed request besides its one completed line', async () => {
  const { app, lines } = await loggedApp();
  const answer = await app.inject({ method: 'GET', url: '/broken', headers: { 'x-request-id': 'one-line-2' } });
  expect(answer.statusCode).toBe(500);
  await app.close();
  const ours = lines.filter((line) => line['reqId'] === 'one-line-2');
  expect(ours.map((line) => line['msg'])).toEqual(['broken on purpose', 'request completed']);
  expect(ours[1]).toMatchObject({ req: { method: 'GET', url: '/broken' }, res: { statusCode: 500 } });
});

it('writes the line of an answer whose connection is already gone, without throwing', async () => {
  const { app, lines } = await loggedApp();
  const answer = await app.inject({ method: 'GET', url: '/gone', headers: { 'x-request-id': 'one-line-3' } });
  expect(answer.statusCode).toBe(200);
  await app.close();
  const ours = lines.filter((line) => line['reqId'] === 'one-line-3');
  expect(ours).toHaveLength(1);
  expect(ours[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/gone' }, res: { statusCode: 200 } });
});
