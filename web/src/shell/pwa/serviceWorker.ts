// The service worker's side in the page (docs/shell.md#offline-app, docs/shell.md#new-version):
// registered in production builds only, once the page has loaded and the browser has been idle,
// so it is no part of the first paint (docs/architecture.md#prerender). A new version that has
// installed waits; the page says so, and lets it take over (then reloads) on the next navigation
// to a page outside an exam, never in the middle of one. Plain DOM calls, no library: this sits
// in a chunk of its own, fetched after the first paint by ./newVersion.
import { mayApplyUpdateAt } from '@proshno/engine';
import { offerNewVersion, waitingVersion } from './newVersion';

/** The message web/sw/sw.ts waits for before a new version takes over. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let applying = false;

/** Registers the worker and watches for new versions; ./newVersion starts it after the first paint. */
export function registerServiceWorker(): void {
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(watch, () => undefined);
  // wouter announces its navigations with these events (and the browser's back and forward with popstate).
  for (const type of ['pushState', 'replaceState', 'popstate']) window.addEventListener(type, applyIfOutsideExam);
}

function watch(registration: ServiceWorkerRegistration): void {
  if (registration.waiting !== null) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  // A page opened (or reloaded) outside an exam while a version waits is a navigation too.
  applyIfOutsideExam();
}

/** A worker that installed while an older one controls the page is a new version. */
function offer(worker: ServiceWorker): void {
  if (navigator.serviceWorker.controller === null) return;
  offerNewVersion(worker);
}

function applyIfOutsideExam(): void {
  const waiting = waitingVersion();
  if (waiting === null || applying || !mayApplyUpdateAt(window.location.pathname)) return;
  applying = true;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage(SKIP_WAITING);
}
