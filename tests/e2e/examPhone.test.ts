// The exam screen on a 360×740 phone in real Chromium, as the demo learner: a compact sticky bar
// that leaves the question in view, Save for Revision that looks like the button it is, and math
// that flows inside its sentence at the sentence's size.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelUnfinishedExams, graphql, learnerToken, startedExam, subjectId, submittedExam } from './product';
import { baseUrl, useBrowser } from './browser';
import { sidewaysOverflow } from './routeTour';
import { expectButtonLook, signIn } from './screens';

const PHONE = { width: 360, height: 740 };

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

async function phonePage(): Promise<Page> {
  const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, 'learner@example.com', 'Learner#2026');
  await page.waitForURL('**/home');
  return page;
}

async function openExam(page: Page, examId: number, query = ''): Promise<void> {
  await page.goto(`/exam/${examId}${query}`);
  await page.getByRole('heading', { name: 'Question 1' }).waitFor();
}

type Box = { top: number; bottom: number; left: number; right: number; width: number; height: number };
async function box(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
    return { top, bottom, left, right, width, height };
  });
}

/** The sticky exam bar: the header holding the remaining-time clock. */
const examBar = (page: Page) => page.locator('header').filter({ has: page.getByRole('timer') });

/** The first line of the shown question's body: the top of the first rectangle of its text. */
async function questionFirstLine(page: Page): Promise<Box> {
  return page.getByRole('article').evaluate((card) => {
    const body = card.querySelector('h2')?.parentElement?.nextElementSibling;
    const first = body?.querySelector('span')?.getClientRects()[0];
    if (first === undefined) throw new Error('the question has no text');
    const { top, bottom, left, right, width, height } = first;
    return { top, bottom, left, right, width, height };
  });
}

