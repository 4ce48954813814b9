// POST /auth/token/refresh/ (docs/decisions.md#token-refresh: rotation) and POST /auth/logout/ (docs/access.md#session:
// logout sends the refresh token).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { roles, users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';
import { addressRateLimit } from './rateLimits';
import { presenterOf, revoke, rotate } from './sessions';
import { isRole, type Principal } from './tokens';

export const LOGGED_OUT = 'Successfully logged out.';

export async function tokenRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'refreshToken',
    { config: addressRateLimit() },
    (request): Promise<JsonResponse<'refreshToken', 200>> =>
      rotate(ctx, request.body.refresh, presenterOf(request.ip, request.headers['user-agent']), (userId) => currentPrincipal(ctx, userId)),
  );

  operation(
    'logout',
    { config: addressRateLimit() },
    async (request) => {
      await revoke(ctx, request.body.refresh);
      return { detail: LOGGED_OUT };
    },
  );
}

// The role is read afresh so a changed role shows in the next access token; a disabled account gets
// none (docs/access.md#disabled-accounts).
async function currentPrincipal(ctx: ApiContext, userId: number): Promise<Principal | null> {
  const [row] = await ctx.db
    .select({ role: roles.name, disabledAt: users.disabledAt })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  return row && row.disabledAt === null && isRole(row.role) ? { userId, role: row.role } : null;
}
