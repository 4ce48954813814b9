import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { recordEffects } from '../testing/effects';
import { describeModel, fakePromises, settled } from '../testing/modelTest';
import { NetworkError, ServerError } from './serverError';
import { parseStoredSession, type Session } from './session';
import type { ForgetReason } from '../shell/deviceRecords';
import { LOGOUT_WAIT_MS, REFRESH_AHEAD_MS, sessionMachine, sessionTags, sessionViewOf, type RefreshInput, type TokenPair } from './sessionMachine';

const learner: Session = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  user: { id: 1, full_name: 'Learner One', email: 'learner@example.com' },
  role: 'Default',
  image: null,
};
const rotated: TokenPair = { access: 'access-2', refresh: 'refresh-2' };

/** Storage as the web keeps it: one string slot, written by the persist action. */
function memoryStorage(initial: string | null = null) {
  const writes: Array<Session | null> = [];
  /** The learners whose device data was forgotten, and why (docs/shell.md#device-data). */
  const forgotten: Array<{ learner: number | null; reason: ForgetReason }> = [];
  let stored = initial;
  return {
    writes,
    forgotten,
    forget: (_: unknown, params: { learner: number | null; reason: ForgetReason }) => {
      forgotten.push(params);
    },
    read: () => stored,
    persist: (_: unknown, params: { session: Session | null }) => {
      writes.push(params.session);
      stored = params.session === null ? null : JSON.stringify(params.session);
    },
  };
}

describeModel('sessionMachine', sessionMachine, {
  events: (snapshot) => [
    // One open exam at most, so the walk stays finite.
    (snapshot.context as { keepFresh?: number }).keepFresh ? { type: 'STOP_KEEPING_FRESH' } : { type: 'KEEP_FRESH' },
    { type: 'xstate.after.refreshAhead.session.authenticated' },
    { type: 'LOGIN', email: 'learner@example.com', password: 'Learner#2026' },
    { type: 'ANSWERED_BEFORE_SCRIPT' },
    { type: 'LOGOUT' },
    { type: 'UNAUTHENTICATED' },
    { type: 'PROFILE_UPDATED', full_name: 'Learner Renamed', image: 'profile/1-a.png' },
    { type: 'LANGUAGE_SEEN', language: 'bn' },
    // The language save's answers only while one runs (a spawned actor, not a state's).
    ...((snapshot.context as { savingLanguage?: boolean }).savingLanguage === true
      ? [
          { type: 'xstate.done.actor.saveLanguage', output: 'bn' },
          { type: 'xstate.error.actor.saveLanguage', error: new NetworkError('Failed to fetch') },
        ]
      : []),
    { type: 'xstate.done.actor.restoreSession', output: learner },
    { type: 'xstate.done.actor.restoreSession', output: null },
    { type: 'xstate.error.actor.restoreSession', error: new Error('storage unavailable') },
    // A sign-in brings the account's language (docs/i18n.md#account).
    { type: 'xstate.done.actor.login', output: { ...learner, user: { ...learner.user, language: 'en' } } },
    { type: 'xstate.error.actor.login', error: new ServerError({ detail: 'wrong credential' }) },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: new Error('network down') },
    { type: 'xstate.after.logoutWait.session.signingOut' },
    { type: 'xstate.done.actor.refresh', output: rotated },
    { type: 'xstate.error.actor.refresh', error: new ServerError({ detail: 'Token is invalid or expired' }) },
    { type: 'xstate.error.actor.refresh', error: new NetworkError('Failed to fetch') },
  ],
  // Storage starts with the learner's login, as the restore actor reports it.
  start: (fakes, clock) => {
    const storage = memoryStorage(JSON.stringify(learner));
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restoreSession: fakes.promise<Session | null>('restoreSession'),
          login: fakes.promise<Session, { email: string; password: string }>('login'),
          logout: fakes.promise<void, { refresh: string }>('logout'),
          refresh: fakes.promise<TokenPair, RefreshInput>('refresh'),
          saveLanguage: fakes.promise<'en' | 'bn', { language: 'en' | 'bn' }>('saveLanguage'),
        },
        actions: { persist: storage.persist },
      }),
      { clock },
    ).start();
    return { actor, storage };
  },
  invariant: (snapshot, previous, run) => {
    const { session } = snapshot.context as { session: Session | null };
    expect(snapshot.hasTag(sessionTags.checkingAuth)).toBe(snapshot.matches('restoring'));
    expect(snapshot.hasTag(sessionTags.spinner)).toBe(snapshot.matches('signingIn'));
    expect(session === null).toBe(['restoring', 'anonymous', 'signingIn'].some((s) => snapshot.matches(s)));
    // What the app holds is what a reload would restore.
    if (snapshot.matches('authenticated')) expect(parseStoredSession(run.storage?.read() ?? null)).toEqual(session);
    // docs/access.md#session: leaving a signed-in state always wipes storage.
    if (snapshot.matches('anonymous') && (previous?.matches('signingOut') || previous?.matches('refreshing'))) {
      expect(run.storage?.read()).toBeNull();
    }
  },
});

