// GET my-transaction/ (docs/commerce.md#transactions, docs/api.md#shape-transaction, docs/commerce.md#invoice): the caller's paid
// transactions with their invoices. Only the caller's own rows are ever read.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { commerceServerSentences, INVOICE_VAT_PERCENT, invoiceOf } from '@proshno/engine';
import { principalOf } from '../access/bearer';
import { grades, subjects } from '../db/practiceSchema';
import { transactionDetails, transactions } from '../db/commerceSchema';
import { packages, subscriptions, users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { DEMO_SELLER } from '../config';
import { operationRoutes, type JsonResponse } from '../http/route';
import { takaOf } from './money';

export function transactionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const operation = operationRoutes(app, ctx.tokens);
  operation('listMyTransactions', async (request): Promise<JsonResponse<'listMyTransactions', 200>> => {
    const { userId } = principalOf(request);
    const rows = await ctx.db
      .select({ transaction: transactions, pkg: packages, user: users, subscription: subscriptions })
      .from(transactions)
      .innerJoin(packages, eq(packages.id, transactions.packageId))
      .innerJoin(users, eq(users.id, transactions.userId))
      .leftJoin(subscriptions, eq(subscriptions.id, transactions.subscriptionId))
      .where(and(eq(transactions.userId, userId), eq(transactions.status, 'paid')))
      .orderBy(desc(transactions.paidAt), desc(transactions.id));
    if (rows.length === 0) {
      // docs/commerce.md#transactions: 'No Package Found' for a learner who never held a package; a learner whose
      // package was not bought here (granted by hand) sees the empty grid instead.
      const [held] = await ctx.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId));
      if ((held?.n ?? 0) === 0) throw fail(404, commerceServerSentences.noPackageFound);
      return [];
    }
    const ids = rows.map((r) => r.transaction.id);
    const details = await ctx.db
      .select({ transactionId: transactionDetails.transactionId, grade: grades.name, subject: subjects.name, pricePoisha: transactionDetails.pricePoisha })
      .from(transactionDetails)
      .innerJoin(grades, eq(grades.id, transactionDetails.gradeId))
      .innerJoin(subjects, eq(subjects.id, transactionDetails.subjectId))
      .where(inArray(transactionDetails.transactionId, ids))
      .orderBy(asc(transactionDetails.id));
    const configured = ctx.config.seller ?? DEMO_SELLER;
    const seller = {
      legal_name: configured.legalName,
      address: configured.address,
      trade_licence: configured.tradeLicence,
      bin: configured.bin,
      support_phone: configured.supportPhone,
    };
    return rows.map(({ transaction, pkg, user, subscription }) => {
      const amount = takaOf(transaction.amountPoisha);
      const invoice = invoiceOf(amount);
      return {
        id: transaction.id,
        transaction_id: transaction.tranId,
        subscription: subscription === null ? null : { from_date: subscription.fromDate.toISOString(), to_date: subscription.toDate.toISOString() },
        card_type: transaction.cardType,
        seller,
        package: { id: pkg.id, name: pkg.name, type: pkg.type, total_price: takaOf(pkg.totalPricePoisha) },
        amount,
        currency: transaction.currency,
        duration: transaction.durationDays,
        created_at: (transaction.paidAt ?? transaction.createdAt).toISOString(),
        user: { full_name: user.fullName, email: user.email },
        invoice: {
          quantity: invoice.quantity,
          currency: invoice.currency,
          price: invoice.price,
          subtotal: invoice.subtotal,
          vat: invoice.vat,
          vat_percent: INVOICE_VAT_PERCENT,
          discount_percent: invoice.discountPercent,
          total: invoice.total,
        },
        details: details
          .filter((d) => d.transactionId === transaction.id)
          .map((d) => ({ grade: d.grade, subject: d.subject, price: takaOf(d.pricePoisha) })),
      };
    });
  });
}
