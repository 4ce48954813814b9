import { describe, expect, it } from 'vitest';
import type { RoleName } from '../access/session';
import { messages } from '../messages';
import { decideRoute, documentTitleFor, homePathFor, normalizePath, protectedPaths, publicPaths } from './routes';
import { titleMessages } from './routeTitles';

const routeTitles: Readonly<Record<string, string>> = titleMessages.routes;
const notFoundTitle = titleMessages.notFound;
const notAllowedTitle = messages.notAllowedTitle;

const roles: RoleName[] = ['Admin', 'Default', 'Management'];
const accessPages = ['/', '/register', '/verify', '/verify-info', '/forget-password'];
const legalPages = ['/privacy-policy', '/terms', '/refund-policy'];
const mailLinkPages = ['/confirm-email', '/cancel-email-change'];
// Every protected row of the route table (docs/shell.md#routes), with sample ids.
const protectedPages = [
  '/home', '/packages', '/offers', '/custom-packages', '/packages/7', '/flashcard', '/flashcard/exam',
  '/random-test', '/model-test', '/previous-year-test', '/exam', '/exam/12', '/previous-exam/3', '/model-exam/4',
  '/revision', '/history', '/history/9', '/leaderboard', '/profile', '/profile/subscriptions',
  '/profile/transactions', '/purchase/success', '/purchase/failed', '/purchase/cancel', '/contest', '/test',
  '/leaveRequest', '/admin/contests', '/admin/questions', '/admin/audit', '/admin/learners', '/admin/learners/7', '/admin/import', '/admin/catalogue', '/admin/exams',
  '/admin/bank', '/admin/bank/new', '/admin/bank/8', '/admin/packages', '/admin/transactions',
];

describe('decideRoute for a visitor without a token', () => {
  it.each(accessPages)('renders the public page %s', (path) => {
    expect(decideRoute(path, null)).toEqual({ kind: 'render' });
  });
  it.each(legalPages)('renders the legal page %s', (path) => {
    expect(decideRoute(path, null)).toEqual({ kind: 'render' });
  });
  it.each(mailLinkPages)('renders the mailed link page %s', (path) => {
    expect(decideRoute(path, null)).toEqual({ kind: 'render' });
  });
  it.each(protectedPages)('sends %s to /', (path) => {
    expect(decideRoute(path, null)).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe.each(roles)('decideRoute for a signed-in %s', (role) => {
  const home = role === 'Management' ? '/leaveRequest' : '/home';
  it.each(accessPages)(`sends the public page %s to ${home}`, (path) => {
    expect(decideRoute(path, { role })).toEqual({ kind: 'redirect', to: home });
  });
  it.each(legalPages)('renders the legal page %s', (path) => {
    expect(decideRoute(path, { role })).toEqual({ kind: 'render' });
  });
  it.each(mailLinkPages)('renders the mailed link page %s, so the link works in a signed-in browser', (path) => {
    expect(decideRoute(path, { role })).toEqual({ kind: 'render' });
  });
  it.each(protectedPages.filter((p) => p !== '/home' && !p.startsWith('/admin/')))('renders %s', (path) => {
    expect(decideRoute(path, { role })).toEqual({ kind: 'render' });
  });
  it(role === 'Management' ? 'shows the login screen on /home' : 'renders the dashboard on /home', () => {
    expect(decideRoute('/home', { role })).toEqual(role === 'Management' ? { kind: 'loginScreen' } : { kind: 'render' });
  });
  // docs/access.md#admin-pages
  it(role === 'Admin' ? 'renders /admin/contests' : 'says /admin/contests, the Admin\'s page, is not allowed', () => {
    for (const path of ['/admin/contests', '/admin/contests/', '/admin/contests?x=1', '/admin/questions', '/admin/catalogue', '/admin/exams', '/admin/packages', '/admin/transactions']) {
      expect(decideRoute(path, { role })).toEqual(role === 'Admin' ? { kind: 'render' } : { kind: 'notAllowed' });
      if (role !== 'Admin') expect(documentTitleFor(path, decideRoute(path, { role }))).toBe(`${notAllowedTitle} · Proshno`);
    }
  });
});

describe('decideRoute details', () => {
  it('shows the 404 page for unknown paths, signed in or not', () => {
    for (const path of ['/nope', '/exam/1/2', '/homes', '/leaderboard/2']) {
      expect(decideRoute(path, null)).toEqual({ kind: 'notFound' });
      expect(decideRoute(path, { role: 'Default' })).toEqual({ kind: 'notFound' });
    }
  });

  it('ignores trailing slashes, queries and hashes', () => {
    expect(decideRoute('/forget-password/?token=abc', null)).toEqual({ kind: 'render' });
    expect(decideRoute('/flashcard/exam/?noOfQuestion=10&subject=2', { role: 'Default' })).toEqual({ kind: 'render' });
    expect(decideRoute('/exam/5?remaining=300', null)).toEqual({ kind: 'redirect', to: '/' });
    expect(normalizePath('/verify/#x')).toBe('/verify');
    expect(normalizePath('')).toBe('/');
  });

  it('knows the home of each role', () => {
    expect(roles.map(homePathFor)).toEqual(['/home', '/home', '/leaveRequest']);
  });

  it('lists the placeholders of the issue among the protected paths', () => {
    expect(protectedPaths).toEqual(expect.arrayContaining(['/contest', '/test', '/leaveRequest']));
  });
});

describe('document titles', () => {
  it('gives every route of the table its own title, none shared with another route', () => {
    const paths = [...publicPaths, ...protectedPaths];
    expect(Object.keys(routeTitles).sort()).toEqual([...paths].sort());
    const titles = paths.map((path) => routeTitles[path]);
    const shared = titles.filter((title, i) => titles.indexOf(title) !== i);
    expect(shared).toEqual([]);
    expect(titles).not.toContain(notFoundTitle);
  });

  it('names the page and the product, e.g. "History · Proshno"', () => {
    const signedIn = { role: 'Default' } as const;
    expect(documentTitleFor('/history', decideRoute('/history', signedIn))).toBe('History · Proshno');
    expect(documentTitleFor('/history/12/', decideRoute('/history/12/', signedIn))).toBe('Exam History Details · Proshno');
    expect(documentTitleFor('/nope', decideRoute('/nope', signedIn))).toBe(`${notFoundTitle} · Proshno`);
    expect(documentTitleFor('/home', decideRoute('/home', { role: 'Management' }))).toBe('Login · Proshno');
  });
});