describe('the exam screen on a 360 px phone', () => {
  it('keeps a compact sticky bar with the clock, a full-width progress bar and the answered count, the details folded', async () => {
    const page = await phonePage();
    const examId = await startedExam(await learnerToken(), await subjectId(await learnerToken(), 'Physics'), 20);
    await openExam(page, examId);
    const bar = examBar(page);

    // One row of 44 px targets over a progress strip is about 72 px; 12% of 740 (89 px) allows for
    // a taller face, while the old header (facts, clock and a 50 px bar: about 170 px) is far over.
    const shown = await box(bar);
    expect(shown.height).toBeLessThanOrEqual(PHONE.height * 0.12);
    const track = await box(page.getByRole('progressbar', { name: 'Answered' }));
    expect(track.width).toBeGreaterThanOrEqual(PHONE.width * 0.8);
    await bar.getByText('0 / 20 answered').waitFor();
    const first = await questionFirstLine(page);
    expect(first.top).toBeGreaterThanOrEqual(shown.bottom);
    expect(first.bottom).toBeLessThanOrEqual(PHONE.height);

    // The facts fold behind a named disclosure button, and unfold on a press.
    const details = page.getByRole('button', { name: 'Exam details' });
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    expect(await bar.getAttribute('data-details')).toBe('hidden');
    expect(await page.getByText('Negative Marks').isVisible()).toBe(false);
    await details.click();
    await page.getByText('Negative Marks').waitFor();
    expect(await details.getAttribute('aria-expanded')).toBe('true');
    expect(await bar.getAttribute('data-details')).toBe('shown');
    await details.click();
    await page.getByText('Negative Marks').waitFor({ state: 'hidden' });

    // Scrolled to the buttons below the question, the bar stays under the site's top bar; Next
    // brings the next question's first line back into view below it.
    await page.getByRole('button', { name: 'Next' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Stuck below the site's 61 px top bar, the two together keep to the top fifth of the screen.
    const stuck = await box(bar);
    expect(stuck.height).toBeLessThanOrEqual(PHONE.height * 0.12);
    expect(stuck.top).toBeGreaterThanOrEqual(0);
    expect(stuck.top).toBeLessThan(shown.top);
    expect(stuck.bottom).toBeLessThanOrEqual(PHONE.height * 0.2);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Question 2' }).waitFor();
    await expect.poll(async () => (await questionFirstLine(page)).top >= (await box(bar)).bottom).toBe(true);
    const next = await questionFirstLine(page);
    expect(next.bottom).toBeLessThanOrEqual(PHONE.height);
    // The old sticky header slid under the site's top bar: nothing else covers the question's line.
    const covering = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('article') !== null,
      { x: next.left + 2, y: (next.top + next.bottom) / 2 },
    );
    expect(covering).toBe(true);
    await page.context().close();
  });

  it.each(['150%', '200%'])('keeps each option letter inside its circle and the clock clear of the count at %s text (issue 29 item 3)', async (size) => {
    const page = await phonePage();
    const examId = await startedExam(await learnerToken(), await subjectId(await learnerToken(), 'Physics'), 2);
    await openExam(page, examId);
    await page.evaluate((fontSize) => {
      document.documentElement.style.fontSize = fontSize;
    }, size);
    // The letter's text, measured by a range, lies within its circle's box.
    const spills = await page.getByRole('button', { name: /^Option [A-D]:/ }).evaluateAll((options) =>
      options.flatMap((option) => {
        const circle = option.querySelector('[aria-hidden="true"]');
        const text = circle?.firstChild;
        if (!circle || !text) return [`${option.getAttribute('aria-label')}: no letter`];
        const range = document.createRange();
        range.selectNodeContents(text);
        const [inner, outer] = [range.getBoundingClientRect(), circle.getBoundingClientRect()];
        const inside = inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
        return inside ? [] : [`${circle.textContent}: text ${Math.round(inner.width)}×${Math.round(inner.height)} in ${Math.round(outer.width)}×${Math.round(outer.height)}`];
      }),
    );
    expect(spills).toEqual([]);
    const [clock, count] = [await box(examBar(page).getByRole('timer')), await box(examBar(page).getByText(/answered$/))];
    const overlap = clock.left < count.right && count.left < clock.right && clock.top < count.bottom && count.top < clock.bottom;
    expect(overlap).toBe(false);
    await page.context().close();
  });

  it('shows the time warnings in the compact bar', async () => {
    const page = await phonePage();
    const examId = await startedExam(await learnerToken(), await subjectId(await learnerToken(), 'Physics'), 2);
    const t0 = Date.now();
    await page.clock.setFixedTime(t0);
    await openExam(page, examId, '?remaining=8');
    // Ten seconds or less: the clock blinks continuously, inside the one-row bar.
    const clock = examBar(page).getByRole('timer');
    expect(await clock.getAttribute('data-blink')).toBe('continuous');
    expect(await clock.isVisible()).toBe(true);
    expect((await box(examBar(page))).height).toBeLessThanOrEqual(PHONE.height * 0.12);
    await page.clock.setFixedTime(t0 + 10_000);
    await page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange')));
    await page.getByRole('alertdialog', { name: 'Time is up' }).waitFor();
    expect(await clock.textContent()).toBe('00:00:00');
    await page.context().close();
  });

  it("draws Save for Revision as a button, on the exam screen and the exam's history", async () => {
    const page = await phonePage();
    const token = await learnerToken();
    const physics = await subjectId(token, 'Physics');
    await openExam(page, await startedExam(token, physics, 2));
    await expectButtonLook(page.getByRole('button', { name: 'Save for Revision' }));

    const finished = await submittedExam(token, physics, 2);
    await page.goto(`/history/${finished}`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    const toggle = page.getByRole('button', { name: /^(Save for Revision|Remove From Revision)$/ });
    await expectButtonLook(toggle);
    await page.context().close();
  });

  it("scrolls a formula wider than the phone inside its part, with the scroller's cue, never the page (a review's explanation)", async () => {
    const token = await learnerToken();
    const { exam, index } = await reviewWithWideExplanation(token);
    const page = await phonePage();
    await page.goto(`/history/${exam}`);
    await page.getByTestId('history-position').waitFor();
    for (let i = 0; i < index; i += 1) {
      const position = await page.getByTestId('history-position').textContent();
      await page.getByRole('navigation', { name: 'Question navigation' }).getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => page.getByTestId('history-position').textContent()).not.toBe(position);
    }
    const explanation = page.getByRole('heading', { name: 'Explanation' }).locator('..');
    await expect.poll(() => explanation.locator('math').count()).toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.context().close();
  });

  it('flows a formula inside its sentence, at the text size and face, its fraction full size', async () => {
    const token = await learnerToken();
    const { exam, index } = await examWithInlineFraction(token);
    const page = await phonePage();
    await openExam(page, exam);
    for (let i = 0; i < index; i += 1) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: `Question ${index + 1}` }).waitFor();
    await expect.poll(() => page.locator('article [data-math="pending"]').count()).toBe(0);
    await page.locator('article mfrac').first().waitFor();

    const measured = await page.getByRole('article').evaluate((card) => {
      const body = card.querySelector('h2')?.parentElement?.nextElementSibling;
      if (!body) throw new Error('no question body');
      const parts = [...body.children] as HTMLElement[];
      const [before, math, after] = parts;
      const formula = math?.querySelector('math');
      const numerator = body.querySelector('mfrac')?.firstElementChild;
      if (!before || !after || !formula || !numerator) throw new Error('not text, math, text with a fraction');
      const rects = (element: Element) => [...element.getClientRects()].map(({ top, bottom }) => ({ top, bottom }));
      const style = getComputedStyle(before);
      return {
        beforeLast: rects(before).at(-1),
        afterFirst: rects(after)[0],
        math: rects(formula)[0],
        textSize: parseFloat(style.fontSize),
        textFace: style.fontFamily,
        mathSize: parseFloat(getComputedStyle(formula).fontSize),
        mathFace: getComputedStyle(formula).fontFamily,
        numeratorSize: parseFloat(getComputedStyle(numerator).fontSize),
      };
    });
    const { beforeLast, afterFirst, math } = measured;
    if (!beforeLast || !afterFirst || !math) throw new Error('a part has no box');
    // The formula shares the line of the words before it and of the words after it.
    const sharesLine = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) => a.top < b.bottom && b.top < a.bottom;
    expect(sharesLine(beforeLast, math)).toBe(true);
    expect(sharesLine(math, afterFirst)).toBe(true);
    // The text's size and face (after the product's math font, which has no letters or digits,
    // docs/exam.md#math-font); a fraction in a sentence keeps its numerator at the text's size
    // (the browser's inline style shrank it to 71% of an already serif formula).
    expect(measured.mathSize).toBe(measured.textSize);
    expect(measured.mathFace).toBe(`"Proshno Math", ${measured.textFace}`);
    expect(measured.numeratorSize).toBeGreaterThanOrEqual(measured.textSize * 0.9);
    await page.context().close();
  });
});

