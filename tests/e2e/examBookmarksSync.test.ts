// Bookmarks kept on the server with the exam (docs/exam.md#bookmarks-on-server, issue 28 item 14), in
// real Chromium against the started product: question 3 bookmarked in one browser context shows as
// bookmarked in a second, fresh one (another device of the same learner), also when it was
// bookmarked offline and sent once the first device was back online.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelUnfinishedExams, graphql, learnerToken, signedInPage, startedExam, subjectId } from './product';
import { useBrowser } from './browser';

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

const palette = (page: Page) => page.getByRole('toolbar', { name: 'Questions' });
const chip = (page: Page, number: number) => palette(page).getByRole('button', { name: new RegExp(`^Question ${number}:`) });
const chipNameOf = (page: Page, number: number) => chip(page, number).getAttribute('aria-label');

async function openExam(page: Page, examId: number): Promise<void> {
  await page.goto(`/exam/${examId}`);
  await page.getByRole('heading', { name: 'Question 1' }).waitFor();
}

/** Question numbers (1-based) the server says are bookmarked in the exam. */
async function bookmarkedOnServer(token: string, examId: number): Promise<number[]> {
  const { examSheet } = await graphql<{ examSheet: { questions: Array<{ bookmarked: boolean }> } }>(
    'query ($id: Int!) { examSheet(id: $id) { questions { bookmarked } } }',
    { id: examId },
    token,
  );
  return examSheet.questions.flatMap((entry, index) => (entry.bookmarked ? [index + 1] : []));
}

async function bookmarkQuestion3(page: Page): Promise<void> {
  await chip(page, 3).click();
  await page.getByRole('heading', { name: 'Question 3' }).waitFor();
  await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect.poll(() => chipNameOf(page, 3)).toBe('Question 3: not answered, bookmarked, current');
}

describe('bookmarks on another device', () => {
  it('shows question 3 bookmarked in a second, fresh browser context of the same learner', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 5);
    const first = await signedInPage(browser(), 1280);
    await openExam(first.page, examId);
    await bookmarkQuestion3(first.page);
    await expect.poll(() => bookmarkedOnServer(token, examId)).toEqual([3]);

    const second = await signedInPage(browser(), { width: 360, height: 740 });
    await openExam(second.page, examId);
    await expect.poll(() => chipNameOf(second.page, 3)).toBe('Question 3: not answered, bookmarked');
    expect(await chipNameOf(second.page, 2)).toBe('Question 2: not answered');
    await second.page.screenshot({ path: '/tmp/h-bookmarks-second-phone.png', fullPage: true });

    // Un-bookmarked on the second device, it is gone on the server too.
    await chip(second.page, 3).click();
    await second.page.getByRole('button', { name: 'Bookmarked', exact: true }).click();
    await expect.poll(() => bookmarkedOnServer(token, examId)).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('sends a bookmark made offline once the device is back online', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 5);
    const first = await signedInPage(browser(), 1280);
    await openExam(first.page, examId);
    await first.context.setOffline(true);
    await bookmarkQuestion3(first.page);
    expect(await bookmarkedOnServer(token, examId)).toEqual([]);
    await first.context.setOffline(false);
    await expect.poll(() => bookmarkedOnServer(token, examId)).toEqual([3]);

    const second = await signedInPage(browser(), 1280);
    await openExam(second.page, examId);
    await expect.poll(() => chipNameOf(second.page, 3)).toBe('Question 3: not answered, bookmarked');
    await second.page.screenshot({ path: '/tmp/h-bookmarks-second-desktop.png', fullPage: true });
    await first.context.close();
    await second.context.close();
  });
});
