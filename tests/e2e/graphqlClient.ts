// GraphQL over HTTP against a started product, with no test runner behind it: the e2e and model
// suites bind it to their product's URL, `npm run screens` to the one it starts.

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

/** A client for the product at `baseUrl`; an answer with errors (or no data) throws them. */
export function graphqlAt(baseUrl: string | (() => string)): Graphql {
  return async <Data>(query: string, variables: Record<string, unknown>, token?: string): Promise<Data> =>
    dataOf(await postGraphql<Data>(typeof baseUrl === 'string' ? baseUrl : baseUrl(), { query, variables }, token));
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
