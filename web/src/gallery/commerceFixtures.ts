// Representative commerce data for the state gallery: the packages the subscribe dialog opens
// over, and the custom plan's grades with their per-day prices.
import type { CustomPlanSelection } from '@proshno/engine';
import type { PackagesQuery, PlanGradesQuery, PurchasePreviewQuery } from '../generated/graphql';

const features = (id: number, lines: string[]) => lines.map((data, i) => ({ id: id * 10 + i, data }));

export const packages: PackagesQuery = {
  packages: [
    {
      id: 11,
      name: 'Premium Monthly',
      type: 'monthly',
      orginal_price: 1200,
      total_price: 999,
      duration: 30,
      active: true,
      descriptions: features(11, ['Every subject of HSC', 'Model tests and previous-year questions', 'Flashcards and revision']),
    },
    {
      id: 12,
      name: 'Starter Monthly',
      type: 'monthly',
      orginal_price: 700,
      total_price: 499,
      duration: 30,
      active: true,
      descriptions: features(12, ['Physics, Chemistry and Higher Mathematics', 'Random tests']),
    },
    {
      id: 13,
      name: 'Premium Quarterly',
      type: 'quarterly',
      orginal_price: 3300,
      total_price: 2499,
      duration: 90,
      active: true,
      descriptions: features(13, ['Every subject of HSC for three months']),
    },
  ],
};

/** The package the subscribe dialog is opened for. */
export const chosenPackage = packages.packages[0] ?? { id: 11, type: 'monthly' };

/** What the dialog shows a learner who already holds that package: the renewal follows its expiry. */
export const purchasePreview: PurchasePreviewQuery = {
  purchasePreview: {
    package: { id: 11, name: 'Premium Monthly', type: 'monthly' },
    duration: 30,
    amount: 999,
    currency: 'BDT',
    vat_percent: 15,
    vat: 149.85,
    vat_included: true,
    from_date: '2026-12-20T06:00:00.000Z',
    to_date: '2027-01-19T06:00:00.000Z',
    extends: true,
    active: [{ package: { id: 11, name: 'Premium Monthly' }, from_date: '2026-11-20T06:00:00.000Z', to_date: '2026-12-20T06:00:00.000Z' }],
  },
};

export const planGrades: PlanGradesQuery = {
  defaultDiscount: 0,
  planGrades: [
    {
      id: 1,
      name: 'HSC',
      subjects: [
        { id: 1, name: 'Physics', price: 5, status: true },
        { id: 2, name: 'Chemistry', price: 5, status: true },
        { id: 4, name: 'Higher Mathematics', price: 6, status: true },
        { id: 6, name: 'General Knowledge', price: 3, status: false },
      ],
    },
    { id: 2, name: 'Admission', subjects: [{ id: 21, name: 'English', price: 4, status: true }] },
  ],
};

/** The subjects the custom plan stories tick, as the checklist sends them. */
export const planSelection: CustomPlanSelection[] = [
  { grade_id: 1, subject_id: 1, price: 5, grade: 'HSC', subject: 'Physics' },
  { grade_id: 1, subject_id: 4, price: 6, grade: 'HSC', subject: 'Higher Mathematics' },
];

export const sslUrl = 'https://sandbox.sslcommerz.com/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=gallery';
