// The first script of every page (docs/browsers.md): a classic script, built apart from the app as
// ES5 (web/vite/support.ts), so any browser can run it. In a browser at or above the supported
// minimum it fills in the few newer built-ins the bundle calls and gets out of the way; below it, it
// tells the app not to start (main.tsx) and fetches the page saying so (tooOldPage.ts), instead of
// the blank page or broken controls an old engine makes of the bundle.
import { installPolyfills } from './polyfills';
import { tooOldAttribute } from './tooOld';

/** The address of the built tooOldPage.ts, put in by the build. */
declare const TOO_OLD_PAGE: string;

/**
 * Whether this engine runs the build: the built-ins that arrived with the syntax the build keeps
 * (ES2021's logical assignment and the class fields and private methods it does not lower came with
 * `Promise.any`, `String.prototype.replaceAll` and `WeakRef`: Chrome 85, Firefox 79, Safari 14.1)
 * and module scripts. Built-ins only: the policy forbids `eval`, so syntax cannot be tried directly.
 */
function runsTheBuild(): boolean {
  return (
    typeof Promise !== 'undefined' &&
    typeof (Promise as { any?: unknown }).any === 'function' &&
    typeof String.prototype.replaceAll === 'function' &&
    typeof WeakRef === 'function' &&
    typeof HTMLScriptElement !== 'undefined' &&
    'noModule' in HTMLScriptElement.prototype
  );
}

/** Marks the page for main.tsx, which then does not start the app, and fetches the page that says why. */
function tooOld(): void {
  document.documentElement.setAttribute(tooOldAttribute, '');
  const script = document.createElement('script');
  script.src = TOO_OLD_PAGE;
  document.head.appendChild(script);
}

if (runsTheBuild()) installPolyfills();
else tooOld();
