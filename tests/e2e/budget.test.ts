// Bytes a learner on a slow network downloads before a route first shows (issue 9's budgets, which
// gate CI): every script and stylesheet real Chromium fetches from a cold cache until the route's
// content is on screen and the network is idle, each counted at its gzip size. Chunks the product
// loads only where needed after the first paint (temml for a formula) are printed apart.
import { gzipSync } from 'node:zlib';
import type { Page, Response as PageResponse } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelUnfinishedExams, learnerToken, signedInState, startedExam, subjectId, type StorageState } from './product';
import { baseUrl, useBrowser } from './browser';
import { choose } from './screens';
import { bengaliTwins } from '@proshno/engine/bengali';

const KB = 1024;
// routeJs: 181 KB since issue 28 (its messages — registration problems, reset and resend notices, offline
// load — sit in the shared catalogue of every route); issue 31 fetches one language's catalogue per visit.
// loginJs 141 KB and routeJs 182 KB since the GraphQL client gives a refused query no data rather
// than null (web/src/graphql/client.ts): the login page was 5 bytes over 140 KB, /register 51 over 181.
// routeJs 183 KB since issue 29 item 2 and issue 28 item 17: every route carries the error boundary
// (web/src/shell/ScreenErrorBoundary.tsx; its report is fetched only when a screen fails), and
// /register the address rules the profile now shares; /register was 0.6 KB over 182 KB. loginJs
// 142 KB since issue 29 item 7: the login card's getting-ready line with the boundary put it 0.1 KB
// over 141 KB. loginJs 144 KB and routeJs 186 KB since issue 29 item 1 (docs/browsers.md): the build
// targets Chrome 87, whose optional chaining is complete only from 91 in the transformer's data, so `a?.b` is written longhand
// (about 1.5% of every chunk), and every page runs the support script first (0.6 KB); the login page
// was 143.2 KB, /register 185.4 KB. routeJs 189 KB since issue 30 item 7: every string a person reads
// moved from the components into the engine's feature catalogues, and a route carries its feature's
// whole catalogue (/leaderboard 188.6 KB, /home 180.7); issue 31's catalogue per language and screen
// is to bring this back down. The rest of issue 30 item 7 (the shell's navigation and pager words
// into its catalogue) put /leaderboard at 189.0 KB; one generated module per operation
// (gateway/scripts/gen.ts) took out of the first page the access and exam operations it never sends:
// /leaderboard 188.3 KB, the login page 142.9 KB. routeJs 190 KB since issue 31's first slice: the
// catalogues are made through catalogue() and figures through formatDigits (docs/i18n.md), and the
// shell has the language switch; /register was 0.3 KB over 189 KB. The Bengali words are a chunk of
// their own, fetched only by a page in Bengali. routeJs 191 KB: the switch draws বাংলা (about 0.9 KB
// of outline, web/src/shell/BanglaWord.tsx) so that no English page downloads the 44 KB Bengali
// webfont for that word; /register was 190.6 KB. routeJs 192 KB since issue 31's second slice: the
// session tells the account the page's language, and every question carries its own (its `lang`, the
// note on one shown in the other version): the app chunk grew 0.3 KB and /register was 191.1 KB.
// loginJs 145 KB and routeJs 194 KB since the api's own refusals are shown in the page's language
// (engine/src/shell/serverWords.ts): their English sentences, which only a Bengali page needs to look
// up, were in the app chunk: the login page was 144.3 KB and /register 193.0 KB. The gateway now words
// them (docs/i18n.md#server-words): the login page is 142.6 KB and /register 191.4 KB in English.
// routeJs 195 KB since issue 32's first slice (docs/learning.md#offline): the session sends the review
// answers a phone kept from every page, as it sends an exam's, and the route table has /review; the
// app chunk grew 0.2 KB (the answers' parser and the review code stay in their own chunks) and
// /register in Bengali was 194.06 KB. loginJs 146 KB since issue 33's first admin page
// (docs/content.md#admin-page): the route table and the Admin's navigation name /admin/questions in
// both languages (its screen and catalogue stay in their own chunks); the login page in Bengali was
// 145.09 KB. loginJs 149 KB and routeJs 198 KB since the rest of issue 33's admin pages (the bank,
// its import, the catalogue and exam templates, packages, transactions, learners, the audit log;
// docs/content.md): the route table, the lazy imports and the Admin's menu name ten more /admin
// pages in the app chunk, and the login learns 'This account is disabled'
// (docs/access.md#disabled-accounts); their screens, machines and catalogues stay in their own chunks. The login page in
// Bengali was 148.16 KB and /register in Bengali 196.95 KB. Moving the admin routes' names and
// imports out of the learner's first download is the next step to take the 3 KB back.
// Files (each a request, and on a 300 ms line each round trip counts): the login page took 26 and
// /home about 45 when the build split the entry's own modules into 18 small chunks; issue 27 asks
// for the whole first visit, login to dashboard, within 25 requests (vite.config.ts fewerRequests,
// docs/architecture.md#first-visit).
const budget = { loginJs: 149 * KB, routeJs: 198 * KB, css: 20 * KB, loginFiles: 8, routeFiles: 16 };
// The same budgets hold in Bengali (issue 31): each language is a build of its own, so a page in
// Bengali downloads the Bengali words in place of the English ones (docs/i18n.md#builds). Before,
// a Bengali page fetched every catalogue's Bengali words on top of the English code (one chunk of
// 19.5 KB): the login page was 164.2 KB and /register 212.6 KB. The api's sentences are worded by
// the gateway (docs/i18n.md#server-words), so no page carries them: 1.9 KB off every page.
/** A country's states and cities, fetched when a newcomer from abroad chooses it (USA, the largest, is about 85 KB). */
const placesJs = 100 * KB;

