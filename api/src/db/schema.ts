// The access slice's tables (docs/api.md#shapes-access, docs/access.md#roles). Every instant is a timestamptz (docs/decisions.md#time).
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { grades, subjects } from './practiceSchema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    username: text('username'),
    email: text('email').notNull(),
    phoneNo: text('phone_no').notNull().unique(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    image: text('image'),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    isVerified: boolean('is_verified').notNull().default(false),
    /** The language the learner last chose: their mails are written in it (docs/i18n.md#account). */
    language: text('language').$type<'en' | 'bn'>().notNull().default('en'),
    /** Bangla version or English version: the language their questions are shown in (docs/i18n.md#questions). */
    questionVersion: text('question_version').$type<'en' | 'bn'>().notNull().default('en'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Set by an Admin (docs/content.md#learners): a disabled account cannot sign in or refresh; null while enabled. */
    disabledAt: instant('disabled_at'),
  },
  // One account per e-mail whatever its letter case.
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const emailVerifications = pgTable('email_verifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * A new e-mail waits here until a link mailed to it is opened; users.email (what login and reset
 * use) changes only then. The old address gets a second link that cancels the change, or undoes
 * it for a while after confirmation, because only its owner can prove the account was theirs.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    cancelExpiresAt: instant('cancel_expires_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    cancelledAt: instant('cancelled_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  otpHash: text('otp_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: instant('used_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
  jti: text('jti').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  family: text('family').notNull(),
  expiresAt: instant('expires_at').notNull(),
  revokedAt: instant('revoked_at'),
  replacedBy: text('replaced_by'),
  /** Who spent it (a digest of address and browser), to tell a second tab from a thief (docs/access.md#refresh-race). */
  spentBy: text('spent_by'),
  createdAt: instant('created_at').notNull().defaultNow(),
  },
  // Logout everywhere and a password change revoke by learner; a reused token revokes its family.
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.family)],
);

/** docs/api.md#shape-package; amounts in poisha (1/100 BDT), so money is exact. Descriptions: commerceSchema.ts. */
export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** monthly, quarterly, '7 days', '3 days', offer, or custom (the custom plan's own package). */
  type: text('type').notNull().default('monthly'),
  orginalPricePoisha: integer('orginal_price_poisha').notNull().default(0),
  totalPricePoisha: integer('total_price_poisha').notNull().default(0),
  /** The days a purchase adds: the docs/constants.md#standard-durations mapping for standard types, the offer's own for offers. */
  durationDays: integer('duration_days').notNull().default(30),
  active: boolean('active').notNull().default(true),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  packageId: integer('package_id')
    .notNull()
    .references(() => packages.id),
  fromDate: instant('from_date').notNull(),
  toDate: instant('to_date').notNull(),
  },
  // Every exam start and screen asks which of the learner's subscriptions still run.
  (t) => [index('subscriptions_user_to_date_idx').on(t.userId, t.toDate)],
);

/** The grades and subjects a subscription covers (docs/api.md#shape-subscription). */
export const subscriptionDetails = pgTable(
  'subscription_details',
  {
  id: serial('id').primaryKey(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  gradeId: integer('grade_id')
    .notNull()
    .references(() => grades.id),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  },
  (t) => [index('subscription_details_subscription_idx').on(t.subscriptionId)],
);
