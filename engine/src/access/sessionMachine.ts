// The auth session (docs/access.md#session): restore, sign in, refresh on 401, sign out; while an
// exam is open, refresh ahead of the access token's expiry (docs/access.md#refresh-ahead).
import { assign, emit, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Language } from '../i18n/language';
import { ACCESS_TOKEN_REFRESH_AHEAD_SECONDS, ACCESS_TOKEN_SECONDS } from '../limits';
import { messages } from '../messages';
import type { ForgetReason, LearnerId } from '../shell/deviceRecords';
import { toastEffect, type MachineEffect } from '../shell/effects';
import { loginErrorMessage } from './errors';
import { errorDetailOf, isNetworkFailure } from './serverError';
import type { Session } from './session';

export type SessionContext = {
  session: Session | null;
  error: string | null;
  /** How many screens (an open exam) ask for the token to be kept fresh; absent is none. */
  keepFresh?: number;
  /** The language the page speaks, once the page has said (LANGUAGE_SEEN). */
  pageLanguage?: Language;
  /** The account is being told the page's language. */
  savingLanguage?: boolean;
};

export type SessionEvent =
  | { type: 'LOGIN'; email: string; password: string }
  /**
   * The login form was posted before the app's script arrived and the gateway answered it
   * (docs/access.md#login-before-script): signed in (the stored session) or refused (the context's
   * error); the app tells it now, as a sign-in through it would have.
   */
  | { type: 'ANSWERED_BEFORE_SCRIPT' }
  | { type: 'LOGOUT' }
  /** Any call answered 401 (gateway `extensions.code: "UNAUTHENTICATED"`), docs/access.md#session. */
  | { type: 'UNAUTHENTICATED' }
  /** The profile was saved (docs/progress.md#profile): the shell's name and photo follow it. */
  | { type: 'PROFILE_UPDATED'; full_name: string; image: string | null; question_version?: Language | undefined }
  /** A screen (the exam) asks for the access token to be renewed before it expires, until it says STOP_KEEPING_FRESH. */
  | { type: 'KEEP_FRESH' }
  | { type: 'STOP_KEEPING_FRESH' }
  /**
   * The language the page speaks (docs/i18n.md#account): a signed-in account that has another one is
   * told, so its mails follow the language the learner last used; a failure (offline) is tried again
   * on the next page.
   */
  | { type: 'LANGUAGE_SEEN'; language: Language }
  /** The spawned language save ended (xstate's own events of a child actor). */
  | { type: 'xstate.done.actor.saveLanguage'; output: Language }
  | { type: 'xstate.error.actor.saveLanguage'; error: unknown };

export type LoginInput = { email: string; password: string };
/** The refresh token to spend and whose it is (another tab may hold a newer one: docs/access.md#refresh-race). */
export type RefreshInput = { refresh: string; learner: number | null };
export type TokenPair = { access: string; refresh: string };
/** Logout sends the refresh token to revoke (docs/access.md#session). */
export type LogoutInput = { refresh: string };

/** Tags the web renders: 'Checking authentication ...' and the full-screen spinner (docs/access.md#session, docs/shell.md#spinner). */
export const sessionTags = { checkingAuth: 'checkingAuth', spinner: 'spinner' } as const;

/**
 * Every actor is a placeholder the web replaces with `.provide({ actors })`; storage is the
 * injectable `persist` action, so the machine runs the same in the browser and in tests.
 */
/**
 * How long signing out waits for the server to revoke the refresh token before it clears the
 * session anyway: a learner on a connection that hangs (not one that fails at once) is still
 * signed out here, whatever the server heard.
 */
export const LOGOUT_WAIT_MS = 4000;

