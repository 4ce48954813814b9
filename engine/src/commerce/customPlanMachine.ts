// The custom plan page ('Customize your plan', docs/commerce.md#custom-plan): a duration, a grade-and-subject
// checklist, the terms, then Subscribe Now starts the payment and the web follows ssl_url.
// The rules are the pure pricing.ts (canSubscribeCustomPlan, customPlanTotal).
//
// Decisions the specification leaves open:
// - A duration the page does not offer is ignored, so the context only holds 30/60/90/180/365.
// - Nothing can be changed while the payment starts; a failure returns to the form with the
//   toast of docs/commerce.md#payment and everything still chosen.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { MachineEffect } from '../shell/effects';
import { paymentFailureToast, paymentStartGuards, paymentStartOutcome, providerNavigation, type PaymentStartContext, type StartPaymentOutput } from './paymentStart';
import {
  canSubscribeCustomPlan,
  customPurchaseInput,
  isCustomPlanDuration,
  type CustomPlanDuration,
  type CustomPlanSelection,
  type CustomPurchaseInput,
} from './pricing';

export type CustomPlanContext = PaymentStartContext & {
  duration: CustomPlanDuration | null;
  /** The ticked subjects, in the order they were ticked. */
  selection: CustomPlanSelection[];
  agreed: boolean;
};

export type CustomPlanEvent =
  | { type: 'CHOOSE_DURATION'; duration: number | null }
  | { type: 'TOGGLE_SUBJECT'; subject: CustomPlanSelection }
  | { type: 'TOGGLE_AGREEMENT' }
  | { type: 'SUBSCRIBE' };

export const customPlanMachine = setup({
  types: {
    context: {} as CustomPlanContext,
    events: {} as CustomPlanEvent,
    emitted: {} as MachineEffect,
  },
  actors: {
    /** POST /api/study-plan/v1/custom-purchase/; resolves with the server's answer, rejects on any failure. */
    startCustomPayment: fromPromise<StartPaymentOutput, CustomPurchaseInput>(async () => {
      throw new Error('startCustomPayment not provided');
    }),
  },
  actions: {
    chooseDuration: assign((_, params: { duration: number | null }) => ({
      duration: params.duration !== null && isCustomPlanDuration(params.duration) ? params.duration : null,
      error: null,
    })),
    toggleSubject: assign(({ context }, params: { subject: CustomPlanSelection }) => ({
      selection: context.selection.some((row) => row.subject_id === params.subject.subject_id)
        ? context.selection.filter((row) => row.subject_id !== params.subject.subject_id)
        : [...context.selection, params.subject],
      error: null,
    })),
    toggleAgreement: assign(({ context }) => ({ agreed: !context.agreed, error: null })),
    clearError: assign({ error: null }),
    keepSslUrl: assign((_, params: { sslUrl: string }) => ({ sslUrl: params.sslUrl })),
    failWith: assign((_, params: { error: string }) => ({ error: params.error })),
    // The failure's toast and the provider's page are emitted (docs/architecture.md#effects).
    toastFailure: emit(({ context }) => paymentFailureToast(context)),
    goToProvider: emit(({ context }) => providerNavigation(context)),
  },
  guards: {
    canSubscribe: ({ context }) => canSubscribeCustomPlan(context),
    ...paymentStartGuards,
  },
}).createMachine({
  id: 'customPlan',
  context: { duration: null, selection: [], agreed: false, sslUrl: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHOOSE_DURATION: { actions: { type: 'chooseDuration', params: ({ event }) => ({ duration: event.duration }) } },
        TOGGLE_SUBJECT: { actions: { type: 'toggleSubject', params: ({ event }) => ({ subject: event.subject }) } },
        TOGGLE_AGREEMENT: { actions: 'toggleAgreement' },
        // docs/commerce.md#custom-plan: disabled without a duration, a subject and the terms.
        SUBSCRIBE: { guard: 'canSubscribe', target: 'paying', actions: 'clearError' },
      },
    },
    paying: {
      invoke: {
        id: 'startCustomPayment',
        src: 'startCustomPayment',
        input: ({ context }) => customPurchaseInput(context.duration ?? unreachable(), context.selection),
        ...paymentStartOutcome('editing'),
      },
    },
    /** Off to `context.sslUrl`; the outcome comes back on /purchase/* (docs/commerce.md#payment). */
    redirecting: { type: 'final', entry: 'goToProvider' },
  },
});

/** What the custom plan's form shows besides what is chosen (docs/commerce.md#custom-plan). */
export type CustomPlanView = {
  /** Subscribe Now takes input: a duration, a subject and the terms, and no payment starting. */
  canSubscribe: boolean;
  /** The payment is starting or the provider's page is on its way: nothing on the form takes input. */
  paying: boolean;
};

export function customPlanViewOf(snapshot: SnapshotFrom<typeof customPlanMachine>): CustomPlanView {
  return { canSubscribe: snapshot.can({ type: 'SUBSCRIBE' }), paying: !snapshot.matches('editing') };
}

function unreachable(): never {
  throw new Error('unreachable: paying without a duration');
}
