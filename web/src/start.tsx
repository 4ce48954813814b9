// The app's start, once the page's language is set (web/src/main.tsx). A page the build prerendered
// (index.html holds `/` as a visitor sees it, docs/architecture.md#prerender; index.bn.html the same
// in Bengali) is hydrated when this is that page, in the page's language, and the visitor has no
// saved session; otherwise the app renders afresh and replaces what the page held. A browser with a
// saved session is told so by a cookie, which has the gateway send it app.html for `/` instead, so
// the login card is never painted on the way to /home.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { takeLoginHandoff } from './access/session/loginHandoff';
import { markSignedIn, readSession } from './access/session/storage';
import { scheduleServiceWorker } from './shell/pwa/newVersion';

export function start(root: HTMLElement, markupInLanguage: boolean): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The login form posted before this script arrived (docs/access.md#login-before-script).
  const handedOff = takeLoginHandoff();
  const session = readSession();
  // A session saved before the cookie existed, or one whose cookie has gone, gets it back.
  markSignedIn(session !== null);
  const prerenderedFor = root.getAttribute('data-prerendered');
  const hydrate = prerenderedFor !== null && prerenderedFor === window.location.pathname && session === null && !handedOff && markupInLanguage;
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // The service worker, after the first paint and in production builds only (docs/shell.md#offline-app).
  scheduleServiceWorker();
}
