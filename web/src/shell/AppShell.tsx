// The signed-in frame: header with top bar / drawer and profile menu, page, footer, and the
// subscription gate (docs/shell.md#top-bar, docs/shell.md#profile-menu, docs/access.md#subscription-gate).
import { messages, showsSubscriptionRequired, type Session } from '@proshno/engine';
import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-aria-components';
import { useQuery } from 'urql';
import { useLocation } from 'wouter';
import { SubscribedPackagesDocument } from '../generated/graphql';
import { Footer } from './Footer';
import { MainPlaceholder } from './FullScreenSpinner';
import { Logout } from './Logout';
import { MobileDrawer } from './MobileDrawer';
import { ProfileMenu } from './ProfileMenu';
import * as css from './shell.css';
import { mainId, SkipLink } from './SkipLink';
import { SubscriptionRequiredDialog } from './SubscriptionRequiredDialog';
import { TopBar } from './TopBar';

export function AppShell({ session, children }: { session: Session; children: ReactNode }) {
  const [location] = useLocation();
  const [logoutAsked, setLogoutAsked] = useState(0);
  const askLogout = () => setLogoutAsked((asked) => asked + 1);
  const [subscriptionDismissed, setSubscriptionDismissed] = useState(false);
  const [{ data }] = useQuery({ query: SubscribedPackagesDocument, requestPolicy: 'cache-and-network' });
  const needsPackage = showsSubscriptionRequired(location, data?.subscribedPackages.length);
  const gateOpen = needsPackage && !subscriptionDismissed;
  const topBar = useRef<HTMLElement>(null);
  useTopBarHeight(topBar);

  return (
    <div className={css.page}>
      <div className={`${css.page} ${css.blurred}`} data-blurred={gateOpen ? '' : undefined}>
        <SkipLink />
        <header ref={topBar} className={css.header}>
          <div className={css.headerInner}>
            <MobileDrawer onLogout={askLogout} role={session.role} />
            <Link className={css.brand} href="/home">
              {messages.brand}
            </Link>
            <TopBar />
            <ProfileMenu session={session} onLogout={askLogout} />
          </div>
        </header>
        {/* <main> appears with its content, so readers never meet an empty page body; until then
            its space is held, so the footer never shows above the fold and then moves down. */}
        <Suspense fallback={<MainPlaceholder />}>
          <main id={mainId} tabIndex={-1} className={css.main}>{children}</main>
        </Suspense>
        <Footer />
      </div>
      <Logout learner={session.user.id} asked={logoutAsked} />
      <SubscriptionRequiredDialog isOpen={gateOpen} onCancel={() => setSubscriptionDismissed(true)} />
    </div>
  );
}

/**
 * Keeps the top bar's height in --top-bar-height, where a screen's own sticky bar (the exam's)
 * sits below it: one row, or two with large text (shell.css.ts topBarHeight).
 */
function useTopBarHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--top-bar-height', `${element.getBoundingClientRect().height}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--top-bar-height');
    };
  }, [bar]);
}
