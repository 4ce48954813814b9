// The Admin's transactions (docs/content.md#transactions-admin): search, one transaction's detail and
// its refund (./adminRefund.ts). Admin role only, enforced here (docs/access.md#roles).
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { westernDigits } from '@proshno/engine';
import { principalOf } from '../access/bearer';
import { e164 } from '../access/phoneNumbers';
import { languageOf } from '../access/userView';
import { DEMO_SELLER } from '../config';
import { transactions } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import { packages, subscriptions, users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { refundTransaction } from './adminRefund';
import type { SslcommerzClient } from './sslcommerz';

export const TRANSACTION_PAGE_SIZE = 20;

type AdminTransaction = JsonResponse<'adminGetTransaction', 200>;

export function adminTransactionRoutes(app: FastifyInstance, ctx: ApiContext, sslcommerz: SslcommerzClient): void {
  const operation = operationRoutes(app, ctx.tokens);

  operation('adminListTransactions', async (request): Promise<JsonResponse<'adminListTransactions', 200>> => {
    principalOf(request, ['Admin']);
    const { q, status, from, to, page: pageParam } = request.query;
    const page = Number(pageParam ?? 1);
    const where = and(
      q === undefined ? undefined : searchCondition(q),
      status === undefined ? undefined : statusCondition(status),
      from === undefined ? undefined : gte(transactions.createdAt, dhakaMidnight(from, 0)),
      to === undefined ? undefined : lt(transactions.createdAt, dhakaMidnight(to, 1)),
    );
    const [rows, [total]] = await Promise.all([
      selectTransactions(ctx.db, where).orderBy(desc(transactions.createdAt), desc(transactions.id)).limit(TRANSACTION_PAGE_SIZE).offset((page - 1) * TRANSACTION_PAGE_SIZE),
      ctx.db.select({ n: count() }).from(transactions).innerJoin(users, eq(users.id, transactions.userId)).where(where),
    ]);
    return { count: total?.n ?? 0, page, page_size: TRANSACTION_PAGE_SIZE, results: rows.map(transactionJson) };
  });

  operation('adminGetTransaction', async (request): Promise<AdminTransaction> => {
    principalOf(request, ['Admin']);
    return transactionById(ctx.db, Number(request.params.id));
  });

  operation('adminRefundTransaction', async (request): Promise<AdminTransaction> => {
    const { userId } = principalOf(request, ['Admin']);
    const id = Number(request.params.id);
    await refundTransaction(
      { db: ctx.db, sslcommerz, now: ctx.now, seller: ctx.config.seller ?? DEMO_SELLER, log: (message) => request.log.error(message) },
      { transactionId: id, actor: userId, amountPoisha: request.body.amount_poisha, remarks: request.body.remarks.trim() },
    );
    // The refund note was written with the refund; send it now rather than at the next poll.
    ctx.outbox.kick();
    return transactionById(ctx.db, id);
  });
}

async function transactionById(db: Db, id: number): Promise<AdminTransaction> {
  const [row] = await selectTransactions(db, eq(transactions.id, id));
  if (row === undefined) throw fail(404, 'Not found.');
  return transactionJson(row);
}

function selectTransactions(db: Db, where: SQL | undefined) {
  return db
    .select({ transaction: transactions, user: users, pkg: { id: packages.id, name: packages.name }, subscription: subscriptions })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .innerJoin(packages, eq(packages.id, transactions.packageId))
    .leftJoin(subscriptions, eq(subscriptions.id, transactions.subscriptionId))
    .where(where)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectTransactions>>[number];

function transactionJson({ transaction: t, user, pkg, subscription }: Row): AdminTransaction {
  const refund =
    t.refundedAt === null
      ? null
      : { amount_poisha: t.refundAmountPoisha ?? 0, ref_id: t.refundRefId ?? '', remarks: t.refundRemarks ?? '', refunded_at: t.refundedAt.toISOString() };
  return {
    id: t.id,
    tran_id: t.tranId,
    status: refund === null ? t.status : 'refunded',
    kind: t.kind,
    amount_poisha: t.amountPoisha,
    currency: t.currency,
    duration_days: t.durationDays,
    created_at: t.createdAt.toISOString(),
    paid_at: t.paidAt === null ? null : t.paidAt.toISOString(),
    bank_tran_id: t.bankTranId,
    card_type: t.cardType,
    learner: { id: user.id, full_name: user.fullName, email: user.email, phone_no: user.phoneNo, language: languageOf(user) },
    package: pkg,
    subscription: subscription === null ? null : { id: subscription.id, from_date: subscription.fromDate.toISOString(), to_date: subscription.toDate.toISOString() },
    refund,
  };
}

/**
 * docs/content.md#transactions-admin: a tran_id, or a learner by e-mail, name or phone. A phone is
 * matched as the stored E.164 number, however it was typed (01…, +880…, Bengali digits).
 */
function searchCondition(typed: string): SQL | undefined {
  const text = typed.trim();
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const words = [ilike(transactions.tranId, like), ilike(users.email, like), ilike(users.fullName, like)];
  const digits = westernDigits(text);
  const looksLikePhone = /^\+?[\d\s-]{6,}$/.test(digits);
  return or(...words, ...(looksLikePhone ? [eq(users.phoneNo, e164(digits))] : []));
}

/** 'refunded' is a paid transaction with a recorded refund; 'paid' one without. */
function statusCondition(status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded'): SQL | undefined {
  if (status === 'refunded') return isNotNull(transactions.refundedAt);
  if (status === 'paid') return and(eq(transactions.status, 'paid'), isNull(transactions.refundedAt));
  return eq(transactions.status, status);
}

/** Midnight in Dhaka (UTC+6, no daylight saving) of `day` plus `addDays`. */
function dhakaMidnight(day: string, addDays: number): Date {
  const instant = new Date(`${day}T00:00:00+06:00`);
  if (Number.isNaN(instant.getTime())) throw fail(400, `Not a date: ${day}`);
  return new Date(instant.getTime() + addDays * 86_400_000);
}
