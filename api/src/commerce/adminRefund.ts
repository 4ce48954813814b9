// A refund through SSLCommerz's refund API (docs/content.md#refunds). SSLCommerz is asked first; only
// once it has accepted is anything written, and then everything at once in one database transaction:
// the refund's columns (claimed by a conditional UPDATE, so two Admins cannot both record one), the
// subscription's new end (engine's refundedEnd), the refund note in the outbox and the audit entry.
// A refusal (502) or an unreachable SSLCommerz (503) changes nothing.
import { and, eq, isNull } from 'drizzle-orm';
import { isFullRefund, refundedEnd, salesAdminMessages as m } from '@proshno/engine';
import { recordAdminAction } from '../audit/adminActions';
import type { Seller } from '../config';
import { mailOutbox, transactions } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import { packages, subscriptions, users } from '../db/schema';
import { languageOf } from '../access/userView';
import { fail } from '../http/errors';
import { refundMail } from './adminRefundMail';
import { sslAmount, takaOf } from './money';
import type { RefundAnswer, SslcommerzClient } from './sslcommerz';

export type RefundOrder = { transactionId: number; actor: number; amountPoisha: number; remarks: string };

export type RefundDeps = { db: Db; sslcommerz: SslcommerzClient; now: () => Date; seller: Seller; log: (message: string) => void };

/** Refunds the transaction or throws the refusal; the refund note is in the outbox when it returns. */
export async function refundTransaction(deps: RefundDeps, order: RefundOrder): Promise<void> {
  const [found] = await deps.db.select().from(transactions).where(eq(transactions.id, order.transactionId));
  if (found === undefined) throw fail(404, 'Not found.');
  if (found.refundedAt !== null) throw fail(409, m.alreadyRefunded);
  if (found.status !== 'paid') throw fail(409, m.notPaid);
  if (order.amountPoisha > found.amountPoisha) throw fail(400, m.refundAboveAmount);
  if (found.bankTranId === null || found.bankTranId === '') throw fail(409, m.noBankTransaction);
  const refRefId = refundRefIdOf(await askSslcommerz(deps, { bank_tran_id: found.bankTranId, refund_amount: sslAmount(order.amountPoisha), refund_remarks: order.remarks }));
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [claimed] = await tx
        .update(transactions)
        .set({ refundAmountPoisha: order.amountPoisha, refundRefId: refRefId, refundRemarks: order.remarks, refundedAt: now })
        .where(and(eq(transactions.id, found.id), eq(transactions.status, 'paid'), isNull(transactions.refundedAt)))
        .returning();
      if (claimed === undefined) throw fail(409, m.alreadyRefunded);
      const [subscription] = claimed.subscriptionId === null ? [] : await tx.select().from(subscriptions).where(eq(subscriptions.id, claimed.subscriptionId));
      const newEnd = subscription === undefined ? null : refundedEnd({ from: subscription.fromDate, to: subscription.toDate }, claimed.amountPoisha, order.amountPoisha, now);
      if (subscription !== undefined && newEnd !== null) {
        await tx.update(subscriptions).set({ toDate: newEnd }).where(eq(subscriptions.id, subscription.id));
      }
      const [who] = await tx
        .select({ email: users.email, fullName: users.fullName, language: users.language, packageName: packages.name })
        .from(users)
        .innerJoin(packages, eq(packages.id, claimed.packageId))
        .where(eq(users.id, claimed.userId));
      if (who === undefined) throw new Error('refund: the payer is gone');
      const mail = refundMail({
        fullName: who.fullName,
        tranId: claimed.tranId,
        packageName: who.packageName,
        refunded: takaOf(order.amountPoisha),
        paid: takaOf(claimed.amountPoisha),
        currency: claimed.currency,
        remarks: order.remarks,
        subscriptionEnds: newEnd,
        ended: isFullRefund(claimed.amountPoisha, order.amountPoisha),
        refundedAt: now,
        supportPhone: deps.seller.supportPhone,
        language: languageOf(who),
      });
      await tx.insert(mailOutbox).values({ kind: 'refund', transactionId: claimed.id, toAddress: who.email, ...mail, nextAttemptAt: now, createdAt: now });
      await recordAdminAction(tx, {
        actor: order.actor,
        action: 'transaction.refund',
        target: { kind: 'transaction', id: claimed.id },
        before: { status: found.status, refund: null, subscription_to: subscription?.toDate ?? null },
        after: { status: 'refunded', refund: { amount_poisha: order.amountPoisha, ref_id: refRefId, remarks: order.remarks }, subscription_to: newEnd },
        at: now,
      });
    });
  } catch (error) {
    // SSLCommerz has the refund and we could not record it: asking again is answered 'processing'
    // with the same refund_ref_id, which is then recorded (docs/content.md#refunds).
    deps.log(`refund ${refRefId} of ${found.tranId} accepted by SSLCommerz but not recorded: ${String(error)}`);
    throw error;
  }
}

async function askSslcommerz(deps: RefundDeps, request: Parameters<SslcommerzClient['refund']>[0]): Promise<RefundAnswer> {
  try {
    return await deps.sslcommerz.refund(request);
  } catch (error) {
    deps.log(`refund API of SSLCommerz unreachable for ${request.bank_tran_id}: ${String(error)}`);
    throw fail(503, m.gatewayUnreachable);
  }
}

/** The refund_ref_id of an accepted refund: initiated now (success) or already (processing). */
function refundRefIdOf(answer: RefundAnswer): string {
  if (answer.APIConnect !== 'DONE') throw fail(502, m.gatewayRefused(`APIConnect ${answer.APIConnect ?? 'missing'}`));
  const accepted = answer.status === 'success' || answer.status === 'processing';
  if (!accepted || answer.refund_ref_id === undefined || answer.refund_ref_id === '') {
    throw fail(502, m.gatewayRefused(answer.errorReason || (answer.status ?? 'no status')));
  }
  return answer.refund_ref_id;
}
