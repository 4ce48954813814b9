// POST /auth/password/change/ (docs/progress.md#change-password; path from docs/api.md#chosen-paths): its rules in the
// engine's words, then the current password ('Your current password is incorrect'). A new
// password signs out every other session: their refresh tokens are revoked, this one's family kept.
import { progressMessages, validateChangePassword } from '@proshno/engine';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { hashPassword, passwordMatches } from '../access/passwords';
import { commonPasswordProblem } from '../access/passwordRules';
import { attemptLimits } from '../access/rateLimits';
import { refreshTokens, users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { userById } from './profileRoutes';

export async function passwordChangeRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'changePassword',
    {
      // Guessing the current password is limited per account and per address.
      preHandler: attemptLimits(app, 'password-change', (request) => String(request.principal?.userId ?? '')),
    },
    async (request): Promise<JsonResponse<'changePassword', 200>> => {
      const principal = principalOf(request);
      const { old_password, new_password, confirm_password } = request.body;
      const errors = validateChangePassword({ current_password: old_password, new_password, confirm_password });
      const problem = errors.current_password ?? errors.new_password ?? errors.confirm_password ?? commonPasswordProblem(new_password);
      if (problem !== null) throw fail(400, problem);
      const user = await userById(ctx.db, principal.userId);
      if (!(await passwordMatches(user.passwordHash, old_password))) throw fail(400, progressMessages.currentPasswordIncorrect);
      const passwordHash = await hashPassword(new_password);
      await ctx.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        const others: SQL[] = [eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)];
        if (principal.family !== undefined) others.push(ne(refreshTokens.family, principal.family));
        await tx.update(refreshTokens).set({ revokedAt: ctx.now() }).where(and(...others));
      });
      return { detail: progressMessages.passwordChanged };
    },
  );
}
