// The service worker (docs/shell.md#offline-app), built by vite-plugin-pwa's injectManifest into
// dist/sw.js with the list of every file of the build: the three pages, each route's chunks and
// stylesheets, the fonts and the icons. It installs with the pages and what an exam needs (marked
// `install` by web/vite/offlineFiles.ts), so an exam goes on offline as soon as it is active, and
// fetches the rest when an idle page asks (docs/shell.md#offline-first). Navigations are answered from that cache, so
// the app opens with no network: `/` gets index.html, or app.html when the browser holds a session
// (the cookie the gateway reads too, so a signed-in learner never sees the login card painted,
// docs/architecture.md#prerender), the exam routes exam.html, the rest app.html (the engine's
// shellPageFor). Question images under /media are answered from a bounded cache of their own
// before the network, and an exam's images are put there when its questions arrive
// (docs/exam.md#image-offline; /media is public), and forgotten when a learner signs out
// (docs/shell.md#device-data). Nothing else is cached here: /graphql and the REST paths always go
// to the network (the exam's own data is kept by the web app on the device).
// A new version waits until a page outside an exam asks it to take over, and even then not while
// any page holds an exam open (docs/shell.md#new-version).
import {
  examOpenLock,
  isExamPath,
  isMediaFile,
  languageCookie,
  languages,
  laterFetchOrder,
  laterFilesCache,
  mediaCache,
  networkOnlyPaths,
  pageIn,
  shellPageFor,
  signedInCookie,
  startingLanguage,
  workerMessages,
  type Language,
  type ShellPage,
} from '@proshno/engine';
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/**
 * The build's files, each with whether the worker installs with it and, for a file only one
 * language's build has, that language (web/vite/offlineFiles.ts, docs/i18n.md#builds).
 */
const built = self.__WB_MANIFEST.map((entry) =>
  typeof entry === 'string'
    ? { url: entry, revision: null, install: false, language: undefined }
    : {
        url: entry.url,
        revision: entry.revision ?? null,
        install: 'install' in entry && entry.install === true,
        language: 'language' in entry ? languages.find((language) => language === entry.language) : undefined,
      },
);
/** Installed with the worker: the pages of both languages and what an exam needs in either. */
const installFiles = built.filter((entry) => entry.install && entry.language === undefined).map(({ url, revision }) => ({ url, revision }));
/**
 * The rest of the app, as absolute URLs: content-hashed files, so a URL never changes its bytes.
 * Each language's own part of what an exam needs comes first: the worker installs it for the
 * device's language (below), and a page keeps it for another once it speaks that one.
 */
const laterEntries = built
  .filter((entry) => !entry.install || entry.language !== undefined)
  .sort((a, b) => Number(b.install) - Number(a.install))
  .map((entry) => ({ href: new URL(entry.url, self.location.origin).href, install: entry.install, language: entry.language }));
const laterSet = new Set(laterEntries.map((entry) => entry.href));
/** The later files a page in `language` uses (its language's and those of both). */
const laterFilesIn = (language: Language) => laterEntries.filter((entry) => entry.language === undefined || entry.language === language).map((entry) => entry.href);
/** What an exam needs in `language` beyond the installed files. */
const examFilesIn = (language: Language) => laterEntries.filter((entry) => entry.install && entry.language === language).map((entry) => entry.href);

// No directory index: `/` is not always index.html (landing, below).
precacheAndRoute(installFiles, { directoryIndex: '' });
cleanupOutdatedCaches();

/** The later files: from their cache, else the network, kept once fetched (by the page or by fetchLater). */
const later = new CacheFirst({
  cacheName: laterFilesCache,
  plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }],
});
registerRoute(({ url, request }) => request.mode !== 'navigate' && laterSet.has(url.href), later);

/**
 * Fetches every later file the cache lacks, one at a time so the page's own requests (an exam's
 * saves) keep most of a slow line, those the page has loaded first; true when all are kept.
 */
