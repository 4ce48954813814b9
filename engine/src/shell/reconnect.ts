// The rules of reconnecting to the api tier (docs/architecture.md#readiness, docs/shell.md#reconnecting)
// apart from the machine, so the web's always-loaded code carries these few lines and fetches the
// machine only once something has failed (the first-paint budgets, tests/e2e/budget.test.ts).
import { messages } from '../messages';
import type { ReconnectSnapshot } from './reconnectMachine';

/** How a failed GraphQL call ended, as the web's urql client saw it. */
export type GraphqlFailure = {
  /** The `extensions.code` of each GraphQL error in the answer. */
  codes: readonly string[];
  /** The HTTP status of the answer, when one came. */
  status: number | undefined;
  /** The browser's own view of the network when it failed. */
  online: boolean;
};

/**
 * Whether a failed call means the api tier is away while the gateway is there: the coded error
 * UNAVAILABLE (gateway/src/schema.graphql), a 502 or 503 from the gateway, or no answer at all while
 * the browser says it is online. Offline is the offline indicator's (docs/shell.md#offline-indicator).
 */
export function meansApiUnavailable(failure: GraphqlFailure): boolean {
  if (failure.codes.includes('UNAVAILABLE')) return true;
  if (failure.status === 502 || failure.status === 503) return true;
  return failure.status === undefined && failure.codes.length === 0 && failure.online;
}

/** The connection line the app shows: offline wins, so the two never show together. */
export type ConnectionNotice = 'offline' | 'reconnecting' | null;

/**
 * `snapshot`: the reconnect actor's, or null before the app has had reason to start one (nothing
 * has failed yet); `online`: the browser's view, which the prerendered page takes as online.
 */
export function connectionNoticeOf(snapshot: ReconnectSnapshot | null, online: boolean): ConnectionNotice {
  if (!online) return 'offline';
  return snapshot?.matches('reconnecting') === true ? 'reconnecting' : null;
}

/**
 * What a page that could not load its data says (docs/shell.md#offline-load): offline, that it needs
 * a connection, whatever its own failure message ('Something went wrong, Please Reload.') would say.
 */
export function loadFailureMessage(message: string, online: boolean): string {
  return online ? message : messages.needsConnection;
}
