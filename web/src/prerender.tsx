// The first screen rendered at build time (docs/architecture.md#prerender): the build's prerender
// step (web/vite/prerender.ts) calls this in Node and writes its markup into the page's HTML, so
// the screen paints before any script has arrived; web/src/start.tsx then hydrates it.
//
// Each language's build renders its own pages (docs/i18n.md#builds): the Bengali build's catalogues
// are made with the Bengali words, so only the language of figures and dates is set here, before
// the app and the engine are imported.
import { setCurrentLanguage } from '@proshno/engine/language';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';

export type Prerendered = { html: string; title: string };

/**
 * `path` as a visitor with nothing stored sees it, in `language`: no window, so the session
 * restores to none (web/src/access/session/storage.ts), and wouter reads the path from `ssrPath`.
 * Every lazy part on the way is waited for, so the markup is the screen itself, never a spinner.
 */
export async function renderFirstScreen(path: string, language: 'en' | 'bn'): Promise<Prerendered> {
  setCurrentLanguage(language);
  const [{ App }, { decideRoute, documentTitleFor }] = await Promise.all([import('./App'), import('@proshno/engine')]);
  // An error would leave a part for the browser to render (and the build would not say): it fails the build.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Never outline a Suspense boundary for a script to reveal later (React does for one over its
      // chunk size, 12.8 kB by default, which the Bengali page's UTF-8 passes): the page's CSP runs
      // no inline script, and the whole page is the paint we want.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  if (errors.length > 0) throw new Error(`prerendering ${path} failed`, { cause: errors[0] });
  return { html: await new Response(prelude).text(), title: documentTitleFor(path, decideRoute(path, null)) };
}
