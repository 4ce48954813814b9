// Starting a payment, as the subscribe dialog and the custom plan both do (docs/commerce.md#payment):
// the server's answer either names the provider's page (ssl_url), which the machine emits as a
// navigation, or the start failed and the machine emits the toast of docs/commerce.md#payment.
// Both machines invoke their start actor with `paymentStartOutcome(failed)`, take its guard into
// their `setup` and name the actions it uses (keepSslUrl, failWith, toastFailure, goToProvider).
import { navigateEffect, toastEffect, type NavigateEffect, type ToastEffect } from '../shell/effects';
import { commerceMessages } from './messages';

export type StartPaymentOutput = { ssl_url?: string | null };

/** What a machine that starts a payment keeps. */
export type PaymentStartContext = {
  /** Set on reaching `redirecting`: the payment provider address the web navigates to. */
  sslUrl: string | null;
  /** The toast of docs/commerce.md#payment after a failed start. */
  error: string | null;
};

/** The provider's address in the server's answer, null when it names none. */
export function sslUrlOf(output: StartPaymentOutput | undefined): string | null {
  const url = output?.ssl_url;
  return typeof url === 'string' && url !== '' ? url : null;
}

/** The toast of a failed start (docs/commerce.md#payment), for the machine's `toastFailure` action. */
export function paymentFailureToast(context: PaymentStartContext): ToastEffect {
  return toastEffect(context.error ?? commerceMessages.paymentFailed, 'error');
}

/** The provider's page, for the machine's `goToProvider` action (the web leaves the app for it). */
export function providerNavigation(context: PaymentStartContext): NavigateEffect {
  return navigateEffect({ to: context.sslUrl ?? '' });
}

/** The guard `paymentStartOutcome` names. */
export const paymentStartGuards = {
  hasSslUrl: (_: unknown, params: { output: StartPaymentOutput }) => sslUrlOf(params.output) !== null,
};

/**
 * The start actor's outcome: on to `redirecting` (whose entry emits goToProvider) with the
 * provider's address, else to `failed` with 'No SSL URL' or the payment failure, and its toast.
 * The failure's text is read from the catalogue when it happens, not when the machine is made (at
 * module load), so a Bengali page's catalogue is the one read.
 */
export function paymentStartOutcome<Failed extends string>(failed: Failed) {
  return {
    onDone: [
      {
        guard: { type: 'hasSslUrl' as const, params: ({ event }: { event: { output: StartPaymentOutput } }) => ({ output: event.output }) },
        target: 'redirecting' as const,
        actions: { type: 'keepSslUrl' as const, params: ({ event }: { event: { output: StartPaymentOutput } }) => ({ sslUrl: sslUrlOf(event.output) ?? '' }) },
      },
      { target: failed, actions: [{ type: 'failWith' as const, params: () => ({ error: commerceMessages.noSslUrl }) }, 'toastFailure' as const] },
    ],
    onError: { target: failed, actions: [{ type: 'failWith' as const, params: () => ({ error: commerceMessages.paymentFailed }) }, 'toastFailure' as const] },
  };
}
