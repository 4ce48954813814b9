// POST /auth/password/forget/ and /auth/password/forget-confirm/ (docs/api.md#shape-reset,
// docs/access.md#reset-request, docs/access.md#reset-confirm). The token names the request and goes back in the response;
// the 6-digit OTP only travels by mail. Both are stored as digests.
//
// Guessing is bounded per account, not per token (README "Security"): only the account's newest
// request is valid, each OTP takes OTP_MAX_ATTEMPTS tries, and all of the account's requests of
// the last RESET_LOCK_HOURS share OTP_ACCOUNT_ATTEMPTS tries, so a guesser gets at most about
// OTP_ACCOUNT_ATTEMPTS * (24 / RESET_LOCK_HOURS + 1) = 50 tries a day at one-in-a-million codes.
// Every count is read from password_resets itself, under a lock on the user's row.
//
// The requester is told the truth about the mail (docs/access.md#reset-limits, issue 28): whether
// a code went out now, to which address, when the code to enter was sent, and from when a request
// will mail a new one.
import { RESET_CODE_MAILS, RESET_CODE_MINUTES, resetCodesTooOften } from '@proshno/engine';
import { and, desc, eq, gt, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import { passwordResets, refreshTokens, users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonBody, type JsonResponse } from '../http/route';
import { resetMail } from '../mail/accessMails';
import { serverWords, westernDigits } from '@proshno/engine';
import { hashPassword } from './passwords';
import { passwordProblem } from './passwordRules';
import { attemptLimits, bodyField } from './rateLimits';
import { newOtp, newToken, otpDigest, tokenDigest } from './secrets';
import { findUserByEmail, languageOf } from './userView';

export const NO_SUCH_EMAIL = serverWords.noSuchEmail;
export const OTP_SENT = 'An OTP has been sent to your email.';
export const MAIL_FAILED = serverWords.mailFailed;
export const INVALID_OTP = serverWords.invalidOtp;
export const OTP_EXPIRED = serverWords.otpExpired;
export const OTP_USED = serverWords.otpUsed;
/** A request past RESET_MAILS whose newest code can still be used: no mail, a new name for that code. */
export const OTP_NOT_RESENT = serverWords.otpNotResent;
export const RESET_DONE = serverWords.resetDone;
export const RESET_MINUTES = RESET_CODE_MINUTES;
/** Tries at one OTP. */
export const OTP_MAX_ATTEMPTS = 5;
/** Tries at all OTPs of one account within RESET_LOCK_HOURS (by when each request was made). */
export const OTP_ACCOUNT_ATTEMPTS = 10;
export const RESET_LOCK_HOURS = 6;
/**
 * Reset mails to one account within RESET_MINUTES, counted since its last used code (a learner who
 * used one and asks again gets a new one); a request beyond them mails nothing.
 */
export const RESET_MAILS = RESET_CODE_MAILS;
// Under 100 characters: the web's toasts cut longer texts.
export const RESET_LOCKED = serverWords.resetLocked(RESET_LOCK_HOURS);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function passwordResetRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'requestPasswordReset',
    { preHandler: attemptLimits(app, 'reset-request', bodyField('email')) },
    async (request, reply): Promise<JsonResponse<'requestPasswordReset', 200>> => {
      const found = await findUserByEmail(ctx.db, request.body.email);
      if (!found) throw fail(404, NO_SUCH_EMAIL);
      const issued = await issueReset(ctx, found.user.id);
      if (issued.kind === 'locked') throw fail(429, RESET_LOCKED);
      if (issued.kind === 'tooOften') {
        const seconds = Math.max(1, Math.ceil((issued.nextRequestAt.getTime() - ctx.now().getTime()) / 1000));
        reply.header('retry-after', String(seconds));
        throw fail(429, resetCodesTooOften(Math.ceil(seconds / 60)));
      }
      const answer = {
        token: issued.token,
        sent_to: found.user.email,
        code_sent_at: issued.codeSentAt.toISOString(),
        next_request_at: issued.nextRequestAt?.toISOString() ?? null,
      };
      if (issued.otp === null) return { ...answer, detail: OTP_NOT_RESENT, mailed: false };
      try {
        await ctx.mailer.send(resetMail(found.user.email, issued.otp, languageOf(found.user)));
      } catch (error) {
        request.log.error(error, 'reset mail failed');
        throw fail(503, MAIL_FAILED);
      }
      return { ...answer, detail: OTP_SENT, mailed: true };
    },
  );

  operation(
    'confirmPasswordReset',
    { preHandler: attemptLimits(app, 'reset-confirm', bodyField('token')) },
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
  if (!reset) throw fail(400, OTP_EXPIRED);
  const counted = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, reset.userId);
    if ((await triesOfAccount(ctx, tx, reset.userId)) >= OTP_ACCOUNT_ATTEMPTS) return 'locked';
    if (reset.usedAt) return 'used';
    if (reset.expiresAt.getTime() <= ctx.now().getTime()) return 'expired';
    const [newest] = await newestReset(tx, reset.userId);
    if (newest?.id !== reset.id) return 'expired';
    const [tried] = await tx
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(and(eq(passwordResets.id, reset.id), lt(passwordResets.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ id: passwordResets.id });
    return tried ? 'counted' : 'expired';
  });
  if (counted === 'locked') throw fail(429, RESET_LOCKED);
  if (counted === 'used') throw fail(400, OTP_USED);
  if (counted === 'expired') throw fail(400, OTP_EXPIRED);
  // A code typed in Bengali digits (as a Bengali mail writes it) is the same code (docs/i18n.md#digits).
  if (otpDigest(westernDigits(body.otp.trim()), ctx.config.jwtSecret) !== reset.otpHash) throw fail(400, INVALID_OTP);
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
  if (!done) throw fail(400, OTP_USED);
}

