// Reconnecting to the api tier (docs/architecture.md#readiness, docs/shell.md#reconnecting), the part
// every page carries: the GraphQL client reports an api tier that is away, and the reconnect actor
// (./reconnecting.ts, fetched once the first paint has settled or at the first failure, so it is no
// first-paint byte) asks the gateway's /readyz until it is back; then the client's queries on screen
// are asked again. The status line renders the actor's snapshot through the engine's view.
import { connectionNoticeOf, type ConnectionNotice, type ReconnectEvent, type ReconnectSnapshot } from '@proshno/engine';
import { useSyncExternalStore } from 'react';
import { afterFirstPaintSettles } from '../../controls/deferred';

/** Called when the gateway says the api is ready again (one per GraphQL client, docs/shell.md#device-data). */
const reruns = new Set<() => void>();
const listeners = new Set<() => void>();
/** Null until something has failed: the prerendered page and a quiet session never start the actor. */
let snapshot: ReconnectSnapshot | null = null;
let actor: Promise<(event: ReconnectEvent) => void> | null = null;

/** A GraphQL answer said the api tier is away. */
export function reportApiUnavailable(): void {
  startActor()
    .then((send) => send({ type: 'API_UNAVAILABLE' }))
    .catch(() => undefined);
}

/** Runs `rerun` whenever the api is back after being away. */
export function whenApiBack(rerun: () => void): void {
  reruns.add(rerun);
}

/** The connection line to show; `online` is the browser's view (useOnline), which wins. */
export function useConnectionNotice(online: boolean): ConnectionNotice {
  return connectionNoticeOf(
    useSyncExternalStore(subscribe, () => snapshot, () => null),
    online,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Fetched ahead, so a failure on a network that is itself failing finds the code already here.
  afterFirstPaintSettles(() => void import('./reconnecting'));
  return () => listeners.delete(listener);
}

/** Fetches and starts the actor once; a fetch that failed is tried again at the next report. */
function startActor(): Promise<(event: ReconnectEvent) => void> {
  actor ??= import('./reconnecting')
    .then(({ startReconnecting }) =>
      startReconnecting({
        onSnapshot(next) {
          snapshot = next;
          for (const listener of listeners) listener();
        },
        rerunQueries() {
          for (const rerun of reruns) rerun();
        },
      }),
    )
    .catch((error: unknown) => {
      actor = null;
      throw error;
    });
  return actor;
}
