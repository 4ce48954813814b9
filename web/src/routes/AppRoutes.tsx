// Renders what the engine's decideRoute says for the current path and session (docs/access.md#route-guard).
import { decideRoute, documentTitleFor, messages, normalizePath, type Session } from '@proshno/engine';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoginScreen } from '../auth/LoginScreen';
import { preloadExamSheet } from '../exam/sheetPreload';
import { LandingSections } from '../landing/LandingSections';
import { useSession } from '../session/SessionProvider';
import { FullScreenSpinner } from '../shell/FullScreenSpinner';
import { PublicLayout } from '../shell/PublicLayout';
import * as shell from '../shell/shell.css';
import {
  commerceScreens,
  examRoutes,
  ExamScreen,
  HistoryDetailScreen,
  HomePage,
  NotFoundPage,
  PackageDetailScreen,
  PlaceholderPage,
  placeholderTitles,
  protectedScreens,
  publicScreens,
} from './routeTable';
import { useDocumentTitle } from './useDocumentTitle';

// The shell is only for signed-in users, so it stays out of the login page's bundle.
const AppShell = lazy(() => import('../shell/AppShell').then((m) => ({ default: m.AppShell })));

export function AppRoutes() {
  const [location] = useLocation();
  const { session, restoring, signingIn } = useSession();
  const path = normalizePath(location);
  const decision = decideRoute(path, session === null ? null : { role: session.role });
  useDocumentTitle(restoring ? null : documentTitleFor(path, decision));

  if (restoring) {
    return (
      <div className={shell.centered}>
        <p>{messages.checkingAuth}</p>
      </div>
    );
  }

  switch (decision.kind) {
    case 'redirect':
      return <Redirect to={decision.to} replace />;
    case 'loginScreen':
      return (
        <PublicLayout>
          <LoginScreen />
        </PublicLayout>
      );
    case 'notFound':
      return <Frame session={session}><NotFoundPage /></Frame>;
    case 'render':
      return (
        <>
          {signingIn ? <FullScreenSpinner label="Signing in" /> : null}
          <Frame session={session}>
            <Switch location={path}>
              <Route path="/">
                {/* The login card comes first, also on phones; the header's anchors target the sections. */}
                <LoginScreen />
                <LandingSections />
              </Route>
              {publicScreens.map(({ path: route, screen: Screen }) => (
                <Route key={route} path={route}>
                  <Screen />
                </Route>
              ))}
              <Route path="/home">
                <HomePage />
              </Route>
              {examRoutes.map((route) => (
                <Route key={route} path={route}>
                  {(params: { id?: string }) => <ExamRoute id={params.id ?? ''} />}
                </Route>
              ))}
              <Route path="/history/:id">{(params: { id?: string }) => <HistoryDetailScreen id={params.id ?? ''} />}</Route>
              {protectedScreens.map(({ path: route, screen: Screen }) => (
                <Route key={route} path={route}>
                  <Screen />
                </Route>
              ))}
              {commerceScreens.map(({ path: route, screen: Screen }) => (
                <Route key={route} path={route}>
                  <Screen />
                </Route>
              ))}
              <Route path="/packages/:id">{(params: { id?: string }) => <PackageDetailScreen id={params.id ?? ''} />}</Route>
              {placeholderTitles.map(({ path: route, title }) => (
                <Route key={route} path={route}>
                  <PlaceholderPage title={title} />
                </Route>
              ))}
              <Route>
                <NotFoundPage />
              </Route>
            </Switch>
          </Frame>
        </>
      );
  }
}

/** Signed-in users get the navigation shell on every page; visitors the public frame. */
function Frame({ session, children }: { session: Session | null; children: ReactNode }) {
  if (session === null) return <PublicLayout>{children}</PublicLayout>;
  return (
    <Suspense fallback={<FullScreenSpinner label="Loading" />}>
      <AppShell session={session}>{children}</AppShell>
    </Suspense>
  );
}

/**
 * An exam's route asks for its question set while the exam screen's code is still on its way, so
 * the two downloads overlap. It asks once per visit, while rendering and before the screen does:
 * an effect would run after the screen's own when its code is already here (a child's effects
 * run first), and the question set would be fetched twice.
 */
function ExamRoute({ id }: { id: string }) {
  const client = useClient();
  const examId = Number(id);
  useState(() => (Number.isInteger(examId) && examId > 0 ? preloadExamSheet(client, examId) : undefined));
  return <ExamScreen id={id} />;
}
