// Fixed packages, subject prices and transactions for the sales tests and the gallery (docs/content.md#sales).
import type { PackagesAdminData } from '../commerce/admin/packagesAdminMachine';
import type { AdminTransactionEntry, AdminTransactionPage } from '../commerce/admin/transactionsAdminMachine';

export const salesPackages: PackagesAdminData = {
  packages: [
    {
      id: 1,
      name: 'Premium Monthly',
      bengali: 'প্রিমিয়াম মাসিক',
      type: 'monthly',
      orginal_price_poisha: 49_900,
      total_price_poisha: 29_900,
      duration_days: 30,
      active: true,
      descriptions: ['Every subject for 30 days', 'Unlimited random tests'],
      bengali_descriptions: ['৩০ দিন সব বিষয়', null],
      running_subscriptions: 12,
    },
    {
      id: 2,
      name: 'Eid Special Offer',
      bengali: null,
      type: 'offer',
      orginal_price_poisha: 59_900,
      total_price_poisha: 34_950,
      duration_days: 45,
      active: false,
      descriptions: ['Every subject for 45 days'],
      bengali_descriptions: [null],
      running_subscriptions: 3,
    },
    {
      id: 3,
      name: 'Custom Plan',
      bengali: 'কাস্টম প্ল্যান',
      type: 'custom',
      orginal_price_poisha: 0,
      total_price_poisha: 0,
      duration_days: 0,
      active: false,
      descriptions: ['The grades and subjects you choose'],
      bengali_descriptions: ['আপনার বেছে নেওয়া শ্রেণি ও বিষয়'],
      running_subscriptions: 0,
    },
  ],
  subjectPrices: [
    { subject_id: 11, subject: 'Physics', grade: 'HSC', price_poisha: 300, status: true },
    { subject_id: 12, subject: 'General Knowledge', grade: 'HSC', price_poisha: 250, status: false },
  ],
};

export const emptySalesPackages: PackagesAdminData = { packages: [], subjectPrices: [] };

export const paidTransaction: AdminTransactionEntry = {
  id: 41,
  tran_id: 'PRS-20261201-7F3A9C',
  status: 'paid',
  amount_poisha: 29_900,
  created_at: '2026-12-01T05:00:00.000Z',
  learner: { full_name: 'Ayesha Rahman', email: 'ayesha.rahman@example.com', phone_no: '+8801712345678' },
  package: { name: 'Premium Monthly' },
  subscription: { from_date: '2026-12-01T05:00:00.000Z', to_date: '2026-12-31T05:00:00.000Z' },
  refund: null,
};

export const refundedTransaction: AdminTransactionEntry = {
  ...paidTransaction,
  status: 'refunded',
  subscription: { from_date: '2026-12-01T05:00:00.000Z', to_date: '2026-12-02T06:00:00.000Z' },
  refund: { amount_poisha: 29_900, remarks: 'Bought by mistake', refunded_at: '2026-12-02T06:00:00.000Z' },
};

export const failedTransaction: AdminTransactionEntry = {
  ...paidTransaction,
  id: 42,
  tran_id: 'PRS-20261130-11B2C4',
  status: 'failed',
  learner: { full_name: 'Tanvir Hasan', email: 'tanvir.hasan@example.com', phone_no: '+8801912345678' },
  subscription: null,
};

export const transactionPage: AdminTransactionPage = { count: 2, page: 1, page_size: 20, results: [paidTransaction, failedTransaction] };

export const emptyTransactionPage: AdminTransactionPage = { count: 0, page: 1, page_size: 20, results: [] };

/** The gallery's and the tests' clock: a day into the paid subscription. */
export const salesNow = new Date('2026-12-02T06:00:00.000Z');
