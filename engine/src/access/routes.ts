// Route guards (docs/shell.md#routes, docs/access.md#route-guard, docs/access.md#roles).
import type { RoleName } from './session';

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
  '/exam',
  '/exam/:id',
  '/previous-exam/:id',
  '/model-exam/:id',
  '/revision',
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
];

/** The product's name, last in every document title. */
export const PRODUCT_NAME = 'Proshno';

/**
 * Each route's own document title, so tabs, history entries and screen readers tell the pages
 * apart. One entry per path of the route table above, each title used once.
 */
export const routeTitles: Readonly<Record<string, string>> = {
  '/': 'Login',
  '/register': 'Registration',
  '/verify': 'Email Verification',
  '/verify-info': 'Check Your Email',
  '/forget-password': 'Forgot Password',
  '/privacy-policy': 'Privacy Policy',
  '/terms': 'Terms and Conditions',
  '/refund-policy': 'Refund Policy',
  '/confirm-email': 'Confirm Email Change',
  '/cancel-email-change': 'Cancel Email Change',
  '/home': 'Dashboard',
  '/packages': 'Packages',
  '/offers': 'Offers',
  '/custom-packages': 'Custom Package',
  '/packages/:id': 'Package Details',
  '/flashcard': 'Flashcard',
  '/flashcard/exam': 'Flashcard Session',
  '/random-test': 'Random Test',
  '/model-test': 'Model Test',
  '/previous-year-test': 'Previous Year Test',
  '/exam': 'Exam',
  '/exam/:id': 'Random Test Exam',
  '/previous-exam/:id': 'Previous Year Exam',
  '/model-exam/:id': 'Model Test Exam',
  '/revision': 'Revision',
  '/history': 'History',
  '/history/:id': 'Exam History Details',
  '/leaderboard': 'Leaderboard',
  '/profile': 'My Profile',
  '/profile/subscriptions': 'Subscriptions',
  '/profile/transactions': 'Transactions',
  '/purchase/success': 'Payment Successful',
  '/purchase/failed': 'Payment Failed',
  '/purchase/cancel': 'Payment Cancelled',
  '/contest': 'Contest',
  '/contest/:id/result': 'Contest Result',
  '/contest/:id/merit-list': 'Merit List',
  '/contest/:id/review': 'Contest Review',
  '/test': 'Test',
  '/leaveRequest': 'Leave Request',
  '/admin/contests': 'Contest Administration',
};

/** The title of a page that does not exist. */
export const notFoundTitle = 'Page Not Found';

/** The title of a page the signed-in role may not open (docs/access.md#admin-pages). */
export const notAllowedTitle = 'Not Allowed';

/** 'History · Proshno': the document title for what the router shows at this path. */
export function documentTitleFor(pathname: string, decision: RouteDecision): string {
  const path = normalizePath(pathname);
  const pattern = [...publicPaths, ...protectedPaths].find((candidate) => matchesPattern(candidate, path));
  const title =
    decision.kind === 'notFound' || pattern === undefined
      ? notFoundTitle
      : decision.kind === 'notAllowed'
        ? notAllowedTitle
        : decision.kind === 'loginScreen'
        ? (routeTitles['/'] ?? PRODUCT_NAME)
        : (routeTitles[pattern] ?? PRODUCT_NAME);
  return `${title} · ${PRODUCT_NAME}`;
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
