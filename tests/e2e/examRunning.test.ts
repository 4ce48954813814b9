// A running exam left through the menu stays in sight (docs/exam.md#leaving-running,
// docs/progress.md#in-progress, issue 28 item 4): leaving says the exam keeps running, the dashboard
// and History say it is in progress and offer Resume, and Resume goes on with it.
import { examScreenMessages, progressMessages, scheduleMessages } from '@proshno/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { cancelUnfinishedExams, learnerToken, startedExam, subjectId } from './product';
import { optionButton, signIn, toast } from './screens';

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

describe('a running exam left through the menu', () => {
  it('says it keeps running, and Home and History list it as in progress with Resume', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 3);
    const { context, page } = await newPage(browser(), 1280);
    await signIn(page, 'learner@example.com', 'Learner#2026');
    await page.waitForURL('**/home');
    await page.goto(`/exam/${examId}`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await optionButton(page, 'B').click();
    await expect.poll(() => optionButton(page, 'B').getAttribute('aria-pressed')).toBe('true');

    // Left by a menu link: the learner is told the exam runs on and where to find it.
    await page.getByRole('link', { name: 'Leaderboard' }).first().click();
    await page.waitForURL('**/leaderboard');
    await toast(page, examScreenMessages.leftRunning);

    // History: 'In progress', and Resume in place of the review.
    await page.goto('/history');
    const row = page.locator(`[data-exam="${examId}"]`);
    await row.getByText(progressMessages.statusInProgress, { exact: true }).waitFor();
    await row.getByRole('link', { name: progressMessages.resumeExam.replace('{id}', String(examId)) }).waitFor();
    expect(await row.getByText(progressMessages.statusUnattempted, { exact: true }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/h-exam-history-1280.png' });

    // Home: My Exam Schedule lists it, in progress, with Resume, which goes on with the exam.
    await page.goto('/home');
    const scheduled = page.getByRole('region', { name: 'My Exam Schedule' }).locator(`[data-exam="${examId}"]`);
    await scheduled.getByText(`(${scheduleMessages.inProgress})`).waitFor();
    await page.screenshot({ path: '/tmp/h-exam-home-1280.png' });
    await scheduled.getByRole('button', { name: scheduleMessages.resume }).click();
    await page.waitForURL(`**/exam/${examId}`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await expect.poll(() => optionButton(page, 'B').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('shows the same at phone width', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 2);
    const { context, page } = await newPage(browser(), { width: 360, height: 740 });
    await signIn(page, 'learner@example.com', 'Learner#2026');
    await page.waitForURL('**/home');
    await page.goto('/history');
    const row = page.locator(`[data-exam="${examId}"]`);
    await row.getByText(progressMessages.statusInProgress, { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/h-exam-history-360.png', fullPage: false });
    await page.goto('/home');
    await page.getByRole('region', { name: 'My Exam Schedule' }).locator(`[data-exam="${examId}"]`).getByRole('button', { name: scheduleMessages.resume }).waitFor();
    await page.screenshot({ path: '/tmp/h-exam-home-360.png' });
    await context.close();
  });
});