async function fetchLater(language: Language, loadedByPage: string[], event: ExtendableEvent): Promise<boolean> {
  const cache = await self.caches.open(laterFilesCache);
  let complete = true;
  for (const url of laterFetchOrder(laterFilesIn(language), loadedByPage)) {
    if ((await cache.match(url)) !== undefined) continue;
    const kept = await later.handle({ event, request: new Request(url) }).then(
      (response) => response.ok,
      () => false,
    );
    complete &&= kept;
  }
  return complete;
}

/** A new version forgets the later files of the one before it. */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await self.caches.open(laterFilesCache);
      for (const request of await cache.keys()) if (!laterSet.has(request.url)) await cache.delete(request);
    })(),
  );
});

/**
 * A cookie's value from the cookie store where the browser gives the worker one; undefined where
 * it does not (then only the gateway can tell), null when there is no such cookie.
 */
async function cookie(name: string): Promise<string | null | undefined> {
  if (!('cookieStore' in self)) return undefined;
  try {
    return (await self.cookieStore.get(name))?.value ?? null;
  } catch {
    return undefined;
  }
}

/**
 * The device's language as the gateway reads it (docs/i18n.md#choosing): its cookie, else the
 * browser's languages; undefined where the worker has no cookie store to read the choice in.
 */
async function deviceLanguage(): Promise<Language | undefined> {
  const chosen = await cookie(languageCookie);
  return chosen === undefined ? undefined : startingLanguage(chosen, self.navigator.languages);
}

/** The browser's own preference, where the device's choice cannot be read. */
const preferredLanguage = (): Language => startingLanguage(null, self.navigator.languages);

/** Languages whose exam files are all kept, learnt once per worker (content-hashed files stay kept). */
const examReady = new Set<Language>();
async function keepsExamFiles(language: Language): Promise<boolean> {
  if (examReady.has(language)) return true;
  const cache = await self.caches.open(laterFilesCache);
  for (const url of examFilesIn(language)) if ((await cache.match(url)) === undefined) return false;
  examReady.add(language);
  return true;
}

/** Keeps what an exam needs in the device's language as the worker installs (the rest is in the precache). */
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await self.caches.open(laterFilesCache);
      for (const url of examFilesIn((await deviceLanguage()) ?? preferredLanguage())) {
        if ((await cache.match(url)) !== undefined) continue;
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await cache.put(url, response);
      }
    })(),
  );
});

/**
 * A navigation as the gateway would answer it (docs/shell.md#offline-app), from the cache: the page
 * of the device's language when what it needs is kept. Otherwise (after a language switch, or where
 * the worker cannot read the cookies that choose the page) the gateway answers, and offline the
 * page of a language that is kept, the device's first.
 */
async function shellPage(request: Request, page: (signedIn: boolean) => ShellPage, needsSession: boolean): Promise<Response> {
  const language = await deviceLanguage();
  const session = needsSession ? await cookie(signedInCookie) : null;
  if (language !== undefined && session !== undefined && (await keepsExamFiles(language))) {
    const kept = await matchPrecache(pageIn(page(session === '1'), language));
    if (kept !== undefined) return kept;
  }
  try {
    return await fetch(request);
  } catch (error) {
    const first = language ?? preferredLanguage();
    for (const other of [first, ...languages.filter((l) => l !== first)]) {
      if (!(await keepsExamFiles(other))) continue;
      const kept = await matchPrecache(pageIn(page(session === '1'), other));
      if (kept !== undefined) return kept;
    }
    throw error;
  }
}

registerRoute(
  new NavigationRoute(
    async ({ url, request }) => {
      const landing = url.pathname === '/' || url.pathname === '/index.html';
      return shellPage(request, (session) => shellPageFor(url.pathname, session), landing);
    },
    { denylist: [networkOnlyPaths] },
  ),
);

