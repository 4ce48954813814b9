// GraphQL over HTTP against a started product, with no test runner behind it: the e2e and model
// suites bind it to their product's URL, `npm run screens` to the one it starts.
import { messages } from '@proshno/engine';

export type Graphql = <Data>(query: string, variables: Record<string, unknown>, token?: string) => Promise<Data>;

export type GraphqlError = { message: string; extensions?: { code?: string } };

/** The gateway's answer as it came: the HTTP status and headers, the data and the errors. */
export type GraphqlAnswer<Data> = { status: number; headers: Headers; data?: Data | null; errors?: GraphqlError[] };

/**
 * Posts one GraphQL request body (a query with its variables, or a persisted query's hash) to the
 * product at `baseUrl`, as `token`'s learner when given, and returns the answer whatever it says.
 */
export async function postGraphql<Data>(baseUrl: string, body: object, token?: string, headers: Record<string, string> = {}): Promise<GraphqlAnswer<Data>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: Data | null; errors?: GraphqlError[] };
  return { status: response.status, headers: response.headers, ...answer };
}

/** The answer's data; an answer with errors (or no data) throws them. */
export function dataOf<Data>(answer: GraphqlAnswer<Data>): Data {
  if (answer.data == null || answer.errors !== undefined) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

/**
 * How often a client asks again after 'Too many requests at once from your account' (429 with
 * Retry-After, docs/api.md#learner-concurrency). The suites' files run side by side and share the
 * demo learner, so on a busy machine their setup calls can hold more of that learner's slots than
 * one person's browser would: a client that honours Retry-After, as the web's does, asks again.
 */
const TOO_MANY_RETRIES = 5;

/** A client for the product at `baseUrl`; an answer with errors (or no data) throws them. */
export function graphqlAt(baseUrl: string | (() => string)): Graphql {
  return async <Data>(query: string, variables: Record<string, unknown>, token?: string): Promise<Data> => {
    for (let attempt = 0; ; attempt += 1) {
      const answer = await postGraphql<Data>(typeof baseUrl === 'string' ? baseUrl : baseUrl(), { query, variables }, token);
      const wait = retryAfterMs(answer);
      if (wait === null || attempt >= TOO_MANY_RETRIES) return dataOf(answer);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
}

/**
 * The wait an answer of 'too many requests at once' asks for (its Retry-After, else a second); null
 * for any other answer, a rate limit's 429 included (that one is a test's finding, not a turn to wait).
 */
function retryAfterMs(answer: GraphqlAnswer<unknown>): number | null {
  if (!(answer.errors ?? []).some((error) => error.extensions?.code === 'TOO_MANY_REQUESTS' && error.message === messages.tooManyAtOnce)) return null;
  const seconds = Number(answer.headers.get('retry-after'));
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 1) * 1000;
}

/**
 * How long a learner's access token is reused: a client keeps its session as a person's browser does,
 * so the suites, which ask for the demo learner's token dozens of times a minute, stay well inside
 * the api's sign-in limit of 20 tries an account a minute (api/src/access/rateLimits.ts) whatever
 * order their files run in. Far shorter than the token's 15-minute life.
 */
const TOKEN_REUSE_MS = 60_000;
const signedIn = new WeakMap<Graphql, Map<string, { token: string; at: number }>>();

/** The access token of a learner, signed in through the gateway (reused for a minute). */
export async function tokenOf(graphql: Graphql, learner: { email: string; password: string }): Promise<string> {
  const tokens = signedIn.get(graphql) ?? new Map<string, { token: string; at: number }>();
  signedIn.set(graphql, tokens);
  const key = `${learner.email}\n${learner.password}`;
  const kept = tokens.get(key);
  if (kept !== undefined && Date.now() - kept.at < TOKEN_REUSE_MS) return kept.token;
  const { login } = await graphql<{ login: { access: string } }>(
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { access } }',
    { email: learner.email, password: learner.password },
  );
  tokens.set(key, { token: login.access, at: Date.now() });
  return login.access;
}
