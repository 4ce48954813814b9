// The urql client: bearer token from the session, and a 401 anywhere reported to the session
// machine (DESIGN.md: REST 401 -> extensions.code 'UNAUTHENTICATED' -> logout; spec 000 §4).
import { requestPolicyExchange } from '@urql/exchange-request-policy';
import { Client, cacheExchange, fetchExchange, mapExchange } from 'urql';

export type GraphqlClientOptions = {
  /** The current access token, or null when signed out. */
  accessToken: () => string | null;
  /** Called when the gateway answers UNAUTHENTICATED for an authorised call. */
  onUnauthenticated: () => void;
};

export function createGraphqlClient({ accessToken, onUnauthenticated }: GraphqlClientOptions): Client {
  return new Client({
    url: '/graphql',
    preferGetMethod: false,
    exchanges: [
      requestPolicyExchange({ ttl: 600_000 }),
      cacheExchange,
      mapExchange({
        onError(error, operation) {
          const unauthenticated = error.graphQLErrors.some((e) => e.extensions['code'] === 'UNAUTHENTICATED');
          // A failed login is not a lost session; only calls made with a token count.
          if (unauthenticated && operation.context.fetchOptions !== undefined && hasBearer(operation.context.fetchOptions)) {
            onUnauthenticated();
          }
        },
      }),
      fetchExchange,
    ],
    fetchOptions: () => {
      const token = accessToken();
      return token === null ? {} : { headers: { Authorization: `Bearer ${token}` } };
    },
  });
}

function hasBearer(options: RequestInit | (() => RequestInit)): boolean {
  const init = typeof options === 'function' ? options() : options;
  const headers = new Headers(init.headers);
  return headers.has('Authorization');
}
