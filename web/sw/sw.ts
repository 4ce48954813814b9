// The service worker (docs/shell.md#offline-app), built by vite-plugin-pwa's injectManifest into
// dist/sw.js with the list of every file of the build it precaches: the three pages, each route's
// chunks and stylesheets, the fonts and the icons. Navigations are answered from that cache, so
// the app opens with no network: `/` gets index.html, or app.html when the browser holds a session
// (the cookie the gateway reads too, so a signed-in learner never sees the login card painted,
// docs/architecture.md#prerender), the exam routes exam.html, the rest app.html (the engine's
// shellPageFor). Nothing else is cached here: /graphql, the REST paths and
// /media always go to the network (the exam's own data is kept by the web app on the device).
// A new version waits until the page asks it to take over (docs/shell.md#new-version).
import { networkOnlyPaths, shellPageFor, signedInCookie } from '@proshno/engine';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The message the page sends when a waiting version may take over (web/src/shell/pwa/serviceWorker.ts). */
const SKIP_WAITING = 'SKIP_WAITING';

// No directory index: `/` is not always index.html (landing, below).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

/**
 * Whether the browser holds a session, from the cookie store where the browser gives the worker
 * one; undefined where it does not (then only the gateway can tell).
 */
async function signedIn(): Promise<boolean | undefined> {
  if (!('cookieStore' in self)) return undefined;
  try {
    return (await self.cookieStore.get(signedInCookie))?.value === '1';
  } catch {
    return undefined;
  }
}

/**
 * `/` as the gateway would answer it (docs/shell.md#offline-app). With no cookie store to read, it
 * asks the gateway (which reads the cookie) and falls back to the prerendered page offline.
 */
async function landing(request: Request): Promise<Response> {
  const session = await signedIn();
  if (session !== undefined) return (await matchPrecache(shellPageFor('/', session))) ?? fetch(request);
  try {
    return await fetch(request);
  } catch (error) {
    const page = await matchPrecache(shellPageFor('/', false));
    if (page === undefined) throw error;
    return page;
  }
}

registerRoute(
  new NavigationRoute(
    async ({ url, request }) => {
      if (url.pathname === '/' || url.pathname === '/index.html') return landing(request);
      const page = await matchPrecache(shellPageFor(url.pathname, false));
      return page ?? fetch(request);
    },
    { denylist: [networkOnlyPaths] },
  ),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING) void self.skipWaiting();
});

// The first version takes the open page at once, so it works offline after one visit; a later
// version waits (above).
clientsClaim();
