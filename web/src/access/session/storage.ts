// The browser side of the session's storage (docs/access.md#session: restored from browser storage on start).
import { parseStoredSession, sessionStorageKey, signedInCookie, type Session } from '@proshno/engine';

/** The key of the stored session; another tab hears it change (SessionProvider follows it). */
export const sessionKey = sessionStorageKey;

/**
 * The cookie `signedInCookie` tells the gateway this browser holds a session, so `/` comes without the
 * visitor's prerendered login card (docs/architecture.md#prerender; gateway/src/spa.ts reads it). A
 * hint, never a credential: it carries no token, and the refresh token's 7 days bound it.
 */
const signedInSeconds = 7 * 24 * 60 * 60;

export function readSession(): Session | null {
  try {
    return parseStoredSession(window.localStorage.getItem(sessionKey));
  } catch {
    return null;
  }
}

export function writeSession(session: Session | null): void {
  markSignedIn(session !== null);
  try {
    if (session === null) window.localStorage.removeItem(sessionKey);
    else window.localStorage.setItem(sessionKey, JSON.stringify(session));
  } catch {
    // Storage can be full or disabled (private mode); the session then lives for this tab only.
  }
}

/** Sets or clears the cookie of `signedInCookie`; the app calls it on start with what storage holds. */
export function markSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${signedInCookie}=${signedIn ? '1' : ''}; Path=/; Max-Age=${signedIn ? signedInSeconds : 0}; SameSite=Lax${secure}`;
}
