// The first administrator of a production database (docs/access.md#first-admin): no start creates
// an account there, so an operator creates one with `npm run create-admin -w api`, checked by the
// rules registration applies to the same fields and verified from the start.
import { count, eq, sql } from 'drizzle-orm';
import { isValidEmail, isValidPhone, messages, progressMessages, REGISTRATION_EMAIL_MAX, REGISTRATION_FULL_NAME_MAX } from '@proshno/engine';
import { violatedUniqueConstraint } from '../db/errors';
import type { Db } from '../db/connect';
import { roles, users } from '../db/schema';
import { seedRoles } from '../db/seed';
import { passwordProblem } from './passwordRules';
import { hashPassword } from './passwords';
import { e164 } from './phoneNumbers';
import { EMAIL_TAKEN, PHONE_TAKEN } from './registration';

/** What the command prints when a start finds no administrator. */
export const CREATE_ADMIN_COMMAND = 'npm run create-admin -w api -- --email <e-mail> --phone <phone> [--name <full name>]';

export type NewAdministrator = { email: string; phone: string; fullName: string; password: string };

/** The first broken rule, with registration's message (docs/access.md#registration-order), or null. */
export function administratorProblem(admin: NewAdministrator): string | null {
  if (!isValidEmail(admin.email)) return messages.invalidEmail;
  const password = passwordProblem(admin.password, admin.password);
  if (password !== null) return password;
  if (!isValidPhone('', admin.phone.trim().replace(/^\+/, ''))) return messages.phoneTooShort;
  if (admin.fullName.trim() === '') return messages.fullNameRequired;
  if (admin.fullName.trim().length > REGISTRATION_FULL_NAME_MAX) return progressMessages.fullNameTooLong;
  if (admin.email.trim().length > REGISTRATION_EMAIL_MAX) return progressMessages.emailTooLong;
  return null;
}

/** Creates a verified Admin; throws an Error with registration's message when the e-mail or phone is taken. */
export async function createAdministrator(db: Db, admin: NewAdministrator): Promise<void> {
  await seedRoles(db);
  const [role] = await db.select().from(roles).where(eq(roles.name, 'Admin'));
  if (!role) throw new Error('role Admin is missing');
  // The e-mail first, as registration tells it (the database names whichever index it meets first).
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, admin.email.trim().toLowerCase()));
  if (taken) throw new Error(EMAIL_TAKEN);
  const passwordHash = await hashPassword(admin.password);
  try {
    await db.insert(users).values({
      fullName: admin.fullName.trim(),
      email: admin.email.trim(),
      phoneNo: e164(admin.phone),
      passwordHash,
      roleId: role.id,
      isVerified: true,
    });
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === null) throw error;
    throw new Error(constraint.includes('phone') ? PHONE_TAKEN : EMAIL_TAKEN);
  }
}

export async function administratorCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(roles.name, 'Admin'));
  return row?.n ?? 0;
}
