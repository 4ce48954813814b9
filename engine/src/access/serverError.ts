// How injected actors report a failed call: errors are values at boundaries (STYLE.md rule 8). What a
// refusal's code means is ./refusal.ts.
import { shownDetail } from '../shell/shownDetail';

/**
 * Thrown by a web actor when the server answered with an error body ({ detail, code?, message?,
 * phone_no? } per api/openapi.yaml); `message` is the detail so plain Error readers still work.
 */
export class ServerError extends Error {
  readonly body: unknown;
  /** Why the server refused (GraphQL `extensions.code`, docs/api.md#error-codes). */
  readonly code: string | undefined;

  constructor(body: unknown, message?: string, code?: string) {
    super(message ?? detailOf(body) ?? 'Server error');
    this.name = 'ServerError';
    this.body = body;
    this.code = code;
  }
}

/**
 * Thrown by a web actor when the request never got an answer (offline, the connection dropped, the
 * server unreachable): unlike a refusal it says nothing about the session or the data, and the same
 * call may pass once the network is back (docs/access.md#offline-session, docs/exam.md#offline).
 */
export class NetworkError extends Error {
  constructor(message = 'Network error') {
    super(message);
    this.name = 'NetworkError';
  }
}

/** True when a rejection is a network failure rather than an answer from the server. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof NetworkError;
}

/** The error body a machine maps to a message: a ServerError's body, else { detail: message }. */
export function errorBodyOf(error: unknown): unknown {
  if (error instanceof ServerError) return error.body;
  if (error instanceof Error) return { detail: error.message };
  return error;
}

/** The detail text of any rejection: a ServerError's detail, an Error's message, or a string. */
export function errorDetailOf(error: unknown): string | undefined {
  if (error instanceof ServerError) return detailOf(error.body) ?? error.message;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return detailOf(error);
}

/** The server's own words of a refusal in the page's language, or null when no answer came (a screen then says it in its own words). */
export function refusalDetailOf(error: unknown): string | null {
  const detail = error instanceof ServerError ? errorDetailOf(error) : undefined;
  return detail === undefined ? null : shownDetail(detail);
}

/** A rejection's detail as a screen shows it: in the page's language (docs/i18n.md#server-words). */
export function shownDetailOf(error: unknown): string | undefined {
  const detail = errorDetailOf(error);
  return detail === undefined ? undefined : shownDetail(detail);
}

function detailOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
    return body.detail;
  }
  return undefined;
}
