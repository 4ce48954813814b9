// GET /api/study-plan/v1/subscribed-packages/ - the caller's live subscriptions; an empty list
// makes the web show 'Subscription Required' (spec 000 §2 Access behaviour, §6).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/bearer';
import { packages, subscriptions } from '../db/schema';
import type { ApiContext } from '../http/context';
import { contractRoute, type JsonResponse } from '../http/route';

export async function subscriptionRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const path = '/api/study-plan/v1/subscribed-packages/';
  app.get(
    path,
    contractRoute('get', path, ctx.tokens),
    async (request): Promise<JsonResponse<'listSubscribedPackages', 200>> => {
      const { userId } = principalOf(request);
      const rows = await ctx.db
        .select({ subscription: subscriptions, pkg: packages })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .where(and(eq(subscriptions.userId, userId), gt(subscriptions.toDate, ctx.now())))
        .orderBy(asc(subscriptions.toDate));
      // Grades and subjects per package arrive with the commerce issue; until then none are listed.
      return rows.map(({ subscription, pkg }) => ({
        id: subscription.id,
        package: { id: pkg.id, name: pkg.name },
        from_date: subscription.fromDate.toISOString(),
        to_date: subscription.toDate.toISOString(),
        details: [],
      }));
    },
  );
}
