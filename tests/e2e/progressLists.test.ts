// The lists a new learner reads on their progress (issue 16, "History, dashboard, leaderboard") in
// real Chromium, as the demo learner: the leaderboard marks their own row and says what the score
// is, History lists only exams with questions and a scheduled one as Scheduled at its start, the
// stat cards say which days they cover, icon buttons are SVG with names, and a newer toast replaces
// a stale one at once. Exams made here are cancelled again, since the demo
// learner is shared with the other e2e files.
import { formatDhakaDateTime, messages, progressMessages, STATS_PERIOD_LABEL, TOAST_DISMISS_MS } from '@proshno/engine';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { createdExam, graphql, LEARNER, learnerToken, scheduledPhysics, signedInPage } from './product';
import { signIn } from './screens';

const PHONE = 360;

const browser = useBrowser();

describe('the progress lists of the demo learner', () => {
  it('the leaderboard highlights the learner’s own row and says in one line what the score is', async () => {
    const { context, page } = await signedInPage(browser(), PHONE);
    await page.goto('/leaderboard');
    const table = page.getByRole('table', { name: 'Leaderboard' });
    const mine = table.locator('tr[aria-current="true"]');
    await mine.waitFor();
    expect(await mine.count()).toBe(1);
    expect(await mine.getByRole('cell').nth(1).textContent()).toBe(`${LEARNER.name} ${progressMessages.leaderboardYou}`);
    const other = table.locator('tbody tr:not([aria-current])').first();
    if ((await other.count()) > 0) {
      const background = (row: typeof mine) => row.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await background(mine)).not.toBe(await background(other));
    }
    await page.getByText(progressMessages.leaderboardScoreExplained, { exact: true }).waitFor();
    await context.close();
  });

  it('history leaves out an exam whose type was chosen and then left, and shows a scheduled exam as Scheduled at its start', async () => {
    const token = await learnerToken();
    const left = await createdExam(token);
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCSeconds(0, 0);
    const scheduled = await scheduledPhysics(token, start);
    try {
      const { context, page } = await signedInPage(browser(), 1280);
      await page.goto('/history');
      const row = page.locator(`tr[data-exam="${scheduled}"]`);
      await row.waitFor();
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells.slice(4, 6)).toEqual([progressMessages.statusScheduled, formatDhakaDateTime(start.toISOString())]);
      expect(await page.locator(`tr[data-exam="${left}"]`).count()).toBe(0);
      await context.close();
    } finally {
      for (const id of [left, scheduled]) await graphql('mutation($id: Int!) { cancelExam(id: $id) }', { id }, token);
    }
  });

  it('the delete and view buttons are named and drawn as SVG icons, not emoji a phone may lack', async () => {
    const token = await learnerToken();
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCSeconds(0, 0);
    const scheduled = await scheduledPhysics(token, start);
    try {
      const { context, page } = await signedInPage(browser(), PHONE);
      const row = page.getByRole('table', { name: 'My Exam Schedule' }).getByRole('row').filter({ hasText: formatDhakaDateTime(start.toISOString()) });
      await expectIcon(row.getByRole('button', { name: 'Delete exam' }));
      await page.goto('/history');
      await expectIcon(page.getByRole('link', { name: `View history of exam ${scheduled}` }));
      await context.close();
    } finally {
      await graphql('mutation($id: Int!) { cancelExam(id: $id) }', { id: scheduled }, token);
    }
  });

  it('the stat cards on /home say the period they cover', async () => {
    const { context, page } = await signedInPage(browser(), PHONE);
    const period = page.getByRole('heading', { name: STATS_PERIOD_LABEL, exact: true });
    await period.waitFor();
    const region = page.getByRole('region', { name: STATS_PERIOD_LABEL, exact: true });
    expect(await region.getByTestId('stat-card').count()).toBe(4);
    await context.close();
  });
});

/** A control whose name comes from its label and whose picture is an SVG, with no text glyph. */
async function expectIcon(control: Locator): Promise<void> {
  await control.waitFor();
  expect(await control.locator('svg').count()).toBe(1);
  expect((await control.textContent())?.trim()).toBe('');
}

describe('toasts', () => {
  it('a newer toast replaces the one on screen at once: two login errors in a row show only the newer', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    const region = page.getByRole('status').filter({ has: page.locator('[data-kind]') });
    await signIn(page, 'nobody.here@example.com', 'Nobody#2026');
    await region.filter({ hasText: messages.loginUserNotFound }).waitFor();
    const firstShown = Date.now();
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2026');
    await page.getByLabel('Email').fill(LEARNER.email);
    await page.getByRole('button', { name: 'Login' }).click();
    await region.filter({ hasText: messages.loginInvalid }).waitFor();
    // A queue would hold the first for its full time before the second could show.
    expect(Date.now() - firstShown).toBeLessThan(TOAST_DISMISS_MS);
    expect(await region.locator('[data-kind] > span').allTextContents()).toEqual([messages.loginInvalid]);
    await context.close();
  });
});
