// POST /auth/password/forget/ and /auth/password/forget-confirm/ (spec 000 §3 "Password reset",
// §4 reset request, §8 reset rows). The token names the request and goes back in the response;
// the 6-digit OTP only travels by mail. Both are stored as digests.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResets, refreshTokens, users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { contractRoute, type JsonBody, type JsonResponse } from '../http/route';
import { resetMail } from '../mail/accessMails';
import { hashPassword } from './passwords';
import { passwordProblem } from './passwordRules';
import { attemptLimits, bodyField } from './rateLimits';
import { newOtp, newToken, otpDigest, tokenDigest } from './secrets';
import { findUserByEmail } from './userView';

export const NO_SUCH_EMAIL = 'No user found with this email address.';
export const OTP_SENT = 'An OTP has been sent to your email.';
export const MAIL_FAILED = 'We could not send the email. Please try again later.';
export const INVALID_OTP = 'Invalid OTP.';
export const OTP_EXPIRED = 'This OTP has expired. Please request a new one.';
export const RESET_DONE = 'Password reset successful.';
export const RESET_MINUTES = 15;
export const OTP_MAX_ATTEMPTS = 5;

export async function passwordResetRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  app.post<{ Body: JsonBody<'requestPasswordReset'> }>(
    '/auth/password/forget/',
    { ...contractRoute('post', '/auth/password/forget/', ctx.tokens), preHandler: attemptLimits(app, 'reset-request', bodyField('email')) },
    async (request): Promise<JsonResponse<'requestPasswordReset', 200>> => {
      const found = await findUserByEmail(ctx.db, request.body.email);
      if (!found) throw fail(404, NO_SUCH_EMAIL);
      const token = newToken();
      const otp = newOtp();
      await ctx.db.insert(passwordResets).values({
        userId: found.user.id,
        tokenHash: tokenDigest(token),
        otpHash: otpDigest(otp, ctx.config.jwtSecret),
        expiresAt: new Date(ctx.now().getTime() + RESET_MINUTES * 60_000),
      });
      try {
        await ctx.mailer.send(resetMail(found.user.email, otp));
      } catch (error) {
        request.log.error(error, 'reset mail failed');
        throw fail(503, MAIL_FAILED);
      }
      return { detail: OTP_SENT, token };
    },
  );

  app.post<{ Body: JsonBody<'confirmPasswordReset'> }>(
    '/auth/password/forget-confirm/',
    { ...contractRoute('post', '/auth/password/forget-confirm/', ctx.tokens), preHandler: attemptLimits(app, 'reset-confirm', bodyField('token')) },
    async (request) => {
      await confirm(ctx, request.body);
      return { detail: RESET_DONE };
    },
  );
}

async function confirm(ctx: ApiContext, body: JsonBody<'confirmPasswordReset'>): Promise<void> {
  const problem = passwordProblem(body.password, body.confirm_password);
  if (problem) throw fail(400, problem);
  const [reset] = await ctx.db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenDigest(body.token)));
  if (!reset || reset.usedAt || reset.expiresAt.getTime() <= ctx.now().getTime()) throw fail(400, OTP_EXPIRED);
  // Counting the try and checking the limit in one statement keeps parallel guesses honest.
  const [counted] = await ctx.db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.id, reset.id), lt(passwordResets.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: passwordResets.attempts });
  if (!counted) throw fail(400, OTP_EXPIRED);
  if (otpDigest(body.otp.trim(), ctx.config.jwtSecret) !== reset.otpHash) throw fail(400, INVALID_OTP);
  const passwordHash = await hashPassword(body.password);
  const done = await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: ctx.now() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    // A new password ends every session of the old one.
    await tx
      .update(refreshTokens)
      .set({ revokedAt: ctx.now() })
      .where(and(eq(refreshTokens.userId, reset.userId), isNull(refreshTokens.revokedAt)));
    return true;
  });
  if (!done) throw fail(400, OTP_EXPIRED);
}
