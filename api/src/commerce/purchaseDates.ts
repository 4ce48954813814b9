// What a purchase would give: one rule for the crediting of a payment and for the subscribe
// dialog's preview, so the dates a learner is shown before paying are the dates they get.
// The same package (for a custom plan: the same subjects) extends from the current expiry;
// another package is a separate subscription that starts now with its own dates.
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { subscriptionDetails, subscriptions } from '../db/schema';

const DAY_MS = 86_400_000;

/** A live subscription the purchase may extend. */
export type LiveSubscription = { id: number; toDate: Date; subjectIds: number[] };

export type PurchaseDates = {
  from: Date;
  to: Date;
  /** The live subscription whose expiry the purchase starts from, or null when it starts now. */
  extending: { id: number; toDate: Date } | null;
};

/**
 * The date arithmetic alone: `live` are the caller's unexpired subscriptions to the package being
 * bought; `subjectIds` is null for a package (any live one of it is extended) and the chosen
 * subjects for a custom plan (only a live plan of exactly those subjects is extended).
 */
export function datesOf(live: readonly LiveSubscription[], subjectIds: readonly number[] | null, durationDays: number, now: Date): PurchaseDates {
  const key = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');
  const candidates = live.filter((s) => s.toDate.getTime() > now.getTime() && (subjectIds === null || key(s.subjectIds) === key(subjectIds)));
  const latest = candidates.reduce<LiveSubscription | null>((best, s) => (best === null || s.toDate > best.toDate ? s : best), null);
  const from = latest?.toDate ?? now;
  return {
    from,
    to: new Date(from.getTime() + durationDays * DAY_MS),
    extending: latest === null ? null : { id: latest.id, toDate: latest.toDate },
  };
}

/** The dates a purchase of `packageId` for `durationDays` by `userId` would give at `now`. */
export async function purchaseDates(
  db: Db,
  order: { userId: number; packageId: number; subjectIds: readonly number[] | null; durationDays: number },
  now: Date,
): Promise<PurchaseDates> {
  const rows = await db
    .select({ id: subscriptions.id, toDate: subscriptions.toDate })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, order.userId), eq(subscriptions.packageId, order.packageId), gt(subscriptions.toDate, now)))
    .orderBy(desc(subscriptions.toDate));
  const covered =
    order.subjectIds === null || rows.length === 0
      ? []
      : await db
          .select({ subscriptionId: subscriptionDetails.subscriptionId, subjectId: subscriptionDetails.subjectId })
          .from(subscriptionDetails)
          .where(inArray(subscriptionDetails.subscriptionId, rows.map((s) => s.id)));
  const live = rows.map((s) => ({ ...s, subjectIds: covered.filter((c) => c.subscriptionId === s.id).map((c) => c.subjectId) }));
  return datesOf(live, order.subjectIds, order.durationDays, now);
}
