// The subscribe dialog (docs/commerce.md#subscribe-dialog): agree, pay, then the web follows ssl_url.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { MachineEffect } from '../shell/effects';
import { paymentFailureToast, paymentStartGuards, paymentStartOutcome, providerNavigation, type PaymentStartContext, type StartPaymentOutput } from './paymentStart';

/** POST /api/study-plan/v1/purchase/ body (docs/api.md#study-plan-paths); the offers dialog sends no duration. */
export type StartPaymentInput = { package: number; duration?: number };
export type { StartPaymentOutput } from './paymentStart';

export type SubscribeContext = PaymentStartContext & {
  /** What Pay Now sends, chosen on OPEN. */
  purchase: StartPaymentInput | null;
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
    toastFailure: emit(({ context }) => paymentFailureToast(context)),
    goToProvider: emit(({ context }) => providerNavigation(context)),
  },
  guards: paymentStartGuards,
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
        ...paymentStartOutcome('failed'),
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

/** What the subscribe dialog shows (docs/commerce.md#subscribe-dialog). */
export type SubscribeView = {
  /** The dialog is up: from OPEN until Cancel, and on the way to the provider. */
  open: boolean;
  /** The agreement box is ticked; it stays ticked through the payment's start and after a failure. */
  agreed: boolean;
  /** Pay Now takes input: the box is ticked and no payment is starting. */
  canPay: boolean;
  /** The payment is starting or the provider's page is on its way: Pay Now shows progress, nothing else takes input. */
  paying: boolean;
  /** The provider's page was asked for (docs/commerce.md#payment). */
  redirecting: boolean;
  /** The refusal the last Pay Now toasted, while the dialog waits for another try; else null. */
  refusal: string | null;
};

export function subscribeViewOf(snapshot: SnapshotFrom<typeof subscribeMachine>): SubscribeView {
  const failed = snapshot.matches('failed');
  const redirecting = snapshot.matches('redirecting');
  const paying = snapshot.matches('paying') || redirecting;
  return {
    open: !snapshot.matches('closed'),
    agreed: snapshot.matches({ open: 'ticked' }) || failed || paying,
    canPay: snapshot.can({ type: 'PAY' }),
    paying,
    redirecting,
    refusal: failed ? snapshot.context.error : null,
  };
}

function purchaseOf(event: { package: number; duration?: number }): StartPaymentInput {
  return event.duration === undefined ? { package: event.package } : { package: event.package, duration: event.duration };
}

function unreachable(): never {
  throw new Error('unreachable: paying without a chosen package');
}
