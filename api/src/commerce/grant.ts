// Turning a validated payment into a subscription, exactly once (docs/decisions.md#payment). The claim
// is one conditional UPDATE inside the same database transaction as the grant, so however many
// returns and IPNs race, only the first confirmed one creates a subscription.
// The receipt is written to the outbox in that same transaction, so a paid transaction has
// exactly one receipt however often SSLCommerz or the browser repeats itself.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Seller } from '../config';
import { grades, subjects } from '../db/practiceSchema';
import { mailOutbox, transactionDetails, transactions } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import { packages, subscriptionDetails, subscriptions, users } from '../db/schema';
import { invoicePath } from '@proshno/engine';
import { receiptMail } from '../mail/receiptMail';
import { languageOf } from '../access/userView';
import { takaOf } from './money';
import { purchaseDates } from './purchaseDates';
import type { Validation } from './sslcommerz';

/** What the receipt needs beyond the database: the address links start at, and the seller. */
export type ReceiptSetting = { publicUrl: string; seller: Seller };

export type Grant = 'granted' | 'already';

/** Marks the transaction paid and grants its subscription, unless an earlier call already did. */
export async function grantOnce(
  db: Db,
  transactionId: number,
  validation: Validation & { val_id: string },
  now: Date,
  receipt: ReceiptSetting,
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
    const dates = await purchaseDates(tx, { userId: claimed.userId, packageId: claimed.packageId, subjectIds: sameSubjects, durationDays: claimed.durationDays }, now);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({ userId: claimed.userId, packageId: claimed.packageId, fromDate: dates.from, toDate: dates.to })
      .returning({ id: subscriptions.id });
    if (!subscription) throw new Error('grant: subscription not stored');
    if (bought.length > 0) {
      await tx.insert(subscriptionDetails).values(bought.map((b) => ({ subscriptionId: subscription.id, ...b })));
    }
    await tx.update(transactions).set({ subscriptionId: subscription.id }).where(eq(transactions.id, claimed.id));
    await queueReceipt(tx, claimed, dates, now, receipt);
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

/** The receipt of a just-credited transaction, into the outbox (at most one per transaction). */
async function queueReceipt(
  tx: Tx,
  paid: typeof transactions.$inferSelect,
  dates: { from: Date; to: Date },
  now: Date,
  setting: ReceiptSetting,
): Promise<void> {
  const [who] = await tx
    .select({ email: users.email, fullName: users.fullName, language: users.language, packageName: packages.name })
    .from(users)
    .innerJoin(packages, eq(packages.id, paid.packageId))
    .where(eq(users.id, paid.userId));
  if (who === undefined) throw new Error('grant: the payer is gone');
  const chosen =
    paid.kind === 'custom'
      ? await tx
          .select({ grade: grades.name, subject: subjects.name })
          .from(transactionDetails)
          .innerJoin(grades, eq(grades.id, transactionDetails.gradeId))
          .innerJoin(subjects, eq(subjects.id, transactionDetails.subjectId))
          .where(eq(transactionDetails.transactionId, paid.id))
          .orderBy(asc(transactionDetails.id))
      : [];
  const mail = receiptMail({
    to: who.email,
    fullName: who.fullName,
    tranId: paid.tranId,
    packageName: who.packageName,
    durationDays: paid.durationDays,
    amount: takaOf(paid.amountPoisha),
    currency: paid.currency,
    paidAt: now,
    from: dates.from,
    until: dates.to,
    subjects: chosen.map((c) => `${c.grade}: ${c.subject}`),
    invoiceUrl: `${setting.publicUrl}${invoicePath(paid.tranId)}`,
    seller: setting.seller,
    language: languageOf(who),
  });
  await tx
    .insert(mailOutbox)
    .values({ kind: 'receipt', transactionId: paid.id, toAddress: who.email, ...mail, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing();
}
