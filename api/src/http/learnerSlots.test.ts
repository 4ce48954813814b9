// Issue 26 item 11 "One learner slows everyone", over HTTP: one learner's requests in flight are
// bounded (docs/api.md#learner-concurrency); past the bound a 429 with Retry-After and the message
// table's sentence, while another learner is served; and every slot comes back however its request
// ended (answered, refused, its connection cut mid-body), so the learner is never locked out.
// How fast the other learner is served under the load is the bench's (bench/fairness.ts).
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LEARNER_REQUESTS_IN_FLIGHT, LEARNER_RETRY_AFTER_SECONDS, messages } from '@proshno/engine';
import { freePort } from '@proshno/server-kit';
import { subjectId, type Auth } from '../test/examFixtures';
import { QUESTIONS_PER_SUBJECT } from '../test/fixtureBank';
import { subscribedLearners } from '../test/progressFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

type Answer = { status: number; retryAfter: string | null; detail: unknown };

describe.each(stores)('requests in flight per learner on %s', (store) => {
  let t: TestApi;
  let url: string;
  let heavy: Auth;
  let other: Auth;
  let physics: number;

  beforeAll(async () => {
    t = await startTestApi(store);
    // Subscribing restarts the api (the rows are written while it is stopped); then it listens.
    const [first, second] = await subscribedLearners(t, 2);
    if (!first || !second) throw new Error('no learners');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    await t.api.app.listen({ host: '127.0.0.1', port });
    heavy = first.auth;
    other = second.auth;
    physics = await subjectId(t, heavy, 'Physics');
  }, 60_000);
  afterAll(() => t.close());

  const get = async (path: string, auth: Auth): Promise<Answer> => {
    const response = await fetch(`${url}${path}`, { headers: auth });
    const body = (await response.json()) as { detail?: unknown };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), detail: body.detail };
  };
  /** A read on a connection of its own, opened now. */
  const probe = async (path: string, auth: Auth): Promise<Answer> => {
    const socket = await connected(url);
    const answer = answerOn(socket);
    socket.write(getRequest(url, path, auth));
    return answer;
  };
  const flashcards = () => `/api/exam/v1/question/?subject=${physics}&limit=${QUESTIONS_PER_SUBJECT}`;
  const leaderboard = '/api/exam/v1/leaderboard/?start_date=2000-01-01&end_date=2026-12-31';

  const busy = { status: 429, retryAfter: String(LEARNER_RETRY_AFTER_SECONDS), detail: messages.tooManyAtOnce };

  /** Forty heavy reads written at once on forty open connections, and another learner's read meanwhile. */
  const fortyHeavyReads = async () => {
    const sockets = await Promise.all(Array.from({ length: 40 }, () => connected(url)));
    const load = sockets.map((socket) => answerOn(socket));
    sockets.forEach((socket, i) => socket.write(getRequest(url, i % 2 === 0 ? flashcards() : leaderboard, heavy)));
    const meanwhile = await get('/api/exam/v1/subject/', other);
    return { answers: await Promise.all(load), meanwhile };
  };

  test('40 heavy reads at once: each is served or refused with 429 and Retry-After, another learner is served, and afterwards the learner is again', async () => {
    // How many overlap depends on how fast the machine answers (PGlite answers one request before
    // it reads the next); the next test fills the bound for certain.
    const { answers, meanwhile } = await fortyHeavyReads();
    expect(meanwhile.status).toBe(200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toEqual(refused.map(() => busy));
    expect((await get(flashcards(), heavy)).status).toBe(200);
  });

  test('with the bound in flight (requests held open mid-body), 40 heavy reads at once are all 429 with Retry-After while another learner is served; cut, the held requests give their slots back', async () => {
    const held = await Promise.all(Array.from({ length: LEARNER_REQUESTS_IN_FLIGHT }, () => halfSentSave(url, heavy)));
    try {
      // A held request that came while the last test's final answer still held its slot was
      // refused: it is answered, holds nothing, and is sent again until all of them are held.
      // The probe comes on a new connection, opened after the re-sent requests were written: on
      // fetch's kept-alive one the api read it before a re-sent request's new connection, took
      // the last slot for it, refused that request, and so round after round.
      const fillTheBound = async () => {
        for (const [i, socket] of held.entries()) {
          if (socket.readableLength === 0 && !socket.destroyed) continue;
          socket.destroy();
          held[i] = await halfSentSave(url, heavy);
        }
        return probe('/api/exam/v1/subject/', heavy);
      };
      await expect.poll(fillTheBound, { timeout: 15_000 }).toEqual(busy);
      const { answers, meanwhile } = await fortyHeavyReads();
      expect(meanwhile.status).toBe(200);
      expect(answers).toEqual(Array.from({ length: 40 }, () => busy));
    } finally {
      await Promise.all(held.map(cut));
    }
    await expect.poll(async () => (await get(flashcards(), heavy)).status, { timeout: 15_000 }).toBe(200);
  });

  test('refused and failed requests give their slots back: many more than the bound, one after another', async () => {
    for (let i = 0; i < 3 * LEARNER_REQUESTS_IN_FLIGHT; i += 1) {
      const missing = await get('/api/exam/v1/exam/999999999/', heavy);
      expect(missing.status).toBe(404);
      const bad = await get('/api/exam/v1/question/?subject=x&limit=5', heavy);
      expect(bad.status).toBe(400);
    }
    expect((await get('/api/exam/v1/subject/', heavy)).status).toBe(200);
  });
});

async function connected(base: string): Promise<Socket> {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

function getRequest(base: string, path: string, auth: Auth): string {
  return `GET ${path} HTTP/1.1\r\nhost: ${new URL(base).host}\r\nauthorization: ${auth.authorization ?? ''}\r\nconnection: close\r\n\r\n`;
}

/** The answer read off a raw connection the server closes after it (connection: close). */
function answerOn(socket: Socket): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      const body = JSON.parse(text.slice(split + 4)) as { detail?: unknown };
      resolve({ status: Number(head.slice(9, 12)), retryAfter: /\r\nretry-after: (\S+)/i.exec(head)?.[1] ?? null, detail: body.detail });
    });
  });
}

/**
 * A save whose declared body is only half sent, over raw TCP: once the api has read its headers
 * it holds one of the learner's slots and waits for the rest of the body.
 */
async function halfSentSave(base: string, auth: Auth): Promise<Socket> {
  const { hostname, port } = new URL(base);
  const body = JSON.stringify({ exam: 1, question: 1, choosed_options: [1] });
  const socket = await connected(base);
  const head = [
    'PUT /api/exam/v1/exam-script/answer/ HTTP/1.1',
    `host: ${hostname}:${port}`,
    `authorization: ${auth.authorization ?? ''}`,
    'content-type: application/json',
    `content-length: ${body.length}`,
  ];
  await new Promise<void>((resolve) => socket.write(`${head.join('\r\n')}\r\n\r\n${body.slice(0, 10)}`, () => resolve()));
  socket.on('error', () => undefined);
  return socket;
}

function cut(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    socket.once('close', () => resolve());
    socket.destroy();
  });
}
