// The second bound of docs/api.md#learner-concurrency, over HTTP on a bare Fastify app whose
// handler waits until the test lets it finish, so what runs when is observable: of one learner's
// requests at once, the running bound's number run and the rest wait their turn in arrival order;
// another learner is never in that line; a request abandoned while it waits leaves the line and
// never runs; every turn comes back, and a turn comes back once the answer is serialised, not once
// a slow client has read it; a learner whose turns took more than their share of the time waits
// for it to come back. (How much this helps another learner's wait is the bench's,
// bench/fairness.ts.)
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, expect, test } from 'vitest';
import '../access/bearer';
import { boundLearnerRequests, type TimeShare } from './learnerSlots';

type App = {
  url: string;
  started: string[];
  /** When each request's handler started (this process's performance.now()). */
  startedAt: Map<string, number>;
  /** The requests whose connection closed before their answer was sent, as the server saw it. */
  gone: string[];
  release(name: string): void;
};
const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** An app whose `/work/:name` starts, is noted, and answers `size` bytes once released. */
async function startApp(running: number, time: TimeShare = { share: 1, burstMs: Infinity }): Promise<App> {
  // Closed with whatever is still in flight, so a failed test ends instead of waiting on it.
  const app = Fastify({ forceCloseConnections: true });
  apps.push(app);
  const started: string[] = [];
  const startedAt = new Map<string, number>();
  const gone: string[] = [];
  const finish = new Map<string, () => void>();
  app.decorateRequest('principal', null);
  // The bearer check's place: the learner is named by a header here.
  app.addHook('onRequest', async (request, reply) => {
    request.principal = { userId: Number(request.headers['x-learner']), role: 'Default' };
    const { name } = request.params as { name: string };
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.push(name);
    });
  });
  boundLearnerRequests(app, 8, running, time);
  app.get<{ Params: { name: string }; Querystring: { size?: string } }>(
    '/work/:name',
    { onRequest: [app.learnerSlot], preHandler: [app.learnerTurn] },
    async (request) => {
      started.push(request.params.name);
      startedAt.set(request.params.name, performance.now());
      if (request.query.size === undefined) await new Promise<void>((resolve) => finish.set(request.params.name, resolve));
      return { name: request.params.name, padding: 'x'.repeat(Number(request.query.size ?? 0)) };
    },
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    started,
    startedAt,
    gone,
    release(name) {
      const done = finish.get(name);
      if (done === undefined) throw new Error(`${name} has not started`);
      done();
    },
  };
}

const send = (app: App, learner: number, name: string, signal?: AbortSignal) =>
  fetch(`${app.url}/work/${name}`, { headers: { 'x-learner': String(learner) }, ...(signal ? { signal } : {}) })
    .then((r) => r.json() as Promise<{ name: string }>)
    .then(({ name: answered }) => answered);

test('one learner runs two at a time, in arrival order, while another learner runs at once; an abandoned waiter never runs and every turn comes back', async () => {
  const app = await startApp(2);
  const first = [send(app, 1, 'a'), send(app, 1, 'b')];
  await expect.poll(() => app.started.length).toBe(2);
  const third = send(app, 1, 'c');
  const abandon = new AbortController();
  const fourth = send(app, 1, 'd', abandon.signal).catch(() => 'abandoned');
  // Another learner is not in the first one's line.
  const other = send(app, 2, 'x');
  await expect.poll(() => app.started).toContain('x');
  app.release('x');
  expect(await other).toBe('x');
  expect(app.started).toEqual(['a', 'b', 'x']);

  // d leaves the line while it waits; a's end hands its turn to c, b's to no one (d is gone).
  abandon.abort();
  expect(await fourth).toBe('abandoned');
  // The server hears of it a moment after the client gave up.
  await expect.poll(() => app.gone).toContain('d');
  app.release('a');
  await expect.poll(() => app.started).toEqual(['a', 'b', 'x', 'c']);
  app.release('b');
  app.release('c');
  expect(await Promise.all([...first, third])).toEqual(['a', 'b', 'c']);

  // Both turns are back: two more start at once, and d never ran.
  const again = [send(app, 1, 'e'), send(app, 1, 'f')];
  await expect.poll(() => app.started).toEqual(['a', 'b', 'x', 'c', 'e', 'f']);
  app.release('e');
  app.release('f');
  await Promise.all(again);
});

test('a turn comes back once the answer is serialised: a large answer that its client has not read yet holds no turn', async () => {
  const app = await startApp(1);
  // 64 MB that nobody reads: far more than the connection's buffers hold, so its sending never ends.
  const { hostname, port } = new URL(app.url);
  const reader = connect(Number(port), hostname);
  reader.pause();
  reader.write(`GET /work/big?size=${64 * 1024 * 1024} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nx-learner: 1\r\n\r\n`);
  await expect.poll(() => app.started).toEqual(['big']);
  try {
    const next = send(app, 1, 'next');
    await expect.poll(() => app.started).toEqual(['big', 'next']);
    app.release('next');
    expect(await next).toBe('next');
  } finally {
    reader.destroy();
  }
});

test('a learner whose turns took more than their share of time waits for it to come back, while another learner runs at once', async () => {
  // 20 ms at once, then a tenth of the time: a turn held 60 ms leaves a debt of 20 ms (the bound),
  // which takes 200 ms to come back.
  const app = await startApp(1, { share: 0.1, burstMs: 20 });
  const first = send(app, 1, 'a');
  await expect.poll(() => app.started).toEqual(['a']);
  // The learner's turn is held for a while: what is measured is time itself.
  await new Promise((resolve) => setTimeout(resolve, 60));
  const released = performance.now();
  app.release('a');
  expect(await first).toBe('a');

  const paced = send(app, 1, 'b');
  const other = send(app, 2, 'x');
  await expect.poll(() => app.started).toContain('x');
  expect(app.started).not.toContain('b');
  app.release('x');
  expect(await other).toBe('x');
  await expect.poll(() => app.started, { timeout: 5000 }).toContain('b');
  expect(app.startedAt.get('b') ?? 0).toBeGreaterThanOrEqual(released + 200);
  app.release('b');
  expect(await paced).toBe('b');
});
