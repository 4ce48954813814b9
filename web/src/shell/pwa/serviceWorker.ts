// The service worker's side in the page (docs/shell.md#offline-app, docs/shell.md#new-version):
// registered in production builds only, once the page has loaded and the browser has been idle,
// so it is no part of the first paint (docs/architecture.md#prerender). A new version that has
// installed waits; the page says so, and lets it take over (then reloads) on the next navigation
// to a page outside an exam, never in the middle of one; and not while another tab shows an exam:
// a page on an exam route holds the exam lock, and the worker will not take over while it is held
// (the page then says the version waits for that exam). It follows how ready the device is to go
// on offline (docs/shell.md#offline-first): once a worker controls the page, what an exam needs is
// kept; once the page is idle it asks the worker for the rest of the app. Plain DOM calls, no
// library: this sits in a chunk of its own, fetched by ./newVersion after the first paint or when
// an exam's questions arrive.
import { currentLanguage, examOpenLock, mayApplyUpdateAt, workerMessages } from '@proshno/engine';
import { afterFirstPaintSettles } from '../../controls/deferred';
import { holdNewVersionForExam, offerNewVersion, waitingVersion } from './newVersion';
import { setOfflineReadiness } from './offlineReadiness';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let applying = false;

/** Registers the worker and watches for new versions; ./newVersion starts it after the first paint. */
export function registerServiceWorker(): void {
  setOfflineReadiness('preparing');
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(watch, () => undefined);
  followReadiness();
  // wouter announces its navigations with these events (and the browser's back and forward with popstate).
  for (const type of ['pushState', 'replaceState', 'popstate']) window.addEventListener(type, () => void navigated());
  // A new version that took over because another page asked: a page outside an exam reloads onto
  // it; an exam page never sees this, for no version takes over while it holds the exam lock.
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const previous = controller;
    controller = navigator.serviceWorker.controller;
    if (previous !== null && mayApplyUpdateAt(window.location.pathname)) window.location.reload();
  });
  void navigated();
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
  void navigated();
}

/**
 * A worker controls the page: it installed with what an exam needs (docs/shell.md#offline-first).
 * Then, once the page has settled, it is asked for the rest of the app; asked again on a later
 * page load when it could not fetch it all.
 */
function followReadiness(): void {
  const controlled = () => {
    setOfflineReadiness('exam');
    afterFirstPaintSettles(askForTheRest);
  };
  if (navigator.serviceWorker.controller !== null) controlled();
  else navigator.serviceWorker.addEventListener('controllerchange', controlled, { once: true });
}

function askForTheRest(): void {
  const controller = navigator.serviceWorker.controller;
  if (controller === null) return;
  // What this page has already loaded of the app: the worker takes these from the browser's cache first.
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/assets/`));
  const answer = new MessageChannel();
  answer.port1.onmessage = ({ data }: MessageEvent<unknown>) => {
    answer.port1.close();
    if (typeof data === 'object' && data !== null && 'complete' in data && data.complete === true) setOfflineReadiness('all');
  };
  // The page's language: the worker fetches the files of the build this page came from (docs/i18n.md#builds).
  controller.postMessage({ type: workerMessages.cacheRest, loaded, language: currentLanguage() }, [answer.port2]);
}

/** A worker that installed while an older one controls the page is a new version. */
function offer(worker: ServiceWorker): void {
  if (navigator.serviceWorker.controller === null) return;
  offerNewVersion(worker);
}

/** Releases the exam lock, once it is released in the browser; null when none is held. */
let releaseExamLock: (() => Promise<void>) | null = null;

/**
 * On an exam route the page holds the exam lock, which keeps any new version waiting whichever
 * page asks (docs/shell.md#new-version); outside one it lets the lock go, then asks.
 */
async function navigated(): Promise<void> {
  if (!mayApplyUpdateAt(window.location.pathname)) {
    holdExamLock();
    return;
  }
  const release = releaseExamLock;
  releaseExamLock = null;
  if (release !== null) await release();
  applyIfOutsideExam();
}

function holdExamLock(): void {
  if (releaseExamLock !== null || !('locks' in navigator)) return;
  let leave = (): void => undefined;
  const left = new Promise<void>((resolve) => (leave = resolve));
  const released = navigator.locks.request(examOpenLock, { mode: 'shared' }, () => left).then(
    () => undefined,
    () => undefined,
  );
  releaseExamLock = () => {
    leave();
    return released;
  };
}

function applyIfOutsideExam(): void {
  const waiting = waitingVersion();
  if (waiting === null || applying || !mayApplyUpdateAt(window.location.pathname)) return;
  applying = true;
  const answer = new MessageChannel();
  answer.port1.onmessage = ({ data }: MessageEvent<unknown>) => {
    answer.port1.close();
    if (typeof data === 'object' && data !== null && 'applied' in data && data.applied === false) {
      // Another page holds an exam open: the version waits, and this page asks again on its next navigation.
      applying = false;
      holdNewVersionForExam();
    }
  };
  waiting.postMessage({ type: workerMessages.skipWaiting }, [answer.port2]);
}
