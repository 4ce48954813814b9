// GET purchase-preview/: what the subscribe dialog shows before Pay Now, computed by the api with
// the rule that will credit the payment (purchaseDates): the amount, the VAT within it, the dates
// the new subscription would run and the caller's live subscriptions.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INVOICE_VAT_PERCENT, invoiceOf, serverWords } from '@proshno/engine';
import { principalOf } from '../access/bearer';
import { packages, subscriptions } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { takaOf } from './money';
import { purchaseDates } from './purchaseDates';

export function previewRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'previewPurchase',
    async (request): Promise<JsonResponse<'previewPurchase', 200>> => {
      const { userId } = principalOf(request);
      const [pkg] = await ctx.db.select().from(packages).where(eq(packages.id, Number(request.query.package)));
      if (pkg === undefined || pkg.type === 'custom') throw fail(404, 'Not found.');
      if (!pkg.active) throw fail(400, serverWords.packageNotOnSale);
      const now = ctx.now();
      const dates = await purchaseDates(ctx.db, { userId, packageId: pkg.id, subjectIds: null, durationDays: pkg.durationDays }, now);
      const live = await ctx.db
        .select({ subscription: subscriptions, name: packages.name })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .where(and(eq(subscriptions.userId, userId), gt(subscriptions.toDate, now)))
        .orderBy(asc(subscriptions.toDate));
      const amount = takaOf(pkg.totalPricePoisha);
      return {
        package: { id: pkg.id, name: pkg.name, type: pkg.type },
        duration: pkg.durationDays,
        amount,
        currency: 'BDT',
        vat_percent: INVOICE_VAT_PERCENT,
        vat: invoiceOf(amount).vat,
        vat_included: true,
        from_date: dates.from.toISOString(),
        to_date: dates.to.toISOString(),
        extends: dates.extending !== null,
        active: live.map(({ subscription, name }) => ({
          package: { id: subscription.packageId, name },
          from_date: subscription.fromDate.toISOString(),
          to_date: subscription.toDate.toISOString(),
        })),
      };
    },
  );
}
