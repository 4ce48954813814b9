// The session machine with its actors implemented against the gateway and localStorage.
import { sessionMachine, type Session } from '@proshno/engine';
import { createActor, fromPromise } from 'xstate';
import type { Client } from 'urql';
import { LoginDocument, LogoutDocument, RefreshTokenDocument } from '../generated/graphql';
import { dataOf } from '../graphql/serverError';
import { readSession, writeSession } from './storage';

export type SessionActor = ReturnType<typeof createSessionActor>;

export function createSessionActor(client: () => Client) {
  return createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => readSession()),
        login: fromPromise(async ({ input }) => {
          const { login } = await dataOf(client().mutation(LoginDocument, input, { requestPolicy: 'network-only' }).toPromise());
          const session: Session = {
            accessToken: login.access,
            refreshToken: login.refresh,
            role: login.role,
            image: login.image,
            user: { id: login.user.id, full_name: login.user.full_name, email: login.user.email, phone_no: login.user.phone_no, image: login.user.image },
          };
          return session;
        }),
        logout: fromPromise(async ({ input }) => {
          await dataOf(client().mutation(LogoutDocument, input).toPromise());
        }),
        refresh: fromPromise(async ({ input }) => {
          const { refreshToken } = await dataOf(client().mutation(RefreshTokenDocument, input).toPromise());
          return refreshToken;
        }),
      },
      actions: {
        persist: (_, params) => writeSession(params.session),
      },
    }),
  );
}
