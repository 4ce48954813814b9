// The gateway as the gallery's stories see it: an urql client whose fetch answers GraphQL over
// the real wire format from ./fixtures. Mutations never answer, so a click in a story stays put.
import { cacheExchange, Client, fetchExchange } from 'urql';
import { gatewayAnswers } from './fixtures';

export function fakeGatewayClient(): Client {
  return new Client({ url: '/graphql', preferGetMethod: false, exchanges: [cacheExchange, fetchExchange], fetch: answer });
}

async function answer(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
  const name = typeof body === 'object' && body !== null && 'operationName' in body ? body.operationName : null;
  const data = Object.entries(gatewayAnswers).find(([operation]) => operation === name)?.[1];
  if (data === undefined) return new Promise<Response>(() => {});
  return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
}
