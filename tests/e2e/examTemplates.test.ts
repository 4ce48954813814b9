// Exam templates with pass marks (issue 33 item 2, docs/content.md#exam-templates,
// docs/content.md#pass-rule) in real Chromium: the Admin, at 1280 px, creates a model test of
// Physics with a pass mark and a whole-exam time on /admin/exams, and finds it in the list on a
// 360 px phone without sideways scrolling; a learner of our own sits it from the model-test
// selection and the result says Pass or Fail overall and for Physics, as the server decided.
import { catalogueAdminMessages as c, examMessages as e } from '@proshno/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { graphql, learnerToken, signedInPage, subscribedLearner } from './product';
import { signIn, toast } from './screens';

const browser = useBrowser();
const NAME = `Physics Pass Test ${Date.now()}`;

/** Opens a labelled select and picks an option. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function adminPage(width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser(), width);
  await signIn(page, 'admin@example.com', 'Admin#2026');
  await page.waitForURL((url) => url.pathname === '/home');
  return { page, close: () => context.close() };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

type Pass = { passed: boolean; subjects: Array<{ subject: string; passed: boolean | null; pass_mark: number | null }> };

describe('exam templates with pass marks (docs/content.md#exam-templates)', () => {
  it('the Admin creates a model test with a pass mark; a learner sits it and reads Pass or Fail on the result', { timeout: 180_000 }, async () => {
    const desk = await adminPage(1280);
    await desk.page.goto('/admin/exams');
    await desk.page.getByRole('heading', { name: c.templatesHeading, level: 1 }).waitFor();
    await desk.page.getByRole('button', { name: c.newTemplate }).click();
    const form = desk.page.getByRole('form', { name: c.createTemplate });
    await form.getByLabel(c.nameLabel).fill(NAME);
    // Save with the subject row empty lists every problem first.
    await form.getByRole('button', { name: c.save }).click();
    await form.getByText(c.problemSubjectMissing).waitFor();
    await choose(desk.page, c.subjectLabel, 'Physics (HSC)');
    await form.getByLabel(c.questionsLabel).fill('4');
    await form.getByLabel(c.passMarkLabel).fill('2');
    await form.getByLabel(c.examMinutes).fill('2');
    await form.getByRole('button', { name: c.save }).click();
    await desk.page.getByRole('status').filter({ hasText: c.saved }).waitFor();
    const card = desk.page.locator(`[data-template="${NAME}"]`);
    await card.getByText('Pass marks: Physics 2').waitFor();
    await card.getByText('4 questions · 2 min · 1 a question, −0.25 a wrong one').waitFor();
    await desk.close();

    const phone = await adminPage(360);
    await phone.page.goto('/admin/exams');
    await phone.page.locator(`[data-template="${NAME}"]`).waitFor();
    expect(await noSidewaysScroll(phone.page)).toBe(true);
    await phone.close();

    const learner = await subscribedLearner('templates');
    const token = await learnerToken(learner);
    const { context, page } = await signedInPage(browser(), 412, learner);
    await page.goto('/model-test');
    await choose(page, 'Select Model Test', NAME);
    await page.getByRole('button', { name: 'Start Exam' }).click();
    await toast(page, 'Exam Started Successfully');
    await page.waitForURL(/\/model-exam\/\d+\?remaining=\d+$/);
    const examId = Number(/\/model-exam\/(\d+)/.exec(page.url())?.[1]);
    for (const [i, letter] of (['A', 'B', 'C', 'D'] as const).entries()) {
      await page.getByRole('heading', { name: `Question ${i + 1}` }).waitFor();
      const option = page.getByRole('button', { name: new RegExp(`^Option ${letter}:`) });
      await option.click();
      await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
      if (i < 3) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await toast(page, 'Exam submitted successfully.');

    // The server's verdict is what the result says, overall and for Physics.
    const { examSheet } = await graphql<{ examSheet: { result: { pass: Pass | null } } }>(
      'query($id: Int!) { examSheet(id: $id) { result { pass { passed subjects { subject passed pass_mark } } } } }',
      { id: examId },
      token,
    );
    const pass = examSheet.result.pass;
    if (pass === null) throw new Error('a template with pass marks has a verdict');
    expect(pass.subjects).toEqual([{ subject: 'Physics', passed: pass.passed, pass_mark: 2 }]);
    const verdict = page.getByTestId('verdict');
    expect(await verdict.locator('strong').textContent()).toBe(pass.passed ? e.resultPassed : e.resultFailed);
    expect(await verdict.getAttribute('data-pass')).toBe(pass.passed ? 'pass' : 'fail');
    const row = page.getByTestId('subject-verdicts').getByRole('row', { name: /Physics/ });
    expect(await row.getByRole('cell').last().textContent()).toBe(pass.passed ? e.resultPassed : e.resultFailed);
    await context.close();
  });
});
