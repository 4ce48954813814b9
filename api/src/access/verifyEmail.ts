// GET /auth/verify-email/?token= (docs/access.md#verification: outcomes success / already used / failed, and their texts),
// and POST /auth/verify-email/resend/ (docs/access.md#verification-resend: a new link on request, rate limited).
import { messages, serverWords, VERIFICATION_ALREADY_USED, VERIFICATION_RESENDS_PER_HOUR, verificationResendsTooOften } from '@proshno/engine';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailVerifications, users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes } from '../http/route';
import { verificationMail } from '../mail/accessMails';
import { MAIL_FAILED, NO_SUCH_EMAIL } from './passwordReset';
import { attemptLimits, bodyField, countedLimits, queryField } from './rateLimits';
import { VERIFICATION_HOURS } from './registration';
import { newToken, tokenDigest } from './secrets';
import { findUserByEmail, languageOf } from './userView';

export const VERIFIED = 'Email verified successfully!';
export const ALREADY_USED = VERIFICATION_ALREADY_USED;
export const LINK_INVALID = 'The verification link is invalid or has expired.';
export const VERIFICATION_RESENT = serverWords.verificationResent;

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

  // Counted in the shared rate-limit store (Redis when set) only when a link is about to be mailed:
  // an unknown or verified address mails nothing and is not counted.
  const mailsPerAddress = countedLimits(
    app,
    'verification-mail',
    { address: bodyField('email') },
    { max: VERIFICATION_RESENDS_PER_HOUR, windowMs: 3600_000 },
    (seconds) => verificationResendsTooOften(Math.ceil(seconds / 60)),
  );
  operation(
    'resendVerificationEmail',
    { preHandler: attemptLimits(app, 'verification-resend', bodyField('email')) },
    async (request, reply) => {
      const found = await findUserByEmail(ctx.db, request.body.email);
      if (!found) throw fail(404, NO_SUCH_EMAIL);
      if (found.user.isVerified) throw fail(400, messages.verificationAlreadyVerified);
      await mailsPerAddress(request, reply);
      const token = newToken();
      await ctx.db.insert(emailVerifications).values({
        userId: found.user.id,
        tokenHash: tokenDigest(token),
        expiresAt: new Date(ctx.now().getTime() + VERIFICATION_HOURS * 3600_000),
      });
      try {
        await ctx.mailer.send(verificationMail(found.user.email, ctx.config.publicUrl, token, languageOf(found.user)));
      } catch (error) {
        request.log.error(error, 'verification mail failed');
        throw fail(503, MAIL_FAILED);
      }
      return { detail: VERIFICATION_RESENT, sent_to: found.user.email };
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
