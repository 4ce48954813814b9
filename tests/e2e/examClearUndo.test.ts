// A tap on the chosen option clears it (docs/exam.md#clear-undo, issue 28 item 15), in real
// Chromium against the started product as the demo learner: the page says so, and Undo puts the
// answer back and saves it again, so the server holds it.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelUnfinishedExams, graphql, learnerToken, signedInPage, startedExam, subjectId } from './product';
import { useBrowser } from './browser';

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

type Sheet = { examSheet: { questions: Array<{ question: { id: number; options: Array<{ id: number }> }; option: number | null }> } };

/** The option ids the server holds for the exam's first question. */
async function firstChoice(token: string, examId: number): Promise<number[]> {
  const { examSheet } = await graphql<Sheet>('query($id: Int!) { examSheet(id: $id) { questions { question { id options { id } } option } } }', { id: examId }, token);
  const held = examSheet.questions[0]?.option ?? null;
  return held === null ? [] : [held];
}

async function secondOptionId(token: string, examId: number): Promise<number | undefined> {
  const { examSheet } = await graphql<Sheet>('query($id: Int!) { examSheet(id: $id) { questions { question { id options { id } } option } } }', { id: examId }, token);
  return examSheet.questions[0]?.question.options[1]?.id;
}

const optionB = (page: Page) => page.getByRole('button', { name: /^Option B:/ });
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('clearing a chosen answer', () => {
  it('says which answer a second tap cleared, and Undo restores it and saves it again', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 5);
    const { page } = await signedInPage(browser(), { width: 360, height: 740 });
    await page.goto(`/exam/${examId}`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    const chosen = await secondOptionId(token, examId);

    await optionB(page).click();
    await expect.poll(() => firstChoice(token, examId)).toEqual([chosen]);
    // The second tap of a double tap clears it: the page says so, with Undo.
    await optionB(page).click();
    await status(page, 'Answer to question 1 cleared.').waitFor();
    expect(await optionB(page).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => firstChoice(token, examId)).toEqual([]);
    await page.screenshot({ path: '/tmp/h-palette-cleared.png' });

    // Undo from the next question: the notice names question 1, and its answer comes back and is saved.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Question 2' }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await status(page, 'Answer to question 1 restored.').waitFor();
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    await expect.poll(() => firstChoice(token, examId)).toEqual([chosen]);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    expect(await optionB(page).getAttribute('aria-pressed')).toBe('true');

    // The keyboard's letter clears the same way; the next choice takes the line away.
    await page.keyboard.press('b');
    await status(page, 'Answer to question 1 cleared.').waitFor();
    await page.keyboard.press('c');
    await status(page, 'Answer to question 1').waitFor({ state: 'detached' });
  });
});
