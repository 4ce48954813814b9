// Issue 19 part A, against the production build `npm start` serves: the app is installable
// (docs/shell.md#installable), opens with no network after one visit (docs/shell.md#offline-app),
// says at once when the network is gone (docs/shell.md#offline-indicator), and a new version
// deployed during an exam waits until the learner leaves it (docs/shell.md#new-version).
import { answerDeliveryMessages, messages, practiceMessages } from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { freePort } from '@proshno/server-kit';
import { startProduct } from '../../scripts/product';
import { buildWebIfStale, webDist } from '../../scripts/webBuild';
import { baseUrl, launchWithProfile, useBrowser, useProductAt } from './browser';
import { cancelUnfinishedExams, learnerToken, signedInState, startedExam, subjectId, type StorageState } from './product';

// A product of this file's own, serving its own copy of the build: the new-version tests deploy a
// new service worker into it, which a product sharing web/dist would offer to every page of the
// other suites running meanwhile (one took over mid-test and aborted that page's navigation).
await buildWebIfStale();
const ownDist = mkdtempSync(join(tmpdir(), 'proshno-pwa-dist-'));
cpSync(webDist, ownDist, { recursive: true });
const ownData = mkdtempSync(join(tmpdir(), 'proshno-pwa-data-'));
const product = await startProduct({ port: await freePort(), host: '127.0.0.1', dataDir: ownData, persistedOperationsOnly: false, webDist: ownDist });
useProductAt(product.url);
afterAll(async () => {
  await product.close();
  rmSync(ownDist, { recursive: true, force: true });
  rmSync(ownData, { recursive: true, force: true });
});

let learnerState: StorageState;
const browser = useBrowser(async (launched) => {
  learnerState = await signedInState(launched);
});
afterAll(cancelUnfinishedExams);

async function signedInPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ baseURL: baseUrl(), storageState: learnerState });
  return { context, page: await context.newPage() };
}

/**
 * Waits until the service worker controls the page and keeps the whole app: it installed with what
 * an exam needs and has fetched the rest (docs/shell.md#offline-first), so every route opens offline.
 */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null && document.documentElement.dataset['offlineReady'] === 'all', undefined, {
    timeout: 90_000,
  });
}

async function physicsExam(count: number): Promise<number> {
  const token = await learnerToken();
  return startedExam(token, await subjectId(token, 'Physics'), count);
}

