// POST /auth/registration/ and POST /register (docs/api.md#auth-paths, docs/access.md#registration-order, docs/access.md#registration-outcome).
// The user and its verification token are created in one transaction; the mail goes after commit,
// so a failed mail never leaves a half-made account.
import { serverWords, westernDigits } from '@proshno/engine';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailVerifications, roles, users } from '../db/schema';
import { violatedUniqueConstraint } from '../db/errors';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonBody } from '../http/route';
import { verificationMail } from '../mail/accessMails';
import { hashPassword } from './passwords';
import { e164 } from './phoneNumbers';
import { attemptLimits, bodyField } from './rateLimits';
import { registrationProblem } from './registrationRules';
import { newToken, tokenDigest } from './secrets';
import { languageOf, userJson, type UserRow } from './userView';

export const REGISTERED = 'Registration successful. Check your email for verification.';
export const REGISTERED_MAIL_FAILED = serverWords.registeredMailFailed;
export const EMAIL_TAKEN = serverWords.emailTaken;
export const PHONE_TAKEN = serverWords.phoneTaken;
export const VERIFICATION_HOURS = 24;

type Body = JsonBody<'register'>;

export async function registrationRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  // One count for both paths: they are one action.
  const limits = attemptLimits(app, 'registration', bodyField('email'));
  const operation = operationRoutes(app, ctx.tokens);
  for (const name of ['register', 'registerLegacy'] as const) {
    operation(
      name,
      { preHandler: limits },
      async (request, reply) => {
        const { user, token } = await register(ctx, request.body);
        let detail = REGISTERED;
        try {
          await ctx.mailer.send(verificationMail(user.email, ctx.config.publicUrl, token, languageOf(user)));
        } catch (error) {
          request.log.error(error, 'verification mail failed');
          detail = REGISTERED_MAIL_FAILED;
        }
        return reply.code(201).send({ detail, user: userJson(user) });
      },
    );
  }
}

async function register(ctx: ApiContext, typed: Body): Promise<{ user: UserRow; token: string }> {
  // Bengali digits count as the digits they are (docs/access.md#phone-numbers).
  const body = { ...typed, phone_no: westernDigits(typed.phone_no) };
  const problem = registrationProblem(body, ctx.now().toISOString().slice(0, 10));
  if (problem) throw fail(400, problem);
  const email = body.email.trim();
  const phone = e164(body.phone_no);
  await refuseDuplicates(ctx, email, phone);
  const passwordHash = await hashPassword(body.password);
  const token = newToken();
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const [role] = await tx.select().from(roles).where(eq(roles.name, 'Default'));
      if (!role) throw new Error('role Default is missing; the seed did not run');
      const [created] = await tx
        .insert(users)
        .values({
          fullName: body.full_name.trim(),
          email,
          phoneNo: phone,
          dateOfBirth: body.date_of_birth,
          gender: body.gender,
          country: body.country,
          state: body.state,
          city: body.city,
          addressLine1: body.address_line1.trim(),
          addressLine2: body.address_line2 ?? '',
          postalCode: body.postal_code ?? '',
          passwordHash,
          roleId: role.id,
          // The page's language: the account's mails and question version start in it (docs/i18n.md#account).
          language: body.language ?? 'en',
          questionVersion: body.language ?? 'en',
        })
        .returning();
      if (!created) throw new Error('insert returned no user');
      await tx.insert(emailVerifications).values({
        userId: created.id,
        tokenHash: tokenDigest(token),
        expiresAt: new Date(ctx.now().getTime() + VERIFICATION_HOURS * 3600_000),
      });
      return created;
    });
    return { user, token };
  } catch (error) {
    // Two sign-ups racing for the same e-mail or phone: the database decides.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === null) throw error;
    throw constraint.includes('phone') ? fail(400, PHONE_TAKEN, { phone_no: [PHONE_TAKEN] }) : fail(400, EMAIL_TAKEN);
  }
}

async function refuseDuplicates(ctx: ApiContext, email: string, phone: string): Promise<void> {
  const [byEmail] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (byEmail) throw fail(400, EMAIL_TAKEN);
  const [byPhone] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phoneNo, phone));
  if (byPhone) throw fail(400, PHONE_TAKEN, { phone_no: [PHONE_TAKEN] });
}
