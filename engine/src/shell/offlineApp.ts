// The installed, offline-capable app (docs/shell.md#offline-app): which of the three built pages
// a navigation gets when the service worker answers it, and where a waiting new version may be
// applied (docs/shell.md#new-version). Pure: the service worker (web/sw/sw.ts) and the web's
// update notice (web/src/shell/pwa/) ask these.

import type { Language } from '../i18n/language';
import { messages } from '../messages';
import { isExamPath } from './routes';

/** The pages the build writes (docs/architecture.md#prerender). */
export type ShellPage = 'index.html' | 'exam.html' | 'app.html';

/**
 * A page as the build of `language` names it: the English build's as they are, the Bengali build's
 * with `.bn` before `.html` (index.bn.html, app.bn.html, exam.bn.html; docs/i18n.md#builds).
 */
export function pageIn(page: ShellPage, language: Language): string {
  return language === 'en' ? page : page.replace(/\.html$/, `.${language}.html`);
}

/**
 * The cookie a browser that holds a session keeps (docs/architecture.md#prerender): a hint, never a
 * credential. The web sets it (web/src/access/session/storage.ts); the gateway (gateway/src/spa.ts) and
 * the service worker read it to answer `/`.
 */
export const signedInCookie = 'proshno-signed-in';

/**
 * The built page a navigation to `pathname` is answered with: `/` prerendered for a visitor and
 * app.html for a browser that holds a session (`signedIn`: the cookie of `signedInCookie` is '1'),
 * the exam routes (routes.ts `examPaths`) exam.html; the rest app.html. The gateway and the service
 * worker both answer by it (docs/architecture.md#prerender).
 */
export function shellPageFor(pathname: string, signedIn: boolean): ShellPage {
  if (pathname === '/' || pathname === '/index.html') return signedIn ? 'app.html' : 'index.html';
  return isExamPath(pathname) ? 'exam.html' : 'app.html';
}

/**
 * The paths a navigation still goes to the network for: the REST paths, /media and the payment
 * returns the gateway passes to the api, and /graphql (docs/architecture.md#gateway). Never
 * answered from the service worker's cache (docs/shell.md#offline-app).
 */
export const networkOnlyPaths = /^\/(auth|api|media|graphql)(\/|$)/;

/**
 * The service worker's cache of question images (docs/exam.md#image-offline), bounded in entries and
 * age. /media is public, but which pictures it holds tells which exams the learner sat, so it is
 * emptied when they sign out (docs/shell.md#device-data).
 */
export const mediaCache = { name: 'proshno-media', maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** Whether a request's path is a /media file, answered from the image cache before the network. */
export function isMediaFile(pathname: string): boolean {
  return pathname.startsWith('/media/');
}

/**
 * The Web Lock a page holds, shared, while it shows an exam route (docs/shell.md#new-version): the
 * service worker lets a new version take over only while no page holds it.
 */
export const examOpenLock = 'proshno-exam-open';

/** What the page and the service worker say to each other (web/sw/sw.ts, web/src/shell/pwa/serviceWorker.ts). */
export const workerMessages = {
  /** The page asks a waiting version to take over; it answers on the message's port whether it did. */
  skipWaiting: 'SKIP_WAITING',
  /** The page asks the worker to keep these /media URLs in the image cache (docs/exam.md#image-offline). */
  cacheMedia: 'CACHE_MEDIA',
  /**
   * The page asks the worker to forget what it keeps of the learner signing out: the image cache of
   * their exams and its expiry records (docs/shell.md#device-data). The app's own files stay.
   */
  forgetLearner: 'FORGET_LEARNER',
  /**
   * The page, idle, asks the worker to fetch the rest of the app (docs/shell.md#offline-first), the
   * files the page itself has loaded first (from the browser's cache); it answers on the message's
   * port whether every file is kept.
   */
  cacheRest: 'CACHE_REST',
} as const;

/**
 * The worker's cache of the app's files it fetches after installing (docs/shell.md#offline-first);
 * what an exam needs is in Workbox's precache from the install on.
 */
export const laterFilesCache = 'proshno-app-later';

/**
 * The order the worker fetches the later files in: those the page has already loaded first (the
 * browser's cache has them, so they cost no network), then the rest as the build lists them. Only
 * files of `later` are fetched.
 */
export function laterFetchOrder(later: readonly string[], loadedByPage: readonly string[]): string[] {
  const wanted = new Set(later);
  const first = loadedByPage.filter((url) => wanted.has(url));
  const taken = new Set(first);
  return [...new Set(first), ...later.filter((url) => !taken.has(url))];
}

/**
 * How far the device is from going on with the exam offline (docs/shell.md#offline-first):
 * 'unsupported' (no service worker: development, an old browser), 'preparing' (the worker is
 * installing what the exam needs), 'exam' (it keeps what the exam needs: a reload offline goes on),
 * 'all' (it keeps the whole app).
 */
export type OfflineReadiness = 'unsupported' | 'preparing' | 'exam' | 'all';

/** What the exam page says of it, or null when it says nothing. */
export function offlineReadinessText(readiness: OfflineReadiness): string | null {
  if (readiness === 'unsupported') return null;
  return readiness === 'preparing' ? messages.offlinePreparing : messages.offlineReady;
}

/** A waiting new version is applied on a navigation to `pathname` only outside an exam (docs/shell.md#new-version). */
export function mayApplyUpdateAt(pathname: string): boolean {
  return !isExamPath(pathname);
}
