// How the gateway's typed REST client reaches the api: one keep-alive connection pool per gateway
// (undici's Pool), shared by every GraphQL request. openapi-fetch keeps the typing, the URL and
// body serializing and the parsing of the answer; this replaces the two WHATWG objects it would
// build per call, a Request for `fetch` and the Response `fetch` gives back, with plain ones.
// Those were the larger part of the gateway's CPU on a save (profiled under the bench's autosave
// load: Request construction, AbortSignal, body streams and Headers per call).
import { Pool } from 'undici';

/** A REST call as openapi-fetch describes it: where, how, with which headers and body. */
class RestRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: HeadersInit;
  readonly body: BodyInit | null;
  constructor(url: string | URL, init: RequestInit = {}) {
    this.url = String(url);
    this.method = init.method ?? 'GET';
    this.headers = init.headers ?? {};
    this.body = init.body ?? null;
  }
}

/** The api's answer, read whole: the status, its headers and the text of its body. */
class RestResponse {
  readonly ok: boolean;
  constructor(
    readonly status: number,
    private readonly fields: RestReply['headers'],
    private readonly bodyText: string,
  ) {
    this.ok = status >= 200 && status < 300;
  }
  readonly headers = {
    get: (name: string): string | null => {
      const value = this.fields[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value);
    },
  };
  text(): Promise<string> {
    return Promise.resolve(this.bodyText);
  }
  json(): Promise<unknown> {
    return Promise.resolve(this.bodyText === '' ? undefined : (JSON.parse(this.bodyText) as unknown));
  }
}

/** A REST call ready to send: method, path with its query, headers and body. */
export type RestCall = { method: Method; path: string; headers: Record<string, string>; body: string | null };

/** The api's answer to a `RestCall`. */
export type RestReply = { status: number; headers: Record<string, string | string[] | number | undefined>; text: string };

/**
 * The api in this same process (`npm start`, docs/architecture.md#one-url): a call answered
 * without a socket, e.g. by Fastify's `inject`. Deployed apart, the gateway uses the pool.
 */
export type LocalRest = (call: RestCall) => Promise<RestReply>;

export type RestTransport = {
  /** For openapi-fetch's `Request` option: a plain record of the call. */
  Request: typeof Request;
  /** For openapi-fetch's `fetch` option: sends the call through the pool. */
  fetch: typeof fetch;
  close(): Promise<void>;
};

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
const methods: readonly Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function methodOf(name: string): Method {
  const found = methods.find((method) => method === name.toUpperCase());
  if (found === undefined) throw new Error(`unsupported REST method ${name}`);
  return found;
}

/**
 * A pool of keep-alive connections to `restUrl` (its origin; a path prefix is kept on every call),
 * or `local` when the api runs in this process.
 */
export function restTransport(restUrl: string, local?: LocalRest): RestTransport {
  const base = new URL(restUrl);
  const pool = new Pool(base.origin, {
    // The api keeps an idle connection 72 s (its keepAliveTimeout); ours let go a little sooner,
    // so the gateway never writes into a socket the api is closing.
    keepAliveTimeout: 60_000,
    keepAliveMaxTimeout: 60_000,
  });

  async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    if (!(input instanceof RestRequest)) return globalThis.fetch(input, init);
    // A multipart upload (FormData) goes the platform's way: rare, and its body is a stream.
    if (input.body !== null && typeof input.body !== 'string') {
      return globalThis.fetch(input.url, { method: input.method, headers: input.headers, body: input.body });
    }
    const url = new URL(input.url);
    const call: RestCall = { method: methodOf(input.method), path: `${url.pathname}${url.search}`, headers: headerRecord(input.headers), body: input.body };
    const reply = await (local ?? pooled)(call);
    return toResponse(new RestResponse(reply.status, reply.headers, reply.text));
  }

  async function pooled(call: RestCall): Promise<RestReply> {
    const answer = await pool.request(call);
    return { status: answer.statusCode, headers: answer.headers, text: await answer.body.text() };
  }

  return {
    Request: requestClass(RestRequest),
    fetch: send,
    close: () => pool.close(),
  };
}

function headerRecord(init: HeadersInit): Record<string, string> {
  const record: Record<string, string> = {};
  (init instanceof Headers ? init : new Headers(init)).forEach((value, key) => {
    record[key] = value;
  });
  return record;
}

// openapi-fetch calls `new Request(url, init)` and then `fetch(request)`, and of the answer
// reads only status, ok, headers.get, text() and json(). Its option types name the platform's
// classes, which the plain ones above stand in for; these two functions are the only place the
// types are bridged.
function requestClass(plain: typeof RestRequest): typeof Request {
  return plain as unknown as typeof Request;
}

function toResponse(plain: RestResponse): Response {
  return plain as unknown as Response;
}
