// Turning a validated payment into a subscription, exactly once (DESIGN.md "Payment"). The claim
// is one conditional UPDATE inside the same database transaction as the grant, so however many
// returns and IPNs race, only the first confirmed one creates a subscription.
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { subjects } from '../db/catalogSchema';
import { transactionDetails, transactions } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import { subscriptionDetails, subscriptions } from '../db/schema';
import type { Validation } from './sslcommerz';

const DAY_MS = 86_400_000;

export type Grant = 'granted' | 'already';

/** Marks the transaction paid and grants its subscription, unless an earlier call already did. */
export async function grantOnce(
  db: Db,
  transactionId: number,
  validation: Validation & { val_id: string },
  now: Date,
): Promise<Grant> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(transactions)
      .set({
        status: 'paid',
        valId: validation.val_id,
        bankTranId: validation.bank_tran_id ?? null,
        cardType: validation.card_type ?? null,
        paidAt: now,
      })
      .where(and(eq(transactions.id, transactionId), ne(transactions.status, 'paid')))
      .returning();
    if (!claimed) return 'already';
    const bought = await coveredBy(tx, claimed);
    const sameSubjects = claimed.kind === 'custom' ? bought.map((b) => b.subjectId) : null;
    const from = await renewalStart(tx, claimed.userId, claimed.packageId, sameSubjects, now);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: claimed.userId,
        packageId: claimed.packageId,
        fromDate: from,
        toDate: new Date(from.getTime() + claimed.durationDays * DAY_MS),
      })
      .returning({ id: subscriptions.id });
    if (!subscription) throw new Error('grant: subscription not stored');
    if (bought.length > 0) {
      await tx.insert(subscriptionDetails).values(bought.map((b) => ({ subscriptionId: subscription.id, ...b })));
    }
    await tx.update(transactions).set({ subscriptionId: subscription.id }).where(eq(transactions.id, claimed.id));
    return 'granted';
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A custom plan covers the subjects it bought; a package covers every subject (as the demo learner's does). */
async function coveredBy(tx: Tx, transaction: typeof transactions.$inferSelect): Promise<Array<{ gradeId: number; subjectId: number }>> {
  if (transaction.kind !== 'custom') return tx.select({ gradeId: subjects.gradeId, subjectId: subjects.id }).from(subjects);
  return tx
    .select({ gradeId: transactionDetails.gradeId, subjectId: transactionDetails.subjectId })
    .from(transactionDetails)
    .where(eq(transactionDetails.transactionId, transaction.id));
}

/**
 * Renewal extends from the current expiry: a purchase starts when the caller's live subscription
 * to the same package (for a custom plan: to the same subjects) ends, else now.
 */
async function renewalStart(tx: Tx, userId: number, packageId: number, subjectIds: number[] | null, now: Date): Promise<Date> {
  const live = await tx
    .select({ id: subscriptions.id, toDate: subscriptions.toDate })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.packageId, packageId), gt(subscriptions.toDate, now)))
    .orderBy(desc(subscriptions.toDate));
  if (live.length === 0) return now;
  if (subjectIds === null) return live[0]?.toDate ?? now;
  const covered = await tx
    .select({ subscriptionId: subscriptionDetails.subscriptionId, subjectId: subscriptionDetails.subjectId })
    .from(subscriptionDetails)
    .where(inArray(subscriptionDetails.subscriptionId, live.map((s) => s.id)));
  const key = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');
  const wanted = key(subjectIds);
  const same = live.find((s) => key(covered.filter((c) => c.subscriptionId === s.id).map((c) => c.subjectId)) === wanted);
  return same === undefined ? now : same.toDate;
}
