// The page for a browser below the supported minimum (docs/browsers.md#too-old), in place of
// whatever #root held (the prerendered login): what can run the product, in English and Bengali.
// The support script (support.ts) fetches this only in such a browser, so no other visitor
// downloads the words. Built as ES5, like it (web/vite/support.ts).
import { browserSupportMessages, type BrowserMinimum, type BrowserSupportText } from '@proshno/engine';

/** The oldest supported versions, put in by the build from package.json's browserslist. */
declare const SUPPORTED_MINIMUM: BrowserMinimum;

/** `value` in the language's digits, where the browser can write them. */
function numberIn(language: string): (value: number) => string {
  return (value) => {
    try {
      return new Intl.NumberFormat(language).format(value);
    } catch (_unknownLanguage) {
      return String(value);
    }
  };
}

function element(tag: string, text: string): HTMLElement {
  const made = document.createElement(tag);
  made.appendChild(document.createTextNode(text));
  return made;
}

function section(text: BrowserSupportText, language: string, headingTag: string): HTMLElement {
  const part = document.createElement('section');
  part.setAttribute('lang', language);
  part.style.marginBottom = '2em';
  part.appendChild(element(headingTag, text.title));
  part.appendChild(element('p', text.needs(SUPPORTED_MINIMUM, numberIn(language))));
  part.appendChild(element('p', text.advice));
  return part;
}

/** The two languages' sections, the English one the page's h1, in place of what #root held. */
function showTooOld(): void {
  const root = document.getElementById('root');
  if (root === null) return;
  while (root.firstChild !== null) root.removeChild(root.firstChild);
  const main = document.createElement('main');
  main.style.maxWidth = '36em';
  main.style.margin = '0 auto';
  main.style.padding = '1.5em 1em';
  main.style.fontFamily = 'sans-serif';
  main.style.lineHeight = '1.5';
  main.appendChild(section(browserSupportMessages.en, 'en', 'h1'));
  main.appendChild(section(browserSupportMessages.bn, 'bn', 'h2'));
  root.appendChild(main);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showTooOld);
else showTooOld();
