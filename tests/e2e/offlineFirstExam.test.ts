// The first exam on a new phone, on a poor 3G line (docs/shell.md#offline-first, issue 29 item 6): the
// service worker is started when the exam's questions arrive and installs with what the exam needs,
// so within the exam's first minute the page says it is ready to continue offline; the line then
// drops, the page is reloaded with no network, and the exam goes on: its question shows and an answer
// can be chosen. The rest of the app follows once the page is idle.
import { messages } from '@proshno/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelUnfinishedExams, learnerToken, LEARNER, startedExam, subjectId } from './product';
import { baseUrl, useBrowser } from './browser';
import { signIn } from './screens';

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

/** Poor 3G as the audit had it: 300 ms each way, 400 kbps down, 200 kbps up. */
const poor3g = { offline: false, latency: 300, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (200 * 1024) / 8 };

describe('the first exam on a new phone', () => {
  it('is ready to continue offline within its first minute, and goes on after a reload with no network', async () => {
    const exam = await startedExam(await learnerToken(), await subjectId(await learnerToken(), 'Physics'), 10);
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', poor3g);

    await signIn(page, LEARNER.email, LEARNER.password);
    await page.waitForURL('**/home', { timeout: 60_000 });
    await page.goto(`/exam/${exam}`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor({ timeout: 60_000 });
    const questionsAt = Date.now();
    // Until the worker keeps what the exam needs, the page says it is getting ready.
    const readiness = page.locator('[data-offline-readiness]');
    expect([messages.offlinePreparing, messages.offlineReady]).toContain(await readiness.textContent());
    await page.getByText(messages.offlineReady).waitFor({ timeout: 60_000 });
    console.log(`  ready to continue offline ${((Date.now() - questionsAt) / 1000).toFixed(1)} s after the questions showed`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The line drops: for the page (its own emulation, set above, would outlast Playwright's) and the worker.
    await cdp.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    const option = page.getByRole('button', { name: /^Option A:/ });
    await option.click();
    await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(messages.offline).waitFor();
    await context.close();
  });
});