/** Loaded after the first paint (a formula's renderer, the dashboard's chart); printed apart. */
const onDemand = /\/assets\/(temml|PerformanceChart)-[\w-]+\.js$/;

/**
 * The web app marks when it starts fetching, after the load and an idle while, the parts the
 * shell needs offline (web/src/controls/deferred.tsx); what is asked for after that mark is not
 * first-paint bytes, and is printed apart.
 */
const prefetchMark = 'proshno:prefetch';

type Measured = { path: string; js: number; css: number; files: number; onDemand: string[] };

/** What the page fetched on demand, without the idle prefetch of the shell's overlays. */
const askedForByThePage = (m: Measured) => m.onDemand.filter((entry) => !entry.startsWith('prefetched '));

let learnerState: StorageState;
const measured: Measured[] = [];

const browser = useBrowser(async (launched) => {
  learnerState = await signedInState(launched);
});

afterAll(async () => {
  await cancelUnfinishedExams();
  if (measured.length > 0) {
    console.log('\nfirst-paint bytes per route (gzip -9):');
    for (const m of measured) {
      const extra = m.onDemand.length === 0 ? '' : `  (then on demand: ${m.onDemand.join(', ')})`;
      console.log(`  ${m.path.padEnd(22)} JS ${kb(m.js).padStart(9)}  CSS ${kb(m.css).padStart(8)}  ${String(m.files).padStart(2)} files${extra}`);
    }
  }
});

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Opens `path` in a fresh context (cold cache) and sums what it fetched until `ready` and idle. */
async function measure(path: string, ready: (page: Page) => Promise<void>, signedIn: boolean, locale = 'en-GB'): Promise<Measured> {
  const context = await browser().newContext({ baseURL: baseUrl(), locale, ...(signedIn ? { storageState: learnerState } : {}) });
  const page = await context.newPage();
  const bodies = new Map<string, { body: Promise<Buffer>; askedAt: number }>();
  const collect = (response: PageResponse) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname) && !bodies.has(url.pathname)) {
      bodies.set(url.pathname, { body: response.body(), askedAt: response.request().timing().startTime });
    }
  };
  page.on('response', collect);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Stop collecting before summing: a body asked for after the sum would be left unread and
  // rejected when the context closes.
  page.off('response', collect);
  const prefetchedFrom = await page.evaluate((mark) => {
    const entry = performance.getEntriesByName(mark)[0];
    return entry === undefined ? Infinity : performance.timeOrigin + entry.startTime;
  }, prefetchMark);
  const result: Measured = { path: locale === 'en-GB' ? path : `${path} (${locale})`, js: 0, css: 0, files: 0, onDemand: [] };
  for (const [asset, { body, askedAt }] of bodies) {
    const size = gzipSync(await body, { level: 9 }).length;
    if (askedAt >= prefetchedFrom) result.onDemand.push(`prefetched ${asset.replace(/^\/assets\//, '')} ${kb(size)}`);
    else if (onDemand.test(asset)) result.onDemand.push(`${asset.replace(/^\/assets\//, '')} ${kb(size)}`);
    else if (asset.endsWith('.css')) result.css += size;
    else result.js += size;
    if (askedAt < prefetchedFrom && !onDemand.test(asset)) result.files += 1;
  }
  await context.close();
  measured.push(result);
  return result;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();
const firstHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

/** A random test of `count` questions of one subject, started now, as the demo learner. */
async function startedExamIn(subjectName: string, count: number): Promise<number> {
  const token = await learnerToken();
  return startedExam(token, await subjectId(token, subjectName), count);
}

