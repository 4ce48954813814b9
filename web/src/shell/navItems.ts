// The signed-in navigation (docs/shell.md#top-bar), shared by top bar and drawer; each link's words
// are the shell catalogue's (docs/architecture.md#messages).
import { messages as m } from '@proshno/engine';

export type NavLink = { label: string; href: string };

export const examLinks: readonly NavLink[] = [
  { label: m.navPreviousYear, href: '/previous-year-test' },
  { label: m.navRandomTest, href: '/random-test' },
  { label: m.navModelTest, href: '/model-test' },
  // docs/shell.md#top-bar: live contests are found where the other exams are (issue 28).
  { label: m.navLiveContests, href: '/contest' },
];

export const linksBeforeExam: readonly NavLink[] = [{ label: m.navFlashcard, href: '/flashcard' }];

export const linksAfterExam: readonly NavLink[] = [
  { label: m.navRevision, href: '/revision' },
  { label: m.navHistory, href: '/history' },
  { label: m.navLeaderboard, href: '/leaderboard' },
  { label: m.navOffers, href: '/offers' },
  { label: m.navPackages, href: '/packages' },
];

export const profileLinks: readonly NavLink[] = [
  { label: m.navSubscriptions, href: '/profile/subscriptions' },
  { label: m.navTransactions, href: '/profile/transactions' },
  { label: m.navMyProfile, href: '/profile' },
];

/** The Admin's own pages (docs/access.md#admin-pages), one a line. */
export const adminLinks: readonly NavLink[] = [
  { label: m.navManageContests, href: '/admin/contests' },
  { label: m.navQuestionQuality, href: '/admin/questions' },
  { label: m.navAuditLog, href: '/admin/audit' },
  { label: m.navLearners, href: '/admin/learners' },
  { label: m.navImportQuestions, href: '/admin/import' },
  { label: m.navCatalogue, href: '/admin/catalogue' },
  { label: m.navExamTemplates, href: '/admin/exams' },
  { label: m.navQuestionBank, href: '/admin/bank' },
  { label: m.navManagePackages, href: '/admin/packages' },
  { label: m.navAllTransactions, href: '/admin/transactions' },
];

/** The profile menu of a role: the Admin's starts with their pages (docs/access.md#admin-pages). */
export function profileLinksFor(role: string): readonly NavLink[] {
  return role === 'Admin' ? [...adminLinks, ...profileLinks] : profileLinks;
}

export const publicLinks: readonly NavLink[] = [
  { label: m.navHome, href: '/' },
  { label: m.landingFeatures, href: '/#features' },
  { label: m.landingPricing, href: '/#pricing' },
  { label: m.landingEvents, href: '/#events' },
  { label: m.landingAbout, href: '/#about' },
];
