// বাংলা / English (docs/i18n.md#switch): each language named in itself, the page's own marked as
// pressed. Choosing the other keeps it on this device and loads the page again in it. বাংলা is drawn
// (BanglaWord), so an English page never downloads the Bengali webfont for it. On a prerendered
// page (docs/architecture.md#prerender) the buttons are disabled until the app has taken it over:
// a press before that would be lost.
import { currentLanguage, languageNames, languages } from '@proshno/engine';
import { useHydrated } from '../controls/hydrated';
import { BanglaWord } from './BanglaWord';
import { switchLanguage } from './language';
import * as css from './shell.css';

export function LanguageSwitch({ labelledBy }: { labelledBy: string }) {
  const current = currentLanguage();
  const hydrated = useHydrated();
  return (
    <div role="group" aria-labelledby={labelledBy} className={css.languageSwitch}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={css.languageButton}
          aria-pressed={language === current}
          disabled={!hydrated}
          aria-label={language === 'bn' ? languageNames.bn : undefined}
          onClick={() => {
            if (language !== current) switchLanguage(language);
          }}
        >
          {language === 'bn' ? <BanglaWord /> : languageNames[language]}
        </button>
      ))}
    </div>
  );
}
