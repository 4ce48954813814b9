// POST /auth/login/ (docs/api.md#auth-paths; docs/access.md#login-messages: the web maps 'not found', 'wrong credential',
// 'verify your email' and 'account is disabled' in the detail to its messages).
import { messages } from '@proshno/engine';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { hashPassword, needsRehash, passwordMatches } from './passwords';
import { attemptLimits, bodyField } from './rateLimits';
import { issueTokens } from './sessions';
import { findUserByEmail, userJson } from './userView';

export const USER_NOT_FOUND = 'User not found';
export const WRONG_CREDENTIAL = 'Invalid credentials: wrong credential';
export const VERIFY_FIRST = 'Please verify your email before logging in.';

export async function loginRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'login',
    { preHandler: attemptLimits(app, 'login', bodyField('email')) },
    async (request): Promise<JsonResponse<'login', 200>> => {
      const { email, password } = request.body;
      const found = await findUserByEmail(ctx.db, email);
      if (!found) throw fail(404, USER_NOT_FOUND);
      // The password first, so a stranger cannot learn whether an account is verified.
      if (!(await passwordMatches(found.user.passwordHash, password))) throw fail(401, WRONG_CREDENTIAL);
      // docs/access.md#disabled-accounts: after the password too, so only the account's owner learns it.
      if (found.user.disabledAt !== null) throw fail(401, messages.loginDisabled);
      if (!found.user.isVerified) throw fail(401, VERIFY_FIRST);
      await upgradeHash(ctx, found.user, password);
      const pair = await issueTokens(ctx, { userId: found.user.id, role: found.role });
      return { ...pair, user: userJson(found.user), image: found.user.image, role: found.role };
    },
  );
}

/**
 * The plain password is only ever at hand on a successful login: that is when a hash made with
 * weaker parameters is replaced (conditional on the old hash, so a password changed meanwhile wins).
 */
async function upgradeHash(ctx: ApiContext, user: { id: number; passwordHash: string }, password: string): Promise<void> {
  if (!needsRehash(user.passwordHash)) return;
  const passwordHash = await hashPassword(password);
  await ctx.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}
