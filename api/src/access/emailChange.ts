// A changed e-mail is pending until a link mailed to the new address is opened (README "Security"):
// a stolen access token alone cannot move the account to another mailbox unnoticed. The old
// address gets a notice whose link cancels the change, or undoes a confirmed one for a week.
// Changes are limited per account and per target address, and a repeat save of an address whose
// link was just mailed mails nothing (docs/access.md#email-change-limits): no mail bombing.
import { EMAIL_CHANGE_RESEND_MINUTES, EMAIL_CHANGES_PER_HOUR, emailChangesTooOften, progressMessages } from '@proshno/engine';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { violatedUniqueConstraint } from '../db/errors';
import { emailChanges, refreshTokens, users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes } from '../http/route';
import type { Language } from '@proshno/engine';
import { emailChangeMail, emailChangeNoticeMail } from '../mail/accessMails';
import { principalOf } from './bearer';
import { attemptLimits, bodyField, countedLimits, type CountedLimit } from './rateLimits';
import { EMAIL_TAKEN, VERIFICATION_HOURS } from './registration';
import { newToken, tokenDigest } from './secrets';
import { ALREADY_USED } from './verifyEmail';

/** The old address's owner may undo a confirmed change this long after asking (the notice's link). */
export const CANCEL_DAYS = 7;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The links of a change just asked for, to be mailed after the transaction commits. */
export type StartedChange = { oldEmail: string; newEmail: string; token: string; cancelToken: string };

/** Records a pending change of `user`'s e-mail; an earlier pending one stops working. */
export async function startEmailChange(tx: Tx, now: Date, userId: number, oldEmail: string, newEmail: string): Promise<StartedChange> {
  await tx
    .update(emailChanges)
    .set({ expiresAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt), gt(emailChanges.expiresAt, now)));
  const token = newToken();
  const cancelToken = newToken();
  await tx.insert(emailChanges).values({
    userId,
    oldEmail,
    newEmail,
    tokenHash: tokenDigest(token),
    cancelTokenHash: tokenDigest(cancelToken),
    expiresAt: new Date(now.getTime() + VERIFICATION_HOURS * 3600_000),
    cancelExpiresAt: new Date(now.getTime() + CANCEL_DAYS * 24 * 3600_000),
    createdAt: now,
  });
  return { oldEmail, newEmail, token, cancelToken };
}

/**
 * Whether `userId`'s own open change to `newEmail` (any letter case) was asked within
 * EMAIL_CHANGE_RESEND_MINUTES: a save naming it again keeps that change and its link and mails
 * nothing (docs/access.md#email-change-limits).
 */
export async function freshChangeTo(db: Db, userId: number, newEmail: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - EMAIL_CHANGE_RESEND_MINUTES * 60_000);
  const [open] = await db
    .select({ id: emailChanges.id })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
        gt(emailChanges.expiresAt, now),
        gt(emailChanges.createdAt, since),
        eq(sql`lower(${emailChanges.newEmail})`, newEmail.toLowerCase()),
      ),
    )
    .limit(1);
  return open !== undefined;
}

/**
 * The check a profile save runs before it mails a change (docs/access.md#email-change-limits):
 * EMAIL_CHANGES_PER_HOUR per account and as many to one address from all accounts together.
 */
export function emailChangeLimits(app: FastifyInstance): CountedLimit {
  return countedLimits(
    app,
    'email-change',
    { account: (request) => String(principalOf(request).userId), target: bodyField('email') },
    { max: EMAIL_CHANGES_PER_HOUR, windowMs: 3600_000 },
    (seconds) => emailChangesTooOften(Math.ceil(seconds / 60)),
  );
}

/** The confirmation link to the new address, the notice to the old, in the account's language; a failed mail is logged, the change stays. */
export async function mailEmailChange(ctx: ApiContext, log: FastifyBaseLogger, change: StartedChange, language: Language): Promise<void> {
  const mails = [
    emailChangeMail(change.newEmail, ctx.config.publicUrl, change.token, language),
    emailChangeNoticeMail(change.oldEmail, change.newEmail, ctx.config.publicUrl, change.cancelToken, language),
  ];
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      log.error(error, 'e-mail change mail failed');
    }
  }
}