/** The machine with fake server calls over `storage`, started; its effects recorded. */
function start(
  storage: ReturnType<typeof memoryStorage>,
  clock?: SimulatedClock,
  overrides: Partial<Parameters<typeof sessionMachine.provide>[0]['actors']> = {},
) {
  const fakes = fakePromises();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => parseStoredSession(storage.read())),
        login: fakes.promise<Session, { email: string; password: string }>('login'),
        logout: fakes.promise<void, { refresh: string }>('logout'),
        refresh: fakes.promise<TokenPair, RefreshInput>('refresh'),
        saveLanguage: fakes.promise<'en' | 'bn', { language: 'en' | 'bn' }>('saveLanguage'),
        ...overrides,
      },
      actions: { persist: storage.persist, forgetDevice: storage.forget },
    }),
    clock === undefined ? {} : { clock },
  );
  const effects = recordEffects(actor);
  actor.start();
  return { actor, fakes, effects };
}

describe('sessionMachine', () => {

  it("shows 'Checking authentication ...' while the saved login is restored", () => {
    const { actor } = start(memoryStorage());
    expect(actor.getSnapshot().hasTag(sessionTags.checkingAuth)).toBe(true);
  });

  it('restores a saved login from storage as authenticated', async () => {
    const { actor } = start(memoryStorage(JSON.stringify(learner)));
    await settled();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.session).toEqual(learner);
  });

  it('a saved profile renames the signed-in user and shows the new photo, also after a reload', async () => {
    const storage = memoryStorage(JSON.stringify(learner));
    const { actor } = start(storage);
    await settled();
    actor.send({ type: 'PROFILE_UPDATED', full_name: 'Learner Renamed', image: 'profile/1-a.png' });
    expect(actor.getSnapshot().context.session).toMatchObject({ image: 'profile/1-a.png', user: { full_name: 'Learner Renamed' } });
    expect(parseStoredSession(storage.read())).toEqual(actor.getSnapshot().context.session);
  });

  it('starts anonymous when the stored login is corrupt', async () => {
    const { actor } = start(memoryStorage('{"accessToken": "x", "user": '));
    await settled();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('starts anonymous and wipes storage when reading storage throws', async () => {
    const storage = memoryStorage(JSON.stringify(learner));
    const { actor } = start(storage, undefined, {
      restoreSession: fromPromise<Session | null>(async () => {
        throw new Error('SecurityError: storage disabled');
      }),
    });
    await settled();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(storage.read()).toBeNull();
  });

  it('shows the full-screen spinner while signing in, then stores the session and toasts the success', async () => {
    const storage = memoryStorage();
    const { actor, fakes, effects } = start(storage);
    await settled();
    actor.send({ type: 'LOGIN', email: 'learner@example.com', password: 'Learner#2026' });
    expect(actor.getSnapshot().hasTag(sessionTags.spinner)).toBe(true);
    expect(fakes.calls).toEqual([{ name: 'login', input: { email: 'learner@example.com', password: 'Learner#2026' } }]);
    fakes.settle('login', 'done', learner);
    await settled();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(parseStoredSession(storage.read())).toEqual(learner);
    expect(effects.all).toEqual([{ type: 'toast', message: messages.loginSuccess, kind: 'success' }]);
  });

  it('a restored login toasts nothing (docs/access.md#login-messages)', async () => {
    const { actor, effects } = start(memoryStorage(JSON.stringify(learner)));
    await settled();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(effects.all).toEqual([]);
  });

  it('tells the answer to a login the gateway answered before the script arrived: the success, or the refusal (docs/access.md#login-before-script)', async () => {
    const signedIn = start(memoryStorage(JSON.stringify(learner)));
    await settled();
    signedIn.actor.send({ type: 'ANSWERED_BEFORE_SCRIPT' });
    expect(signedIn.actor.getSnapshot().value).toBe('authenticated');
    expect(signedIn.effects.all).toEqual([{ type: 'toast', message: messages.loginSuccess, kind: 'success' }]);
    const refused = createActor(sessionMachine, { snapshot: sessionMachine.resolveState({ value: 'anonymous', context: { session: null, error: messages.loginVerifyEmail } }) });
    const heard = recordEffects(refused);
    refused.start();
    refused.send({ type: 'ANSWERED_BEFORE_SCRIPT' });
    expect(refused.getSnapshot().value).toBe('anonymous');
    expect(heard.all).toEqual([{ type: 'toast', message: messages.loginVerifyEmail, kind: 'error' }]);
    // Nothing was answered: nothing to tell.
    const anonymous = start(memoryStorage());
    await settled();
    anonymous.actor.send({ type: 'ANSWERED_BEFORE_SCRIPT' });
    expect(anonymous.effects.all).toEqual([]);
  });

  it.each([
    ['Please verify your email before login.', messages.loginVerifyEmail],
    ['wrong credential', messages.loginInvalid],
    ['User not found', messages.loginUserNotFound],
    ['boom', messages.somethingWrong],
  ])('a login failing with %j toasts %j and stays anonymous', async (detail, shown) => {
    const { actor, fakes, effects } = start(memoryStorage());
    await settled();
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'secret1' });
    fakes.settle('login', 'error', new Error(detail));
    await settled();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.error).toBe(shown);
    expect(effects.all).toEqual([{ type: 'toast', message: shown, kind: 'error' }]);
  });

  it('a new sign-in attempt clears the previous error', async () => {
    const { actor, fakes } = start(memoryStorage());
    await settled();
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'secret1' });
    fakes.settle('login', 'error', new Error('wrong credential'));
    await settled();
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'secret2' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("logout forgets all of the learner's device data, whatever the server answers (docs/shell.md#device-data)", async () => {
    for (const outcome of ['done', 'error'] as const) {
      const storage = memoryStorage(JSON.stringify(learner));
      const { actor, fakes } = start(storage);
      await settled();
      actor.send({ type: 'LOGOUT' });
      expect(storage.forgotten).toEqual([]);
      fakes.settle('logout', outcome, outcome === 'done' ? undefined : new Error('network down'));
      await settled();
      expect(storage.forgotten).toEqual([{ learner: learner.user.id, reason: 'logout' }]);
    }
  });

  it('a refused session forgets the device data as refused (unsent answers stay theirs); a refresh with no answer forgets nothing', async () => {
    const storage = memoryStorage(JSON.stringify(learner));
    const { actor, fakes } = start(storage);
    await settled();
    actor.send({ type: 'UNAUTHENTICATED' });
    fakes.settle('refresh', 'error', new NetworkError('Failed to fetch'));
    await settled();
    expect(storage.forgotten).toEqual([]);
    actor.send({ type: 'UNAUTHENTICATED' });
    fakes.settle('refresh', 'error', new ServerError({ detail: 'Token is invalid or expired' }));
    await settled();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(storage.forgotten).toEqual([{ learner: learner.user.id, reason: 'sessionRefused' }]);
  });

  it('logout sends the refresh token and clears state and storage when the call succeeds', async () => {
    const storage = memoryStorage(JSON.stringify(learner));
    const { actor, fakes } = start(storage);
    await settled();
    actor.send({ type: 'LOGOUT' });
    expect(fakes.calls).toEqual([{ name: 'logout', input: { refresh: 'refresh-1' } }]);
    fakes.settle('logout', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(storage.read()).toBeNull();
  });

  it('logout clears state and storage even when the call fails', async () => {
    const storage = memoryStorage(JSON.stringify(learner));
    const { actor, fakes } = start(storage);
    await settled();
    actor.send({ type: 'LOGOUT' });
    fakes.settle('logout', 'error', new Error('network down'));
    await settled();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(storage.read()).toBeNull();
  });

  it('logout clears state and storage when the server cannot be reached in time (a hanging connection)', async () => {
    const storage = memoryStorage(JSON.stringify(learner));
    const clock = new SimulatedClock();
    const { actor } = start(storage, clock);
    await settled();
    actor.send({ type: 'LOGOUT' });
    clock.increment(LOGOUT_WAIT_MS - 1);
    expect(actor.getSnapshot().value).toBe('signingOut');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(storage.read()).toBeNull();
  });

  it('a 401 while signed in refreshes once with the refresh token and stores the new tokens', async () => {
    const storage = memoryStorage(JSON.stringify(learner));
    const { actor, fakes } = start(storage);
    await settled();
    actor.send({ type: 'UNAUTHENTICATED' });
    actor.send({ type: 'UNAUTHENTICATED' });
    expect(fakes.calls).toEqual([{ name: 'refresh', input: { refresh: 'refresh-1', learner: 1 } }]);
    fakes.settle('refresh', 'done', rotated);
    await settled();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(parseStoredSession(storage.read())).toEqual({ ...learner, accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  // docs/access.md#refresh-ahead (issue 26 item 1): an hour's exam outlives a 15-minute token.
  it('while an exam keeps it fresh, renews the access token 2 minutes before its 15 minutes are up, again and again', async () => {
    const clock = new SimulatedClock();
    // Without an exam open nothing is refreshed ahead.
    const signedIn = start(memoryStorage(), clock);
    await settled();
    signedIn.actor.send({ type: 'LOGIN', email: 'learner@example.com', password: 'Learner#2026' });
    signedIn.fakes.settle('login', 'done', learner);
    await settled();
    clock.increment(REFRESH_AHEAD_MS);
    expect(signedIn.fakes.calls.filter((call) => call.name === 'refresh')).toEqual([]);
    // With one open, 13 minutes after the token arrived, and again 13 minutes after the new one.
    signedIn.actor.send({ type: 'UNAUTHENTICATED' });
    signedIn.fakes.settle('refresh', 'done', rotated);
    await settled();
    signedIn.actor.send({ type: 'KEEP_FRESH' });
    clock.increment(REFRESH_AHEAD_MS - 1);
    expect(signedIn.fakes.calls.filter((call) => call.name === 'refresh')).toHaveLength(1);
    clock.increment(1);
    expect(signedIn.actor.getSnapshot().value).toBe('refreshing');
    signedIn.fakes.settle('refresh', 'done', { access: 'access-3', refresh: 'refresh-3' });
    await settled();
    clock.increment(REFRESH_AHEAD_MS);
    expect(signedIn.fakes.calls.filter((call) => call.name === 'refresh').map((call) => call.input)).toEqual([{ refresh: 'refresh-1', learner: 1 }, { refresh: 'refresh-2', learner: 1 }, { refresh: 'refresh-3', learner: 1 }]);
    expect(REFRESH_AHEAD_MS).toBe(13 * 60 * 1000);
  });

  it('a 401 whose refresh fails signs out and clears storage', async () => {
    const storage = memoryStorage(JSON.stringify(learner));
    const { actor, fakes } = start(storage);
    await settled();
    actor.send({ type: 'UNAUTHENTICATED' });
    fakes.settle('refresh', 'error', new ServerError({ detail: 'Token is invalid or expired' }));
    await settled();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(storage.read()).toBeNull();
  });

  it('a refresh that gets no answer (offline) keeps the stored session until the network is back', async () => {
    const storage = memoryStorage(JSON.stringify(learner));
    const { actor, fakes } = start(storage);
    await settled();
    actor.send({ type: 'UNAUTHENTICATED' });
    fakes.settle('refresh', 'error', new NetworkError('Failed to fetch'));
    await settled();
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.session).toEqual(learner);
    expect(parseStoredSession(storage.read())).toEqual(learner);
    // Back online, the next 401 asks for a refresh again.
    actor.send({ type: 'UNAUTHENTICATED' });
    fakes.settle('refresh', 'done', rotated);
    await settled();
    expect(parseStoredSession(storage.read())).toEqual({ ...learner, accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it("tells the account the page's language once, keeps it in the stored session, and tries again on the next page after a failure (docs/i18n.md#account)", async () => {
    const storage = memoryStorage(JSON.stringify({ ...learner, user: { ...learner.user, language: 'en' } }));
    const first = start(storage);
    await settled();
    first.actor.send({ type: 'LANGUAGE_SEEN', language: 'en' });
    expect(first.fakes.calls.filter((c) => c.name === 'saveLanguage')).toEqual([]);
    first.actor.send({ type: 'LANGUAGE_SEEN', language: 'bn' });
    first.actor.send({ type: 'LANGUAGE_SEEN', language: 'bn' });
    expect(first.fakes.calls.filter((c) => c.name === 'saveLanguage')).toEqual([{ name: 'saveLanguage', input: { language: 'bn' } }]);
    first.fakes.settle('saveLanguage', 'error', new NetworkError('Failed to fetch'));
    await settled();
    expect(parseStoredSession(storage.read())?.user.language).toBe('en');

    const next = start(storage);
    await settled();
    next.actor.send({ type: 'LANGUAGE_SEEN', language: 'bn' });
    next.fakes.settle('saveLanguage', 'done', 'bn');
    await settled();
    expect(next.actor.getSnapshot().context.session?.user.language).toBe('bn');
    expect(parseStoredSession(storage.read())?.user.language).toBe('bn');
    next.actor.send({ type: 'LANGUAGE_SEEN', language: 'bn' });
    expect(next.fakes.calls.filter((c) => c.name === 'saveLanguage')).toHaveLength(1);
  });

  it('a session kept before the account had a language tells it nothing (no call for every old session on every page)', async () => {
    const { actor, fakes } = start(memoryStorage(JSON.stringify(learner)));
    await settled();
    actor.send({ type: 'LANGUAGE_SEEN', language: 'bn' });
    expect(fakes.calls.filter((c) => c.name === 'saveLanguage')).toEqual([]);
  });

  it('a sign-in on a page in another language than the account tells the account; an anonymous page tells no one', async () => {
    const { actor, fakes } = start(memoryStorage());
    await settled();
    actor.send({ type: 'LANGUAGE_SEEN', language: 'bn' });
    expect(fakes.calls.filter((c) => c.name === 'saveLanguage')).toEqual([]);
    actor.send({ type: 'LOGIN', email: 'learner@example.com', password: 'Learner#2026' });
    fakes.settle('login', 'done', { ...learner, user: { ...learner.user, language: 'en' } });
    await settled();
    expect(fakes.calls.filter((c) => c.name === 'saveLanguage')).toEqual([{ name: 'saveLanguage', input: { language: 'bn' } }]);
  });

  it('the placeholder actors refuse to run until the web provides them', async () => {
    const actor = createActor(sessionMachine).start();
    await settled();
    expect(actor.getSnapshot().value).toBe('anonymous');
  });
});

describe('sessionViewOf', () => {
  const startWith = (stored: Session | null) => start(memoryStorage(stored === null ? null : JSON.stringify(stored)));

  it('checks the saved session, shows the spinner while signing in, then the refusal on the login card', async () => {
    const { actor, fakes } = startWith(null);
    expect(sessionViewOf(actor.getSnapshot())).toEqual({ session: null, error: null, restoring: true, signingIn: false, refreshing: false, signedIn: false });
    await settled();
    actor.send({ type: 'LOGIN', email: 'learner@example.com', password: 'wrong' });
    expect(sessionViewOf(actor.getSnapshot())).toMatchObject({ restoring: false, signingIn: true, signedIn: false });
    fakes.settle('login', 'error', new ServerError({ detail: 'wrong credential' }));
    await settled();
    expect(sessionViewOf(actor.getSnapshot())).toMatchObject({ signingIn: false, signedIn: false, error: messages.loginInvalid });
  });

  it('is signed in with the session, refreshing after a 401, and no longer signed in once signing out', async () => {
    const { actor, fakes } = startWith(learner);
    await settled();
    expect(sessionViewOf(actor.getSnapshot())).toEqual({ session: learner, error: null, restoring: false, signingIn: false, refreshing: false, signedIn: true });
    actor.send({ type: 'UNAUTHENTICATED' });
    expect(sessionViewOf(actor.getSnapshot())).toMatchObject({ refreshing: true, signedIn: false });
    fakes.settle('refresh', 'done', rotated);
    await settled();
    expect(sessionViewOf(actor.getSnapshot())).toMatchObject({ refreshing: false, signedIn: true });
    actor.send({ type: 'LOGOUT' });
    expect(sessionViewOf(actor.getSnapshot())).toMatchObject({ refreshing: false, signedIn: false });
  });
});
