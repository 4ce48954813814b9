import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLiveStack, type LiveStack } from './liveStack';

let stack: LiveStack;
beforeAll(async () => {
  stack = await startLiveStack();
});
afterAll(async () => {
  await stack?.close();
});

it('passes every MUST audit of the GraphQL-over-HTTP specification', async () => {
  const results = await auditServer({ url: `${stack.url}/graphql` });
  const failedMusts = results
    .filter((result) => result.name.startsWith('MUST') && result.status !== 'ok')
    .map((result) => `${result.id} ${result.name}: ${result.status === 'ok' ? '' : result.reason}`);
  expect(results.filter((result) => result.name.startsWith('MUST')).length).toBeGreaterThan(10);
  expect(failedMusts).toEqual([]);
});
