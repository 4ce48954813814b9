// Turns an urql failure into the engine's ServerError so machines map it to their messages (docs/api.md#error-bodies).
import { NetworkError, ServerError, shownDetail, type RefusalCode } from '@proshno/engine';
import type { CombinedError } from 'urql';

export function toServerError(error: CombinedError): Error {
  const first = error.graphQLErrors[0];
  // No answer at all (offline, a dropped connection): the engine tells it from a refusal.
  if (first === undefined) return new NetworkError(error.networkError?.message ?? 'Network error');
  const body = first.extensions['body'];
  return new ServerError(body ?? { detail: first.message }, first.message, refusalCodeOf(error));
}

/**
 * Why the server refused, as the engine reads it (docs/api.md#error-codes): the GraphQL failure's
 * `extensions.code`, undefined when it gave none or never answered. The one place web reads it.
 */
export function refusalCodeOf(error: CombinedError): string | undefined {
  const code = error.graphQLErrors[0]?.extensions['code'];
  return typeof code === 'string' ? code : undefined;
}

/** True when any error of the failure is this refusal (a batch may carry several). */
export function isRefusedWith(error: CombinedError, code: RefusalCode): boolean {
  return error.graphQLErrors.some((e) => e.extensions['code'] === code);
}

/** Runs an urql promise and returns its data, or throws the mapped error. */
export async function dataOf<T>(result: Promise<{ data?: T | undefined; error?: CombinedError | undefined }>): Promise<T> {
  const { data, error } = await result;
  if (error !== undefined) throw toServerError(error);
  if (data === undefined) throw new Error('Empty response');
  return data;
}

/**
 * The REST detail a GraphQL error carries (extensions.body.detail) in the page's words
 * (docs/i18n.md#server-words), or null for a network failure.
 */
export function serverDetailOf(error: CombinedError): string | null {
  const first = error.graphQLErrors[0];
  if (first === undefined) return null;
  const body = first.extensions['body'];
  if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') return shownDetail(body.detail);
  return shownDetail(first.message);
}