type Issued =
  /** `otp` null: nothing mailed, `token` is a new name for the newest code, sent at `codeSentAt`. */
  | { kind: 'issued'; token: string; otp: string | null; codeSentAt: Date; nextRequestAt: Date | null }
  | { kind: 'tooOften'; nextRequestAt: Date }
  | { kind: 'locked' };

/**
 * A new request for the account: a new row and OTP to mail, which supersedes every earlier one.
 * Past RESET_MAILS mails within RESET_MINUTES (since the account's last used code), nothing is
 * mailed: when the newest code can still be used, it gets a new token (the last mailed OTP stays
 * good with the token the requester now holds, and the token any earlier requester held stops
 * working); when it cannot (used, expired, its tries spent), the request is refused with when a
 * new code may be asked for. `nextRequestAt`: from when a request mails again, null when it would now.
 */
async function issueReset(ctx: ApiContext, userId: number): Promise<Issued> {
  const now = ctx.now();
  const token = newToken();
  return ctx.db.transaction(async (tx): Promise<Issued> => {
    await lockAccount(tx, userId);
    if ((await triesOfAccount(ctx, tx, userId)) >= OTP_ACCOUNT_ATTEMPTS) return { kind: 'locked' };
    const [lastUse] = await tx
      .select({ at: max(passwordResets.usedAt) })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNotNull(passwordResets.usedAt)));
    const windowStart = minutesBefore(now, RESET_MINUTES);
    const since = lastUse?.at && lastUse.at.getTime() > windowStart.getTime() ? lastUse.at : windowStart;
    // The mails that count, newest first: the newest request is the first when there is any.
    const mailed = await tx
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)))
      .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id));
    const [newest] = mailed;
    const freedBy = mailed[RESET_MAILS - 1];
    if (newest && freedBy) {
      const nextRequestAt = minutesBefore(freedBy.createdAt, -RESET_MINUTES);
      const usable = newest.usedAt === null && newest.expiresAt.getTime() > now.getTime() && newest.attempts < OTP_MAX_ATTEMPTS;
      if (!usable) return { kind: 'tooOften', nextRequestAt };
      await tx.update(passwordResets).set({ tokenHash: tokenDigest(token) }).where(eq(passwordResets.id, newest.id));
      return { kind: 'issued', token, otp: null, codeSentAt: newest.createdAt, nextRequestAt };
    }
    const otp = newOtp();
    await tx.insert(passwordResets).values({
      userId,
      tokenHash: tokenDigest(token),
      otpHash: otpDigest(otp, ctx.config.jwtSecret),
      expiresAt: minutesBefore(now, -RESET_MINUTES),
      // The api's clock, not the database's: the windows above are measured on it.
      createdAt: now,
    });
    // With this mail the count may be full: the next request mails once the oldest counted leaves the window.
    const freedNext = [now, ...mailed.map((row) => row.createdAt)][RESET_MAILS - 1];
    return { kind: 'issued', token, otp, codeSentAt: now, nextRequestAt: freedNext ? minutesBefore(freedNext, -RESET_MINUTES) : null };
  });
}

/** Requests and OTP tries of one account wait for each other, so no count is passed in a race. */
async function lockAccount(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** OTP tries at the account's requests of the last RESET_LOCK_HOURS (a request's tries all fall within its RESET_MINUTES). */
async function triesOfAccount(ctx: ApiContext, tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ tries: sql<number>`coalesce(sum(${passwordResets.attempts}), 0)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, minutesBefore(ctx.now(), RESET_LOCK_HOURS * 60))));
  return row?.tries ?? 0;
}

function newestReset(tx: Tx, userId: number) {
  return tx.select({ id: passwordResets.id }).from(passwordResets).where(eq(passwordResets.userId, userId)).orderBy(desc(passwordResets.id)).limit(1);
}

function minutesBefore(time: Date, minutes: number): Date {
  return new Date(time.getTime() - minutes * 60_000);
}
