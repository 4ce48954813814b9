// The gallery in either language (docs/i18n.md#gallery). Catalogues take their words as they are
// made, so a preview in Bengali must register the twins before anything reads a catalogue: this
// module is the preview's first import. The language comes from the iframe's `globals` (the
// render test opens `…&globals=language:bn`), else from the toolbar's last choice in this tab.
import { speakBengali } from '@proshno/engine/bengali';
import type { Language } from '@proshno/engine/language';

export const galleryLanguageKey = 'proshno.gallery.language';

function wanted(): Language {
  const globals = new URLSearchParams(window.location.search).get('globals') ?? '';
  const fromUrl = /(?:^|;)language:(en|bn)(?:;|$)/.exec(globals)?.[1];
  if (fromUrl === 'en' || fromUrl === 'bn') return fromUrl;
  try {
    return window.sessionStorage.getItem(galleryLanguageKey) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

/** The language this preview was started in; another one needs a new preview (the decorator reloads it). */
export const galleryLanguage: Language = wanted();

if (galleryLanguage === 'bn') {
  speakBengali();
  document.documentElement.lang = 'bn';
}
