// Issue 8: the GraphQL-over-HTTP server audits of graphql-http against the gateway's /graphql.
// Every MUST passes; the SHOULDs that do not are listed with the reason, so a new failure (or a
// fixed one) shows up here.
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLiveStack, type LiveStack } from '../liveStack';

/** SHOULD audits the gateway does not meet, by audit id, and why. */
const unmetShoulds: Record<string, string> = {
  // graphql-yoga answers a variable coercion failure with 400 whatever the Accept header; the
  // legacy application/json clients this SHOULD protects read the errors from a 400 just as well,
  // and the web (urql) asks for application/graphql-response+json, where 400 is the MUST.
  '7B9B': 'SHOULD use a status code of 200 on variable coercion failure when accepting application/json',
};

let stack: LiveStack;
beforeAll(async () => {
  stack = await startLiveStack();
});
afterAll(() => stack?.close());

it('passes every MUST audit and every SHOULD audit but the listed ones', async () => {
  const results = await auditServer({ url: `${stack.url}/graphql` });
  const failed = (level: string) =>
    results.filter((r) => r.name.startsWith(level) && r.status !== 'ok').map((r) => `${r.id} ${r.name}: ${r.status === 'ok' ? '' : r.reason}`);
  expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThan(10);
  expect(failed('MUST')).toEqual([]);
  expect(failed('SHOULD').map((line) => line.split(' ')[0])).toEqual(Object.keys(unmetShoulds));
});
