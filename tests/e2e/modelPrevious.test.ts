// The model test selection and the previous-year test setup (docs/practice.md#model-test, docs/practice.md#previous-year) in real Chromium
// against the started product, as the demo learner: from the choice to a result whose score the
// server's sheet confirms, with Start disabled until the choices are made.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { graphql, learnerToken, signedInPage } from './product';
import { toast } from './screens';

const browser = useBrowser();

type Template = {
  id: number;
  name: string;
  exam_Type: number;
  subjects: Array<{ no_of_questions: number }>;
  universities: Array<{ university: string; units: string[] }>;
};

async function templateOf(token: string, examType: number): Promise<Template> {
  const { examTemplates } = await graphql<{ examTemplates: Template[] }>(
    '{ examTemplates { id name exam_Type subjects { no_of_questions } universities { university units } } }',
    {},
    token,
  );
  const template = examTemplates.find((t) => t.exam_Type === examType && t.subjects.length > 0);
  if (template === undefined) throw new Error(`no template of type ${examType}`);
  return template;
}

type Sheet = {
  examSheet: {
    result: { score: number; exam: { status: string; mark_per_qn: number; negative_mark_per_qn: number | null } };
    questions: Array<{ question: { options: Array<{ id: number; is_answer: boolean | null }> }; option: number | null }>;
  };
};

function sheetOf(token: string, examId: number): Promise<Sheet> {
  return graphql<Sheet>(
    `query($id: Int!) { examSheet(id: $id) { result { score exam { status mark_per_qn negative_mark_per_qn } }
      questions { question { options { id is_answer } } option } } }`,
    { id: examId },
    token,
  );
}

/** Opens a labelled select of the setup screens and picks an option. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}:`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function startButton(page: Page) {
  return page.getByRole('button', { name: 'Start Exam' });
}

/** Answers the first questions with these letters, then submits and returns the exam id and the shown score. */
async function answerAndSubmit(page: Page, letters: ReadonlyArray<'A' | 'B' | 'C' | 'D'>): Promise<{ examId: number; shownScore: number }> {
  const examId = Number(/\/(?:model|previous)-exam\/(\d+)/.exec(page.url())?.[1]);
  for (const [i, letter] of letters.entries()) {
    await page.getByRole('heading', { name: `Question ${i + 1}` }).waitFor();
    const option = page.getByRole('button', { name: new RegExp(`^Option ${letter}:`) });
    await option.click();
    await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await toast(page, 'Exam submitted successfully.');
  return { examId, shownScore: Number(await page.getByTestId('score').textContent()) };
}

/** The server's sheet is the truth: score = right × mark − wrong × negative mark (docs/exam.md#score). */
async function expectServerScore(token: string, examId: number, shownScore: number, answered: number): Promise<void> {
  const { examSheet } = await sheetOf(token, examId);
  expect(examSheet.result.exam.status).toBe('finished');
  const chosen = examSheet.questions.filter(({ option }) => option !== null);
  expect(chosen).toHaveLength(answered);
  const right = chosen.filter(({ question, option: held }) =>
    question.options.some((option) => option.is_answer === true && held === option.id),
  ).length;
  const wrong = answered - right;
  const { mark_per_qn, negative_mark_per_qn } = examSheet.result.exam;
  expect(shownScore).toBeCloseTo(right * mark_per_qn - wrong * (negative_mark_per_qn ?? 0), 5);
  expect(examSheet.result.score).toBeCloseTo(shownScore, 5);
}

describe('model and previous-year tests', () => {
  it('takes a model test from its selection to a result the server scored', async () => {
    const token = await learnerToken();
    const template = await templateOf(token, 2);
    const { context, page } = await signedInPage(browser(), 412);
    await page.goto('/model-test');

    await page.getByRole('button', { name: /^Select Model Test:/ }).waitFor();
    expect(await startButton(page).isDisabled()).toBe(true);
    await choose(page, 'Select Model Test', template.name);
    const table = page.getByRole('table', { name: 'Subjects' });
    await expect.poll(() => table.getByRole('row').count()).toBe(template.subjects.length + 1);
    await page.getByText(/^Exam Duration:/).waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await startButton(page).isDisabled()).toBe(true);
    await choose(page, 'Select Model Test', template.name);
    await startButton(page).click();

    await toast(page, 'Exam Started Successfully');
    await page.waitForURL(/\/model-exam\/\d+\?remaining=\d+$/);
    const { examId, shownScore } = await answerAndSubmit(page, ['A', 'B', 'C']);
    await expectServerScore(token, examId, shownScore, 3);
    await context.close();
  });

  it('takes a previous-year test with its university and unit in the exam header', async () => {
    const token = await learnerToken();
    const template = await templateOf(token, 3);
    const university = template.universities.find((u) => u.units.length > 1) ?? template.universities[0];
    const unit = university?.units[1] ?? university?.units[0];
    if (university === undefined || unit === undefined) throw new Error('no university with a unit');
    const { context, page } = await signedInPage(browser());
    await page.goto('/previous-year-test');

    await page.getByRole('button', { name: /^Select Exam:/ }).waitFor();
    await page.getByLabel('Dhaka time').waitFor();
    expect(await startButton(page).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Select University:/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Select Exam Year:/ }).isDisabled()).toBe(true);
    await choose(page, 'Select Exam', template.name);
    expect(await page.getByRole('button', { name: /^Select Exam Year:/ }).isDisabled()).toBe(true);
    await choose(page, 'Select University', `${university.university} (${unit} unit)`);
    expect(await startButton(page).isDisabled()).toBe(true);
    // Newest first: last year's paper is at the top (docs/practice.md#previous-year).
    await page.getByRole('button', { name: /^Select Exam Year:/ }).click();
    const years = await page.getByRole('option').allTextContents();
    expect(years.slice(0, 2)).toEqual(['2025', '2024']);
    expect(years.at(-1)).toBe('1997');
    await page.getByRole('option', { name: '2004', exact: true }).click();
    await startButton(page).click();

    await page.waitForURL(/\/previous-exam\/\d+\?remaining=\d+$/);
    await page.getByText(`${university.university}, ${unit}`, { exact: true }).waitFor();
    const { examId, shownScore } = await answerAndSubmit(page, ['D', 'A']);
    await expectServerScore(token, examId, shownScore, 2);
    await context.close();
  });
});
