// POST purchase/ and custom-purchase/ (docs/api.md#study-plan-paths). The server prices the order from its own
// tables: a package's total_price and duration, or the sum of the subjects' prices times the days.
// Whatever amount or duration a client claims beyond that is refused or ignored, never charged.
import { serverWords } from '@proshno/engine';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { subjects } from '../db/practiceSchema';
import { subjectPrices } from '../db/commerceSchema';
import { packages } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes } from '../http/route';
import { CUSTOM_PLAN_PACKAGE } from './catalogue';
import type { SslcommerzClient } from './sslcommerz';
import { startPayment, type PaymentStart } from './startPayment';

export function purchaseRoutes(app: FastifyInstance, ctx: ApiContext, sslcommerz: SslcommerzClient): void {
  const operation = operationRoutes(app, ctx.tokens);
  const deps = () => ({ db: ctx.db, sslcommerz, publicUrl: ctx.config.publicUrl, now: ctx.now() });

  operation(
    'purchasePackage',
    async (request, reply): Promise<PaymentStart> => {
      const { userId } = principalOf(request);
      const [pkg] = await ctx.db.select().from(packages).where(eq(packages.id, request.body.package));
      if (pkg === undefined || pkg.type === 'custom') throw fail(404, 'Not found.');
      if (!pkg.active) throw fail(400, serverWords.packageNotOnSale);
      const { duration } = request.body;
      if (duration !== undefined && duration !== pkg.durationDays) throw fail(400, serverWords.packageLasts(pkg.durationDays));
      reply.code(201);
      return startPayment(deps(), {
        userId,
        packageId: pkg.id,
        packageName: pkg.name,
        kind: pkg.type === 'offer' ? 'offer' : 'standard',
        durationDays: pkg.durationDays,
        amountPoisha: pkg.totalPricePoisha,
        details: [],
      });
    },
  );

  operation(
    'purchaseCustomPlan',
    async (request, reply): Promise<PaymentStart> => {
      const { userId } = principalOf(request);
      const { duration, details } = request.body;
      const ids = details.map((d) => d.subject_id);
      if (new Set(ids).size !== ids.length) throw fail(400, serverWords.subjectChosenOnce);
      const offered = await ctx.db
        .select({ id: subjects.id, name: subjects.name, gradeId: subjects.gradeId, pricePoisha: subjectPrices.pricePoisha })
        .from(subjects)
        .innerJoin(subjectPrices, eq(subjectPrices.subjectId, subjects.id))
        .where(and(inArray(subjects.id, ids), eq(subjectPrices.status, true)));
      const chosen = details.map((d) => {
        const subject = offered.find((s) => s.id === d.subject_id && s.gradeId === d.grade_id);
        if (subject === undefined) throw fail(400, `Subject ${d.subject_id} of grade ${d.grade_id} is not offered in a custom plan.`);
        return subject;
      });
      const [plan] = await ctx.db.select().from(packages).where(eq(packages.name, CUSTOM_PLAN_PACKAGE));
      if (plan === undefined) throw new Error('the custom plan package is not seeded');
      reply.code(201);
      return startPayment(deps(), {
        userId,
        packageId: plan.id,
        packageName: plan.name,
        kind: 'custom',
        durationDays: duration,
        // docs/commerce.md#custom-plan-total: the sum of the subject prices times the days.
        amountPoisha: chosen.reduce((sum, s) => sum + s.pricePoisha, 0) * duration,
        details: chosen.map((s) => ({ gradeId: s.gradeId, subjectId: s.id, pricePoisha: s.pricePoisha })),
      });
    },
  );
}
