// An exam open in two tabs (docs/exam.md#ended-elsewhere, issue 28 item 20): once one tab (or anyone)
// submits it, the other stops taking answers and shows the result with the truth about what counted,
// never 'Exam submitted successfully.' over an answer the server dropped.
import { examScreenMessages, notCountedMessage } from '@proshno/engine';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { cancelUnfinishedExams, graphql, learnerToken, startedExam, subjectId } from './product';
import { chooseOption, optionButton, signIn, toast } from './screens';

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

async function submitFromScreen(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await page.getByRole('alertdialog', { name: 'Submit exam' }).getByRole('button', { name: 'Submit', exact: true }).click();
}

type Sheet = { examSheet: { result: { exam: { status: string } }; questions: Array<{ question: { id: number }; option: number | null }> } };

function sheetOf(token: string, examId: number): Promise<Sheet> {
  return graphql<Sheet>('query($id: Int!) { examSheet(id: $id) { result { exam { status } } questions { question { id } option } } }', { id: examId }, token);
}

/** Two tabs of one signed-in browser on the same exam, both showing question 1. */
async function twoTabs(examId: number) {
  const { context, page: first } = await newPage(browser());
  await signIn(first, 'learner@example.com', 'Learner#2026');
  await first.waitForURL('**/home');
  await first.goto(`/exam/${examId}`);
  await first.getByRole('heading', { name: 'Question 1' }).waitFor();
  const second = await context.newPage();
  await second.goto(`/exam/${examId}`);
  await second.getByRole('heading', { name: 'Question 1' }).waitFor();
  return { context, first, second };
}

describe('an exam open in two tabs', () => {
  it('ends in the second tab as soon as the first submits: the result shows there, and no answer is taken', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 3);
    const { context, first, second } = await twoTabs(examId);
    await chooseOption(first, 'B');
    await submitFromScreen(first);
    await toast(first, examScreenMessages.submitted);
    // The second tab hears of it over the exam's channel: its result, and what it says.
    await second.getByRole('heading', { name: /^Result/ }).waitFor();
    await toast(second, examScreenMessages.endedElsewhere);
    expect(await second.getByRole('button', { name: 'Submit Exam' }).count()).toBe(0);
    expect(await second.getByRole('button', { name: /^Option [A-D]:/ }).count()).toBe(0);
    expect(await second.getByTestId('not-counted').count()).toBe(0);
    await context.close();
  });

  it("learns from the server's refusal that the exam was submitted, and names the answer that did not count", async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 3);
    const { context, first, second } = await twoTabs(examId);
    await first.close();
    // The exam is submitted elsewhere (another device, or a tab whose word never came), with nothing chosen.
    const before = await sheetOf(token, examId);
    const answers = before.examSheet.questions.map(({ question }) => ({ question: question.id, option: null }));
    await graphql('mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }', { exam: examId, answers }, token);
    // The second tab chooses an answer: the server refuses to save it (FINISHED).
    await second.getByRole('button', { name: 'Next' }).click();
    await second.getByRole('heading', { name: 'Question 2' }).waitFor();
    await optionButton(second, 'C').click();
    await second.getByRole('heading', { name: /^Result/ }).waitFor();
    await toast(second, examScreenMessages.endedElsewhere);
    const line = notCountedMessage([2]);
    if (line === null) throw new Error('no message for one answer');
    await second.getByTestId('not-counted').getByText(line).waitFor();
    expect(await second.getByText(examScreenMessages.submitted).count()).toBe(0);
    await second.screenshot({ path: '/tmp/h-exam-tabs-1280.png' });
    const after = await sheetOf(token, examId);
    expect(after.examSheet.result.exam.status).toBe('finished');
    expect(after.examSheet.questions.every((q) => q.option === null)).toBe(true);
    await context.close();
  });
});
