// Gateway overhead: one 100-question exam's question set read with autocannon at 50 connections,
// once through the gateway's GraphQL (the query the exam screen sends, without the result part it
// does not need) and once straight from the api's REST question set.
import autocannon from 'autocannon';
import { client, graphql } from './load';
import type { Stack } from './stack';

export const SHEET = `query Sheet($id: Int!) {
  examSheet(id: $id) {
    questions {
      question { id question_data { type data } subject { id name } options { id data { type data } } }
      choosed_options
    }
  }
}`;

export type Cannon = { rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

async function cannon(opts: { url: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; connections: number; seconds: number }): Promise<Cannon> {
  const r = await autocannon({
    url: opts.url,
    method: opts.method,
    headers: opts.headers,
    ...(opts.body === undefined ? {} : { body: opts.body }),
    connections: opts.connections,
    duration: opts.seconds,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, requests: r.requests.total };
}

export type Overhead = { graphql: Cannon; rest: Cannon; bytesGraphql: number; bytesRest: number; questions: number };

export async function gatewayOverhead(stack: Stack, exam: number, token: string, connections: number, seconds: number): Promise<Overhead> {
  const c = client(stack.url, 4);
  const api = client(stack.apiUrl, 4);
  const body = JSON.stringify({ query: SHEET, variables: { id: exam } });
  const restPath = `/api/exam/v1/question-set/?exam=${exam}`;
  try {
    // Both answer, and with the same questions, before anything is timed.
    const g = await graphql(c, SHEET, { id: exam }, token);
    const r = await api.get(restPath, token);
    const gq = ((g.data?.examSheet as { questions?: unknown[] } | undefined)?.questions ?? []).length;
    const rq = Array.isArray(r.json) ? r.json.length : 0;
    if (g.errors.length > 0 || r.status !== 200 || gq !== rq || gq === 0) {
      throw new Error(`question set differs: GraphQL ${gq} (${JSON.stringify(g.errors).slice(0, 200)}), REST ${rq} (${r.status})`);
    }
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // A short warm-up of each, then the measured runs, REST first.
    await cannon({ url: `${stack.apiUrl}${restPath}`, method: 'GET', headers, connections, seconds: 2 });
    await cannon({ url: `${stack.url}/graphql`, method: 'POST', headers, body, connections, seconds: 2 });
    const rest = await cannon({ url: `${stack.apiUrl}${restPath}`, method: 'GET', headers, connections, seconds });
    const gql = await cannon({ url: `${stack.url}/graphql`, method: 'POST', headers, body, connections, seconds });
    return { graphql: gql, rest, bytesGraphql: JSON.stringify(g.data).length, bytesRest: JSON.stringify(r.json).length, questions: gq };
  } finally {
    c.close();
    api.close();
  }
}
