// The reconnect actor of ./apiConnection.ts (docs/architecture.md#readiness): the engine's
// reconnectMachine with the gateway's /readyz, the tab's visibility and the browser's network.
import { reconnectMachine, type ApiReadiness, type ReconnectEvent, type ReconnectSnapshot } from '@proshno/engine';
import { createActor, fromPromise } from 'xstate';

/** How long one question to /readyz may take before it counts as no answer. */
const PROBE_LIMIT_MS = 5000;

/** Starts the actor; returns how to send it events. */
export function startReconnecting(hooks: { onSnapshot: (snapshot: ReconnectSnapshot) => void; rerunQueries: () => void }): (event: ReconnectEvent) => void {
  const actor = createActor(
    reconnectMachine.provide({
      actors: { probeReadiness: fromPromise<ApiReadiness>(({ signal }) => askReadiness(signal)) },
      actions: { rerunQueries: hooks.rerunQueries },
    }),
    { input: { visible: document.visibilityState === 'visible', online: navigator.onLine } },
  );
  actor.subscribe(hooks.onSnapshot);
  document.addEventListener('visibilitychange', () => actor.send({ type: 'VISIBILITY', visible: document.visibilityState === 'visible' }));
  window.addEventListener('online', () => actor.send({ type: 'NETWORK', online: true }));
  window.addEventListener('offline', () => actor.send({ type: 'NETWORK', online: false }));
  actor.start();
  return (event) => actor.send(event);
}

/** The gateway's /readyz (gateway/src/health.ts): 200 with `api: 'ready'` is the only 'ready'. */
async function askReadiness(signal: AbortSignal): Promise<ApiReadiness> {
  const limit = new AbortController();
  const stop = () => limit.abort();
  signal.addEventListener('abort', stop);
  const timer = setTimeout(stop, PROBE_LIMIT_MS);
  try {
    const answer = await fetch('/readyz', { cache: 'no-store', signal: limit.signal });
    if (!answer.ok) return 'unavailable';
    const body: unknown = await answer.json();
    return typeof body === 'object' && body !== null && 'api' in body && body.api === 'ready' ? 'ready' : 'unavailable';
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
