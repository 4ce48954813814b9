// GET /auth/verify-email/?token= (docs/access.md#verification: outcomes success / already used / failed, and their texts).
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailVerifications, users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes } from '../http/route';
import { attemptLimits, queryField } from './rateLimits';
import { tokenDigest } from './secrets';

export const VERIFIED = 'Email verified successfully!';
export const ALREADY_USED = 'This link has already been used';
export const LINK_INVALID = 'The verification link is invalid or has expired.';

export async function verifyEmailRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'verifyEmail',
    { preHandler: attemptLimits(app, 'verify-email', queryField('token')) },
    async (request) => {
      await verify(ctx, request.query.token);
      return { detail: VERIFIED };
    },
  );
}

async function verify(ctx: ApiContext, token: string): Promise<void> {
  const [link] = await ctx.db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenDigest(token)));
  if (!link) throw fail(400, LINK_INVALID);
  if (link.usedAt) throw fail(400, ALREADY_USED);
  if (link.expiresAt.getTime() <= ctx.now().getTime()) throw fail(400, LINK_INVALID);
  const spent = await ctx.db.transaction(async (tx) => {
    // Conditional on used_at so two clicks at once spend the link only once.
    const marked = await tx
      .update(emailVerifications)
      .set({ usedAt: ctx.now() })
      .where(and(eq(emailVerifications.id, link.id), isNull(emailVerifications.usedAt)))
      .returning({ id: emailVerifications.id });
    if (marked.length === 0) return false;
    await tx.update(users).set({ isVerified: true }).where(eq(users.id, link.userId));
    return true;
  });
  if (!spent) throw fail(400, ALREADY_USED);
}
