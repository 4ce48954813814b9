// The route table and its guards (docs/shell.md#routes, docs/access.md#route-guard, docs/access.md#roles):
// the one list of the product's paths. The web's router, the service worker (through offlineApp.ts)
// and the gateway's choice of page (gateway/src/spa.ts) all read it. Each route's title, words a
// learner reads, is in the catalogue routeTitles.ts.
import type { RoleName } from '../access/session';
import { messages } from '../messages';
import { titleMessages } from './routeTitles';

export type RouteDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'loginScreen' }
  | { kind: 'notAllowed' }
  | { kind: 'notFound' };

/** Public auth pages: a signed-in visitor is sent to their home (docs/access.md#route-guard). */
export const accessPaths = ['/', '/register', '/verify', '/verify-info', '/forget-password'] as const;

/** Static text pages: public, and they render for everyone, signed in or not. */
export const legalPaths = ['/privacy-policy', '/terms', '/refund-policy'] as const;

/** Pages a mailed link opens (an e-mail change's confirm and cancel): for everyone, signed in or not. */
export const mailLinkPaths = ['/confirm-email', '/cancel-email-change'] as const;

export const publicPaths: readonly string[] = [...accessPaths, ...legalPaths, ...mailLinkPaths];

/**
 * The routes where a learner sits an exam (docs/shell.md#routes): the exam page is built on its own
 * (exam.html), kept offline by the service worker, and never updated under a learner's feet.
 * '/exam' without an id is there too: the screen says no such exam and offers the way home.
 */
export const examPaths = ['/exam', '/exam/:id', '/previous-exam/:id', '/model-exam/:id'] as const;

/** docs/shell.md#routes; ':id' stands for one path segment. /leaveRequest is Management's home. */
export const protectedPaths: readonly string[] = [
  '/home',
  '/packages',
  '/offers',
  '/custom-packages',
  '/packages/:id',
  '/flashcard',
  '/flashcard/exam',
  '/random-test',
  '/model-test',
  '/previous-year-test',
  ...examPaths,
  '/revision',
  '/review',
  '/progress',
  '/history',
  '/history/:id',
  '/leaderboard',
  '/profile',
  '/profile/subscriptions',
  '/profile/transactions',
  '/purchase/success',
  '/purchase/failed',
  '/purchase/cancel',
  '/contest',
  '/contest/:id/result',
  '/contest/:id/merit-list',
  '/contest/:id/review',
  '/test',
  '/leaveRequest',
  '/admin/contests',
  '/admin/questions',
  '/admin/audit',
  // docs/access.md#admin-learners
  '/admin/learners',
  '/admin/learners/:id',
  // docs/content.md#import-page
  '/admin/import',
  // docs/content.md#catalogue
  '/admin/catalogue',
  '/admin/exams',
  // docs/content.md#bank-list and docs/content.md#editor
  '/admin/bank',
  '/admin/bank/new',
  '/admin/bank/:id',
  // docs/content.md#sales
  '/admin/packages',
  '/admin/transactions',
];

/** 'History · Proshno': the document title for what the router shows at this path. */
export function documentTitleFor(pathname: string, decision: RouteDecision): string {
  const path = normalizePath(pathname);
  const pattern = [...publicPaths, ...protectedPaths].find((candidate) => matchesPattern(candidate, path));
  const titles: Readonly<Record<string, string>> = titleMessages.routes;
  const title =
    decision.kind === 'notFound' || pattern === undefined
      ? titleMessages.notFound
      : decision.kind === 'notAllowed'
        ? messages.notAllowedTitle
        : decision.kind === 'loginScreen'
          ? (titles['/'] ?? messages.brand)
          : (titles[pattern] ?? messages.brand);
  return `${title} · ${messages.brand}`;
}

/** docs/access.md#roles: Management lands on /leaveRequest, everyone else on /home. */
export function homePathFor(role: RoleName): string {
  return role === 'Management' ? '/leaveRequest' : '/home';
}

/** What the router does with a path for a visitor (null session) or a signed-in role. */
export function decideRoute(pathname: string, session: { role: RoleName } | null): RouteDecision {
  const path = normalizePath(pathname);
  if ((accessPaths as readonly string[]).includes(path)) {
    return session === null ? { kind: 'render' } : { kind: 'redirect', to: homePathFor(session.role) };
  }
  if ((legalPaths as readonly string[]).includes(path) || (mailLinkPaths as readonly string[]).includes(path)) return { kind: 'render' };
  if (!protectedPaths.some((pattern) => matchesPattern(pattern, path))) return { kind: 'notFound' };
  if (session === null) return { kind: 'redirect', to: '/' };
  // docs/access.md#roles: /home is the dashboard of Admin and Default only.
  if (path === '/home' && session.role !== 'Admin' && session.role !== 'Default') return { kind: 'loginScreen' };
  // docs/access.md#admin-pages: /admin/* is the Admin's; any other role is told it is not allowed there.
  if (isAdminPath(path) && session.role !== 'Admin') return { kind: 'notAllowed' };
  return { kind: 'render' };
}

/** docs/access.md#admin-pages: the pages under /admin are for the Admin role only. */
export function isAdminPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === '/admin' || path.startsWith('/admin/');
}

/** True when `pathname` (query and hash allowed) is a route where a learner sits an exam. */
export function isExamPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return examPaths.some((pattern) => matchesPattern(pattern, path));
}

/** Drops the query, the hash and trailing slashes ('/forget-password/?token=x' is '/forget-password'). */
export function normalizePath(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? (got[i] ?? '') !== '' : part === got[i]));
}
