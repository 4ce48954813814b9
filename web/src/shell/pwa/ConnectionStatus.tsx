// On every screen (docs/shell.md#offline-indicator): "You are offline" from the moment the browser
// loses the network (its offline event) until it is back, else "Reconnecting…" while the api tier is
// away (docs/shell.md#reconnecting), and the line that a new version is ready (docs/shell.md#new-version).
import { messages, type ConnectionNotice } from '@proshno/engine';
import { useSyncExternalStore } from 'react';
import { useConnectionNotice } from './apiConnection';
import * as css from './connection.css';
import { useNewVersion, type NewVersion } from './newVersion';

function subscribeToNetwork(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's own view of the network; the prerendered page assumes online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
}

export function ConnectionStatus() {
  return <ConnectionLines notice={useConnectionNotice(useOnline())} newVersion={useNewVersion()} />;
}

/** The lines themselves, as the gallery shows them from a reconnect actor's states. */
export function ConnectionLines({ notice, newVersion }: { notice: ConnectionNotice; newVersion: NewVersion }) {
  return (
    <div className={css.region} role="status">
      {notice === null ? null : (
        <p className={css.pill} data-kind={notice}>
          {notice === 'offline' ? messages.offline : messages.reconnecting}
        </p>
      )}
      {newVersion === null ? null : (
        <p className={css.pill} data-kind="update">
          {newVersion === 'heldByExam' ? messages.newVersionHeldByExam : messages.newVersionReady}
        </p>
      )}
    </div>
  );
}
