// Gateway overhead: a 100-question exam's question set read with autocannon at 50 connections,
// once through the gateway's GraphQL (the query the exam screen sends, without the result part it
// does not need) and once straight from the api's REST question set. The connections are shared
// out among several readers, each reading their own exam: one learner may have only
// LEARNER_REQUESTS_IN_FLIGHT requests in flight (docs/api.md#learner-concurrency).
import autocannon from 'autocannon';
import { client, graphql } from './load';
import type { Stack } from './stack';

export const SHEET = `query Sheet($id: Int!) {
  examSheet(id: $id) {
    questions {
      question { id question_data { type data } subject { id name } options { id data { type data } } }
      option
    }
  }
}`;

export type Cannon = { rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

/** One connection's request: its path, headers and body. */
type Sent = { path: string; headers: Record<string, string>; body?: string };

async function cannon(opts: { url: string; method: 'GET' | 'POST'; requests: Sent[]; connections: number; seconds: number }): Promise<Cannon> {
  // Connection n sends requests[n % requests.length], again and again.
  let next = 0;
  const first = opts.requests[0];
  if (!first) throw new Error('no request to send');
  const r = await autocannon({
    url: `${opts.url}${first.path}`,
    method: opts.method,
    connections: opts.connections,
    duration: opts.seconds,
    setupClient: (connection) => {
      const sent = opts.requests[next % opts.requests.length] ?? first;
      next += 1;
      connection.setRequests([{ method: opts.method, path: sent.path, headers: sent.headers, ...(sent.body === undefined ? {} : { body: sent.body }) }]);
    },
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, requests: r.requests.total };
}

export type Overhead = { graphql: Cannon; rest: Cannon; bytesGraphql: number; bytesRest: number; questions: number };

export type Reader = { token: string; exam: number };

export async function gatewayOverhead(stack: Stack, readers: Reader[], connections: number, seconds: number): Promise<Overhead> {
  const c = client(stack.url, 4);
  const api = client(stack.apiUrl, 4);
  const restPath = (exam: number) => `/api/exam/v1/question-set/?exam=${exam}`;
  const [one] = readers;
  if (!one) throw new Error('no reader');
  try {
    // Both answer, and with the same questions, before anything is timed.
    const g = await graphql(c, SHEET, { id: one.exam }, one.token);
    const r = await api.get(restPath(one.exam), one.token);
    const gq = ((g.data?.examSheet as { questions?: unknown[] } | undefined)?.questions ?? []).length;
    const rq = Array.isArray(r.json) ? r.json.length : 0;
    if (g.errors.length > 0 || r.status !== 200 || gq !== rq || gq === 0) {
      throw new Error(`question set differs: GraphQL ${gq} (${JSON.stringify(g.errors).slice(0, 200)}), REST ${rq} (${r.status})`);
    }
    const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    const restRequests = readers.map((reader) => ({ path: restPath(reader.exam), headers: headers(reader.token) }));
    const graphqlRequests = readers.map((reader) => ({ path: '/graphql', headers: headers(reader.token), body: JSON.stringify({ query: SHEET, variables: { id: reader.exam } }) }));
    // A short warm-up of each, GraphQL first, then the measured runs, REST first. The gateway
    // finishes the REST calls of a GraphQL request its client has left, so for about a second after
    // a GraphQL run those calls still hold the readers' slots at the api
    // (docs/api.md#learner-concurrency): a REST run started then was refused 429 some 1,500 times.
    // The REST warm-up takes that second; a REST run's own requests end with their connections.
    await cannon({ url: stack.url, method: 'POST', requests: graphqlRequests, connections, seconds: 2 });
    await cannon({ url: stack.apiUrl, method: 'GET', requests: restRequests, connections, seconds: 2 });
    const rest = await cannon({ url: stack.apiUrl, method: 'GET', requests: restRequests, connections, seconds });
    const gql = await cannon({ url: stack.url, method: 'POST', requests: graphqlRequests, connections, seconds });
    return { graphql: gql, rest, bytesGraphql: JSON.stringify(g.data).length, bytesRest: JSON.stringify(r.json).length, questions: gq };
  } finally {
    c.close();
    api.close();
  }
}
