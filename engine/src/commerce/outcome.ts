// The payment result pages (docs/commerce.md#payment-results), reached by the provider's redirect (docs/commerce.md#payment): one per outcome.
import { commerceMessages, commerceServerSentences } from './messages';

/** Each page's title and body are read from the catalogue when shown, so a Bengali page's catalogue is the one read. */
export const PAYMENT_OUTCOMES = {
  success: outcomePage('/purchase/success', 'paymentSuccessTitle', 'paymentSuccessBody'),
  failed: outcomePage('/purchase/failed', 'paymentFailedTitle', 'paymentFailedBody'),
  cancel: outcomePage('/purchase/cancel', 'paymentCancelledTitle', 'paymentCancelledBody'),
} as const;

type CommerceText = { [K in keyof typeof commerceMessages]: (typeof commerceMessages)[K] extends string ? K : never }[keyof typeof commerceMessages];

function outcomePage<Path extends string>(path: Path, title: CommerceText, body: CommerceText) {
  return {
    path,
    get title(): string {
      return commerceMessages[title];
    },
    get body(): string {
      return commerceMessages[body];
    },
  } as const;
}

export type PaymentOutcome = keyof typeof PAYMENT_OUTCOMES;

/** Where a paid transaction's invoice opens: the success page and the receipt mail link here. */
export function invoicePath(tranId: string): string {
  return `/profile/transactions?invoice=${encodeURIComponent(tranId)}`;
}

/** What My Transactions shows when its load fails (docs/commerce.md#transactions). */
export function transactionsFailure(detail: string | null): { text: string; buyLink: boolean } {
  if (detail === null || detail.trim() === '') return { text: commerceMessages.packagesLoadFailed, buyLink: false };
  // The server's 'No Package Found' is English; a Bengali page shows its own.
  if (detail === commerceServerSentences.noPackageFound || detail === commerceMessages.noPackageFound) return { text: commerceMessages.noPackageFound, buyLink: true };
  return { text: detail, buyLink: false };
}

/** How long the success page keeps asking for a payment the provider's return named (docs/commerce.md#payment-results). */
export const PAYMENT_CONFIRM_TRIES = 5;
export const PAYMENT_CONFIRM_EVERY_MS = 2000;

/**
 * docs/commerce.md#payment-results: '/purchase/success' says 'Payment Successful' only for the
 * learner's own paid transaction that its `tran_id` names. Anything else (no id, another's id, one
 * made up, one the bank has not confirmed yet) is confirming while the page still asks, then not
 * confirmed: an address typed by hand proves nothing.
 */
export function paymentSuccessView(
  tranId: string | null,
  paid: readonly string[] | null,
  asked: number,
): 'confirmed' | 'confirming' | 'unconfirmed' {
  if (tranId === null || tranId.trim() === '') return 'unconfirmed';
  if (paid?.includes(tranId) === true) return 'confirmed';
  return asked < PAYMENT_CONFIRM_TRIES ? 'confirming' : 'unconfirmed';
}