/** Question images: from the cache first, else the network, kept (answers of 200 only) at most 300 and 30 days. */
const media = new CacheFirst({
  cacheName: mediaCache.name,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
    new ExpirationPlugin({ maxEntries: mediaCache.maxEntries, maxAgeSeconds: mediaCache.maxAgeSeconds, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ url, request }) => url.origin === self.location.origin && request.mode !== 'navigate' && isMediaFile(url.pathname), media);

/** Puts the exam's images in the cache (those already there stay as they are); one that fails is left for the next time. */
async function cacheMedia(urls: unknown[], event: ExtendableEvent): Promise<void> {
  const own = urls.flatMap((value) => {
    if (typeof value !== 'string') return [];
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin && isMediaFile(url.pathname) ? [url.href] : [];
  });
  await Promise.all(own.map((url) => media.handle({ event, request: new Request(url) }).catch(() => undefined)));
}

/**
 * Forgets the image cache of the learner signing out and its expiry records in IndexedDB
 * (docs/shell.md#device-data); the precache of the app's own files stays.
 */
async function forgetLearner(): Promise<void> {
  await self.caches.delete(mediaCache.name);
  await new CacheExpiration(mediaCache.name, { maxEntries: mediaCache.maxEntries, maxAgeSeconds: mediaCache.maxAgeSeconds }).delete();
}

/** The image cache's messages run one after another, so a logout's forgetting is never undone by an exam's caching begun before it. */
let mediaWork: Promise<void> = Promise.resolve();
function inTurn(task: () => Promise<void>): Promise<void> {
  mediaWork = mediaWork.then(task, task);
  return mediaWork;
}

/**
 * Whether a page shows an exam: one holds the exam lock (a page that went into an exam by a link
 * still has its first address to the worker), or a page other than the asking one was opened at an
 * exam address and has not yet taken the lock (its registration comes after the first paint).
 */
async function examOpen(asking: string | null): Promise<boolean> {
  if ('locks' in navigator) {
    const { held = [], pending = [] } = await navigator.locks.query();
    if ([...held, ...pending].some((lock) => lock.name === examOpenLock)) return true;
  }
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => client.id !== asking && isExamPath(new URL(client.url).pathname));
}

/**
 * A waiting version takes over when a page outside an exam asks, unless another page holds an exam
 * open: taking over would swap that exam's code and caches under it (docs/shell.md#new-version).
 * The answer goes back on the message's port; the asking page asks again on its next navigation.
 */
async function skipWaitingUnlessExamOpen(event: ExtendableMessageEvent): Promise<void> {
  const asking = event.source instanceof Client ? event.source.id : null;
  const held = await examOpen(asking);
  event.ports[0]?.postMessage({ applied: !held });
  if (!held) await self.skipWaiting();
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === workerMessages.skipWaiting) event.waitUntil(skipWaitingUnlessExamOpen(event));
  else if (data.type === workerMessages.cacheMedia && 'urls' in data && Array.isArray(data.urls)) {
    const urls: unknown[] = data.urls;
    event.waitUntil(inTurn(() => cacheMedia(urls, event)));
  } else if (data.type === workerMessages.forgetLearner) event.waitUntil(inTurn(forgetLearner));
  else if (data.type === workerMessages.cacheRest) {
    const loaded = 'loaded' in data && Array.isArray(data.loaded) ? data.loaded.filter((url): url is string => typeof url === 'string') : [];
    const language = 'language' in data ? languages.find((l) => l === data.language) : undefined;
    event.waitUntil(laterInTurn(() => fetchLater(language ?? 'en', loaded, event)).then((complete) => event.ports[0]?.postMessage({ complete })));
  }
});

/** One fetch of the later files at a time: two pages asking share it. */
let laterWork: Promise<boolean> | null = null;
function laterInTurn(task: () => Promise<boolean>): Promise<boolean> {
  laterWork ??= task().finally(() => {
    laterWork = null;
  });
  return laterWork;
}

// The first version takes the open page at once, so it works offline after one visit; a later
// version waits (above).
clientsClaim();