/**
 * A started Physics exam and the index of a question whose parts are text, a formula, text, with a
 * fraction among its formulas (the bank's refraction questions: 'Light travels at', a speed, 'in a
 * medium. What is its refractive index?', n = c/v).
 */
async function examWithInlineFraction(token: string): Promise<{ exam: number; index: number }> {
  const subject = await subjectId(token, 'Physics');
  type Part = { type: string; data: string };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const exam = await startedExam(token, subject, 50);
    const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { question_data: Part[] } }> } }>(
      'query($id: Int!) { examSheet(id: $id) { questions { question { question_data { type data } } } } }',
      { id: exam },
      token,
    );
    const index = examSheet.questions.findIndex(({ question: { question_data: parts } }) => {
      const [first, second, third] = parts;
      return first?.type === 'text' && (second?.type === 'latex' || second?.type === 'math') && third?.type === 'text' && parts.some((part) => part.data.includes('\\frac'));
    });
    if (index >= 0) return { exam, index };
    await graphql('mutation($id: Int!) { cancelExam(id: $id) }', { id: exam }, token);
  }
  throw new Error('no Physics exam of 50 questions held a sentence with an inline fraction in 20 tries');
}


/**
 * A finished Physics exam and the index of a question whose explanation is one formula wider than
 * a 360 px phone: the bank's speed conversions ('A runner moves at', m/s to km/h through 3600/1000).
 */
async function reviewWithWideExplanation(token: string): Promise<{ exam: number; index: number }> {
  const subject = await subjectId(token, 'Physics');
  type Part = { type: string; data: string };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const exam = await submittedExam(token, subject, 50);
    const { examHistoryDetail } = await graphql<{ examHistoryDetail: { questions: Array<{ question: { explanation_data: Part[] } }> } }>(
      'query($id: Int!) { examHistoryDetail(id: $id) { questions { question { explanation_data { type data } } } } }',
      { id: exam },
      token,
    );
    const index = examHistoryDetail.questions.findIndex(({ question }) => question.explanation_data.some((part) => part.data.includes('\\frac{3600}{1000}')));
    if (index >= 0) return { exam, index };
  }
  throw new Error('no Physics exam of 50 questions held a speed conversion in 10 tries');
}
