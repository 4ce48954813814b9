// GET /api/study-plan/v1/subscribed-packages/ - the caller's live subscriptions with the grades
// and subjects each covers; an empty list makes the web show 'Subscription Required' (docs/access.md#subscription-gate,
// docs/api.md#shape-subscription).
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { grades, subjects } from '../db/practiceSchema';
import { packages, subscriptionDetails, subscriptions } from '../db/schema';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';

export async function subscriptionRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'listSubscribedPackages',
    async (request): Promise<JsonResponse<'listSubscribedPackages', 200>> => {
      const { userId } = principalOf(request);
      const rows = await ctx.db
        .select({ subscription: subscriptions, pkg: packages })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .where(and(eq(subscriptions.userId, userId), gt(subscriptions.toDate, ctx.now())))
        .orderBy(asc(subscriptions.toDate));
      const ids = rows.map((r) => r.subscription.id);
      const details = ids.length
        ? await ctx.db
            .select({ subscriptionId: subscriptionDetails.subscriptionId, grade: grades.name, subject: subjects.name })
            .from(subscriptionDetails)
            .innerJoin(grades, eq(grades.id, subscriptionDetails.gradeId))
            .innerJoin(subjects, eq(subjects.id, subscriptionDetails.subjectId))
            .where(inArray(subscriptionDetails.subscriptionId, ids))
            .orderBy(asc(subscriptionDetails.id))
        : [];
      return rows.map(({ subscription, pkg }) => ({
        id: subscription.id,
        package: { id: pkg.id, name: pkg.name },
        from_date: subscription.fromDate.toISOString(),
        to_date: subscription.toDate.toISOString(),
        details: details
          .filter((d) => d.subscriptionId === subscription.id)
          .map((d) => ({ grade: { name: d.grade }, subject: { name: d.subject } })),
      }));
    },
  );
}
