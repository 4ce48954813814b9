// The exam's submit question by keyboard (docs/exam.md#submit, issue 29 item 5): Escape answers
// it as Cancel does, and after either the focus is back on the Submit Exam button that opened
// it, so the next Tab goes on from there instead of from the top of the page.
import { afterAll, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { cancelUnfinishedExams, learnerToken, signedInPage, startedExam, subjectId } from './product';

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

it('closes the submit question on Escape and on Cancel, and gives the focus back to Submit Exam', async () => {
  const token = await learnerToken();
  const examId = await startedExam(token, await subjectId(token, 'Physics'), 3);
  const { context, page } = await signedInPage(browser());
  await page.goto(`/exam/${examId}`);
  await page.getByRole('heading', { name: 'Question 1' }).waitFor();
  const opener = page.getByRole('button', { name: 'Submit Exam' }).first();
  const question = page.getByRole('alertdialog', { name: 'Submit exam' });
  const focusedIsOpener = () => opener.evaluate((button) => button === document.activeElement);

  await opener.focus();
  await page.keyboard.press('Enter');
  await question.waitFor();
  await page.keyboard.press('Escape');
  await question.waitFor({ state: 'hidden' });
  await expect.poll(focusedIsOpener).toBe(true);

  await page.keyboard.press('Enter');
  await question.waitFor();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await question.waitFor({ state: 'hidden' });
  await expect.poll(focusedIsOpener).toBe(true);
  await context.close();
});
