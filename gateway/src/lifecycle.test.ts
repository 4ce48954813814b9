// The gateway's count of requests in progress, which graceful shutdown waits on: a learner whose
// connection drops mid-request (common on mobile networks) must not hold shutdown for its deadline.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGateway } from './index';
import type { Lifecycle } from '@proshno/server-kit';

let upstream: Server;
let restUrl = '';
const answers: Array<() => void> = [];

beforeAll(async () => {
  // An api that answers only when the test lets it, so a request is surely in progress.
  upstream = createServer((_request, response) => {
    answers.push(() => response.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  restUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

it('counts a GraphQL request whose client went away as finished once the gateway is done with it', async () => {
  const lifecycle: Lifecycle = { draining: false, inFlight: 0 };
  const gateway = await createGateway({ restUrl, lifecycle });
  const url = await gateway.listen({ host: '127.0.0.1', port: 0 });
  try {
    const abort = new AbortController();
    const request = fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ subjects { id } }' }),
      signal: abort.signal,
    }).catch(() => 'aborted');
    await expect.poll(() => answers.length).toBe(1);
    expect(lifecycle.inFlight).toBe(1);
    abort.abort();
    expect(await request).toBe('aborted');
    // The work the learner asked for is still in progress: shutdown must wait for it.
    expect(lifecycle.inFlight).toBe(1);
    answers.shift()?.();
    await expect.poll(() => lifecycle.inFlight, { timeout: 5000 }).toBe(0);
  } finally {
    await gateway.close();
  }
});
