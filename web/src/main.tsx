// The browser entry: global theme, the page's language, then the app (web/src/start.tsx). Each
// language is a build of its own (docs/i18n.md#builds): the Bengali one, built in mode 'bn', has
// every catalogue made with the Bengali words, so a page downloads one language's words. The page
// asks for the language it should speak (docs/i18n.md#choosing) and, when it came from the other
// build, is loaded again once to get the right one. The development server serves the English build
// and registers the Bengali words as the page starts instead, before the app's code is evaluated, so
// this module imports nothing that reads a catalogue; the app is a separate chunk the page asks
// for at once (its files are preloaded beside this one, web/vite/prerender.ts).
import { setCurrentLanguage, type Language } from '@proshno/engine/language';
import './theme/theme.css';
import './theme/bengali.css';
import { chooseLanguage, inBuildLanguage, keepLanguage, reloadForBuild } from './shell/language';
import { tooOldAttribute } from './shell/support/tooOld';

/** The language this build's catalogues are in. */
const built: Language = import.meta.env.MODE === 'bn' ? 'bn' : 'en';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
// The support script found the browser below the minimum and put its page in #root instead
// (docs/browsers.md#too-old): nothing starts.
if (!document.documentElement.hasAttribute(tooOldAttribute)) void boot(root);

async function boot(root: HTMLElement): Promise<void> {
  const { language, chosen } = chooseLanguage();
  // A choice made on this device renews the cookie that has the gateway answer in it.
  if (chosen) keepLanguage(language);
  // The language the served markup is in (index.bn.html is `/` in Bengali).
  const markupLanguage = document.documentElement.lang;
  let speaking = built;
  if (language === built) inBuildLanguage();
  else if (import.meta.env.DEV) speaking = language === 'bn' && (await bengali()) ? 'bn' : 'en';
  else if (reloadForBuild(language)) return;
  setCurrentLanguage(speaking);
  document.documentElement.lang = speaking;
  const { start } = await import('./start');
  start(root, markupLanguage === speaking);
}

/** The development server only: registers the Bengali catalogues; false when they could not be fetched. */
async function bengali(): Promise<boolean> {
  try {
    const { speakBengali } = await import('@proshno/engine/bengali');
    speakBengali();
    return true;
  } catch {
    return false;
  }
}

