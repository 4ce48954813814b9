// The urql client's side of reconnecting (docs/architecture.md#reconnecting): which answers it reports
// as the api tier away, and that once it is back only the queries still on screen are asked again.
// The network is a stand-in for the gateway here; the e2e suite's reconnect.test.ts has the real one.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { gql } from 'urql';
import { createGraphqlClient, rerunActiveQueries } from './client';

const onScreen = gql`
  query OnScreen {
    a
  }
`;
const leftBehind = gql`
  query LeftBehind {
    b
  }
`;

let sent: string[] = [];
let answer: () => Promise<Response> = () => Promise.resolve(Response.json({ data: { a: 1, b: 2 } }));
let online = true;

beforeEach(() => {
  sent = [];
  online = true;
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.stringify(init.body));
    return answer();
  });
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function client() {
  const reported: string[] = [];
  const made = createGraphqlClient({ accessToken: () => null, onUnauthenticated: async () => false, onApiUnavailable: () => reported.push('unavailable') });
  return { client: made, reported };
}

async function ask(answerWith: () => Promise<Response>): Promise<string[]> {
  answer = answerWith;
  const { client: made, reported } = client();
  await made.query(onScreen, {}).toPromise();
  return reported;
}

it('reports the coded UNAVAILABLE, a 502 or 503 from the gateway, and no answer while online', async () => {
  expect(await ask(async () => Response.json({ data: null, errors: [{ message: 'Something went wrong', extensions: { code: 'UNAVAILABLE' } }] }))).toEqual(['unavailable']);
  expect(await ask(async () => new Response('<html>Service Unavailable</html>', { status: 503, headers: { 'content-type': 'text/html' } }))).toEqual(['unavailable']);
  expect(await ask(async () => new Response('Bad Gateway', { status: 502 }))).toEqual(['unavailable']);
  expect(await ask(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual(['unavailable']);
});

it('reports neither a refusal nor no answer while the browser is offline', async () => {
  expect(await ask(async () => Response.json({ data: null, errors: [{ message: 'Invalid', extensions: { code: 'BAD_REQUEST' } }] }))).toEqual([]);
  online = false;
  expect(await ask(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual([]);
});

it('asks again, from the network, only the queries still on screen', async () => {
  answer = async () => Response.json({ data: { a: 1, b: 2 } });
  const { client: made } = client();
  const held = made.query(onScreen, {}).subscribe(() => undefined);
  const dropped = made.query(leftBehind, {}).subscribe(() => undefined);
  await vi.waitFor(() => expect(sent).toHaveLength(2));
  dropped.unsubscribe();
  sent = [];
  rerunActiveQueries(made);
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toContain('OnScreen');
  // The one asked again is still known for the next time.
  sent = [];
  rerunActiveQueries(made);
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  held.unsubscribe();
});

it('gives a refused query no data, never null, as the generated types say', async () => {
  // A screen that read `data.field` behind `data !== undefined` threw on the null a refusal
  // carries and blanked the page (the dashboard while the api was away).
  answer = async () => Response.json({ data: null, errors: [{ message: 'Something went wrong', extensions: { code: 'UNAVAILABLE' } }] });
  const { client: made } = client();
  const result = await made.query(onScreen, {}).toPromise();
  expect(result.error?.graphQLErrors[0]?.extensions['code']).toBe('UNAVAILABLE');
  expect(result.data).toBeUndefined();
});
