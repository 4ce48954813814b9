// The product's math font (docs/exam.md#math-font, issue 29 item 8) in Chromium: an exam without a
// formula never fetches it; with a definite integral on screen the font is fetched and the integral
// sign is drawn at display size from its MATH table, not left at the text's size by whatever fonts
// the phone has.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelUnfinishedExams, graphql, learnerToken, signedInPage, startedExam, subjectId } from './product';
import { useBrowser } from './browser';

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

const mathFont = /\/assets\/math-[\w-]+\.woff2$/;

/** Every math font the page has fetched so far. */
function fetchedFonts(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const matching = new RegExp(pattern);
    return performance.getEntriesByType('resource').flatMap((entry) => (matching.test(new URL(entry.name).pathname) ? [entry.name] : []));
  }, mathFont.source);
}

type Sheet = { examSheet: { questions: Array<{ question: { question_data: Array<{ data: string }> } }> } };

/** A started Higher Mathematics exam and the index of a question of it with a definite integral. */
async function examWithIntegral(token: string): Promise<{ exam: number; index: number }> {
  const subject = await subjectId(token, 'Higher Mathematics');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const exam = await startedExam(token, subject, 30);
    const { examSheet } = await graphql<Sheet>('query($id: Int!) { examSheet(id: $id) { questions { question { question_data { data } } } } }', { id: exam }, token);
    const index = examSheet.questions.findIndex(({ question }) => question.question_data.some(({ data }) => data.includes('\\int_')));
    if (index >= 0) return { exam, index };
  }
  throw new Error('no Higher Mathematics exam of 30 questions held a definite integral in 20 tries');
}

async function openQuestion(page: Page, exam: number, index: number): Promise<void> {
  await page.goto(`/exam/${exam}`);
  await page.getByRole('heading', { name: 'Question 1' }).waitFor();
  for (let i = 0; i < index; i += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: `Question ${index + 1}` }).waitFor();
}

describe('the math font', () => {
  it('is not fetched for an exam without a formula', async () => {
    const token = await learnerToken();
    const exam = await startedExam(token, await subjectId(token, 'English'), 5);
    const { context, page } = await signedInPage(browser(), 360);
    await openQuestion(page, exam, 2);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('math').count()).toBe(0);
    expect(await fetchedFonts(page)).toEqual([]);
    await context.close();
  });

  it('draws an integral sign at display size from its own tables once a formula is shown', async () => {
    const { exam, index } = await examWithIntegral(await learnerToken());
    const { context, page } = await signedInPage(browser(), 360);
    await openQuestion(page, exam, index);
    const integral = page.locator('mo', { hasText: '∫' }).first();
    await integral.waitFor();
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Proshno Math' && face.status === 'loaded'))).toBe(true);
    // A display integral is about twice the text's size in a math font (STIX Two Math: 2.2 em); at
    // the text's size, where no math font is at hand, it is about 1.2 em.
    const { height, fontSize } = await integral.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
    }));
    expect(height / fontSize).toBeGreaterThan(1.8);
    expect(await fetchedFonts(page)).toHaveLength(1);
    await context.close();
  });
});
