// Providers in order: locale (the page's language, en-GB or bn-BD, docs/i18n.md#numbers), toasts, session + GraphQL, router links.
import { currentLocale, type NavigationState } from '@proshno/engine';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { AppRoutes } from './shell/routes/AppRoutes';
import { SessionProvider } from './access/session/SessionProvider';
import { ToastProvider } from './shell/ToastProvider';
import { ScreenErrorBoundary } from './shell/ScreenErrorBoundary';
import { ConnectionStatus } from './shell/pwa/ConnectionStatus';

export function App() {
  return (
    <I18nProvider locale={currentLocale()}>
      <ToastProvider>
        <SessionProvider>
          <LinkRouter />
        </SessionProvider>
      </ToastProvider>
    </I18nProvider>
  );
}

declare module 'react-aria-components' {
  interface RouterConfig {
    /** A link's `routerOptions`: the history state its entry keeps, plain data as a machine's navigation carries. */
    routerOptions: { state?: NavigationState };
  }
}

/** react-aria links and menu items navigate through wouter instead of reloading the page. */
function LinkRouter() {
  const [location, navigate] = useLocation();
  return (
    <RouterProvider navigate={(href, options) => navigate(href, options?.state === undefined ? undefined : { state: options.state })}>
      {/* The last resort, for a failure of the frame itself (the shell's code); a screen's is caught inside the frame. */}
      <ScreenErrorBoundary resetKey={location} home="/">
        <AppRoutes />
      </ScreenErrorBoundary>
      <ConnectionStatus />
    </RouterProvider>
  );
}
