// Issue 29 item 2 (docs/shell.md#error-boundary): a screen that cannot be shown leaves the product's
// words, Try Again and a way home instead of a white page, keeps the frame around it, and reports
// itself to the server, whose log gets a line under the request's id. Here the screen's code cannot
// be fetched (a first visit, no service worker yet, on a line that drops), the failure a learner
// on a slow network meets.
import { messages } from '@proshno/engine';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { signedInState, type StorageState } from './product';
import { logLines } from './productProcess';

let learnerState: StorageState;
const browser = useBrowser(async (launched) => {
  learnerState = await signedInState(launched);
});

describe('a screen whose code cannot be fetched', () => {
  it('says so with Try Again and Go to Home inside the frame, reports it, and Try Again shows the page once the line is back', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), storageState: learnerState, serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const chunk = /\/assets\/HistoryScreen-[^/]*\.js$/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    const reports: string[] = [];
    page.on('requestfinished', (request) => {
      if (!(request.postData() ?? '').includes('ReportClientError')) return;
      // A later report's body is gone once the page reloads (Try Again); only the first is read.
      void request
        .response()
        .then((response) => response?.text())
        .then((body) => reports.push(body ?? ''))
        .catch(() => reports.push('(page left before the answer was read)'));
    });

    await page.goto('/history');
    const heading = page.getByRole('heading', { level: 1, name: messages.screenFailedTitle });
    await heading.waitFor();
    await page.getByText(messages.screenFailedChunk).waitFor();
    await page.getByText(messages.screenFailedAnswersKept).waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    // The frame stays: the top bar's menu is still there to go elsewhere.
    expect(await page.getByRole('button', { name: /menu/i }).count()).toBeGreaterThan(0);

    // Reported once, answered by the server, and written to the api's log with the gateway's request id.
    await expect.poll(() => reports[0]).toBe('{"data":{"reportClientError":true}}');
    const dataDir = inject('dataDir');
    const line = () => logLines(dataDir, 'api.log').find((entry) => entry['msg'] === 'client error' && JSON.stringify(entry['client_error']).includes('"route":"/history"'));
    await expect.poll(() => line()?.['client_error']).toMatchObject({ kind: 'chunk', route: '/history' });
    const requestId = line()?.['reqId'];
    expect(logLines(dataDir, 'gateway.log').some((entry) => entry['reqId'] === requestId)).toBe(true);

    // Go to Home leaves the failed page; back on /history with the line restored, Try Again loads it.
    await page.getByRole('link', { name: messages.goHome }).click();
    await page.getByRole('heading', { name: 'My Exam Schedule' }).waitFor();
    await page.goBack();
    await heading.waitFor();
    await page.unroute(chunk);
    await page.getByRole('button', { name: messages.tryAgain }).click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    expect(await page.getByTestId('screen-failed').count()).toBe(0);
    await context.close();
  });
});
