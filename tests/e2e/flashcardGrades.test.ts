// Flashcards become review cards (issue 32 item 2, docs/practice.md#flashcard-grades,
// docs/learning.md#flashcards) in real Chromium at 360 px, as a new learner who paid for a package
// (the demo learner's deck is read by other suites): a card flipped and graded Hard comes back in 15
// minutes; the next, graded Again with the network off, is kept on the phone and sent when the
// network is back; both are then due today on the dashboard and in the review. The four buttons fit
// the phone, two a row at normal text and one at 200%.
import { flashcardMessages as f, learningMessages as m } from '@proshno/engine';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { clearOfDhakaMidnight, DAY_BOUND_MARGIN_MS } from './dhakaDay';
import { graphql, learnerToken, subjectId, subscribedLearner } from './product';
import { signIn } from './screens';

const PHONE = 360;
const browser = useBrowser();
// "Due today" after a 15-minute step: the journey stays inside one Dhaka day.
beforeAll(() => clearOfDhakaMidnight(), DAY_BOUND_MARGIN_MS + 60_000);

type Deck = { reviewDeck: { due_today: number; cards: Array<{ question: { id: number }; memory: { reps: number; state: string } }> } };

const options = (page: Page) => page.getByRole('group', { name: 'Options' }).getByRole('button');
const gradeButton = (page: Page, grade: 'again' | 'hard' | 'good' | 'easy') => page.getByRole('group', { name: f.gradeQuestion }).locator(`[data-grade="${grade}"]`);
const status = (page: Page) => page.getByTestId('flashcard-grade-status');

/** Flips the first option of the card on screen; answers the grade that flip suggests. */
async function flipFirst(page: Page): Promise<'good' | 'again'> {
  await options(page).first().click();
  await expect.poll(() => options(page).first().getAttribute('data-face')).not.toBe('front');
  return (await options(page).first().getAttribute('data-face')) === 'congrats' ? 'good' : 'again';
}

/**
 * How many columns the four grade buttons take, once nothing of the page is wider than the phone (no
 * sideways scrolling, no button cut off); 0 when something is.
 */
async function gradeColumns(page: Page): Promise<number> {
  return page.evaluate((width) => {
    const buttons = [...document.querySelectorAll('[data-grade]')].map((button) => button.getBoundingClientRect());
    const fits = document.documentElement.scrollWidth <= width && buttons.length === 4 && buttons.every((box) => box.left >= 0 && box.right <= width);
    return fits ? new Set(buttons.map((box) => Math.round(box.left))).size : 0;
  }, PHONE);
}

describe('grading flashcards', () => {
  it('a flipped card graded Hard comes back in 15 minutes, one graded Again offline is sent when the network is back, and both are due today', async () => {
    const learner = await subscribedLearner('flashcarder', { fullName: 'Tahmid Hasan' });
    const token = await learnerToken(learner);
    const physics = await subjectId(token, 'Physics');

    const { context, page } = await newPage(browser(), PHONE);
    await signIn(page, learner.email, learner.password);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(`/flashcard/exam/?noOfQuestion=2&subject=${physics}`);
    await options(page).first().waitFor();
    // Not offered before the card is turned.
    expect(await page.getByRole('group', { name: f.gradeQuestion }).count()).toBe(0);

    const suggested = await flipFirst(page);
    await gradeButton(page, 'hard').waitFor();
    expect(await gradeButton(page, suggested).getAttribute('data-suggested')).toBe('');
    expect(await gradeButton(page, suggested).textContent()).toContain(f.gradeSuggested);
    expect(await page.locator('[data-grade][data-suggested]').count()).toBe(1);
    expect(await gradeColumns(page)).toBe(2);
    // At 200% text one a row, so no word breaks inside.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    expect(await gradeColumns(page)).toBe(1);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '';
    });

    // The learner chooses other than the suggestion: Hard.
    await gradeButton(page, 'hard').click();
    await expect.poll(() => status(page).textContent()).toBe(f.gradeLine(f.grades.hard.name, m.comesBack('in 15 minutes')));
    expect(await gradeButton(page, 'hard').getAttribute('data-chosen')).toBe('');
    for (const grade of ['again', 'hard', 'good', 'easy'] as const) expect(await gradeButton(page, grade).isDisabled()).toBe(true);

    // The second card graded Again without a network: kept, then sent when the network is back.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('2 / 2', { exact: true }).waitFor();
    await flipFirst(page);
    await context.setOffline(true);
    await gradeButton(page, 'again').click();
    await expect.poll(() => status(page).textContent()).toBe(f.gradeLine(f.grades.again.name, f.gradeKept));
    // Kept in the learner's record on the phone, where the rest of the product sends it from too.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('reviews.pending')).length)).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toBe(f.gradeLine(f.grades.again.name, m.comesBack('in 10 minutes')));
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('reviews.pending')).length)).toBe(0);
    // Back to the first card: its grade stands.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => status(page).textContent()).toBe(f.gradeLine(f.grades.hard.name, m.comesBack('in 15 minutes')));

    const { reviewDeck } = await graphql<Deck>('{ reviewDeck(limit: 10) { due_today cards { question { id } memory { reps state } } } }', {}, token);
    expect(reviewDeck.due_today).toBe(2);
    expect(reviewDeck.cards.map((card) => card.memory)).toEqual([
      { reps: 1, state: 'learning' },
      { reps: 1, state: 'learning' },
    ]);

    // What the learner sees: two due today on the dashboard, and in the review.
    await page.goto('/home');
    await expect.poll(() => page.getByTestId('due-today').textContent()).toBe(m.dueCount(2));
    await page.getByRole('link', { name: m.startReview }).click();
    await page.waitForURL((url) => url.pathname === '/review');
    await expect.poll(() => page.getByTestId('review-left').textContent()).toBe(m.left(2));
    const shown = Number(await page.getByRole('region', { name: m.dueToday }).getAttribute('data-question'));
    expect(reviewDeck.cards.map((card) => card.question.id)).toContain(shown);
    await context.close();
  });
});
