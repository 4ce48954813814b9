// docs/access.md#admin-learners: what the Admin's learner search shows in any state of
// adminLearnersMachine, every line in the page's words, dates and counts through Intl
// (docs/i18n.md#numbers); the web, the gallery and the tests read the page through this alone.
import { writtenWords, type WrittenWords } from '../../i18n/script';
import { fillIn } from '../../commerce/messages';
import { formatDhakaDate } from '../../shell/time';
import type { AdminLearnerEntry, AdminLearnersSnapshot, LearnerRole, LearnerRoleFilter, LearnerStatusFilter } from './adminLearnersMachine';
import { learnerRoles } from './adminLearnersMachine';
import { adminLearnerMessages as m } from './messages';

/** A name as typed, and the language its script says, so the page marks Bengali as Bengali. */
export type NameWords = WrittenWords;

/** A short word about the account and whether it is a warning (disabled, not verified). */
export type AccountBadge = { text: string; tone: 'plain' | 'warning' };

export type LearnerCardView = {
  id: number;
  /** The account's own page. */
  href: string;
  name: NameWords;
  email: string;
  phone: string;
  badges: AccountBadge[];
  /** 'Joined …', then 'Subscribed until …' or 'No running subscription'. */
  lines: string[];
};

export type AdminLearnersView =
  | { screen: 'loading'; label: string }
  | { screen: 'failed'; message: string }
  | {
      screen: 'list';
      /** A newer page is loading. */
      busy: boolean;
      refusal: string | null;
      draft: string;
      role: LearnerRoleFilter;
      roles: Array<{ id: LearnerRoleFilter; name: string }>;
      status: LearnerStatusFilter;
      statuses: Array<{ id: LearnerStatusFilter; name: string }>;
      /** '5 accounts'. */
      found: string;
      /** Why no account shows, or null. */
      empty: string | null;
      learners: LearnerCardView[];
      page: number;
      count: number;
      pageSize: number;
    };

/** The role filter's choices: every role, then each (as the page names them). */
function roleFilters(): Array<{ id: LearnerRoleFilter; name: string }> {
  return [{ id: 'all', name: m.allRoles }, ...learnerRoles.map((role) => ({ id: role, name: m.roles[role] }))];
}

function statusFilters(): Array<{ id: LearnerStatusFilter; name: string }> {
  return [
    { id: 'all', name: m.allStatuses },
    { id: 'enabled', name: m.enabled },
    { id: 'disabled', name: m.disabled },
  ];
}

export function adminLearnersView(snapshot: AdminLearnersSnapshot): AdminLearnersView {
  const { data, loadError, refusal, draft, role, status } = snapshot.context;
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: loadError ?? m.loadFailed };
  if (data === null || snapshot.matches('loading')) return { screen: 'loading', label: m.loading };
  return {
    screen: 'list',
    busy: !snapshot.matches({ ready: 'shown' }),
    refusal,
    draft,
    role,
    roles: roleFilters(),
    status,
    statuses: statusFilters(),
    found: fillIn(m.found, { count: data.count }),
    empty: data.results.length === 0 ? m.noAccounts : null,
    learners: data.results.map(learnerCardOf),
    page: data.page,
    count: data.count,
    pageSize: data.page_size,
  };
}

export function learnerCardOf(account: AdminLearnerEntry): LearnerCardView {
  return {
    id: account.id,
    href: `/admin/learners/${account.id}`,
    name: nameWords(account.full_name),
    email: account.email,
    phone: account.phone_no,
    badges: accountBadges(account),
    lines: [
      fillIn(m.joined, { date: formatDhakaDate(account.created_at) }),
      account.subscribed_until === null ? m.noSubscription : fillIn(m.subscribedUntil, { date: formatDhakaDate(account.subscribed_until) }),
    ],
  };
}

/** The role, then 'Disabled' or 'Enabled', then 'Not verified' when it is not. */
export function accountBadges(account: Pick<AdminLearnerEntry, 'role' | 'disabled_at' | 'is_verified'>): AccountBadge[] {
  return [
    { text: roleName(account.role), tone: 'plain' },
    account.disabled_at === null ? { text: m.enabled, tone: 'plain' } : { text: m.disabled, tone: 'warning' },
    account.is_verified ? { text: m.verified, tone: 'plain' } : { text: m.notVerified, tone: 'warning' },
  ];
}

export function roleName(role: LearnerRole): string {
  return m.roles[role];
}

export function nameWords(text: string): NameWords {
  return writtenWords(text);
}
