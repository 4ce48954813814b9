// The signed-in learner of the gallery's fixtures, for screens that read the session (the
// dashboard's greeting, the leaderboard's own row, the profile's menu rename).
import { sessionMachine } from '@proshno/engine';
import { fakePromises } from '@proshno/engine/testing';
import { useState, type ReactNode } from 'react';
import { createActor } from 'xstate';
import { SessionActorProvider } from '../../access/session/SessionProvider';
import { session } from '../fixtures';

export function SignedIn({ children }: { children: ReactNode }) {
  const [actor] = useState(signedInActor);
  return <SessionActorProvider actor={actor}>{children}</SessionActorProvider>;
}

function signedInActor() {
  // Nothing is called: the session only sits signed in.
  const fakes = fakePromises();
  const machine = sessionMachine.provide({
    actors: { restoreSession: fakes.promise('restoreSession'), login: fakes.promise('login'), logout: fakes.promise('logout'), refresh: fakes.promise('refresh') },
    actions: { persist: () => {} },
  });
  return createActor(machine, { snapshot: machine.resolveState({ value: 'authenticated', context: { session, error: null } }) }).start();
}
