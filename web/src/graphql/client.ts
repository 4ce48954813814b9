// The urql client: bearer token from the session, and a 401 anywhere reported to the session
// machine (docs/api.md#unauthorized: REST 401 -> extensions.code 'UNAUTHENTICATED'; docs/access.md#session). The machine
// tries one refresh; when that brings a new token, a query that failed is asked again, so a
// learner whose 15-minute access token ran out mid-session notices nothing. Why not
// @urql/exchange-auth or @urql/exchange-persisted: docs/decisions.md#urql-exchanges.
import { requestPolicyExchange } from '@urql/exchange-request-policy';
import { Client, cacheExchange, fetchExchange, makeOperation, mapExchange, type Operation } from 'urql';

export type GraphqlClientOptions = {
  /** The current access token, or null when signed out. */
  accessToken: () => string | null;
  /** Reports a 401 on an authorised call; resolves true when the session holds a new token. */
  onUnauthenticated: () => Promise<boolean>;
};

export function createGraphqlClient({ accessToken, onUnauthenticated }: GraphqlClientOptions): Client {
  const client: Client = new Client({
    url: '/graphql',
    preferGetMethod: false,
    exchanges: [
      requestPolicyExchange({ ttl: 600_000 }),
      cacheExchange,
      mapExchange({
        onOperation: persistedHash,
        onError(error, operation) {
          const unauthenticated = error.graphQLErrors.some((e) => e.extensions['code'] === 'UNAUTHENTICATED');
          // A failed login is not a lost session; only calls made with a token count.
          if (!unauthenticated || !sentWithBearer(operation)) return;
          void onUnauthenticated().then((renewed) => {
            if (renewed && operation.kind === 'query' && operation.context['retriedAfterRefresh'] !== true) {
              client.reexecuteOperation(
                makeOperation(operation.kind, operation, {
                  ...operation.context,
                  requestPolicy: 'network-only',
                  retriedAfterRefresh: true,
                }),
              );
            }
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
  return client;
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

function sentWithBearer(operation: Operation): boolean {
  const options = operation.context.fetchOptions;
  if (options === undefined) return false;
  const init = typeof options === 'function' ? options() : options;
  return new Headers(init.headers).has('Authorization');
}
