// The page the gateway answers the login form with when it was posted before the app's script had
// arrived (docs/access.md#login-before-script; gateway/src/access/formLogin.ts). Read once, at
// start, before the first render.
import { homePathFor, loginHandoffId, parseLoginHandoff } from '@proshno/engine';
import { writeSession } from './storage';

type Refused = { email: string; error: string };

let refused: Refused | null = null;
let answered = false;

/**
 * Takes the page's data block. Signed in: the session is stored as a login over GraphQL stores it,
 * and the address becomes the learner's home (a reload then asks for it, not the post again).
 * Refused: the message and the e-mail as typed wait for the login screen. True when the page
 * carried a block: the gateway changed such a page, so it is rendered afresh, never hydrated.
 */
export function takeLoginHandoff(): boolean {
  const block = document.getElementById(loginHandoffId);
  if (block === null) return false;
  block.remove();
  const handoff = parseLoginHandoff(block.textContent);
  answered = handoff !== null;
  if (handoff !== null && 'session' in handoff) {
    writeSession(handoff.session);
    window.history.replaceState(null, '', homePathFor(handoff.session.role));
  } else if (handoff !== null) {
    refused = handoff.refused;
  }
  return true;
}

/** The refused post's e-mail and message, for the login screen's first render. */
export function refusedLogin(): Refused | null {
  return refused;
}

/** True once, when the page carried the gateway's answer: the session machine then tells it (a toast). */
export function takeAnsweredBeforeScript(): boolean {
  const was = answered;
  answered = false;
  return was;
}
