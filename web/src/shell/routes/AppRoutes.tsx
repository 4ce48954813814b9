// Renders what the engine's decideRoute says for the current path and session (docs/access.md#route-guard).
import { decideRoute, documentTitleFor, messages, normalizePath, type Session } from '@proshno/engine';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoginScreen } from '../../access/LoginScreen';
import { preloadExamSheet } from '../../exam/sheetPreload';
import { LandingSections } from '../landing/LandingSections';
import { useSession } from '../../access/session/SessionProvider';
import { FullScreenSpinner } from '../FullScreenSpinner';
import { PublicLayout } from '../PublicLayout';
import { ScreenErrorBoundary } from '../ScreenErrorBoundary';
import * as shell from '../shell.css';
import {
  commerceScreens,
  examRoutes,
  ExamScreen,
  contestPages,
  HistoryDetailScreen,
  AdminLearnerScreen,
  BankEditorScreen,
  HomePage,
  NotAllowedPage,
  NotFoundPage,
  PackageDetailScreen,
  PlaceholderPage,
  placeholderTitles,
  protectedScreens,
  publicScreens,
} from './routeTable';
import { routeIdOf } from './routeId';
import { useDocumentTitle } from './useDocumentTitle';

// The shell is only for signed-in users, so it stays out of the login page's bundle.
const AppShell = lazy(() => import('../AppShell').then((m) => ({ default: m.AppShell })));

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

  const examId = session === null ? null : examIdIn(path);

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
    case 'notAllowed':
      return <Frame session={session}><NotAllowedPage /></Frame>;
    case 'render':
      return (
        <>
          {signingIn ? <FullScreenSpinner label={messages.signingIn} /> : null}
          {examId === null ? null : <EarlyExamSheet key={examId} examId={examId} />}
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
                  {(params: { id?: string }) => <ExamScreen id={routeIdOf(params.id)} />}
                </Route>
              ))}
              <Route path="/history/:id">{(params: { id?: string }) => <HistoryDetailScreen id={routeIdOf(params.id)} />}</Route>
              {contestPages.map(({ path: route, screen: Screen }) => (
                <Route key={route} path={route}>
                  {(params: { id?: string }) => <Screen id={routeIdOf(params.id)} />}
                </Route>
              ))}
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
              <Route path="/packages/:id">{(params: { id?: string }) => <PackageDetailScreen id={routeIdOf(params.id)} />}</Route>
              <Route path="/admin/learners/:id">{(params: { id?: string }) => <AdminLearnerScreen id={routeIdOf(params.id)} />}</Route>
              <Route path="/admin/bank/:id">{(params: { id?: string }) => <BankEditorScreen id={routeIdOf(params.id)} />}</Route>
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
  const [location] = useLocation();
  // A screen that fails leaves the frame (navigation, footer) in place (docs/shell.md#error-boundary).
  const guarded = (
    <ScreenErrorBoundary resetKey={location} home={session === null ? '/' : '/home'}>
      {children}
    </ScreenErrorBoundary>
  );
  if (session === null) return <PublicLayout>{guarded}</PublicLayout>;
  return (
    <Suspense fallback={<FullScreenSpinner label={messages.loading} />}>
      <AppShell session={session}>{guarded}</AppShell>
    </Suspense>
  );
}

/**
 * An exam's route asks for its question set as soon as the route is known, while the shell's and
 * the exam screen's code are still on their way, so the downloads overlap. It sits beside the
 * shell, not inside it, so it does not wait for the shell's code either. It asks once per exam
 * (keyed by the id), while rendering and before the screen does: an effect would run after the
 * screen's own when its code is already here (a child's effects run first), and the question set
 * would be fetched twice.
 */
function EarlyExamSheet({ examId }: { examId: number }) {
  const client = useClient();
  useState(() => preloadExamSheet(client, examId));
  return null;
}

/** The exam an exam route names (`/exam/12`, `/model-exam/12`, `/previous-exam/12`), else null. */
function examIdIn(path: string): number | null {
  for (const route of examRoutes) {
    if (!route.endsWith('/:id')) continue;
    const prefix = route.slice(0, -':id'.length);
    if (!path.startsWith(prefix)) continue;
    return routeIdOf(path.slice(prefix.length));
  }
  return null;
}
