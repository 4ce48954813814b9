// Every story renders inside the app's providers: dates in the gallery's language, toasts, the
// gateway (faked from the gallery's fixtures), and a router at the story's route, so links and
// redirects work. The toolbar's Language shows every story in English or in Bengali.
import { galleryLanguage, galleryLanguageKey } from './language';
import '../web/src/theme/theme.css';
import type { Preview } from '@storybook/react-vite';
import { useMemo } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Provider as UrqlProvider } from 'urql';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadEveryDeferredPart } from '../web/src/controls/deferred';
import { galleryAxeRules, galleryViewports } from '../web/src/gallery/axeRules';
import { fakeGatewayClient } from '../web/src/gallery/fakeGateway';
import { ToastProvider } from '../web/src/shell/ToastProvider';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error', config: { rules: galleryAxeRules } },
    viewport: { options: galleryViewports },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false }, language: galleryLanguage },
  globalTypes: {
    language: {
      description: 'The language of the interface (docs/i18n.md#gallery)',
      toolbar: { title: 'Language', icon: 'globe', dynamicTitle: true, items: [{ value: 'en', title: 'English' }, { value: 'bn', title: 'বাংলা' }] },
    },
  },
  // Designers see the real selects, menus and dialogs at once, not their first-paint stand-ins.
  loaders: [loadEveryDeferredPart],
  decorators: [
    (Story, { parameters, id, globals }) => {
      // Another language needs a preview started in it: catalogues are made once, in one language.
      const language = globals['language'] === 'bn' ? 'bn' : 'en';
      if (language !== galleryLanguage) {
        window.sessionStorage.setItem(galleryLanguageKey, language);
        window.location.reload();
      }
      const route = typeof parameters['route'] === 'string' ? parameters['route'] : '/';
      // A fresh client, location and toast queue per story: nothing left from the story shown before.
      const { client, location } = useMemo(() => ({ client: fakeGatewayClient(), location: memoryLocation({ path: route }) }), [id, route]);
      return (
        <I18nProvider locale={galleryLanguage === 'bn' ? 'bn-BD' : 'en-GB'}>
          <ToastProvider key={id}>
            <UrqlProvider value={client}>
              <Router hook={location.hook} searchHook={location.searchHook}>
                <RouterProvider navigate={(href) => location.navigate(href)}>
                  <Story />
                </RouterProvider>
              </Router>
            </UrqlProvider>
          </ToastProvider>
        </I18nProvider>
      );
    },
  ],
};

export default preview;
