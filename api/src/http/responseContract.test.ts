// The full check of answers against openapi.yaml runs in the tests, not in production
// (docs/decisions.md#build-the-api; issue 18): a handler whose answer breaks the contract fails the
// test that calls it, and a production server does not spend a second parse and validation on it.
import { afterEach, describe, expect, it } from 'vitest';
import { createTokens } from '../access/tokens';
import { assertContract } from '../test/contract';
import { operationRoutes } from './route';
import { createServer } from './server';

const tokens = createTokens('test-secret-that-is-long-enough-for-hs256', () => new Date());

/** A server whose liveness answer breaks the contract (Health's status is a string). */
async function brokenLiveness(responseCheck?: (problem: string) => void) {
  const app = await createServer({ publicUrl: 'http://localhost:3000', logger: false, ...(responseCheck ? { responseCheck } : {}) });
  operationRoutes(app, tokens)('liveness', async () => ({ status: 7 }));
  return app;
}

describe('the response check', () => {
  const open: Array<{ close(): Promise<unknown> }> = [];
  afterEach(async () => {
    for (const app of open.splice(0)) await app.close();
  });

  it('reports an answer that breaks openapi.yaml when the tests turn it on', async () => {
    const problems: string[] = [];
    const app = await brokenLiveness((p) => problems.push(p));
    open.push(app);
    const answer = await app.inject({ url: '/healthz' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^get \/healthz 200: body breaks openapi.yaml: data\/status must be string/);
    // And the harness's own check of what a test reads fails too.
    expect(() => assertContract('get', '/healthz', answer.statusCode, JSON.parse(answer.body))).toThrow('body breaks openapi.yaml');
  });

  it('does not run in production: the answer goes out unparsed and unchecked', async () => {
    const app = await brokenLiveness();
    open.push(app);
    const answer = await app.inject({ url: '/healthz' });
    expect({ status: answer.statusCode, body: answer.body }).toEqual({ status: 200, body: '{"status":7}' });
  });

  // issue 18: the hot operations' answers are written from their contract schemas (route.ts).
  it('reports an answer of a hot operation that its contract serializer would change', async () => {
    const problems: string[] = [];
    const app = await answerWithExtraField((p) => problems.push(p));
    open.push(app);
    const answer = await saveOne(app);
    expect(problems).toEqual(['PUT /api/exam/v1/exam-script/answer/ 200: the response serializer changed the body']);
    // The serializer wrote only what the contract names.
    expect(JSON.parse(answer.body)).toEqual({ id: 1, exam: 2, question: 3, user: 4, choosed_options: [5] });
  });
});

/** A server whose save answers a field openapi.yaml does not name. */
async function answerWithExtraField(responseCheck: (problem: string) => void) {
  const app = await createServer({ publicUrl: 'http://localhost:3000', logger: false, responseCheck });
  operationRoutes(app, tokens)('saveAnswer', async () => ({ id: 1, exam: 2, question: 3, user: 4, choosed_options: [5], extra: 'x' }));
  return app;
}

async function saveOne(app: Awaited<ReturnType<typeof createServer>>) {
  const access = await tokens.access({ userId: 4, role: 'Default' });
  return app.inject({
    method: 'PUT',
    url: '/api/exam/v1/exam-script/answer/',
    headers: { authorization: `Bearer ${access}` },
    payload: { exam: 2, question: 3, choosed_options: [5] },
  });
}
