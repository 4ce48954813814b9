// The session machine with its actors implemented against the gateway and localStorage.
import { sessionMachine, sessionOfLogin } from '@proshno/engine';
import { createActor, fromPromise } from 'xstate';
import type { Client } from 'urql';
import { LoginDocument, LogoutDocument, RefreshTokenDocument, UpdatePreferencesDocument } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';
import { bindUnboundRecords, forgetLearnerDevice } from './deviceData';
import { sharedRefresh } from './sharedRefresh';
import { refusedLogin } from './loginHandoff';
import { readSession, writeSession } from './storage';

export type SessionActor = ReturnType<typeof createSessionActor>;

/**
 * The saved session is read from localStorage before the first render (docs/access.md#session), so
 * the actor starts where restoring would have taken it, signed in or not: the first render is the
 * route's own screen, the same one the build prerendered for a visitor
 * (docs/architecture.md#prerender), and hydrating it matches. Storage is read synchronously, so
 * nothing is left to wait for and 'Checking authentication ...' has nothing to cover.
 */
export function createSessionActor(client: () => Client) {
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => readSession()),
      login: fromPromise(async ({ input }) => {
        const { login } = await dataOf(client().mutation(LoginDocument, input, { requestPolicy: 'network-only' }).toPromise());
        return sessionOfLogin(login);
      }),
      logout: fromPromise(async ({ input }) => {
        await dataOf(client().mutation(LogoutDocument, input).toPromise());
      }),
      refresh: fromPromise(async ({ input }) =>
        sharedRefresh(input, async (refresh) => {
          const { refreshToken } = await dataOf(client().mutation(RefreshTokenDocument, { refresh }).toPromise());
          return refreshToken;
        }),
      ),
      saveLanguage: fromPromise(async ({ input }) => {
        const { updatePreferences } = await dataOf(client().mutation(UpdatePreferencesDocument, { language: input.language }).toPromise());
        return updatePreferences.language;
      }),
    },
    actions: {
      persist: (_, params) => writeSession(params.session),
      forgetDevice: (_, { learner, reason }) => {
        if (learner !== null) forgetLearnerDevice(learner, reason);
      },
    },
  });
  const session = readSession();
  bindUnboundRecords(session?.user.id ?? null);
  // A login form the gateway refused before this script arrived shows its message (docs/access.md#login-before-script).
  const error = session === null ? (refusedLogin()?.error ?? null) : null;
  const restored = machine.resolveState({ value: session === null ? 'anonymous' : 'authenticated', context: { session, error } });
  return createActor(machine, { snapshot: restored });
}
