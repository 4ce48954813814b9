// The browser side of the session's storage (docs/access.md#session: restored from browser storage on start).
import { parseStoredSession, type Session } from '@proshno/engine';

const key = 'proshno.session';

export function readSession(): Session | null {
  try {
    return parseStoredSession(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

export function writeSession(session: Session | null): void {
  try {
    if (session === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(session));
  } catch {
    // Storage can be full or disabled (private mode); the session then lives for this tab only.
  }
}
