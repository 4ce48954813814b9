// GET /auth/v1/group/ (roles) and GET /auth/v1/user/ (users, Admin only) - docs/api.md#auth-paths, docs/access.md#roles.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { roles, users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';
import { principalOf } from './bearer';
import { isRole } from './tokens';
import { userJson } from './userView';

export async function directoryRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'listRoles',
    async (request): Promise<JsonResponse<'listRoles', 200>> => {
      principalOf(request);
      const rows = await ctx.db.select().from(roles).orderBy(asc(roles.id));
      return rows.flatMap((r) => (isRole(r.name) ? [{ id: r.id, name: r.name }] : []));
    },
  );

  operation(
    'listUsers',
    async (request): Promise<JsonResponse<'listUsers', 200>> => {
      principalOf(request, ['Admin']);
      const rows = await ctx.db
        .select({ user: users, role: roles.name })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .orderBy(asc(users.id));
      return rows.flatMap(({ user, role }) =>
        isRole(role) ? [{ ...userJson(user), role, is_verified: user.isVerified }] : [],
      );
    },
  );
}
