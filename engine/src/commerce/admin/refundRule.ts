// docs/content.md#refunds: what a refund does to the subscription the payment granted. The refunded
// share of the amount paid takes the same share of the subscription's days off its end, but never
// takes back time already used: a full refund ends it now (or, when it has not begun, at its start),
// and a partial one ends it at now at the earliest. One owner: the api applies it, the dialog
// shows its outcome.

export type RefundedSubscription = { from: Date; to: Date };

/** The subscription's new end after refunding `refundPoisha` of `paidPoisha`. */
export function refundedEnd(subscription: RefundedSubscription, paidPoisha: number, refundPoisha: number, now: Date): Date {
  const from = subscription.from.getTime();
  const to = subscription.to.getTime();
  const share = paidPoisha <= 0 ? 1 : Math.min(1, Math.max(0, refundPoisha / paidPoisha));
  const shortened = to - Math.round((to - from) * share);
  const earliest = Math.max(from, Math.min(to, now.getTime()));
  return new Date(Math.max(shortened, earliest));
}

/** A refund of the whole amount paid. */
export function isFullRefund(paidPoisha: number, refundPoisha: number): boolean {
  return refundPoisha >= paidPoisha;
}
