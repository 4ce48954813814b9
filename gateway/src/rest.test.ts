import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createGateway } from './index';
import { codeOf } from './rest';

describe('codeOf', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [413, 'BAD_REQUEST'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'INTERNAL'],
    [502, 'UNAVAILABLE'],
    [503, 'UNAVAILABLE'],
    [504, 'INTERNAL'],
  ] as const)('names REST status %i %s', (status, code) => {
    expect(codeOf(status)).toBe(code);
  });
});

it('answers UNAVAILABLE with the fallback message when the api is unreachable (issue 27 item 7)', async () => {
  const gateway = await createGateway({ restUrl: `http://127.0.0.1:${await closedPort()}` });
  const url = await gateway.listen({ host: '127.0.0.1', port: 0 });
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ roles { id } }' }),
    });
    const answer = (await response.json()) as { errors?: Array<{ message: string; extensions?: unknown }> };
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Something went wrong',
      extensions: { code: 'UNAVAILABLE', status: 502, body: { detail: 'Something went wrong' } },
    });
  } finally {
    await gateway.close();
  }
});

/** A port that was free a moment ago and has nobody listening now. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
