// The REST side of the gateway: one typed client per GraphQL request, and the one place where a
// REST answer that is not 2xx becomes the coded GraphQL error of the SDL's header comment.
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '@proshno/api/rest';
import type { RestTransport } from './restTransport';

export type RestClient = Client<paths>;
export type RestError = components['schemas']['Error'];
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE'
  | 'INTERNAL';

/** Who is calling: their bearer header as sent and their address, both handed on to REST. */
export type Caller = {
  authorization: string | null;
  ip: string;
  /** The gateway's id for the learner's request, so the api's log lines join ours. */
  requestId?: string;
  /** The learner's browser, so the api tells their second tab from a thief (docs/access.md#refresh-race). */
  userAgent?: string | null;
};

/**
 * A client that speaks as the caller: the token unchanged, the address for the api's rate limits.
 * Its calls go through the gateway's one connection pool (restTransport.ts).
 */
export function restClient(restUrl: string, transport: RestTransport, caller: Caller): RestClient {
  const headers: Record<string, string> = { 'x-forwarded-for': caller.ip };
  if (caller.authorization !== null) headers.authorization = caller.authorization;
  if (caller.requestId !== undefined) headers['x-request-id'] = caller.requestId;
  if (caller.userAgent !== undefined && caller.userAgent !== null) headers['user-agent'] = caller.userAgent;
  return createClient<paths>({ baseUrl: restUrl, headers, fetch: transport.fetch, Request: transport.Request });
}

/**
 * The body of a 2xx answer. Anything else throws a GraphQLError whose message is the REST
 * `detail` and whose extensions are { code, status, body }; an unreachable api is UNAVAILABLE. The
 * code is the REST body's own `code` where it gives one (docs/api.md#error-codes), else the status's.
 */
export async function restData<Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Data> {
  let answer: Awaited<typeof call>;
  try {
    answer = await call;
  } catch {
    throw restError(502, undefined);
  }
  const { data, error, response } = answer;
  if (response.ok && data !== undefined) return data;
  throw restError(response.ok ? 502 : response.status, error);
}

/** A 2xx answer without a body (204 No Content); anything else throws as in `restData`. */
export async function restDone(call: Promise<{ error?: unknown; response: Response }>): Promise<true> {
  let answer: Awaited<typeof call>;
  try {
    answer = await call;
  } catch {
    throw restError(502, undefined);
  }
  if (answer.response.ok) return true;
  throw restError(answer.response.status, answer.error);
}

export function codeOf(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  // The api tier unreachable (502), or its database (503): a pause to wait out, not a fault
  // (docs/api.md#database-unavailable).
  if (status === 502 || status === 503) return 'UNAVAILABLE';
  return 'INTERNAL';
}

const fallbackDetail = 'Something went wrong';

function restError(status: number, error: unknown): GraphQLError {
  const body: RestError = isRestError(error) ? error : { detail: fallbackDetail };
  // yoga's own constructor, so yoga knows the error as ours even where a bundler (vitest) loads a
  // second copy of `graphql`; an error it does not know would be masked as 'Unexpected error.'
  return createGraphQLError(body.detail || fallbackDetail, {
    extensions: { code: ownCode(body) ?? codeOf(status), status, body },
  });
}

/** The REST body's machine-readable code (upper-case words, as the contract's pattern says), if any. */
function ownCode(body: RestError): string | undefined {
  return typeof body.code === 'string' && /^[A-Z][A-Z_]*$/.test(body.code) ? body.code : undefined;
}

function isRestError(value: unknown): value is RestError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'detail' in value &&
    typeof value.detail === 'string'
  );
}

/** An input's fields with those GraphQL left null (or out) left out, as the REST bodies want optional fields. */
export type WithoutNulls<Input> = { [K in keyof Input as null extends Input[K] ? never : K]: Input[K] } & {
  [K in keyof Input as null extends Input[K] ? K : never]?: Exclude<Input[K], null | undefined>;
};

export function withoutNulls<Input extends object>(input: Input): WithoutNulls<Input> {
  // Object.entries loses the keys' types; the filter keeps exactly the shape WithoutNulls names.
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value != null)) as WithoutNulls<Input>;
}
