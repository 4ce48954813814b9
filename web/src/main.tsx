// The browser entry: global theme, then the app. A page the build prerendered (index.html holds `/`
// as a visitor sees it, docs/architecture.md#prerender) is hydrated when this is that page and the
// visitor has no saved session; otherwise the app renders afresh and replaces what the page held.
// A browser with a saved session is told so by a cookie, which has the gateway send it app.html
// for `/` instead, so the login card is never painted on the way to /home.
import './theme/theme.css';
import './theme/bengali.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { takeLoginHandoff } from './access/session/loginHandoff';
import { markSignedIn, readSession } from './access/session/storage';
import { scheduleServiceWorker } from './shell/pwa/newVersion';
import { tooOldAttribute } from './shell/support/tooOld';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
// The support script found the browser below the minimum and put its page in #root instead
// (docs/browsers.md#too-old): nothing starts.
if (!document.documentElement.hasAttribute(tooOldAttribute)) start(root);

function start(root: HTMLElement): void {
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
  if (prerenderedFor !== null && prerenderedFor === window.location.pathname && session === null && !handedOff) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // The service worker, after the first paint and in production builds only (docs/shell.md#offline-app).
  scheduleServiceWorker();
}
