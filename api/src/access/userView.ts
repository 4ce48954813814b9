// The User entity as the contract shows it (docs/api.md#shape-user).
import { eq, sql } from 'drizzle-orm';
import type { Language } from '@proshno/engine';
import type { Db } from '../db/connect';
import { roles, users } from '../db/schema';
import type { components } from '../generated/rest';
import type { RoleName } from './tokens';
import { isRole } from './tokens';

export type UserJson = components['schemas']['User'];
export type UserRow = typeof users.$inferSelect;

export function userJson(row: UserRow): UserJson {
  return {
    id: row.id,
    full_name: row.fullName,
    username: row.username,
    email: row.email,
    phone_no: row.phoneNo,
    date_of_birth: row.dateOfBirth,
    gender: isGender(row.gender) ? row.gender : null,
    country: row.country,
    state: row.state,
    city: row.city,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    postal_code: row.postalCode,
    image: row.image,
    language: languageOf(row),
    question_version: row.questionVersion === 'bn' ? 'bn' : 'en',
  };
}

/** The language the account's mails are written in (docs/i18n.md#mails). */
export function languageOf(row: Pick<UserRow, 'language'>): Language {
  return row.language === 'bn' ? 'bn' : 'en';
}

/**
 * Another learner's e-mail as any learner may see it (docs/progress.md#email-masking): the first
 * character of the local part, •••, then the domain: 'rafiq.islam@example.com' → 'r•••@example.com'.
 * Enough to tell two rows apart, never enough to write to anyone; every response that shows a
 * learner another's address sends it through here.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return EMAIL_MASK;
  const [first = ''] = Array.from(email.slice(0, at));
  return `${first}${EMAIL_MASK}${email.slice(at)}`;
}

export const EMAIL_MASK = '•••';

/** The user with this e-mail, whatever its letter case, and the name of its role. */
export async function findUserByEmail(db: Db, email: string): Promise<{ user: UserRow; role: RoleName } | null> {
  const [found] = await db
    .select({ user: users, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!found || !isRole(found.role)) return null;
  return { user: found.user, role: found.role };
}

function isGender(value: string | null): value is NonNullable<UserJson['gender']> {
  return value === 'male' || value === 'female' || value === 'others' || value === 'not to specify';
}
