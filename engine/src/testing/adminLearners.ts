// Fixed accounts for the Admin's learner tests and the gallery (docs/access.md#admin-learners).
import type { AdminLearnerDetailData } from '../access/admin/adminLearnerMachine';
import type { AdminLearnerEntry, AdminLearnersData } from '../access/admin/adminLearnersMachine';

export const ayesha: AdminLearnerEntry = {
  id: 1,
  full_name: 'Ayesha Rahman',
  email: 'learner@example.com',
  phone_no: '+8801700000001',
  role: 'Default',
  is_verified: true,
  disabled_at: null,
  created_at: '2026-09-01T04:00:00.000Z',
  subscribed_until: '2026-12-31T18:00:00.000Z',
};

export const sadia: AdminLearnerEntry = {
  id: 3,
  full_name: 'সাদিয়া ইসলাম',
  email: 'bangla@example.com',
  phone_no: '+8801700000005',
  role: 'Default',
  is_verified: false,
  disabled_at: '2026-11-20T06:30:00.000Z',
  created_at: '2026-10-02T04:00:00.000Z',
  subscribed_until: null,
};

export const learnersPage: AdminLearnersData = { count: 2, page: 1, page_size: 20, results: [ayesha, sadia] };

export const noLearners: AdminLearnersData = { count: 0, page: 1, page_size: 20, results: [] };

export const ayeshaDetail: AdminLearnerDetailData = {
  ...ayesha,
  date_of_birth: '2005-01-01',
  gender: 'female',
  country: 'Bangladesh',
  state: 'Dhaka',
  city: 'Dhaka',
  language: 'en',
  subscriptions: [
    { id: 11, package: 'Premium Monthly', subjects: ['Physics', 'Chemistry'], from_date: '2026-12-01T18:00:00.000Z', to_date: '2026-12-31T18:00:00.000Z' },
    { id: 10, package: '7 Days Trial', subjects: ['Physics'], from_date: '2026-09-01T04:00:00.000Z', to_date: '2026-09-08T04:00:00.000Z' },
  ],
  transactions: [
    { id: 21, transaction_id: 'PRSDEMO0000000000000001', package: 'Premium Monthly', amount: 500, status: 'paid', created_at: '2026-12-01T18:00:00.000Z' },
    { id: 20, transaction_id: 'PRS0000000000000000020', package: 'Premium Monthly', amount: 500, status: 'failed', created_at: '2026-11-30T09:15:00.000Z' },
  ],
};

/** The clock the detail's tests and stories read subscriptions against. */
export const learnersNow = new Date('2026-12-02T06:00:00.000Z');
