// Issue 19 part A, against the production build `npm start` serves: the app is installable
// (docs/shell.md#installable), opens with no network after one visit (docs/shell.md#offline-app),
// says at once when the network is gone (docs/shell.md#offline-indicator), and a new version
// deployed during an exam waits until the learner leaves it (docs/shell.md#new-version).
import { messages } from '@proshno/engine';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseUrl, launchWithProfile, useBrowser } from './browser';
import { cancelUnfinishedExams, learnerToken, signedInState, startedExam, subjectId, type StorageState } from './product';

let learnerState: StorageState;
const browser = useBrowser(async (launched) => {
  learnerState = await signedInState(launched);
});
afterAll(cancelUnfinishedExams);

async function signedInPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ baseURL: baseUrl(), storageState: learnerState });
  return { context, page: await context.newPage() };
}

/** Waits until the service worker has installed (its precache complete) and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
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
