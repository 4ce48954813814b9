// The packages and custom-plan prices on sale (docs/decisions.md#demo-data: packages and offers, grades
// with subject prices). Ensured on every start: missing packages are added by name, and a subject
// without a price gets one, so a bank imported later is sellable too.
import { eq, inArray } from 'drizzle-orm';
import { standardDuration } from '@proshno/engine';
import { packageDescriptions, subjectPrices } from '../db/commerceSchema';
import { subjects } from '../db/practiceSchema';
import type { Db } from '../db/connect';
import { packages } from '../db/schema';
import { poishaOf } from './money';

/** The custom plan's own package: what its subscriptions and transactions name. */
export const CUSTOM_PLAN_PACKAGE = 'Custom Plan';

type CataloguePackage = { name: string; type: string; orginal: number; total: number; days?: number; descriptions: string[] };

const catalogue: CataloguePackage[] = [
  {
    name: 'Exam Sprint',
    type: '3 days',
    orginal: 79,
    total: 49,
    descriptions: ['Every subject for 3 days', 'Unlimited random tests', 'Flashcards and revision'],
  },
  {
    name: 'Weekly Pass',
    type: '7 days',
    orginal: 149,
    total: 99,
    descriptions: ['Every subject for 7 days', 'Unlimited random tests', 'Model tests and previous-year papers'],
  },
  {
    name: 'Premium Monthly',
    type: 'monthly',
    orginal: 499,
    total: 299,
    descriptions: ['Every subject for 30 days', 'Unlimited random tests', 'Model tests and previous-year papers', 'Flashcards, revision and leaderboard'],
  },
  {
    name: 'Premium Quarterly',
    type: 'quarterly',
    orginal: 1499,
    total: 799,
    descriptions: ['Every subject for 90 days', 'Unlimited random tests', 'Model tests and previous-year papers', 'Scheduled exams with reminders'],
  },
  {
    name: 'Admission Countdown Offer',
    type: 'offer',
    orginal: 1999,
    total: 999,
    days: 120,
    descriptions: ['Every subject for 120 days', 'All model tests and previous-year papers', 'Best value before the admission season'],
  },
  {
    name: 'Eid Special Offer',
    type: 'offer',
    orginal: 599,
    total: 349,
    days: 45,
    descriptions: ['Every subject for 45 days', 'Unlimited random tests', 'Flashcards and revision'],
  },
  { name: CUSTOM_PLAN_PACKAGE, type: 'custom', orginal: 0, total: 0, days: 0, descriptions: ['The grades and subjects you choose'] },
];

/**
 * BDT per day of a custom plan, by subject name; a subject of status false is sold only in
 * packages. Set against the packages: one subject for 30 days (90 BDT) costs well under the
 * monthly package of every subject (299), and all five offered subjects (13 a day, 390 for 30
 * days) a little more than it, so a custom plan is the way to buy a few subjects and a package the
 * way to buy them all (a year of all five, 4,745, against 3,887 for 13 monthly packages in a row).
 */
const subjectPricing: Record<string, { price: number; status: boolean }> = {
  Physics: { price: 3, status: true },
  Chemistry: { price: 3, status: true },
  'Higher Mathematics': { price: 3, status: true },
  Biology: { price: 2, status: true },
  English: { price: 2, status: true },
  'General Knowledge': { price: 2, status: false },
};
const DEFAULT_SUBJECT_PRICE = 3;

export async function seedCommerce(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await tx.select().from(packages).where(inArray(packages.name, catalogue.map((p) => p.name)));
    for (const item of catalogue) {
      const values = {
        type: item.type,
        orginalPricePoisha: poishaOf(item.orginal),
        totalPricePoisha: poishaOf(item.total),
        durationDays: item.days ?? standardDuration(item.type),
        active: item.type !== 'custom',
      };
      const existing = stored.find((p) => p.name === item.name);
      // A package stored before it had prices (the access slice's bare 'Premium Monthly') is completed.
      const bare = existing !== undefined && existing.totalPricePoisha === 0 && item.total > 0;
      if (existing !== undefined && !bare) continue;
      const [saved] = bare
        ? await tx.update(packages).set(values).where(eq(packages.id, existing.id)).returning({ id: packages.id })
        : await tx.insert(packages).values({ name: item.name, ...values }).returning({ id: packages.id });
      if (!saved) throw new Error(`seed: package ${item.name} not stored`);
      await tx
        .insert(packageDescriptions)
        .values(item.descriptions.map((data, position) => ({ packageId: saved.id, position, data })));
    }
    const priced = new Set((await tx.select({ id: subjectPrices.subjectId }).from(subjectPrices)).map((p) => p.id));
    const unpriced = (await tx.select().from(subjects)).filter((s) => !priced.has(s.id));
    if (unpriced.length > 0) {
      await tx.insert(subjectPrices).values(
        unpriced.map((s) => {
          const pricing = subjectPricing[s.name] ?? { price: DEFAULT_SUBJECT_PRICE, status: true };
          return { subjectId: s.id, pricePoisha: poishaOf(pricing.price), status: pricing.status };
        }),
      );
    }
  });
}
