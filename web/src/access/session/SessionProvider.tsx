// Creates the one session actor and the urql client of the learner signed in, which reads its token;
// `useSession()` reads it.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Provider as UrqlProvider, type Client } from 'urql';
import { waitFor } from 'xstate';
import { currentLanguage, isExamPath, sessionViewOf, type LearnerId, type Session } from '@proshno/engine';
import { countWaitingReviews, examsWithWaitingAnswers } from '../../exam/waitingExams';
import { createGraphqlClient, rerunActiveQueries } from '../../graphql/client';
import { reportApiUnavailable, whenApiBack } from '../../shell/pwa/apiConnection';
import { useMachineEffects } from '../../shell/useMachineEffects';
import { takeAnsweredBeforeScript } from './loginHandoff';
import { createSessionActor, type SessionActor } from './sessionActor';
import { readSession, sessionKey } from './storage';

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [{ actor, clientOf }] = useState(() => {
    let current: { learner: LearnerId | null; client: Client } | null = null;
    const sessionActor = createSessionActor(() => clientFor(learnerOf(sessionActor.getSnapshot().context.session)));
    // The api tier back after being away: the current client asks its queries on screen again (docs/architecture.md#readiness).
    whenApiBack(() => {
      if (current !== null) rerunActiveQueries(current.client);
    });
    /**
     * One urql client per learner (docs/shell.md#device-data): its cache holds only what that learner
     * was shown, and it sends only that learner's token, so nothing queued or cached for one learner
     * goes out with, or is shown to, the next one signed in on this browser.
     */
    function clientFor(learner: LearnerId | null): Client {
      if (current?.learner === learner) return current.client;
      const client = createGraphqlClient({
        accessToken: () => {
          const session = sessionActor.getSnapshot().context.session;
          return session !== null && session.user.id === learner ? session.accessToken : null;
        },
        onUnauthenticated: async () => {
          sessionActor.send({ type: 'UNAUTHENTICATED' });
          const settled = await waitFor(sessionActor, (snapshot) => !sessionViewOf(snapshot).refreshing);
          return sessionViewOf(settled).signedIn;
        },
        onApiUnavailable: reportApiUnavailable,
      });
      current = { learner, client };
      return client;
    }
    return { actor: sessionActor, clientOf: clientFor };
  });
  const learner = useSelector(actor, (snapshot) => learnerOf(snapshot.context.session));
  const client = clientOf(learner);

  // The sign-in's toasts come from the machine (docs/architecture.md#effects); it starts once they are heard.
  useMachineEffects(actor);
  useEffect(() => {
    actor.start();
    // The login form was posted before the app's script arrived (docs/access.md#login-before-script).
    if (takeAnsweredBeforeScript()) actor.send({ type: 'ANSWERED_BEFORE_SCRIPT' });
    // The account's mails follow the language the learner last used (docs/i18n.md#account).
    actor.send({ type: 'LANGUAGE_SEEN', language: currentLanguage() });
  }, [actor]);
  useSendWaitingAnswers(learner, client);
  useFollowOtherTabs(actor);

  return (
    <SessionActorProvider actor={actor}>
      <UrqlProvider value={client}>{children}</UrqlProvider>
    </SessionActorProvider>
  );
}

/**
 * Answers a learner chose on this device and could not send before they were signed out (the server
 * refused their session) are sent once they are signed in again, and whenever the network comes
 * back (docs/shell.md#device-data): an exam's, and the review session's (docs/learning.md#delivery). The sending code is fetched only when something waits.
 */
function useSendWaitingAnswers(learner: LearnerId | null, client: Client): void {
  useEffect(() => {
    if (learner === null) return undefined;
    const stop = new AbortController();
    let sending = false;
    const send = () => {
      // On an exam page that exam's own autosave sends its queue: a second sender of the same stored
      // queue could write back a copy older than the exam's newest choice. The rest wait for a page
      // outside an exam. The review page sends its own reviews likewise (docs/learning.md#delivery).
      const path = window.location.pathname;
      const exams = !isExamPath(path) && examsWithWaitingAnswers(learner).length > 0;
      const reviews = path !== '/review' && countWaitingReviews(learner) > 0;
      if (sending || (!exams && !reviews)) return;
      sending = true;
      void import('../../exam/waitingAnswers')
        .then(({ sendWaitingAnswers }) => sendWaitingAnswers(client, learner, stop.signal, { exams, reviews }))
        .catch(() => undefined)
        .finally(() => {
          sending = false;
        });
    };
    send();
    window.addEventListener('online', send);
    return () => {
      window.removeEventListener('online', send);
      stop.abort();
    };
  }, [learner, client]);
}

/**
 * Another tab signed this learner out, or signed another learner in: this tab starts again from the
 * stored session, so it shows nothing of the learner who left (docs/shell.md#device-data).
 */
function useFollowOtherTabs(actor: SessionActor): void {
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== sessionKey && event.key !== null) return;
      if (learnerOf(readSession()) !== learnerOf(actor.getSnapshot().context.session)) window.location.reload();
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [actor]);
}

function learnerOf(session: Session | null): LearnerId | null {
  return session?.user.id ?? null;
}

/** Hands a session actor to the screens; the gallery passes one resolved to a state. */
export function SessionActorProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (actor === null) throw new Error('useSessionActor outside <SessionProvider>');
  return actor;
}

/** The session snapshot's parts the screens render. */
export function useSession() {
  const actor = useSessionActor();
  const { session, error, restoring, signingIn } = sessionViewOf(useSelector(actor, (snapshot) => snapshot));
  return {
    session,
    error,
    restoring,
    signingIn,
    login: (email: string, password: string) => actor.send({ type: 'LOGIN', email, password }),
    logout: () => actor.send({ type: 'LOGOUT' }),
  };
}
