// The gateway as the gallery's stories see it: an urql client whose fetch answers GraphQL over
// the real wire format from ./fixtures. Mutations never answer, so a click in a story stays put;
// a story may answer more operations, or fail some (a GraphQL error, as the gateway sends one).
import { cacheExchange, Client, fetchExchange } from 'urql';
import { gatewayAnswers } from './fixtures';

export type GatewayAnswers = Readonly<Record<string, unknown>>;

export function fakeGatewayClient(answers: GatewayAnswers = gatewayAnswers, failing: readonly string[] = []): Client {
  return new Client({ url: '/graphql', preferGetMethod: false, exchanges: [cacheExchange, fetchExchange], fetch: (_input, init) => answer(init, answers, failing) });
}

async function answer(init: RequestInit | undefined, answers: GatewayAnswers, failing: readonly string[]): Promise<Response> {
  const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
  const name = typeof body === 'object' && body !== null && 'operationName' in body && typeof body.operationName === 'string' ? body.operationName : null;
  if (name !== null && failing.includes(name)) return json({ data: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  const data = name === null ? undefined : answers[name];
  if (data === undefined) return new Promise<Response>(() => {});
  return json({ data });
}

function json(payload: unknown): Response {
  return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
}
