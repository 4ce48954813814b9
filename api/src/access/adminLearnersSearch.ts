// The Admin's reads of accounts (docs/access.md#admin-learners): the search, a page of 20 newest
// first, and one account's detail with its subscriptions and purchases.
import { searchNormalised, westernDigits } from '@proshno/engine';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { transactions } from '../db/commerceSchema';
import { subjects } from '../db/practiceSchema';
import { packages, roles, subscriptionDetails, subscriptions, users } from '../db/schema';
import type { components } from '../generated/rest';
import { isRole, type RoleName } from './tokens';

export type AdminLearnerJson = components['schemas']['AdminLearner'];
export type AdminLearnerDetailJson = components['schemas']['AdminLearnerDetail'];

/** Accounts on one page of the search (docs/constants.md#admin-learner-limits). */
export const ADMIN_LEARNERS_PAGE_SIZE = 20;

export type LearnerSearch = { text: string; role: RoleName | null; disabled: boolean | null; page: number };

export async function searchLearners(db: Db, search: LearnerSearch, now: Date): Promise<components['schemas']['AdminLearnerPage']> {
  const where = and(
    matching(search.text),
    search.role === null ? undefined : eq(roles.name, search.role),
    search.disabled === null ? undefined : search.disabled ? isNotNull(users.disabledAt) : isNull(users.disabledAt),
  );
  const [rows, [total]] = await Promise.all([
    summaries(db, now)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_LEARNERS_PAGE_SIZE)
      .offset((search.page - 1) * ADMIN_LEARNERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where),
  ]);
  return { count: total?.n ?? 0, page: search.page, page_size: ADMIN_LEARNERS_PAGE_SIZE, results: rows.flatMap(summaryJson) };
}

/** One account as the search lists it; null when there is none. */
export async function learnerSummary(db: Db, id: number, now: Date): Promise<AdminLearnerJson | null> {
  const [row] = await summaries(db, now).where(eq(users.id, id));
  return row === undefined ? null : (summaryJson(row)[0] ?? null);
}

export async function learnerDetail(db: Db, id: number, now: Date): Promise<AdminLearnerDetailJson | null> {
  const [row] = await summaries(db, now).where(eq(users.id, id));
  const summary = row === undefined ? undefined : summaryJson(row)[0];
  if (row === undefined || summary === undefined) return null;
  const [held, bought] = await Promise.all([
    db
      .select({ id: subscriptions.id, pkg: packages.name, from: subscriptions.fromDate, to: subscriptions.toDate })
      .from(subscriptions)
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .where(eq(subscriptions.userId, id))
      .orderBy(desc(subscriptions.toDate), desc(subscriptions.id)),
    db
      .select({ id: transactions.id, tranId: transactions.tranId, pkg: packages.name, amount: transactions.amountPoisha, status: transactions.status, at: transactions.createdAt })
      .from(transactions)
      .innerJoin(packages, eq(packages.id, transactions.packageId))
      .where(eq(transactions.userId, id))
      .orderBy(desc(transactions.createdAt), desc(transactions.id)),
  ]);
  const covered = held.length
    ? await db
        .select({ subscription: subscriptionDetails.subscriptionId, subject: subjects.name })
        .from(subscriptionDetails)
        .innerJoin(subjects, eq(subjects.id, subscriptionDetails.subjectId))
        .where(inArray(subscriptionDetails.subscriptionId, held.map((s) => s.id)))
        .orderBy(asc(subscriptionDetails.id))
    : [];
  const { user } = row;
  return {
    ...summary,
    date_of_birth: user.dateOfBirth,
    gender: user.gender,
    country: user.country,
    state: user.state,
    city: user.city,
    language: user.language === 'bn' ? 'bn' : 'en',
    subscriptions: held.map((s) => ({
      id: s.id,
      package: s.pkg,
      subjects: [...new Set(covered.filter((c) => c.subscription === s.id).map((c) => c.subject))],
      from_date: s.from.toISOString(),
      to_date: s.to.toISOString(),
    })),
    transactions: bought.map((t) => ({ id: t.id, transaction_id: t.tranId, package: t.pkg, amount: t.amount / 100, status: t.status, created_at: t.at.toISOString() })),
  };
}

/** The accounts with their role and the latest end of a subscription running at `now`. */
function summaries(db: Db, now: Date) {
  const until = sql`(SELECT max(${subscriptions.toDate}) FROM ${subscriptions} WHERE ${subscriptions.userId} = ${users.id} AND ${gt(subscriptions.toDate, now)})`;
  return db
    .select({ user: users, role: roles.name, subscribedUntil: until.mapWith(subscriptions.toDate) })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .$dynamic();
}

type SummaryRow = { user: typeof users.$inferSelect; role: string; subscribedUntil: Date | null };

function summaryJson({ user, role, subscribedUntil }: SummaryRow): AdminLearnerJson[] {
  if (!isRole(role)) return [];
  return [
    {
      id: user.id,
      full_name: user.fullName,
      email: user.email,
      phone_no: user.phoneNo,
      role,
      is_verified: user.isVerified,
      disabled_at: user.disabledAt === null ? null : user.disabledAt.toISOString(),
      created_at: user.createdAt.toISOString(),
      subscribed_until: subscribedUntil === null ? null : new Date(subscribedUntil).toISOString(),
    },
  ];
}

/** Zero-width characters the engine's searchNormalised removes, removed from the stored name too. */
const INVISIBLE = '\u200b\u200c\u200d\u2060\ufeff';

/**
 * What an Admin typed, found in a name (both sides in NFC, case folded, digits as 0–9, zero-width
 * characters and repeated spaces dropped, docs/i18n.md#questions), an e-mail, or a phone: its digits
 * (Bengali ones too) within the stored E.164, so `01712…`, `+880 1712…` and `০১৭১২…` all find
 * `+8801712…`. Undefined for an empty search.
 */
function matching(typed: string): SQL | undefined {
  const text = searchNormalised(typed);
  if (text === '') return undefined;
  const name = sql`regexp_replace(lower(translate(normalize(${users.fullName}, NFC), ${INVISIBLE}, '')), '\\s+', ' ', 'g')`;
  const found = [sql`strpos(${name}, ${text}) > 0`, sql`strpos(lower(${users.email}), ${text}) > 0`];
  const digits = phoneDigitsOf(typed);
  if (digits !== null) found.push(sql`strpos(${users.phoneNo}, ${digits}) > 0`);
  return or(...found);
}

/** The digits of something typed as a phone (digits, spaces, +, -, dots, brackets), at least 3; `00` before a country code dropped. */
export function phoneDigitsOf(typed: string): string | null {
  const text = westernDigits(typed.trim());
  if (!/^[+\d\s\-().]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '').replace(/^00/, '');
  return digits.length >= 3 ? digits : null;
}
