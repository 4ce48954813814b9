// The urql client: bearer token from the session, and a 401 anywhere reported to the session
// machine (docs/api.md#unauthorized: REST 401 -> extensions.code 'UNAUTHENTICATED'; docs/access.md#session). The machine
// tries one refresh; a query refused meanwhile is held back and, when the refresh brings a new
// token, asked again, so a learner whose 15-minute access token ran out mid-session notices nothing. Why not
// @urql/exchange-auth or @urql/exchange-persisted: docs/decisions.md#urql-exchanges.
// An answer that says the api tier is away is reported too, and once it is back the queries on
// screen are asked again (docs/architecture.md#readiness).
import { learnServerWords, meansApiUnavailable } from '@proshno/engine';
import { requestPolicyExchange } from '@urql/exchange-request-policy';
import { Client, cacheExchange, fetchExchange, makeOperation, mapExchange, type CombinedError, type Operation } from 'urql';

export type GraphqlClientOptions = {
  /** The current access token, or null when signed out. */
  accessToken: () => string | null;
  /** Reports a 401 on an authorised call; resolves true when the session holds a new token. */
  onUnauthenticated: () => Promise<boolean>;
  /** Reports an answer that says the api tier is away (`meansApiUnavailable`). */
  onApiUnavailable: () => void;
};

/** The queries each client was asked for, by key; urql's own list of active ones is not public. */
const queriesOf = new WeakMap<Client, Map<number, Operation>>();

export function createGraphqlClient({ accessToken, onUnauthenticated, onApiUnavailable }: GraphqlClientOptions): Client {
  const queries = new Map<number, Operation>();
  const client: Client = new Client({
    url: '/graphql',
    preferGetMethod: false,
    exchanges: [
      // First, so a query answered from the cache is known too.
      mapExchange({
        onOperation(operation) {
          if (operation.kind === 'query') queries.set(operation.key, operation);
        },
        // A refusal carries `data: null`, where the generated types promise data or none: every
        // screen gets none, so `data?.x` and `data !== undefined` both hold (a screen that read
        // through the null threw and blanked the page).
        onResult(result) {
          return result.data === null ? { ...result, data: undefined } : result;
        },
      }),
      requestPolicyExchange({ ttl: 600_000 }),
      cacheExchange,
      mapExchange({
        onOperation: persistedHash,
        onError(error, operation) {
          // A refusal's sentences in the page's words, from the gateway (docs/i18n.md#server-words),
          // kept before any machine or screen reads the refusal.
          for (const failure of error.graphQLErrors) learnServerWords(failure.extensions['words']);
          if (meansApiUnavailable(failureOf(error))) onApiUnavailable();
          // A query's refusal is held back and asked again below; a mutation's caller decides (the
          // exam's saves wait for the new token themselves: docs/exam.md#save-outcome).
          if (operation.kind !== 'query' && refusedSession(error, operation)) void onUnauthenticated();
        },
        onResult(result) {
          const { operation, error } = result;
          if (operation.kind !== 'query' || error === undefined || operation.context['retriedAfterRefresh'] === true) return result;
          if (!refusedSession(error, operation)) return result;
          // The access token ran out: the screen waits for the session's new one and gets the
          // answer to its query asked again, never the refusal (docs/access.md#session). This holds
          // for a screen's useQuery and for a machine's one-off load alike.
          return onUnauthenticated().then(async (renewed) => {
            if (!renewed) return result;
            const again = makeOperation(
              'query',
              { ...operation, key: nextRetryKey() },
              { ...operation.context, requestPolicy: 'network-only', retriedAfterRefresh: true },
            );
            const answer = await client.executeRequestOperation(again).toPromise();
            return { ...answer, operation };
          });
        },
      }),
      fetchExchange,
    ],
    fetchOptions: () => {
      const token = accessToken();
      return token === null ? {} : { headers: { Authorization: `Bearer ${token}` } };
    },
  });
  queriesOf.set(client, queries);
  return client;
}

/**
 * Asks every query still on screen again from the network (docs/architecture.md#readiness). urql
 * ignores a re-execution of a query no screen holds any more, so the ones left are simply dropped;
 * the ones asked again are recorded again on their way through.
 */
export function rerunActiveQueries(client: Client): void {
  const queries = queriesOf.get(client);
  if (queries === undefined) return;
  const asked = [...queries.values()];
  queries.clear();
  for (const operation of asked) client.reexecuteOperation(makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: 'network-only' }));
}

function failureOf(error: CombinedError) {
  const response: unknown = error.response;
  const status = response instanceof Response ? response.status : undefined;
  const codes = error.graphQLErrors.map((e) => String(e.extensions['code'] ?? ''));
  return { codes, status, online: navigator.onLine };
}

/**
 * Sends a generated document by the hash `npm run gen` gave it, not its text: the gateway in
 * production runs only those persisted operations (gateway/src/graphql.ts), and the body is smaller.
 */
function persistedHash(operation: Operation): Operation {
  const hash = (operation.query as { persistedHash?: unknown }).persistedHash;
  if (typeof hash !== 'string') return operation;
  return makeOperation(operation.kind, { ...operation, extensions: { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } } }, operation.context);
}

/** A 401 on a call made with a token: a failed login is not a lost session. */
function refusedSession(error: CombinedError, operation: Operation): boolean {
  // Read here, not through ./serverError, which would join every page's first download
  // (tests/e2e/budget.test.ts); the code is docs/api.md#unauthorized's.
  return error.graphQLErrors.some((e) => e.extensions['code'] === 'UNAUTHENTICATED') && sentWithBearer(operation);
}

/**
 * The key of a query asked again after a refresh: its own, outside the 32-bit keys urql gives
 * documents, so its answer reaches only the query that was refused.
 */
let retries = 0;
function nextRetryKey(): number {
  retries += 1;
  return 2 ** 33 + retries;
}

function sentWithBearer(operation: Operation): boolean {
  const options = operation.context.fetchOptions;
  if (options === undefined) return false;
  const init = typeof options === 'function' ? options() : options;
  return new Headers(init.headers).has('Authorization');
}
