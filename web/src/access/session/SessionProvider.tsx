// Creates the one session actor and the urql client that reads its token; `useSession()` reads it.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Provider as UrqlProvider, type Client } from 'urql';
import { waitFor } from 'xstate';
import { createGraphqlClient } from '../../graphql/client';
import { useMachineEffects } from '../../shell/useMachineEffects';
import { createSessionActor, type SessionActor } from './sessionActor';

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [{ actor, client }] = useState(() => {
    let clientRef: Client | null = null;
    const sessionActor = createSessionActor(() => clientRef ?? unreachable());
    clientRef = createGraphqlClient({
      accessToken: () => sessionActor.getSnapshot().context.session?.accessToken ?? null,
      onUnauthenticated: async () => {
        sessionActor.send({ type: 'UNAUTHENTICATED' });
        const settled = await waitFor(sessionActor, (snapshot) => !snapshot.matches('refreshing'));
        return settled.matches('authenticated');
      },
    });
    return { actor: sessionActor, client: clientRef };
  });

  // The sign-in's toasts come from the machine (docs/architecture.md#effects); it starts once they are heard.
  useMachineEffects(actor);
  useEffect(() => {
    actor.start();
  }, [actor]);

  return (
    <SessionActorProvider actor={actor}>
      <UrqlProvider value={client}>{children}</UrqlProvider>
    </SessionActorProvider>
  );
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
  const state = useSelector(actor, (snapshot) => snapshot);
  return {
    session: state.context.session,
    error: state.context.error,
    restoring: state.hasTag('checkingAuth'),
    signingIn: state.hasTag('spinner'),
    login: (email: string, password: string) => actor.send({ type: 'LOGIN', email, password }),
    logout: () => actor.send({ type: 'LOGOUT' }),
  };
}

function unreachable(): never {
  throw new Error('the client is created before any actor runs');
}
