// What a return or an IPN from SSLCommerz does to a transaction. Nothing a browser or a caller
// posts is believed: a success counts only when the order validation API answers VALID or
// VALIDATED for the same tran_id, amount and currency (docs/commerce.md#payment-validation).
import { and, eq } from 'drizzle-orm';
import { transactions, type TransactionStatus } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import { grantOnce, type ReceiptSetting } from './grant';
import { parseSslAmount } from './money';
import type { SslcommerzClient, Validation } from './sslcommerz';

export type Settlement = 'paid' | 'alreadyPaid' | 'unknown' | 'refused';

export async function settle(
  db: Db,
  client: SslcommerzClient,
  report: { tranId: string; valId: string | undefined },
  now: () => Date,
  log: (message: string) => void,
  receipt: ReceiptSetting,
): Promise<Settlement> {
  const [transaction] = await db.select().from(transactions).where(eq(transactions.tranId, report.tranId));
  if (transaction === undefined) return 'unknown';
  if (transaction.status === 'paid') return 'alreadyPaid';
  if (report.valId === undefined) return 'refused';
  let validation: Validation;
  try {
    validation = await client.validate(report.valId);
  } catch (error) {
    log(`order validation of ${report.tranId} failed: ${String(error)}`);
    return 'refused';
  }
  const expected = { tranId: transaction.tranId, amountPoisha: transaction.amountPoisha, currency: transaction.currency };
  if (!confirms(validation, expected)) {
    log(`order validation refused ${report.tranId}: ${JSON.stringify(validation)}`);
    return 'refused';
  }
  try {
    const grant = await grantOnce(db, transaction.id, { ...validation, val_id: report.valId }, now(), receipt);
    return grant === 'granted' ? 'paid' : 'alreadyPaid';
  } catch (error) {
    // A val_id already spent on another transaction breaks its unique index: grant nothing.
    log(`grant of ${report.tranId} refused: ${String(error)}`);
    return 'refused';
  }
}

/** VALID or VALIDATED for this very order: its tran_id, its amount and its currency. */
export function confirms(validation: Validation, expected: { tranId: string; amountPoisha: number; currency: string }): boolean {
  if (validation.status !== 'VALID' && validation.status !== 'VALIDATED') return false;
  if (validation.tran_id !== expected.tranId) return false;
  if (parseSslAmount(validation.amount) !== expected.amountPoisha || validation.currency !== expected.currency) return false;
  // When the order was placed in another currency SSLCommerz converts; ours are placed in BDT only.
  if (validation.currency_type !== undefined && validation.currency_type !== expected.currency) return false;
  if (validation.currency_amount !== undefined && parseSslAmount(validation.currency_amount) !== expected.amountPoisha) return false;
  return true;
}

/** A failed or cancelled return closes a still pending transaction; a paid one stays paid. */
export async function closeUnpaid(db: Db, tranId: string, status: Extract<TransactionStatus, 'failed' | 'cancelled'>): Promise<void> {
  await db
    .update(transactions)
    .set({ status })
    .where(and(eq(transactions.tranId, tranId), eq(transactions.status, 'pending')));
}
