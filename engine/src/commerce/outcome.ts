// The payment result pages (docs/commerce.md#payment-results), reached by the provider's redirect (docs/commerce.md#payment): one per outcome.
import { commerceMessages } from './messages';

export const PAYMENT_OUTCOMES = {
  success: { path: '/purchase/success', title: commerceMessages.paymentSuccessTitle, body: commerceMessages.paymentSuccessBody },
  failed: { path: '/purchase/failed', title: commerceMessages.paymentFailedTitle, body: commerceMessages.paymentFailedBody },
  cancel: { path: '/purchase/cancel', title: commerceMessages.paymentCancelledTitle, body: commerceMessages.paymentCancelledBody },
} as const;

export type PaymentOutcome = keyof typeof PAYMENT_OUTCOMES;

/** Where a paid transaction's invoice opens: the success page and the receipt mail link here. */
export function invoicePath(tranId: string): string {
  return `/profile/transactions?invoice=${encodeURIComponent(tranId)}`;
}

/** What My Transactions shows when its load fails (docs/commerce.md#transactions). */
export function transactionsFailure(detail: string | null): { text: string; buyLink: boolean } {
  const text = detail === null || detail.trim() === '' ? commerceMessages.packagesLoadFailed : detail;
  return { text, buyLink: text === commerceMessages.noPackageFound };
}