describe('the installable app', () => {
  it('serves a valid manifest, and Chromium finds nothing that stops installing it', async () => {
    const manifest = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = (await manifest.json()) as { name: string; short_name: string; display: string; start_url: string; scope: string; theme_color: string; background_color: string; icons: Array<{ src: string; sizes: string; purpose?: string }> };
    expect(body).toMatchObject({ short_name: 'Proshno', display: 'standalone', start_url: '/', scope: '/', theme_color: '#1f5fbf', background_color: '#f5f7fb' });
    expect(body.icons.map((icon) => `${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`)).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of body.icons) expect((await fetch(`${baseUrl()}${icon.src}`)).status).toBe(200);
    const worker = await fetch(`${baseUrl()}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    // Installing needs a profile: an incognito context (every other test's) is refused for that alone.
    const profile = mkdtempSync(join(tmpdir(), 'proshno-pwa-'));
    const context = await launchWithProfile(profile, baseUrl());
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await controlledByServiceWorker(page);
    for (const file of ['/', '/home', '/exam/1']) {
      const html = await (await fetch(`${baseUrl()}${file}`, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180x180.png" />');
    }
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
});

describe('with no network after one visit', () => {
  it('reloading /home and an exam shows the app, not the browser error page', async () => {
    const exam = await physicsExam(5);
    const { context, page } = await signedInPage();
    await page.goto('/home');
    await page.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await page.getByText(messages.offline).waitFor({ timeout: 1000 });
    const home = await page.reload();
    expect(home?.fromServiceWorker()).toBe(true);
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    await page.getByText(messages.offline).waitFor();

    const examPage = await page.goto(`/exam/${exam}`);
    expect(examPage?.fromServiceWorker()).toBe(true);
    expect(await page.locator('link[rel="modulepreload"][href*="ExamScreen"]').count()).toBe(1);
    await page.getByText(messages.offline).waitFor();
    await context.close();
  });
});

// docs/i18n.md#builds: each language is a build of its own; the worker answers a page in the device's
// language once it keeps that language's files, and the gateway until then.
describe('both languages under the service worker', () => {
  it("opens in the device's language, online and offline, and a switch takes effect at once", async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), storageState: learnerState, locale: 'bn-BD' });
    const page = await context.newPage();
    const bengaliHome = page.getByRole('heading', { name: bengaliTwins.practice.myExamSchedule });
    await page.goto('/home');
    await bengaliHome.waitFor();
    await controlledByServiceWorker(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await bengaliHome.waitFor();

    // Back online, English chosen: the worker keeps no English files yet, so the gateway answers,
    // in English; the page then keeps the English files, and opens in English offline too.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: practiceMessages.myExamSchedule }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    const englishOffline = await page.reload();
    expect(englishOffline?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: practiceMessages.myExamSchedule }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  it('loads the Bengali build again when the page came in English though the device chose Bengali (the cookie was gone)', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), storageState: learnerState, locale: 'en-GB' });
    await context.addInitScript(() => {
      if (window.localStorage.getItem('proshno.language') === null) window.localStorage.setItem('proshno.language', 'bn');
    });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await page.goto('/home');
    await page.getByRole('heading', { name: bengaliTwins.practice.myExamSchedule }).waitFor();
    // The English page, then once more for the Bengali one; no more.
    expect(documents).toHaveLength(2);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'proshno-language', value: 'bn' }));
    await context.close();
  });
});

describe('/ under the service worker', () => {
  it('never paints the login card for a signed-in learner, who goes straight on to /home (docs/architecture.md#prerender)', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/home');
    await page.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
    await controlledByServiceWorker(page);
    expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'proshno-signed-in', value: '1' }));
    // From the document's first node: whether the login card's heading or its form was ever in the page.
    await page.addInitScript(() => {
      const record = { login: false };
      Object.assign(window, { loginRecord: record });
      const look = () => {
        if (document.querySelector('#login-title, input[type="password"]') !== null) record.login = true;
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true });
      document.addEventListener('readystatechange', look);
    });
    const landing = await page.goto('/');
    expect(landing?.fromServiceWorker()).toBe(true);
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { loginRecord: { login: boolean } }).loginRecord.login)).toBe(false);

    // Offline too: the page from the device, still no login card.
    await context.setOffline(true);
    const offline = await page.goto('/');
    expect(offline?.fromServiceWorker()).toBe(true);
    await page.waitForURL('**/home');
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { loginRecord: { login: boolean } }).loginRecord.login)).toBe(false);
    await context.close();
  });
});

describe('the offline indicator', () => {
  it('appears within a second of losing the network and goes when it is back', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/home');
    await page.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
    expect(await page.getByText(messages.offline).count()).toBe(0);
    await context.setOffline(true);
    await page.getByText(messages.offline).waitFor({ timeout: 1000 });
    await context.setOffline(false);
    await page.getByText(messages.offline).waitFor({ state: 'detached', timeout: 1000 });
    await context.close();
  });
});

describe('the exam page says where the answers are', () => {
  it('counts the answers chosen offline and says when every one has reached the server', async () => {
    const exam = await physicsExam(5);
    const { context, page } = await signedInPage();
    await page.goto(`/exam/${exam}`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    const options = page.getByRole('group', { name: 'Options' }).getByRole('button');
    await options.first().click();
    await page.getByText(answerDeliveryMessages.delivered).waitFor();

    await context.setOffline(true);
    await page.getByText(messages.offline).waitFor({ timeout: 1000 });
    await options.nth(1).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Question 2' }).waitFor();
    await options.first().click();
    await page.getByText('Answers waiting to be sent: 2').waitFor();

    await context.setOffline(false);
    await page.getByText(answerDeliveryMessages.delivered).waitFor();
    expect(await page.getByText(messages.offline).count()).toBe(0);
    await context.close();
  });
});

describe('a new version deployed during an exam', () => {
  it('is announced, not applied until the learner leaves the exam, then takes over', async () => {
    const exam = await physicsExam(5);
    const { context, page } = await signedInPage();
    await page.goto(`/exam/${exam}`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await controlledByServiceWorker(page);
    // A value only this document holds: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const restore = deployNewServiceWorker();
    try {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await page.getByText(messages.newVersionReady).waitFor();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
      // Still the same exam page: not reloaded, the question on screen.
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Question 2' }).waitFor();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`/exam/${exam}`);

      // Leaving the exam by a link is the next navigation outside it: the new version takes over
      // and the page reloads once, at home.
      const workers = await watchWorkers(context, page);
      await page.getByRole('link', { name: 'Home' }).first().click();
      await stopWorkersUntilTakenOver(workers);
      await expect.poll(() => page.evaluate(() => 'sameDocument' in window).catch(() => true), { timeout: 30_000 }).toBe(false);
      await page.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
      await page.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting === null && registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
      });
      expect(await page.getByText(messages.newVersionReady).count()).toBe(0);
    } finally {
      restore();
    }
    await context.close();
  });
});

describe('a new version while another tab has an exam open', () => {
  it('is not applied from the tab outside the exam; it waits, and takes over once the exam tab leaves it', async () => {
    const exam = await physicsExam(3);
    const { context, page: examTab } = await signedInPage();
    await examTab.goto(`/exam/${exam}`);
    await examTab.getByRole('heading', { name: 'Question 1' }).waitFor();
    await controlledByServiceWorker(examTab);
    const otherTab = await context.newPage();
    await otherTab.goto('/home');
    await otherTab.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
    await controlledByServiceWorker(otherTab);
    for (const tab of [examTab, otherTab]) await tab.evaluate(() => Object.assign(window, { sameDocument: true }));
    const controllerChanges = () => examTab.evaluate(() => ('controllerChanges' in window ? Number(window.controllerChanges) : 0));
    await examTab.evaluate(() => {
      Object.assign(window, { controllerChanges: 0 });
      navigator.serviceWorker.addEventListener('controllerchange', () => Object.assign(window, { controllerChanges: Number(Reflect.get(window, 'controllerChanges')) + 1 }));
    });

    const restore = deployNewServiceWorker();
    try {
      await examTab.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await examTab.getByText(messages.newVersionReady).waitFor();

      // The other tab, outside an exam, learns of the new version too (its own registration hears
      // the install; on a loaded machine that can come seconds after the exam tab's; either
      // sentence, as it may have asked already), then asks it to take over on its next page; the
      // worker refuses while the exam tab holds its exam open, and the other tab says so.
      const sameStart = messages.newVersionReady.slice(0, messages.newVersionReady.indexOf('.') + 1);
      expect(messages.newVersionHeldByExam.startsWith(sameStart)).toBe(true);
      await otherTab.getByText(sameStart).first().waitFor();
      await otherTab.getByRole('link', { name: 'Leaderboard' }).first().click();
      await otherTab.getByText(messages.newVersionHeldByExam).waitFor();
      // Even once the old worker goes idle (stopped, as the browser would), nothing takes over.
      const workers = await watchWorkers(context, otherTab);
      await workers.cdp.send('ServiceWorker.stopAllWorkers');
      await examTab.getByRole('button', { name: 'Next' }).click();
      await examTab.getByRole('heading', { name: 'Question 2' }).waitFor();
      expect(await examTab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
      expect(await controllerChanges()).toBe(0);
      expect(await examTab.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(await otherTab.evaluate(() => 'sameDocument' in window)).toBe(true);

      // The exam tab leaves the exam: the new version takes over, and both tabs reload onto it.
      await examTab.getByRole('link', { name: 'Home' }).first().click();
      await stopWorkersUntilTakenOver(workers);
      await expect.poll(() => examTab.evaluate(() => 'sameDocument' in window).catch(() => true), { timeout: 30_000 }).toBe(false);
      await expect.poll(() => otherTab.evaluate(() => 'sameDocument' in window).catch(() => true), { timeout: 30_000 }).toBe(false);
      await examTab.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
      await examTab.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting === null && registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
      });
    } finally {
      restore();
    }
    await context.close();
  });
});

/** The service-worker versions Chromium reports, by id, with their status as it changes. */
type WorkerWatch = { cdp: CDPSession; status: Map<string, string>; waited: Set<string> };

async function watchWorkers(context: BrowserContext, page: Page): Promise<WorkerWatch> {
  const cdp = await context.newCDPSession(page);
  const status = new Map<string, string>();
  const waited = new Set<string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) {
      status.set(version.versionId, version.status);
      if (version.status === 'installed') waited.add(version.versionId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, status, waited };
}

/**
 * The old version hands over once it has no events left to handle and goes idle. A worker the
 * test's DevTools session is attached to never goes idle by itself, so the test stops the workers
 * as the browser would, until the waiting version (reported 'installed') is activating. Then it
 * stops no more: a stop while the pages reload onto the new version would cut their fetches and
 * leave a page without its scripts (seen on a busy CI machine). Stopping alone activates nothing:
 * a waiting version takes over an open page only after a page outside an exam asked it to.
 */
async function stopWorkersUntilTakenOver({ cdp, status, waited }: WorkerWatch): Promise<void> {
  await expect.poll(() => waited.size).toBeGreaterThan(0);
  const tookOver = () => [...waited].some((id) => status.get(id) === 'activating' || status.get(id) === 'activated');
  await expect
    .poll(
      async () => {
        if (!tookOver()) await cdp.send('ServiceWorker.stopAllWorkers');
        return tookOver();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

/**
 * Changes the bytes of the built sw.js (and its compressed copies) the product serves, as a
 * deploy would; returns what puts the old ones back.
 */
function deployNewServiceWorker(): () => void {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(ownDist, name)).filter((file) => existsSync(file));
  const old = new Map(files.map((file) => [file, readFileSync(file)]));
  const next = Buffer.concat([readFileSync(join(ownDist, 'sw.js')), Buffer.from(`\n// deployed at ${Date.now()}\n`)]);
  writeFileSync(join(ownDist, 'sw.js'), next);
  if (old.has(join(ownDist, 'sw.js.br'))) writeFileSync(join(ownDist, 'sw.js.br'), brotliCompressSync(next));
  if (old.has(join(ownDist, 'sw.js.gz'))) writeFileSync(join(ownDist, 'sw.js.gz'), gzipSync(next));
  return () => {
    for (const [file, bytes] of old) writeFileSync(file, bytes);
  };
}
