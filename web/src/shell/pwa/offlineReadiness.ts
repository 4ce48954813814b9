// How far this device is from going on offline (docs/shell.md#offline-first), for the exam page's
// line: set by the service worker's registration (./serviceWorker), read with useOfflineReadiness.
// Also written on <html> as data-offline-ready, where a test or a support person can read it.
import type { OfflineReadiness } from '@proshno/engine';
import { useSyncExternalStore } from 'react';

let readiness: OfflineReadiness = 'unsupported';
const listeners = new Set<() => void>();

/** Only forward: the worker never un-keeps what it has, within a page's life. */
const order: readonly OfflineReadiness[] = ['unsupported', 'preparing', 'exam', 'all'];

export function setOfflineReadiness(next: OfflineReadiness): void {
  if (order.indexOf(next) <= order.indexOf(readiness)) return;
  readiness = next;
  document.documentElement.setAttribute('data-offline-ready', next);
  for (const listener of listeners) listener();
}

export function useOfflineReadiness(): OfflineReadiness {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readiness,
    () => 'unsupported',
  );
}
