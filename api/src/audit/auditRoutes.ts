// The audit log for Admins (docs/content.md#audit): staff actions, newest first, narrowed by the
// kind of record, one record, or who did it.
import { and, count, desc, eq, ilike, like, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { adminActions } from '../db/auditSchema';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';

/** docs/constants.md#audit-limits */
export const AUDIT_PAGE_SIZE = 50;

export async function auditRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('adminActions', async (request): Promise<JsonResponse<'adminActions', 200>> => {
    principalOf(request, ['Admin']);
    const { kind, target, actor, page: pageParam } = request.query;
    const page = pageParam === undefined ? 1 : Number(pageParam);
    const conditions: SQL[] = [];
    // The kind is `^[a-z_]+$` by the contract: no LIKE wildcard but `_`, escaped here.
    if (kind !== undefined) conditions.push(like(adminActions.target, `${kind.replaceAll('_', '\\_')}:%`));
    if (target !== undefined) conditions.push(eq(adminActions.target, target));
    if (actor !== undefined) conditions.push(ilike(adminActions.actorEmail, `%${escapeLike(actor)}%`));
    const where = conditions.length === 0 ? undefined : and(...conditions);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(adminActions)
        .where(where)
        .orderBy(desc(adminActions.at), desc(adminActions.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE),
      ctx.db.select({ count: count() }).from(adminActions).where(where),
    ]);
    return {
      count: total?.count ?? 0,
      page,
      page_size: AUDIT_PAGE_SIZE,
      results: rows.map((row) => ({
        id: row.id,
        actor: { id: row.actorId, email: row.actorEmail },
        action: row.action,
        target: row.target,
        before: row.before ?? null,
        after: row.after ?? null,
        at: row.at.toISOString(),
      })),
    };
  });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
