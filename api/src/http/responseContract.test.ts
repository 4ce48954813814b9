// The full check of answers against openapi.yaml runs in the tests, not in production
// (docs/decisions.md#build-the-api; issue 18): a handler whose answer breaks the contract fails the
// test that calls it, and a production server does not spend a second parse and validation on it.
import { afterEach, describe, expect, it } from 'vitest';
import { createTokens } from '../auth/tokens';
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
});
