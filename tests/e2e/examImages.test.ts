// Issue 19's 'light on data', against the production build `npm start` serves: a question's picture
// has its box before it loads, so nothing moves when it arrives (docs/exam.md#image-size), and an
// exam's pictures are kept on the device when its questions arrive, so the exam shows them after a
// reload with no network (docs/exam.md#image-offline).
import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { cancelUnfinishedExams, graphql, GRAPH, learnerToken, signedInState, velocityGraphExam, visitedOnce, type StorageState } from './product';

let learnerState: StorageState;
const browser = useBrowser(async (launched) => {
  learnerState = await signedInState(launched);
});
afterAll(cancelUnfinishedExams);

/** Cancels the exam, so its questions can be drawn again (an open exam holds them). */
async function cancel(exam: number): Promise<void> {
  await graphql('mutation($id: Int!) { cancelExam(id: $id) }', { id: exam }, await learnerToken());
}

/** The demo bank's velocity–time graph, as the seed measured it from its file. */
async function graphExam(): Promise<{ exam: number; graphAt: number }> {
  const { exam, graphAt, figure } = await velocityGraphExam();
  expect(figure).toEqual({ type: 'image', data: 'bank/velocity-time-graph.svg', width: GRAPH.width, height: GRAPH.height });
  return { exam, graphAt };
}

async function onQuestion(page: Page, number: number): Promise<void> {
  await page.getByRole('heading', { name: `Question ${number}` }).waitFor();
}

/** Next until question `number`. */
async function goTo(page: Page, number: number): Promise<void> {
  for (let at = 2; at <= number; at += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    await onQuestion(page, at);
  }
}

function figure(page: Page) {
  return page.getByRole('img', { name: 'Question figure' });
}

async function loaded(page: Page): Promise<boolean> {
  return figure(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
}

describe('a picture in a question', () => {
  it('has its box, in its proportions, before it loads, and keeps it when it arrives', async () => {
    const { exam, graphAt } = await graphExam();
    // No service worker here: the picture's request is held in the page until the box is measured.
    const context = await browser().newContext({ baseURL: baseUrl(), storageState: learnerState, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      const held: Route[] = [];
      let requested = (): void => undefined;
      const firstRequest = new Promise<void>((resolve) => (requested = resolve));
      await page.route(`**${GRAPH.path}`, (route) => {
        held.push(route);
        requested();
      });
      await page.goto(`/exam/${exam}`);
      await onQuestion(page, 1);
      await goTo(page, graphAt);
      await firstRequest;

      const image = figure(page);
      expect(await image.getAttribute('loading')).toBe('lazy');
      expect(await image.getAttribute('decoding')).toBe('async');
      expect(await loaded(page)).toBe(false);
      const before = await image.boundingBox();
      if (before === null) throw new Error('the picture is on screen');
      expect(before.width).toBeGreaterThan(GRAPH.width / 2);
      expect(before.width).toBeLessThanOrEqual(GRAPH.width);
      expect(Math.abs(before.height - (before.width * GRAPH.height) / GRAPH.width)).toBeLessThan(1);

      for (const route of held) await route.continue();
      await expect.poll(() => loaded(page)).toBe(true);
      expect(await image.boundingBox()).toEqual(before);
    } finally {
      await context.close();
      await cancel(exam);
    }
  });
});

describe("an exam's pictures with no network", () => {
  it('are kept on the device when the questions arrive, and show after a reload offline', async () => {
    const { exam, graphAt } = await graphExam();
    const { context, page } = await visitedOnce(browser(), learnerState);
    try {
      await page.goto(`/exam/${exam}`);
      await onQuestion(page, 1);
      // The question set has arrived: its picture is put in the image cache, whichever question shows.
      await expect.poll(() => page.evaluate(async (path) => (await caches.match(path)) !== undefined, GRAPH.path), { timeout: 30_000 }).toBe(true);

      // Nothing of it left in the browser's own HTTP cache: offline, only the image cache can answer.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await context.setOffline(true);
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await onQuestion(page, 1);
      await goTo(page, graphAt);
      await expect.poll(() => loaded(page)).toBe(true);
    } finally {
      await context.setOffline(false);
      await context.close();
      await cancel(exam);
    }
  });
});
