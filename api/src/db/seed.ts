// What a start puts in the database (docs/decisions.md#demo-data). Roles, exam types and
// templates, packages and subject prices are always ensured; the question bank when no question is
// stored yet. Only with demo data (`npm start`, DEMO_DATA=1) and only when the users table is empty:
// the demo users, the learner's subscription to 'Premium Monthly' (covering every subject) with its
// paid transaction, finished exams, a plan toward an exam and a streak. A production start creates
// no account (docs/access.md#first-admin).
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../access/passwords';
import type { RoleName } from '../access/tokens';
import { seedBank } from '../practice/bankSeed';
import { seedExamTypes } from '../practice/examTypes';
import type { BankSource } from '../config';
import { seedDemoExams } from '../exam/demoExams';
import { seedDemoPlan } from '../learning/demoPlan';
import { seedDemoContests } from '../contest/demoContests';
import { seedCommerce } from '../commerce/catalogue';
import { seedNameTwins } from '../practice/nameTwins';
import { questions, subjects } from './practiceSchema';
import { transactions } from './commerceSchema';
import type { Db } from './connect';
import { packages, roles, subscriptionDetails, subscriptions, users } from './schema';

export type DemoLogin = { email: string; password: string; role: RoleName; note: string };

export const demoLogins: DemoLogin[] = [
  { email: 'learner@example.com', password: 'Learner#2026', role: 'Default', note: 'verified, active subscription' },
  { email: 'newbie@example.com', password: 'Newbie#2026', role: 'Default', note: 'verified, no subscription' },
  { email: 'bangla@example.com', password: 'Bangla#2026', role: 'Default', note: 'Bangla version and Bengali mails, active subscription' },
  { email: 'admin@example.com', password: 'Admin#2026', role: 'Admin', note: 'administrator' },
  { email: 'manager@example.com', password: 'Manager#2026', role: 'Management', note: 'lands on /leaveRequest' },
];

const roleNames: RoleName[] = ['Admin', 'Default', 'Management'];

type DemoProfile = { fullName: string; phoneNo: string; gender: string; language?: 'bn'; questionVersion?: 'bn' };

const profiles: Record<string, DemoProfile> = {
  'learner@example.com': { fullName: 'Ayesha Rahman', phoneNo: '+8801700000001', gender: 'female' },
  'newbie@example.com': { fullName: 'Tanvir Hasan', phoneNo: '+8801700000002', gender: 'male' },
  // docs/i18n.md#questions: a learner of the Bangla version, whose questions and mails are in Bengali.
  'bangla@example.com': { fullName: 'সাদিয়া ইসলাম'.normalize('NFC'), phoneNo: '+8801700000005', gender: 'female', language: 'bn', questionVersion: 'bn' },
  'admin@example.com': { fullName: 'Admin', phoneNo: '+8801700000003', gender: 'not to specify' },
  'manager@example.com': { fullName: 'Nusrat Manager', phoneNo: '+8801700000004', gender: 'female' },
};

export const SUBSCRIPTION_DAYS = 30;

/** The demo learner's purchase of 'Premium Monthly', in the shape of our SSLCommerz ids. */
export const DEMO_TRANSACTION_ID = 'PRSDEMO0000000000000001';

export async function seed(db: Db, now: () => Date, bank: BankSource, demo: { demoData: boolean; demoContests?: boolean }): Promise<void> {
  await seedRoles(db);
  const [stored] = await db.select({ n: count() }).from(questions);
  if ((stored?.n ?? 0) === 0) await seedBank(db, await bank());
  await seedExamTypes(db);
  await seedCommerce(db);
  await seedNameTwins(db);
  if (!demo.demoData) return;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const hashes = await Promise.all(demoLogins.map((d) => hashPassword(d.password)));
  const { learnerId, people } = await db.transaction(async (tx) => {
    const roleRows = await tx.select().from(roles);
    const roleId = (name: RoleName) => {
      const found = roleRows.find((r) => r.name === name);
      if (!found) throw new Error(`role ${name} missing`);
      return found.id;
    };
    for (const [i, login] of demoLogins.entries()) {
      const profile = profiles[login.email];
      const passwordHash = hashes[i];
      if (!profile || !passwordHash) throw new Error(`no demo profile for ${login.email}`);
      await tx.insert(users).values({
        ...profile,
        email: login.email,
        dateOfBirth: '2005-01-01',
        country: 'Bangladesh',
        state: 'Dhaka',
        city: 'Dhaka',
        addressLine1: 'House 1, Road 1',
        passwordHash,
        roleId: roleId(login.role),
        isVerified: true,
      });
    }
    const [pkg] = await tx.select().from(packages).where(eq(packages.name, 'Premium Monthly'));
    const [learner] = await tx.select().from(users).where(eq(users.email, 'learner@example.com'));
    const [bangla] = await tx.select().from(users).where(eq(users.email, 'bangla@example.com'));
    if (!pkg || !learner || !bangla) throw new Error('seed: package or learner missing');
    const start = now().getTime();
    // The Bangla-version learner's subscription, like the learner's but without exams of its own.
    const [banglaSubscription] = await tx
      .insert(subscriptions)
      .values({ userId: bangla.id, packageId: pkg.id, fromDate: new Date(start), toDate: new Date(start + SUBSCRIPTION_DAYS * 86_400_000) })
      .returning();
    if (!banglaSubscription) throw new Error('seed: subscription missing');
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: learner.id,
        packageId: pkg.id,
        fromDate: new Date(start),
        toDate: new Date(start + SUBSCRIPTION_DAYS * 86_400_000),
      })
      .returning();
    if (!subscription) throw new Error('seed: subscription missing');
    // The subscription is shown as bought: a paid transaction grants it, so /profile/transactions
    // lists the purchase behind the learner's package like any other.
    await tx.insert(transactions).values({
      tranId: DEMO_TRANSACTION_ID,
      userId: learner.id,
      packageId: pkg.id,
      kind: 'standard',
      durationDays: SUBSCRIPTION_DAYS,
      amountPoisha: pkg.totalPricePoisha,
      currency: 'BDT',
      status: 'paid',
      valId: 'DEMO',
      cardType: 'DEMO',
      subscriptionId: subscription.id,
      createdAt: new Date(start),
      paidAt: new Date(start),
    });
    const covered = await tx.select().from(subjects);
    if (covered.length > 0) {
      await tx
        .insert(subscriptionDetails)
        .values([subscription.id, banglaSubscription.id].flatMap((id) => covered.map((s) => ({ subscriptionId: id, gradeId: s.gradeId, subjectId: s.id }))));
    }
    const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@example.com'));
    if (!admin) throw new Error('seed: admin missing');
    return { learnerId: learner.id, people: { admin: admin.id, learners: [learner.id, bangla.id] } };
  });
  const start = now();
  await seedDemoExams(db, learnerId, start);
  await seedDemoPlan(db, learnerId, start);
  if (demo.demoContests === true) await seedDemoContests(db, people, start);
}

/** The roles every account refers to; the first administrator may be created before any start. */
export async function seedRoles(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(roleNames.map((name) => ({ name })))
    .onConflictDoNothing();
}