/** docs/access.md#refresh-ahead: a token kept fresh is renewed this long after it arrived. */
export const REFRESH_AHEAD_MS = (ACCESS_TOKEN_SECONDS - ACCESS_TOKEN_REFRESH_AHEAD_SECONDS) * 1000;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as (typeof sessionTags)[keyof typeof sessionTags],
    emitted: {} as MachineEffect,
  },
  actors: {
    /** Reads the saved login; resolves null when nothing (or nothing valid) is stored. */
    restoreSession: fromPromise<Session | null>(async () => {
      throw new Error('restoreSession not provided');
    }),
    /** Rejects with an Error whose message is the server's detail. */
    login: fromPromise<Session, LoginInput>(async () => {
      throw new Error('login not provided');
    }),
    logout: fromPromise<void, LogoutInput>(async () => {
      throw new Error('logout not provided');
    }),
    refresh: fromPromise<TokenPair, RefreshInput>(async () => {
      throw new Error('refresh not provided');
    }),
    /** Saves the account's language; resolves with the language saved. */
    saveLanguage: fromPromise<Language, { language: Language }>(async () => {
      throw new Error('saveLanguage not provided');
    }),
  },
  delays: { logoutWait: LOGOUT_WAIT_MS, refreshAhead: REFRESH_AHEAD_MS },
  actions: {
    /** Writes the session to storage, or clears storage for null. */
    persist: (_, _params: { session: Session | null }) => {},
    /**
     * Forgets what the device keeps of the learner who signs out (docs/shell.md#device-data): all of
     * it at logout, all but their unsent answers when the server refused their session.
     */
    forgetDevice: (_, _params: { learner: LearnerId | null; reason: ForgetReason }) => {},
    setSession: assign((_, params: { session: Session }) => ({ session: params.session, error: null })),
    clearSession: assign({ session: null }),
    setTokens: assign(({ context }, params: TokenPair) => ({
      session: context.session === null ? null : { ...context.session, accessToken: params.access, refreshToken: params.refresh },
    })),
    setProfile: assign(({ context }, params: { full_name: string; image: string | null; question_version?: Language | undefined }) => {
      const { session } = context;
      if (session === null) return { session };
      const user = { ...session.user, full_name: params.full_name, image: params.image, ...(params.question_version === undefined ? {} : { question_version: params.question_version }) };
      return { session: { ...session, image: params.image, user } };
    }),
    setLoginError: assign((_, params: { error: unknown }) => ({ error: loginErrorMessage(errorDetailOf(params.error)) })),
    clearError: assign({ error: null }),
    seeLanguage: assign((_, params: { language: Language }) => ({ pageLanguage: params.language })),
    /**
     * Tells the account the page's language when it is known to have another and no save is under
     * way. A session kept by a version before the account had a language does not say it: nothing is
     * sent for it (the next sign-in brings it).
     */
    tellLanguage: enqueueActions(({ context, enqueue }) => {
      const { session, pageLanguage, savingLanguage } = context;
      const account = session?.user.language;
      if (account === undefined || pageLanguage === undefined || savingLanguage === true || account === pageLanguage) return;
      enqueue.assign({ savingLanguage: true });
      enqueue.spawnChild('saveLanguage', { id: 'saveLanguage', input: { language: pageLanguage } });
    }),
    setLanguage: assign(({ context }, params: { language: Language }) => ({
      savingLanguage: false,
      session: context.session === null ? null : { ...context.session, user: { ...context.session.user, language: params.language } },
    })),
    languageNotSaved: assign({ savingLanguage: false }),
    holdFresh: assign(({ context }) => ({ keepFresh: (context.keepFresh ?? 0) + 1 })),
    releaseFresh: assign(({ context }) => ({ keepFresh: Math.max(0, (context.keepFresh ?? 0) - 1) })),
    // docs/access.md#login-messages: 'Login success', or the sign-in's mapped message (docs/architecture.md#effects).
    toastLoginSuccess: emit(toastEffect(messages.loginSuccess, 'success')),
    toastLoginError: emit(({ context }) => toastEffect(context.error ?? messages.somethingWrong, 'error')),
  },
  guards: {
    restored: (_, params: { session: Session | null }) => params.session !== null,
    networkFailure: (_, params: { error: unknown }) => isNetworkFailure(params.error),
    keptFresh: ({ context }) => (context.keepFresh ?? 0) > 0,
    refused: ({ context }) => context.error !== null,
  },
}).createMachine({
  id: 'session',
  context: { session: null, error: null },
  on: {
    KEEP_FRESH: { actions: 'holdFresh' },
    STOP_KEEPING_FRESH: { actions: 'releaseFresh' },
    LANGUAGE_SEEN: { actions: { type: 'seeLanguage', params: ({ event }) => ({ language: event.language }) } },
    'xstate.done.actor.saveLanguage': {
      actions: [
        { type: 'setLanguage', params: ({ event }) => ({ language: event.output }) },
        { type: 'persist', params: ({ context }) => ({ session: context.session }) },
      ],
    },
    'xstate.error.actor.saveLanguage': { actions: 'languageNotSaved' },
  },
  initial: 'restoring',
  states: {
    restoring: {
      tags: [sessionTags.checkingAuth],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'restored', params: ({ event }) => ({ session: event.output }) },
            target: 'authenticated',
            actions: { type: 'setSession', params: ({ event }) => ({ session: event.output ?? unreachable() }) },
          },
          { target: 'anonymous' },
        ],
        // Unreadable storage starts anonymous and is wiped, never a crash (docs/access.md#session).
        onError: { target: 'anonymous', actions: { type: 'persist', params: { session: null } } },
      },
    },
    anonymous: {
      on: {
        LOGIN: { target: 'signingIn', actions: 'clearError' },
        ANSWERED_BEFORE_SCRIPT: { guard: 'refused', actions: 'toastLoginError' },
      },
    },
    signingIn: {
      tags: [sessionTags.spinner],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event.type === 'LOGIN' ? { email: event.email, password: event.password } : unreachable()),
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'setSession', params: ({ event }) => ({ session: event.output }) },
            { type: 'persist', params: ({ event }) => ({ session: event.output }) },
            'toastLoginSuccess',
            'tellLanguage',
          ],
        },
        onError: {
          target: 'anonymous',
          actions: [{ type: 'setLoginError', params: ({ event }) => ({ error: event.error }) }, 'toastLoginError'],
        },
      },
    },
    authenticated: {
      // docs/access.md#refresh-ahead: counted from when the token arrived; a token that expires
      // anyway (the page was reloaded with an older one) is renewed at the first 401.
      after: { refreshAhead: { guard: 'keptFresh', target: 'refreshing' } },
      on: {
        ANSWERED_BEFORE_SCRIPT: { actions: 'toastLoginSuccess' },
        LANGUAGE_SEEN: { actions: [{ type: 'seeLanguage', params: ({ event }) => ({ language: event.language }) }, 'tellLanguage'] },
        LOGOUT: 'signingOut',
        UNAUTHENTICATED: 'refreshing',
        PROFILE_UPDATED: {
          actions: [
            { type: 'setProfile', params: ({ event }) => ({ full_name: event.full_name, image: event.image, question_version: event.question_version }) },
            { type: 'persist', params: ({ context }) => ({ session: context.session }) },
          ],
        },
      },
    },
    refreshing: {
      // One refresh per 401: a failed refresh signs out (docs/access.md#session 'Any 401 ... clears the session').
      invoke: {
        id: 'refresh',
        src: 'refresh',
        input: ({ context }) => ({ refresh: context.session?.refreshToken ?? '', learner: context.session?.user.id ?? null }),
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'setTokens', params: ({ event }) => event.output },
            { type: 'persist', params: ({ context }) => ({ session: context.session }) },
          ],
        },
        onError: [
          // docs/access.md#offline-session: no answer is not a refusal; the stored session stays
          // until the network is back, when the next 401 asks for a refresh again.
          { guard: { type: 'networkFailure', params: ({ event }) => ({ error: event.error }) }, target: 'authenticated' },
          { target: 'anonymous', actions: [forget('sessionRefused'), 'clearSession', { type: 'persist', params: { session: null } }] },
        ],
      },
      on: { LOGOUT: 'signingOut' },
    },
    signingOut: {
      // docs/access.md#session: logout sends the refresh token, then always clears state and storage.
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ refresh: context.session?.refreshToken ?? '' }),
        onDone: { target: 'anonymous', actions: signOut() },
        onError: { target: 'anonymous', actions: signOut() },
      },
      after: { logoutWait: { target: 'anonymous', actions: signOut() } },
    },
  },
});

