// The installed, offline-capable app (docs/shell.md#offline-app): which of the three built pages
// a navigation gets when the service worker answers it, and where a waiting new version may be
// applied (docs/shell.md#new-version). Pure: the service worker (web/sw/sw.ts) and the web's
// update notice (web/src/shell/pwa/) ask these.

/** The pages the build writes (docs/architecture.md#prerender). */
export type ShellPage = 'index.html' | 'exam.html' | 'app.html';

/**
 * The exam-taking routes (docs/shell.md#routes): /exam, /exam/{id}, /model-exam/{id},
 * /previous-exam/{id}. The gateway's gateway/src/spa.ts chooses exam.html by the same paths.
 */
const examPath = /^\/(exam(\/[^/?#]+)?|model-exam\/[^/?#]+|previous-exam\/[^/?#]+)\/?$/;

/** True when `pathname` (no query or hash) is a route where a learner sits an exam. */
export function isExamPath(pathname: string): boolean {
  return examPath.test(pathname);
}

/**
 * The cookie a browser that holds a session keeps (docs/architecture.md#prerender): a hint, never a
 * credential. The gateway (gateway/src/spa.ts) and the service worker read it to answer `/`.
 */
export const signedInCookie = 'proshno-signed-in';

/**
 * The built page a navigation to `pathname` is answered with: `/` prerendered for a visitor and
 * app.html for a browser that holds a session (`signedIn`: the cookie of `signedInCookie` is '1'),
 * as the gateway chooses (docs/architecture.md#prerender); the exam routes exam.html; the rest app.html.
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
} as const;

/** A waiting new version is applied on a navigation to `pathname` only outside an exam (docs/shell.md#new-version). */
export function mayApplyUpdateAt(pathname: string): boolean {
  return !isExamPath(pathname);
}
