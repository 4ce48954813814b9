// GET subscribed-subjects/ (docs/api.md#study-plan-paths; the dashboard variant of docs/api.md#shape-subscription): one row per
// live subscription and subject. ?user of anyone but the caller lists nothing.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { grades, subjects } from '../db/practiceSchema';
import { packages, subscriptionDetails, subscriptions } from '../db/schema';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';

export function subscribedSubjectRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'listSubscribedSubjects',
    async (request): Promise<JsonResponse<'listSubscribedSubjects', 200>> => {
      const { userId } = principalOf(request);
      if (request.query.user !== undefined && Number(request.query.user) !== userId) return [];
      const rows = await ctx.db
        .select({ subscription: subscriptions, packageName: packages.name, grade: grades.name, subject: subjects.name })
        .from(subscriptionDetails)
        .innerJoin(subscriptions, eq(subscriptions.id, subscriptionDetails.subscriptionId))
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .innerJoin(grades, eq(grades.id, subscriptionDetails.gradeId))
        .innerJoin(subjects, eq(subjects.id, subscriptionDetails.subjectId))
        .where(and(eq(subscriptions.userId, userId), gt(subscriptions.toDate, ctx.now())))
        .orderBy(asc(subscriptions.toDate), asc(subscriptionDetails.id));
      return rows.map(({ subscription, packageName, grade, subject }) => ({
        id: subscription.id,
        package_name: packageName,
        package: subscription.packageId,
        grade,
        subject,
        subscribe_date: subscription.fromDate.toISOString(),
        expire_date: subscription.toDate.toISOString(),
      }));
    },
  );
}
