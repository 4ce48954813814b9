// The signed-in navigation (docs/shell.md#top-bar), shared by top bar and drawer.
export type NavLink = { label: string; href: string };

export const examLinks: readonly NavLink[] = [
  { label: 'Previous year', href: '/previous-year-test' },
  { label: 'Random Test', href: '/random-test' },
  { label: 'Model Test', href: '/model-test' },
  // docs/shell.md#top-bar: live contests are found where the other exams are (issue 28).
  { label: 'Live Contests', href: '/contest' },
];

export const linksBeforeExam: readonly NavLink[] = [{ label: 'Flashcard', href: '/flashcard' }];

export const linksAfterExam: readonly NavLink[] = [
  { label: 'Revision', href: '/revision' },
  { label: 'History', href: '/history' },
  { label: 'Leaderboard', href: '/leaderboard' },
  { label: 'Offers', href: '/offers' },
  { label: 'Packages', href: '/packages' },
];

export const profileLinks: readonly NavLink[] = [
  { label: 'Subscriptions', href: '/profile/subscriptions' },
  { label: 'Transactions', href: '/profile/transactions' },
  { label: 'My Profile', href: '/profile' },
];

/** The profile menu of a role: the Admin's starts with their contest page (docs/access.md#admin-pages). */
export function profileLinksFor(role: string): readonly NavLink[] {
  return role === 'Admin' ? [{ label: 'Manage Contests', href: '/admin/contests' }, ...profileLinks] : profileLinks;
}

export const publicLinks: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Features', href: '/#features' },
  { label: 'Pricing', href: '/#pricing' },
  { label: 'Events', href: '/#events' },
  { label: 'About Us', href: '/#about' },
];
