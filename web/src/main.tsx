// The browser entry: global theme, the page's language, then the app (web/src/start.tsx). The
// language comes first (docs/i18n.md#choosing): a page in Bengali registers the Bengali catalogues
// before the app's code is evaluated, so every catalogue is made in Bengali. This module therefore
// imports nothing that reads a catalogue; the app is a separate chunk the page asks for at once
// (its files are preloaded beside this one, web/vite/prerender.ts).
import './theme/theme.css';
import './theme/bengali.css';
import { chooseLanguage, keepLanguage } from './shell/language';
import { tooOldAttribute } from './shell/support/tooOld';

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
  const speaking = language === 'bn' && (await bengali()) ? 'bn' : 'en';
  document.documentElement.lang = speaking;
  const { start } = await import('./start');
  start(root, markupLanguage === speaking);
}

/** Registers the Bengali catalogues; false when they could not be fetched (offline before the app was kept). */
async function bengali(): Promise<boolean> {
  try {
    const { speakBengali } = await import('@proshno/engine/bengali');
    speakBengali();
    return true;
  } catch {
    return false;
  }
}

