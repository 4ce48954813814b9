// The payment result pages of spec 001 §2, reached by the provider's redirect (§4): one per outcome.
import { commerceMessages } from './messages';

export const PAYMENT_OUTCOMES = {
  success: { path: '/purchase/success', title: commerceMessages.paymentSuccessTitle, body: commerceMessages.paymentSuccessBody },
  failed: { path: '/purchase/failed', title: commerceMessages.paymentFailedTitle, body: commerceMessages.paymentFailedBody },
  cancel: { path: '/purchase/cancel', title: commerceMessages.paymentCancelledTitle, body: commerceMessages.paymentCancelledBody },
} as const;

export type PaymentOutcome = keyof typeof PAYMENT_OUTCOMES;

/** What My Transactions shows when its load fails (spec 001 §2, §8). */
export function transactionsFailure(detail: string | null): { text: string; buyLink: boolean } {
  const text = detail === null || detail.trim() === '' ? commerceMessages.packagesLoadFailed : detail;
  return { text, buyLink: text === commerceMessages.noPackageFound };
}
