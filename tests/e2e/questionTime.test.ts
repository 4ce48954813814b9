// The time on each question (issue 32 item 1, docs/exam.md#question-time) in real Chromium at 360 px,
// against a product of this file's own whose api clock the test moves (./movableClock.ts): the page's
// clock runs 70 s on question 1 (Playwright's clock fires the exam's ticker every second), the api's
// clock moves with it, and the exam's review says the time and finds the question slow
// (docs/progress.md#history-filters).
import { progressMessages } from '@proshno/engine';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launch } from './chromium';
import { startedRandomTest, subjectNamed } from './examFixtures';
import { graphqlAt, tokenOf } from './graphqlClient';
import { startProductOnMovableClock } from './movableClock';
import { LEARNER } from './product';
import { signIn } from './screens';

const clock = await startProductOnMovableClock('question-time');
const { product } = clock;
const graphql = graphqlAt(product.url);
const browser: Browser = await launch();

afterAll(async () => {
  await browser.close();
  await clock.close();
});

describe('the time on each question (docs/exam.md#question-time)', () => {
  it('counts 70 s on question 1 and a moment on question 2; the review says so and walks the slow one', { timeout: 120_000 }, async () => {
    const token = await tokenOf(graphql, LEARNER);
    // Two questions: two minutes, so the exam's pace is a minute a question.
    const examId = await startedRandomTest(graphql, token, await subjectNamed(graphql, token, 'Physics'), 2);
    const context = await browser.newContext({ baseURL: product.url, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.clock.install();
    await signIn(page, LEARNER.email, LEARNER.password);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(`/exam/${examId}`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();

    // 70 s of the page's clock on question 1, every second's tick fired; the api's clock keeps up.
    await page.clock.runFor(70_000);
    clock.moveServerClock(70_000);
    await page.getByRole('button', { name: /^Option A:/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Question 2' }).waitFor();
    await page.getByRole('button', { name: /^Option B:/ }).click();
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Exam submitted successfully.' }).first().waitFor();

    await page.goto(`/history/${examId}`);
    const time = page.getByTestId('history-time');
    await time.waitFor();
    // 70 s and the moments around the taps: 1 min 10 to 1 min 13 secs, slower than the minute it gets.
    expect(await time.textContent()).toMatch(/^Time on this question: 1 min 1[0-3] secs \(slow: the exam gives 1 min a question\)$/);
    const filters = page.getByRole('group', { name: progressMessages.historyFilterLabel });
    await filters.getByRole('button', { name: progressMessages.historyFilterSlow(1) }).click();
    await expect.poll(() => page.getByTestId('history-position').textContent()).toBe('1 / 1');
    // Question 2 took a moment: its line has no pace, and it is not among the slow.
    await filters.getByRole('button', { name: progressMessages.historyFilterAll(2) }).click();
    await page.getByRole('button', { name: progressMessages.next }).click();
    await expect.poll(() => page.getByTestId('history-position').textContent()).toBe('2 / 2');
    expect(await time.textContent()).toMatch(/^Time on this question: \d secs?$/);
    await context.close();
  });
});