describe('first-paint budgets', () => {
  it('keeps the login page, the first thing a newcomer downloads, within its budget', async () => {
    const login = await measure('/', (page) => page.getByRole('button', { name: 'Login' }).waitFor(), false);
    expect(login.js).toBeLessThanOrEqual(budget.loginJs);
    expect(login.css).toBeLessThanOrEqual(budget.css);
    expect(login.files).toBeLessThanOrEqual(budget.loginFiles);
  });

  it.each([
    ['/register', heading('Create your account'), false],
    ['/home', heading('My Exam Schedule'), true],
    ['/flashcard', heading(/flashcard/i), true],
    ['/random-test', heading(/random test/i), true],
    ['/model-test', heading(/model test/i), true],
    ['/previous-year-test', heading(/previous year/i), true],
    ['/packages', heading('Packages'), true],
    ['/offers', heading('Offers'), true],
    ['/custom-packages', firstHeading, true],
    ['/profile/subscriptions', heading('My Subscriptions'), true],
    ['/profile/transactions', heading('My Transactions'), true],
    ['/history', firstHeading, true],
    ['/revision', heading('Revision'), true],
    ['/leaderboard', firstHeading, true],
    ['/profile', firstHeading, true],
  ] as const)('keeps %s within the route budget', async (path, ready, signedIn) => {
    const route = await measure(path, ready, signedIn);
    expect(route.js).toBeLessThanOrEqual(budget.routeJs);
    expect(route.css).toBeLessThanOrEqual(budget.css);
    expect(route.files).toBeLessThanOrEqual(budget.routeFiles);
  });

  it.each([
    ['/', heading(bengaliTwins.access.loginTitle), false],
    ['/register', firstHeading, false],
    ['/home', firstHeading, true],
    ['/random-test', firstHeading, true],
    ['/packages', firstHeading, true],
    ['/custom-packages', firstHeading, true],
    ['/history', firstHeading, true],
    ['/leaderboard', firstHeading, true],
    ['/profile', firstHeading, true],
  ] as const)('keeps %s in Bengali within the same budget as in English', async (path, ready, signedIn) => {
    const route = await measure(path, ready, signedIn, 'bn-BD');
    const login = path === '/';
    expect(route.js).toBeLessThanOrEqual(login ? budget.loginJs : budget.routeJs);
    expect(route.css).toBeLessThanOrEqual(budget.css);
    expect(route.files).toBeLessThanOrEqual(login ? budget.loginFiles : budget.routeFiles);
  });

  it('keeps an exam of physics questions within the route budget and fetches temml only after the first paint', async () => {
    const exam = await measure(`/exam/${await startedExamIn('Physics', 100)}`, heading('Question 1'), true);
    expect(exam.js).toBeLessThanOrEqual(budget.routeJs);
    expect(exam.css).toBeLessThanOrEqual(budget.css);
    expect(exam.files).toBeLessThanOrEqual(budget.routeFiles);
  });

  it('never fetches temml for an exam without math, and fetches it once a formula is shown', async () => {
    const english = await measure(`/exam/${await startedExamIn('English', 20)}`, heading('Question 1'), true);
    // The shell's overlays, prefetched once the browser idles (listed 'prefetched …'), may land
    // while a slow machine walks the paper; the question here is temml alone.
    expect(askedForByThePage(english)).toEqual([]);
    const math = await measure(
      `/exam/${await startedExamIn('Higher Mathematics', 30)}`,
      async (page) => {
        await heading('Question 1')(page);
        // Walk until a formula is on screen: a mathematics paper has one within a few questions.
        for (let i = 0; i < 30 && (await page.locator('math').count()) === 0; i += 1) {
          await page.getByRole('button', { name: 'Next' }).click();
          await page.waitForLoadState('networkidle');
        }
      },
      true,
    );
    expect(askedForByThePage(math)).toEqual([expect.stringMatching(/^temml-/)]);
  });

  it("fetches only the chosen country's states and cities at registration, and offers them", async () => {
    const context = await browser().newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/register');
    await heading('Create your account')(page);
    // The fields before the address, so the select's own part is already here.
    await choose(page, 'Gender', 'male');
    await page.waitForLoadState('networkidle');
    const bodies: Array<Promise<Buffer>> = [];
    const collect = (response: PageResponse) => {
      if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) bodies.push(response.body());
    };
    page.on('response', collect);
    await choose(page, /^Country(?! Code)/, 'USA');
    await choose(page, 'State', 'California');
    await choose(page, 'City', 'Los Angeles');
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    let bytes = 0;
    for (const body of bodies) bytes += gzipSync(await body, { level: 9 }).length;
    console.log(`  places of the USA: JS ${kb(bytes)}`);
    expect(bytes).toBeLessThanOrEqual(placesJs);
    await expect.poll(() => page.getByRole('button', { name: /^City/ }).textContent()).toContain('Los Angeles');
    await context.close();
  });
});
