// The common end of both purchases (docs/commerce.md#payment): a pending transaction with a unique tran_id and
// the server's own amount, then an SSLCommerz session whose GatewayPageURL is the answer's ssl_url.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { transactionDetails, transactions, type TransactionKind } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import { fail } from '../http/errors';
import { sslAmount, takaOf } from './money';
import type { SslcommerzClient } from './sslcommerz';

export type Order = {
  userId: number;
  packageId: number;
  packageName: string;
  kind: TransactionKind;
  durationDays: number;
  amountPoisha: number;
  /** A custom plan's subjects with the price per day they are bought at. */
  details: Array<{ gradeId: number; subjectId: number; pricePoisha: number }>;
};

export type PaymentStart = { ssl_url: string; tran_id: string; amount: number; currency: 'BDT' };

export const PAYMENT_RETURN_PATH = '/api/study-plan/v1/payment';

export async function startPayment(
  deps: { db: Db; sslcommerz: SslcommerzClient; publicUrl: string; now: Date },
  order: Order,
): Promise<PaymentStart> {
  const { db, sslcommerz, publicUrl, now } = deps;
  const [customer] = await db.select().from(users).where(eq(users.id, order.userId));
  if (customer === undefined) throw fail(404, 'Not found.');
  // 'PRS' and 20 hex digits: unique, and within SSLCommerz's 30 characters.
  const tranId = `PRS${randomBytes(10).toString('hex').toUpperCase()}`;
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(transactions)
      .values({
        tranId,
        userId: order.userId,
        packageId: order.packageId,
        kind: order.kind,
        durationDays: order.durationDays,
        amountPoisha: order.amountPoisha,
        currency: 'BDT',
        status: 'pending',
        createdAt: now,
      })
      .returning({ id: transactions.id });
    if (!created) throw new Error('purchase: transaction not stored');
    if (order.details.length > 0) {
      await tx.insert(transactionDetails).values(order.details.map((d) => ({ transactionId: created.id, ...d })));
    }
  });
  const returns = `${publicUrl}${PAYMENT_RETURN_PATH}`;
  let answer: Awaited<ReturnType<SslcommerzClient['initSession']>>;
  try {
    answer = await sslcommerz.initSession({
      total_amount: sslAmount(order.amountPoisha),
      currency: 'BDT',
      tran_id: tranId,
      success_url: `${returns}/success/`,
      fail_url: `${returns}/fail/`,
      cancel_url: `${returns}/cancel/`,
      ipn_url: `${returns}/ipn/`,
      cus_name: customer.fullName,
      cus_email: customer.email,
      cus_add1: customer.addressLine1 || 'Dhaka',
      cus_city: customer.city || 'Dhaka',
      cus_postcode: customer.postalCode || '1000',
      cus_country: customer.country || 'Bangladesh',
      cus_phone: customer.phoneNo,
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: order.packageName,
      product_category: 'Subscription',
      product_profile: 'non-physical-goods',
    });
  } catch {
    answer = { status: 'FAILED', failedreason: 'SSLCommerz could not be reached' };
  }
  if (answer.status !== 'SUCCESS') {
    await db.update(transactions).set({ status: 'failed' }).where(eq(transactions.tranId, tranId));
    throw fail(502, `The payment could not be started: ${answer.failedreason}`);
  }
  return { ssl_url: answer.GatewayPageURL, tran_id: tranId, amount: takaOf(order.amountPoisha), currency: 'BDT' };
}