/** The address waiting for confirmation, or null. */
export async function pendingEmailOf(db: Db, userId: number, now: Date): Promise<string | null> {
  const [open] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt), gt(emailChanges.expiresAt, now)))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return open?.newEmail ?? null;
}

export async function emailChangeRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'confirmEmailChange',
    { preHandler: attemptLimits(app, 'email-change-confirm', bodyField('token')) },
    async (request) => {
      await confirm(ctx, request.body.token);
      return { detail: progressMessages.emailChangeConfirmed };
    },
  );
  operation(
    'cancelEmailChange',
    { preHandler: attemptLimits(app, 'email-change-cancel', bodyField('token')) },
    async (request) => {
      await cancel(ctx, request.body.token);
      return { detail: progressMessages.emailChangeCancelled };
    },
  );
}

/**
 * Sessions are kept: the link proves control of the new mailbox, not who the owner is, and
 * signing everyone out here would throw the owner out on an intruder's confirmation. Signing out
 * is the cancel link's job.
 */
async function confirm(ctx: ApiContext, token: string): Promise<void> {
  const [link] = await ctx.db.select().from(emailChanges).where(eq(emailChanges.tokenHash, tokenDigest(token)));
  if (!link) throw fail(400, progressMessages.emailChangeLinkInvalid);
  if (link.confirmedAt) throw fail(400, ALREADY_USED);
  if (link.cancelledAt || link.expiresAt.getTime() <= ctx.now().getTime()) throw fail(400, progressMessages.emailChangeLinkInvalid);
  await takingAddress(async () => {
    const spent = await ctx.db.transaction(async (tx) => {
      // Conditional, so two clicks at once spend the link only once.
      const marked = await tx
        .update(emailChanges)
        .set({ confirmedAt: ctx.now() })
        .where(and(eq(emailChanges.id, link.id), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt)))
        .returning({ id: emailChanges.id });
      if (marked.length === 0) return false;
      await refuseTakenByOther(tx, link.userId, link.newEmail);
      await tx.update(users).set({ email: link.newEmail }).where(eq(users.id, link.userId));
      return true;
    });
    if (!spent) throw fail(400, ALREADY_USED);
  });
}

/**
 * "This wasn't me": every open change of the account is dropped, a confirmed one undone (the old
 * address is the account's again, whatever came after), and every session signed out, because
 * whoever asked for the change held a session of this account.
 */
async function cancel(ctx: ApiContext, token: string): Promise<void> {
  const [link] = await ctx.db.select().from(emailChanges).where(eq(emailChanges.cancelTokenHash, tokenDigest(token)));
  if (!link) throw fail(400, progressMessages.emailChangeLinkInvalid);
  if (link.cancelledAt) throw fail(400, ALREADY_USED);
  if (link.cancelExpiresAt.getTime() <= ctx.now().getTime()) throw fail(400, progressMessages.emailChangeLinkInvalid);
  await takingAddress(async () => {
    const spent = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const marked = await tx
        .update(emailChanges)
        .set({ cancelledAt: now })
        .where(and(eq(emailChanges.id, link.id), isNull(emailChanges.cancelledAt)))
        .returning({ id: emailChanges.id });
      if (marked.length === 0) return false;
      await tx
        .update(emailChanges)
        .set({ cancelledAt: now })
        .where(and(eq(emailChanges.userId, link.userId), isNull(emailChanges.confirmedAt), isNull(emailChanges.cancelledAt)));
      if (link.confirmedAt) {
        await refuseTakenByOther(tx, link.userId, link.oldEmail);
        await tx.update(users).set({ email: link.oldEmail }).where(eq(users.id, link.userId));
      }
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, link.userId), isNull(refreshTokens.revokedAt)));
      return true;
    });
    if (!spent) throw fail(400, ALREADY_USED);
  });
}

async function refuseTakenByOther(tx: Tx, userId: number, email: string): Promise<void> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), eq(sql`lower(${users.email})`, email.toLowerCase())));
  if (other) throw fail(400, EMAIL_TAKEN);
}

/** Another account taking the address at the same moment: the unique index decides. */
async function takingAddress(step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (violatedUniqueConstraint(error) === null) throw error;
    throw fail(400, EMAIL_TAKEN);
  }
}
