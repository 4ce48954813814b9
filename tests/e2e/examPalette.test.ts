// The question palette (docs/exam.md#palette, issue 28 item 13) in real Chromium against the
// started product, as the demo learner: a chip per question that says its number and state, one
// press to question 30, by pointer or keyboard, on a 360×740 phone and with text at 200%.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelUnfinishedExams, learnerToken, signedInPage, startedExam, subjectId } from './product';
import { useBrowser } from './browser';
import { sidewaysOverflow } from './routeTour';

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

const PHONE = { width: 360, height: 740 };

async function openExam(page: Page, examId: number): Promise<void> {
  await page.goto(`/exam/${examId}`);
  await page.getByRole('heading', { name: 'Question 1' }).waitFor();
}

const palette = (page: Page) => page.getByRole('toolbar', { name: 'Questions' });
const chip = (page: Page, number: number) => palette(page).getByRole('button', { name: new RegExp(`^Question ${number}:`) });

/** The accessible name of the chip with this number. */
function chipNameOf(page: Page, number: number): Promise<string | null> {
  return chip(page, number).getAttribute('aria-label');
}

describe('the question palette', () => {
  it('shows a chip for every question with its state, and one press opens question 30 on a phone', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 30);
    const { page } = await signedInPage(browser(), PHONE);
    await openExam(page, examId);

    // Every question has its chip without any filter on.
    await expect.poll(() => palette(page).getByRole('button').count()).toBe(30);
    expect(await chipNameOf(page, 1)).toBe('Question 1: not answered, current');

    await page.getByRole('button', { name: /^Option A:/ }).click();
    await page.keyboard.press('Shift+B');
    await expect.poll(() => chipNameOf(page, 1)).toBe('Question 1: answered, bookmarked, current');

    await chip(page, 30).click();
    await page.getByRole('heading', { name: 'Question 30' }).waitFor();
    await expect.poll(() => chipNameOf(page, 30)).toBe('Question 30: not answered, current');
    expect(await chipNameOf(page, 1)).toBe('Question 1: answered, bookmarked');
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/h-palette-phone.png', fullPage: true });

    // With text at 200% the chips wrap and still fit the phone's width, each a 44 px target at least.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const question = await page.getByRole('region', { name: 'Question' }).evaluate((main) => main.getBoundingClientRect().right);
    expect(question).toBeLessThanOrEqual(PHONE.width);
    const boxes = await palette(page)
      .getByRole('button')
      .evaluateAll((chips) => chips.map((c) => c.getBoundingClientRect()).map(({ left, right, width, height }) => ({ left, right, width, height })));
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await chip(page, 30).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/h-palette-phone-200.png' });
  });

  it('is one Tab stop whose arrow keys, Home and End move among the chips and Enter opens one', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 30);
    const { page } = await signedInPage(browser(), { width: 1280, height: 800 });
    await openExam(page, examId);
    await page.screenshot({ path: '/tmp/h-palette-wide.png', fullPage: true });

    // Only the current question's chip is in the Tab order; Tab from Submit Exam reaches it.
    expect(await palette(page).locator('button[tabindex="-1"]').count()).toBe(29);
    await page.getByRole('button', { name: 'Submit Exam' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Question 1: not answered, current');

    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    await page.keyboard.press('End');
    await expect.poll(focused).toBe('Question 30: not answered');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focused).toBe('Question 29: not answered');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe('Question 3: not answered');
    // The arrow keys moved the focus, not the question.
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Question 3' }).waitFor();
    await expect.poll(() => chipNameOf(page, 3)).toBe('Question 3: not answered, current');
  });
});
