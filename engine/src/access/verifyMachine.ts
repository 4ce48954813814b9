// E-mail verification page (docs/access.md#verification): three overlays, each redirecting after 5 s.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { REDIRECT_COUNTDOWN_SECONDS } from '../limits';
import { messages } from '../messages';
import { verificationFailureMessage, verificationOutcome } from './errors';
import { errorDetailOf } from './serverError';
import { navigateEffect, type MachineEffect } from '../shell/effects';

export type VerifyInput = { token: string };
export type VerifyContext = { token: string; message: string | null; secondsLeft: number };
/** The visitor may leave an overlay before the countdown ends ('Go to Login'). */
export type VerifyEvent = { type: 'CONTINUE' };

/**
 * The verifyEmail actor's call, refused at once for a link without a token: the failed overlay says
 * the spec's sentence instead of the server's refusal of an empty query parameter.
 */
export function verifyLinkToken(input: VerifyInput, verify: (input: VerifyInput) => Promise<void>): Promise<void> {
  return input.token.trim() === '' ? Promise.reject(new Error(messages.verificationFailedDefault)) : verify(input);
}

export const verifyMachine = setup({
  types: {
    context: {} as VerifyContext,
    events: {} as VerifyEvent,
    input: {} as VerifyInput,
    emitted: {} as MachineEffect,
  },
  actors: {
    /** Rejects with an Error whose message is the server's error text. */
    verifyEmail: fromPromise<void, VerifyInput>(async () => {
      throw new Error('verifyEmail not provided');
    }),
  },
  actions: {
    succeed: assign({ message: messages.verificationSuccess }),
    markAlreadyUsed: assign((_, params: { error: unknown }) => ({ message: errorDetailOf(params.error) ?? null })),
    fail: assign((_, params: { error: unknown }) => ({ message: verificationFailureMessage(errorDetailOf(params.error)) })),
    countDown: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    // To the login page, in place of the link's entry (docs/architecture.md#effects).
    goToLogin: emit(navigateEffect({ to: '/', replace: true })),
  },
  guards: {
    alreadyUsed: (_, params: { error: unknown }) => verificationOutcome(errorDetailOf(params.error)) === 'alreadyUsed',
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'verify',
  context: ({ input }) => ({ token: input.token, message: null, secondsLeft: REDIRECT_COUNTDOWN_SECONDS }),
  initial: 'verifying',
  states: {
    verifying: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'success', actions: 'succeed' },
        onError: [
          {
            guard: { type: 'alreadyUsed', params: ({ event }) => ({ error: event.error }) },
            target: 'alreadyUsed',
            actions: { type: 'markAlreadyUsed', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    success: countingDown('success'),
    alreadyUsed: countingDown('alreadyUsed'),
    failed: countingDown('failed'),
    /** To / (docs/access.md#verification). */
    redirect: { type: 'final', entry: 'goToLogin' },
  },
});

/** What the verification page shows: the spinner (also while it leaves), or an overlay counting down to /. */
export type VerifyView = {
  overlay: 'verifying' | VerifyOverlay;
  /** The server's word on a used link, or the failure's message. */
  message: string | null;
  secondsLeft: number;
};

type VerifyOverlay = 'success' | 'alreadyUsed' | 'failed';

export function verifyViewOf(snapshot: SnapshotFrom<typeof verifyMachine>): VerifyView {
  const { message, secondsLeft } = snapshot.context;
  const overlay = (['success', 'alreadyUsed', 'failed'] as const).find((state) => snapshot.matches(state)) ?? 'verifying';
  return { overlay, message, secondsLeft };
}

/** One overlay: every second the count drops by one; at zero (or on CONTINUE) it redirects. */
function countingDown(self: VerifyOverlay) {
  return {
    on: { CONTINUE: { target: 'redirect' as const } },
    after: {
      second: [
        { guard: 'lastSecond' as const, target: 'redirect' as const, actions: 'countDown' as const },
        { target: self, reenter: true, actions: 'countDown' as const },
      ],
    },
  };
}
