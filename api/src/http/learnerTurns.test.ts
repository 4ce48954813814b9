// The second bound of docs/api.md#learner-concurrency, over HTTP on a bare Fastify app whose
// handler waits until the test lets it finish, so what runs when is observable: of one learner's
// requests at once, the running bound's number run and the rest wait their turn in arrival order;
// another learner is never in that line; a request abandoned while it waits leaves the line and
// never runs; every turn comes back. (How much this helps another learner's wait is the bench's,
// bench/fairness.ts.)
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import '../access/bearer';
import { boundLearnerRequests } from './learnerSlots';

let app: FastifyInstance;
let url: string;
/** The requests whose handler has started, by name, in the order they started. */
const started: string[] = [];
const finish = new Map<string, () => void>();

beforeAll(async () => {
  app = Fastify();
  app.decorateRequest('principal', null);
  // The bearer check's place: the learner is named by a header here.
  app.addHook('onRequest', async (request) => {
    request.principal = { userId: Number(request.headers['x-learner']), role: 'Default' };
  });
  // Two turns, as LEARNER_REQUESTS_RUNNING; the bound of 8 in flight is learnerSlots.test.ts's.
  boundLearnerRequests(app, 8, 2);
  app.get<{ Params: { name: string } }>('/work/:name', { onRequest: [app.learnerSlot], preHandler: [app.learnerTurn] }, async (request) => {
    started.push(request.params.name);
    await new Promise<void>((resolve) => finish.set(request.params.name, resolve));
    return { name: request.params.name };
  });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const send = (learner: number, name: string, signal?: AbortSignal) =>
  fetch(`${url}/work/${name}`, { headers: { 'x-learner': String(learner) }, ...(signal ? { signal } : {}) }).then((r) => r.json() as Promise<{ name: string }>);

const release = (name: string) => {
  const done = finish.get(name);
  if (done === undefined) throw new Error(`${name} has not started`);
  done();
};

test('one learner runs two at a time, in arrival order, while another learner runs at once; an abandoned waiter never runs and every turn comes back', async () => {
  const first = [send(1, 'a'), send(1, 'b')];
  await expect.poll(() => started.length).toBe(2);
  const third = send(1, 'c');
  const gone = new AbortController();
  const fourth = send(1, 'd', gone.signal).catch(() => 'abandoned');
  // Another learner is not in the first one's line.
  const other = send(2, 'x');
  await expect.poll(() => started).toContain('x');
  release('x');
  expect(await other).toEqual({ name: 'x' });
  expect(started).toEqual(['a', 'b', 'x']);

  // d leaves the line while it waits; a's end hands its turn to c, b's to no one (d is gone).
  gone.abort();
  expect(await fourth).toBe('abandoned');
  release('a');
  await expect.poll(() => started).toEqual(['a', 'b', 'x', 'c']);
  release('b');
  release('c');
  expect(await Promise.all([...first, third])).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);

  // Both turns are back: two more start at once, and d never ran.
  const again = [send(1, 'e'), send(1, 'f')];
  await expect.poll(() => started).toEqual(['a', 'b', 'x', 'c', 'e', 'f']);
  release('e');
  release('f');
  await Promise.all(again);
});
