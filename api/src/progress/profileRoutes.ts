// The profile (docs/progress.md#profile, docs/progress.md#profile-save, docs/api.md#auth-paths): GET and PATCH /auth/v1/user-detail/ for the caller only
// (another id is 404), with the save rules of docs/progress.md#profile-save checked again on the server.
import { addressFields, dhakaDateOf, isAddressField, isValidEmail, messages, profileProblem as engineProfileProblem, serverWords, type Address } from '@proshno/engine';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { emailChangeLimits, freshChangeTo, mailEmailChange, pendingEmailOf, startEmailChange } from '../access/emailChange';
import { e164, regionOf } from '../access/phoneNumbers';
import { EMAIL_TAKEN, PHONE_TAKEN } from '../access/registration';
import { languageOf, userJson, type UserRow } from '../access/userView';
import type { Db } from '../db/connect';
import { violatedUniqueConstraint } from '../db/errors';
import { users } from '../db/schema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonBody, type JsonResponse } from '../http/route';

export const USERNAME_TAKEN = serverWords.usernameTaken;
export const NOT_FOUND = 'Not found.';

type UserDetail = JsonResponse<'getUserDetail', 200>;

export async function profileRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  const limitEmailChanges = emailChangeLimits(app);

  operation('getUserDetail', async (request): Promise<UserDetail> => {
    const { userId } = principalOf(request);
    return userDetail(await userById(ctx.db, userId), await pendingEmailOf(ctx.db, userId, ctx.now()));
  });

  operation(
    'updateUserDetail',
    async (request, reply): Promise<UserDetail> => {
      const { userId } = principalOf(request);
      const body = request.body;
      // Only one's own profile: any other id is answered like a missing one.
      if (Number(request.params.id) !== userId || body.id !== userId) throw fail(404, NOT_FOUND);
      const current = await userById(ctx.db, userId);
      // An address field left out keeps its value (docs/progress.md#profile-address); the whole address is checked.
      const address = addressOf(body, current);
      const problem = profileProblem(body, address, dhakaDateOf(ctx.now().toISOString()) ?? '');
      if (problem) throw fail(400, problem);
      const email = body.email.trim();
      const username = body.username.trim();
      // Another address waits for the link mailed to it (emailChange.ts); a new letter case of the same one is saved at once.
      const changing = email.toLowerCase() !== current.email.toLowerCase();
      const phone = e164(body.phone_no, regionOf(current.phoneNo));
      await refuseTaken(ctx.db, userId, email, username, phone);
      // The same address again while its link is fresh keeps that link and mails nothing; any other
      // change counts against the account's and the address's hourly limits (docs/access.md#email-change-limits).
      const mailing = changing && !(await freshChangeTo(ctx.db, userId, email, ctx.now()));
      if (mailing) await limitEmailChanges(request, reply);
      try {
        const { saved, change } = await ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            .set({
              fullName: body.full_name.trim(),
              username,
              ...(changing ? {} : { email }),
              phoneNo: phone,
              dateOfBirth: body.date_of_birth,
              gender: body.gender,
              country: address.country,
              state: address.state,
              city: address.city,
              addressLine1: address.address_line1,
              addressLine2: address.address_line2,
              postalCode: address.postal_code,
              ...(body.question_version === undefined ? {} : { questionVersion: body.question_version }),
            })
            .where(eq(users.id, userId))
            .returning();
          if (!row) throw fail(404, NOT_FOUND);
          return { saved: row, change: mailing ? await startEmailChange(tx, ctx.now(), userId, row.email, email) : null };
        });
        if (change !== null) await mailEmailChange(ctx, request.log, change, languageOf(saved));
        return userDetail(saved, change?.newEmail ?? (await pendingEmailOf(ctx.db, userId, ctx.now())));
      } catch (error) {
        // Two saves racing for the same e-mail or phone: the database decides.
        const constraint = violatedUniqueConstraint(error);
        if (constraint === null) throw error;
        throw fail(400, constraint.includes('phone') ? PHONE_TAKEN : EMAIL_TAKEN);
      }
    },
  );

  // The language the account's mails follow and the version its questions are shown in (docs/i18n.md#account).
  operation('updatePreferences', async (request): Promise<JsonResponse<'updatePreferences', 200>> => {
    const { userId } = principalOf(request);
    const { language, question_version: questionVersion } = request.body;
    const [row] = await ctx.db
      .update(users)
      .set({ ...(language === undefined ? {} : { language }), ...(questionVersion === undefined ? {} : { questionVersion }) })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw fail(404, NOT_FOUND);
    return userJson(row);
  });
}

export function userDetail(user: UserRow, pendingEmail: string | null): UserDetail {
  return { user: userJson(user), image: user.image === null ? null : { image: user.image }, pending_email: pendingEmail };
}

export async function userById(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw fail(404, NOT_FOUND);
  return user;
}

/** The address the save leaves: each field sent, trimmed where a line, else the one kept. */
function addressOf(body: JsonBody<'updateUserDetail'>, current: UserRow): Address {
  return {
    country: body.country ?? current.country,
    state: body.state ?? current.state,
    city: body.city ?? current.city,
    address_line1: body.address_line1?.trim() ?? current.addressLine1,
    address_line2: body.address_line2?.trim() ?? current.addressLine2,
    postal_code: body.postal_code?.trim() ?? current.postalCode,
  };
}

/**
 * docs/progress.md#profile-save in its order (the engine's rules, the form's DD/MM/YYYY date), the
 * address as registration checks it when the save sends any of it, then the e-mail's shape.
 */
function profileProblem(body: JsonBody<'updateUserDetail'>, address: Address, today: string): string | null {
  const [year = '', month = '', day = ''] = body.date_of_birth.split('-');
  const problem = engineProfileProblem(
    {
      full_name: body.full_name,
      email: body.email,
      phone_no: body.phone_no,
      username: body.username,
      date_of_birth: `${day}/${month}/${year}`,
      gender: body.gender,
      // No rule reads the version; the contract already limits it to en or bn.
      question_version: body.question_version ?? 'en',
      ...address,
    },
    { userId: body.id, today },
  );
  // A save of the specification's fields alone leaves the kept address as it is, even an account's empty one.
  const sendsAddress = addressFields.some((field) => body[field] !== undefined);
  if (problem !== null && (sendsAddress || !isAddressField(problem.field))) return problem.message;
  return isValidEmail(body.email.trim()) ? null : messages.invalidEmail;
}

async function refuseTaken(db: Db, userId: number, email: string, username: string, phone: string): Promise<void> {
  const other = ne(users.id, userId);
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(other, eq(sql`lower(${users.email})`, email.toLowerCase())));
  if (byEmail) throw fail(400, EMAIL_TAKEN);
  const [byUsername] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(other, eq(sql`lower(${users.username})`, username.toLowerCase())));
  if (byUsername) throw fail(400, USERNAME_TAKEN);
  const [byPhone] = await db.select({ id: users.id }).from(users).where(and(other, eq(users.phoneNo, phone)));
  if (byPhone) throw fail(400, PHONE_TAKEN);
}