/** What the shell shows of the session, and what a call answered 401 waits for (docs/access.md#session). */
export type SessionView = {
  session: Session | null;
  /** The last sign-in's refusal, for the login card. */
  error: string | null;
  /** 'Checking authentication ...' while the saved session is read. */
  restoring: boolean;
  /** The full-screen spinner while the sign-in is sent (docs/shell.md#spinner). */
  signingIn: boolean;
  /** A refresh after a 401 is under way; a call waits for it before it tries again. */
  refreshing: boolean;
  /** Signed in and staying so: not restoring, signing in, refreshing or signing out. */
  signedIn: boolean;
};

export function sessionViewOf(snapshot: SnapshotFrom<typeof sessionMachine>): SessionView {
  const { session, error } = snapshot.context;
  return {
    session,
    error,
    restoring: snapshot.hasTag(sessionTags.checkingAuth),
    signingIn: snapshot.hasTag(sessionTags.spinner),
    refreshing: snapshot.matches('refreshing'),
    signedIn: snapshot.matches('authenticated'),
  };
}

/** The signed-in learner's device data forgotten for `reason`; nothing when no one is signed in. */
function forget(reason: ForgetReason) {
  return { type: 'forgetDevice' as const, params: ({ context }: { context: SessionContext }) => ({ learner: context.session?.user.id ?? null, reason }) };
}

/** Logout: the learner's device data, the session and its storage are all cleared. */
function signOut() {
  return [forget('logout'), 'clearSession' as const, { type: 'persist' as const, params: { session: null } }];
}

function unreachable(): never {
  throw new Error('unreachable: event does not match its state');
}
