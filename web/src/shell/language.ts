// The page's language on this device (docs/i18n.md#choosing): chosen once as the page starts, from
// the learner's choice kept in local storage (and in a cookie, so the gateway sends the first HTML in
// that language), else from the browser's preferred languages. Switching stores the choice and loads
// the page again: every screen, machine and catalogue then starts in the new language together.
import { isLanguage, languageCookie, languageInCookies, languageStorageKey, startingLanguage, type Language } from '@proshno/engine/language';

const cookieSeconds = 365 * 24 * 60 * 60;

/** The language this page starts in, and whether the learner chose it on this device. */
export function chooseLanguage(): { language: Language; chosen: boolean } {
  const stored = storedLanguage();
  return { language: startingLanguage(stored, preferredLanguages()), chosen: isLanguage(stored) };
}

/** Keeps the choice on this device: storage for the app, the cookie for the gateway's first HTML. */
export function keepLanguage(language: Language): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage refused (private mode, quota): the cookie still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=${cookieSeconds}; SameSite=Lax${secure}`;
}

/** The tab's note that it loaded the page again to get the build of a language (see `reloadForBuild`). */
const reloadedKey = 'proshno.language-reloaded';

/**
 * The page came from the other language's build (docs/i18n.md#builds), as when the language cookie
 * was gone while local storage kept the choice: the cookie is renewed (`keepLanguage`) and the page
 * loaded again once, so the gateway (or the service worker) answers with the build of `language`.
 * False when this tab already tried for it: the page then goes on in its build's language.
 */
export function reloadForBuild(language: Language): boolean {
  try {
    if (window.sessionStorage.getItem(reloadedKey) === language) return false;
    window.sessionStorage.setItem(reloadedKey, language);
  } catch {
    // No session storage: a reload could repeat for ever, so none.
    return false;
  }
  window.location.reload();
  return true;
}

/** The page is in the build of the language it wanted: a later mismatch may be reloaded for again. */
export function inBuildLanguage(): void {
  try {
    window.sessionStorage.removeItem(reloadedKey);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The learner picked another language: kept, then the page starts again in it. */
export function switchLanguage(language: Language): void {
  keepLanguage(language);
  window.location.reload();
}

function storedLanguage(): string | null {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    if (stored !== null) return stored;
  } catch {
    // Fall through to the cookie.
  }
  return languageInCookies(document.cookie);
}

function preferredLanguages(): readonly string[] {
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0) return navigator.languages;
  return typeof navigator.language === 'string' ? [navigator.language] : [];
}
