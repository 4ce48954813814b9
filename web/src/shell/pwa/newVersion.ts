// Whether a new version of the app waits to take over (docs/shell.md#new-version): the one fact the
// always-loaded shell reads. The registration that finds a waiting version (./serviceWorker) is
// fetched after the first paint, so it is no part of any route's first bytes.
import { useSyncExternalStore } from 'react';
import { afterFirstPaintSettles } from '../../controls/deferred';

let waiting: ServiceWorker | null = null;
/** The waiting version was asked to take over and said another page holds an exam open. */
let heldByExam = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The version waiting to take over, or null. */
export function waitingVersion(): ServiceWorker | null {
  return waiting;
}

/** Called by the registration when a new version has installed. */
export function offerNewVersion(worker: ServiceWorker): void {
  waiting = worker;
  heldByExam = false;
  for (const listener of listeners) listener();
}

/** Called by the registration when the waiting version would not take over while another page holds an exam open. */
export function holdNewVersionForExam(): void {
  heldByExam = true;
  for (const listener of listeners) listener();
}

/** Whether a new version waits to be applied: 'ready', 'heldByExam' (another tab's exam keeps it waiting), or null. */
export type NewVersion = 'ready' | 'heldByExam' | null;

export function useNewVersion(): NewVersion {
  return useSyncExternalStore(
    subscribe,
    () => (waiting === null ? null : heldByExam ? 'heldByExam' : 'ready'),
    () => null,
  );
}

/** Whether this page runs the service worker: production builds in browsers that have them. */
const workerWanted = (): boolean => import.meta.env.PROD && 'serviceWorker' in navigator;

/**
 * Once the route's first paint has settled, fetches and starts the registration (so it is no part
 * of any route's first bytes); does nothing outside a production build or without service workers.
 */
export function scheduleServiceWorker(): void {
  if (!workerWanted()) return;
  afterFirstPaintSettles(startServiceWorker);
}

/**
 * Starts the registration now: an exam's questions have arrived, and the device should be ready
 * to go on offline as soon as it can (docs/shell.md#offline-first), not after the page settles.
 */
export function prepareOffline(): void {
  if (workerWanted()) startServiceWorker();
}

let started = false;
function startServiceWorker(): void {
  if (started) return;
  started = true;
  void import('./serviceWorker').then(
    (worker) => worker.registerServiceWorker(),
    () => {
      // Not fetched (the connection dropped): the next exam or page load tries again.
      started = false;
    },
  );
}
