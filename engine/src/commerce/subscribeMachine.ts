// The subscribe dialog (docs/commerce.md#subscribe-dialog): agree, pay, then the web follows ssl_url.
import { assign, emit, fromPromise, setup } from 'xstate';
import { navigateEffect, toastEffect, type MachineEffect } from '../shell/effects';
import { commerceMessages } from './messages';

/** POST /api/study-plan/v1/purchase/ body (docs/api.md#study-plan-paths); the offers dialog sends no duration. */
export type StartPaymentInput = { package: number; duration?: number };
export type StartPaymentOutput = { ssl_url?: string | null };

export type SubscribeContext = {
  /** What Pay Now sends, chosen on OPEN. */
  purchase: StartPaymentInput | null;
  /** Set on reaching `redirecting`: the payment provider address the web navigates to. */
  sslUrl: string | null;
  /** The toast of docs/commerce.md#payment after a failed start. */
  error: string | null;
};

export type SubscribeEvent =
  /** 'Get started' on a package card; `duration` from the standard mapping, absent for offers. */
  | { type: 'OPEN'; package: number; duration?: number }
  | { type: 'TOGGLE_AGREEMENT' }
  | { type: 'PAY' }
  | { type: 'CANCEL' };

export const subscribeMachine = setup({
  types: {
    context: {} as SubscribeContext,
    events: {} as SubscribeEvent,
    emitted: {} as MachineEffect,
  },
  actors: {
    /** Starts the payment; resolves with the server's answer, rejects on any failure. */
    startPayment: fromPromise<StartPaymentOutput, StartPaymentInput>(async () => {
      throw new Error('startPayment not provided');
    }),
  },
  actions: {
    choosePackage: assign((_, params: { purchase: StartPaymentInput }) => ({
      purchase: params.purchase,
      sslUrl: null,
      error: null,
    })),
    clearError: assign({ error: null }),
    keepSslUrl: assign((_, params: { sslUrl: string }) => ({ sslUrl: params.sslUrl })),
    failWith: assign((_, params: { error: string }) => ({ error: params.error })),
    // The failure's toast and the provider's page are emitted (docs/architecture.md#effects).
    toastFailure: emit(({ context }) => toastEffect(context.error ?? commerceMessages.paymentFailed, 'error')),
    goToProvider: emit(({ context }) => navigateEffect({ to: context.sslUrl ?? '' })),
  },
  guards: {
    hasSslUrl: (_, params: { output: StartPaymentOutput }) => sslUrlOf(params.output) !== null,
  },
}).createMachine({
  id: 'subscribe',
  context: { purchase: null, sslUrl: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'open',
          actions: {
            type: 'choosePackage',
            params: ({ event }) => ({ purchase: purchaseOf(event) }),
          },
        },
      },
    },
    open: {
      // The box is unticked whenever the dialog opens: leaving `open` forgets `ticked`.
      initial: 'unticked',
      on: { CANCEL: '#subscribe.closed' },
      states: {
        unticked: { on: { TOGGLE_AGREEMENT: 'ticked' } },
        // docs/commerce.md#subscribe-dialog: Pay Now is enabled only when the agreement is ticked.
        ticked: { on: { TOGGLE_AGREEMENT: 'unticked', PAY: { target: '#subscribe.paying', actions: 'clearError' } } },
      },
    },
    paying: {
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => context.purchase ?? unreachable(),
        onDone: [
          {
            guard: { type: 'hasSslUrl', params: ({ event }) => ({ output: event.output }) },
            target: 'redirecting',
            actions: { type: 'keepSslUrl', params: ({ event }) => ({ sslUrl: sslUrlOf(event.output) ?? '' }) },
          },
          { target: 'failed', actions: [{ type: 'failWith', params: { error: commerceMessages.noSslUrl } }, 'toastFailure'] },
        ],
        onError: { target: 'failed', actions: [{ type: 'failWith', params: { error: commerceMessages.paymentFailed } }, 'toastFailure'] },
      },
    },
    /** Off to `context.sslUrl`; the outcome comes back on /purchase/* (docs/commerce.md#payment). */
    redirecting: { type: 'final', entry: 'goToProvider' },
    /** The toast is shown; the box stays ticked, so Pay Now may be pressed again. */
    failed: {
      on: {
        PAY: { target: 'paying', actions: 'clearError' },
        TOGGLE_AGREEMENT: { target: 'open.unticked', actions: 'clearError' },
        CANCEL: { target: 'closed', actions: 'clearError' },
      },
    },
  },
});

function purchaseOf(event: { package: number; duration?: number }): StartPaymentInput {
  return event.duration === undefined ? { package: event.package } : { package: event.package, duration: event.duration };
}

function sslUrlOf(output: StartPaymentOutput | undefined): string | null {
  const url = output?.ssl_url;
  return typeof url === 'string' && url !== '' ? url : null;
}

function unreachable(): never {
  throw new Error('unreachable: paying without a chosen package');
}
