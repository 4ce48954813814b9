// The custom plan page ('Customize your plan', docs/commerce.md#custom-plan): a duration, a grade-and-subject
// checklist, the terms, then Subscribe Now starts the payment and the web follows ssl_url.
// The rules are the pure pricing.ts (canSubscribeCustomPlan, customPlanTotal).
//
// Decisions the specification leaves open:
// - A duration the page does not offer is ignored, so the context only holds 30/60/90/180/365.
// - Nothing can be changed while the payment starts; a failure returns to the form with the
//   toast of docs/commerce.md#payment and everything still chosen.
import { assign, emit, fromPromise, setup } from 'xstate';
import { navigateEffect, toastEffect, type MachineEffect } from '../shell/effects';
import { commerceMessages } from './messages';
import {
  canSubscribeCustomPlan,
  customPurchaseInput,
  isCustomPlanDuration,
  type CustomPlanDuration,
  type CustomPlanSelection,
  type CustomPurchaseInput,
} from './pricing';
import type { StartPaymentOutput } from './subscribeMachine';

export type CustomPlanContext = {
  duration: CustomPlanDuration | null;
  /** The ticked subjects, in the order they were ticked. */
  selection: CustomPlanSelection[];
  agreed: boolean;
  /** Set on reaching `redirecting`: the payment provider address the web navigates to. */
  sslUrl: string | null;
  /** The toast of docs/commerce.md#payment after a failed start. */
  error: string | null;
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
    toastFailure: emit(({ context }) => toastEffect(context.error ?? commerceMessages.paymentFailed, 'error')),
    goToProvider: emit(({ context }) => navigateEffect({ to: context.sslUrl ?? '' })),
  },
  guards: {
    canSubscribe: ({ context }) => canSubscribeCustomPlan(context),
    hasSslUrl: (_, params: { output: StartPaymentOutput }) => sslUrlOf(params.output) !== null,
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
        onDone: [
          {
            guard: { type: 'hasSslUrl', params: ({ event }) => ({ output: event.output }) },
            target: 'redirecting',
            actions: { type: 'keepSslUrl', params: ({ event }) => ({ sslUrl: sslUrlOf(event.output) ?? '' }) },
          },
          { target: 'editing', actions: [{ type: 'failWith', params: { error: commerceMessages.noSslUrl } }, 'toastFailure'] },
        ],
        onError: { target: 'editing', actions: [{ type: 'failWith', params: { error: commerceMessages.paymentFailed } }, 'toastFailure'] },
      },
    },
    /** Off to `context.sslUrl`; the outcome comes back on /purchase/* (docs/commerce.md#payment). */
    redirecting: { type: 'final', entry: 'goToProvider' },
  },
});

function sslUrlOf(output: StartPaymentOutput | undefined): string | null {
  const url = output?.ssl_url;
  return typeof url === 'string' && url !== '' ? url : null;
}

function unreachable(): never {
  throw new Error('unreachable: paying without a duration');
}
