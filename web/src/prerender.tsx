// The first screen rendered at build time (docs/architecture.md#prerender): the build's prerender
// step (web/vite/prerender.ts) calls this in Node and writes its markup into the page's HTML, so
// the screen paints before any script has arrived; web/src/main.tsx then hydrates it.
import { decideRoute, documentTitleFor } from '@proshno/engine';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App';

export type Prerendered = { html: string; title: string };

/**
 * `path` as a visitor with nothing stored sees it: no window, so the session restores to none
 * (web/src/access/session/storage.ts), and wouter reads the path from `ssrPath`. Every lazy part on the
 * way is waited for, so the markup is the screen itself, never a spinner.
 */
export async function renderFirstScreen(path: string): Promise<Prerendered> {
  // An error would leave a part for the browser to render (and the build would not say): it fails the build.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new Error(`prerendering ${path} failed`, { cause: errors[0] });
  return { html: await new Response(prelude).text(), title: documentTitleFor(path, decideRoute(path, null)) };
}
