// /home holds still while it loads (docs/progress.md#exam-schedule): on a phone, My Exam Schedule's
// empty message wraps to two lines, and the one-line Loading… before it pushed the Performance
// Analysis card down by a line when it arrived, a CLS of 0.024 in the bench's Lighthouse run
// (target 0.02). Layout shifts are read from the browser's own layout-shift entries.
import { scheduleMessages } from '@proshno/engine';
import { afterAll, expect, it } from 'vitest';
import { baseUrl, launch } from './browser';
import { registeredLearner } from './product';
import { signIn } from './screens';

const browser = await launch();
afterAll(() => browser.close());

type Shift = { value: number; moved: string[] };

it('moves nothing below My Exam Schedule when its empty message replaces Loading… on a phone', async () => {
  const learner = await registeredLearner('still');
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    await signIn(page, learner.email, learner.password);
    await page.waitForURL((url) => url.pathname === '/home');
    await context.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node | null }[] }[]) {
          shifts.push({ value: entry.value, moved: entry.sources.map((s) => (s.node instanceof Element ? (s.node.getAttribute('aria-labelledby') ?? s.node.tagName) : '#text')) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const fresh = await context.newPage();
    await fresh.goto('/home');
    await fresh.getByText(scheduleMessages.empty).waitFor();
    await fresh.getByRole('table', { name: 'Performance Analysis data' }).waitFor({ state: 'attached' });
    // Two frames, so a shift of the last render is reported.
    await fresh.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await fresh.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    expect(shifts.filter((s) => s.moved.includes('performance-title'))).toEqual([]);
    expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThanOrEqual(0.02);
  } finally {
    await context.close();
  }
});
