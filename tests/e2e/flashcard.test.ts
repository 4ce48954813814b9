// The flashcard setup and session (docs/practice.md#flashcard-setup, docs/practice.md#flashcard-session, docs/practice.md#cascading-selects)
// in real Chromium on a 412px phone, as the demo learner; the newbie without a
// subscription is refused by the server.
import { availableQuestionsOnly, examScreenMessages, flashcardMessages, messages, sessionStorageKey } from '@proshno/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { graphqlAnswer, learnerToken, NEWBIE, signedInPage, subjectId } from './product';
import { expectButtonLook } from './screens';

const browser = useBrowser();

/** Opens a select (react-aria: its trigger is named '<Label>: <value>') and picks an entry. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}:`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('button', { name: `${label}: ${option}` }).waitFor();
}

/** Taps a count choice; the radio input sits inside its label, which is what a finger taps. */
async function pickCount(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

const options = (page: Page) => page.getByRole('group', { name: 'Options' }).getByRole('button');
const optionsSaying = (page: Page, word: string) =>
  page.getByRole('group', { name: 'Options' }).getByRole('button', { name: new RegExp(`${word}$`) });
const counter = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();
/** The card's text once every formula has been rendered (temml arrives lazily). */
async function settledText(page: Page): Promise<string | null> {
  await expect.poll(() => page.locator('article [data-math="pending"]').count()).toBe(0);
  return page.getByRole('article').textContent();
}

/** A subject's id as the gateway lists it to the learner signed in on the page (no second sign-in). */
async function subjectIdOnPage(page: Page, name: string): Promise<number> {
  const token = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { accessToken?: string }).accessToken, sessionStorageKey);
  if (token === undefined) throw new Error('no session stored');
  return subjectId(token, name);
}

type ConfettiSample = { pieces: number; area: number; tops: number[] };

/**
 * Looks at the confetti 300 ms and 1500 ms into its animations: the pieces inside the window that
 * are at least half opaque and at least 8 px on each side, the area they cover and where each one
 * is. The animations are paused and sought to those times (then let go), so a busy machine that
 * sees the confetti late still samples the same two moments.
 */
async function sampleConfetti(page: Page): Promise<{ early: ConfettiSample; late: ConfettiSample }> {
  await page.locator('[data-confetti]').waitFor({ state: 'attached' });
  return page.evaluate(() => {
    const layer = document.querySelector('[data-confetti]');
    if (!layer) throw new Error('the confetti left before it was sampled');
    const animations = layer.getAnimations({ subtree: true });
    if (animations.length === 0) throw new Error('the confetti has no animations');
    const sample = (ms: number): ConfettiSample => {
      for (const animation of animations) {
        animation.pause();
        animation.currentTime = ms;
      }
      let pieces = 0;
      let area = 0;
      const tops: number[] = [];
      for (const piece of layer.children) {
        const box = piece.getBoundingClientRect();
        tops.push(Math.round(box.top));
        const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
        const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
        if (width < 8 || height < 8 || Number(getComputedStyle(piece).opacity) < 0.5) continue;
        pieces += 1;
        area += width * height;
      }
      return { pieces, area, tops };
    };
    const early = sample(300);
    const late = sample(1500);
    for (const animation of animations) animation.play();
    return { early, late };
  });
}

describe('flashcards', () => {
  it('sets up Chemistry cards, flips, flushes, moves, survives a reload and finishes with a summary of what was answered', async () => {
    const { context, page } = await signedInPage(browser(), 412);
    await page.goto('/flashcard');

    // Dependent selects wait for their parent; Start waits for a subject and a count.
    await page.getByRole('button', { name: /^Grade:/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Subject:/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
    await choose(page, 'Grade', 'HSC');
    await choose(page, 'Subject', 'Chemistry');
    expect(await page.getByRole('button', { name: /^Subtopic:/ }).isDisabled()).toBe(true);
    await choose(page, 'Topic', 'Periodic Table');

    // Bad input: more than the topic offers.
    const hint = page.getByText(/^Available questions: \d+$/);
    const available = Number((await hint.textContent())?.replace(/\D/g, ''));
    expect(available).toBeGreaterThanOrEqual(5);
    await pickCount(page, 'Others');
    await page.getByLabel('Your number of questions').fill(String(available + 1));
    await page.getByRole('alert').filter({ hasText: availableQuestionsOnly(available) }).waitFor();
    expect(await page.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);

    // A change of subject clears the topic below it.
    await choose(page, 'Subject', 'Physics');
    await page.getByRole('button', { name: 'Topic: Select topic' }).waitFor();
    await choose(page, 'Subject', 'Chemistry');
    await choose(page, 'Topic', 'Periodic Table');

    await pickCount(page, '5');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL((url) => url.pathname === '/flashcard/exam/' && url.searchParams.get('noOfQuestion') === '5');
    const url = new URL(page.url());
    expect(url.searchParams.get('subject')).toMatch(/^\d+$/);
    expect(url.searchParams.get('topic')).toMatch(/^\d+$/);
    expect(url.searchParams.get('subtopic')).toBe('');
    await counter(page, '1 / 5');
    const firstQuestion = await settledText(page);

    // Every option of the first card flipped: exactly one says 'Congrats!', the rest 'Oops!'.
    expect(await options(page).count()).toBe(4);
    await options(page).first().click();
    for (const key of ['b', 'c', 'd']) await page.keyboard.press(key);
    await expect.poll(() => optionsSaying(page, flashcardMessages.oops).count()).toBe(3);
    expect(await optionsSaying(page, flashcardMessages.congrats).count()).toBe(1);
    await page.getByRole('heading', { name: 'Explanation' }).waitFor();
    const faces1 = await options(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-face')));
    const wrongOn1 = faces1.indexOf('oops');

    // The next card starts face down; Flush reveals its one correct answer, Unflush hides it.
    await page.getByRole('button', { name: 'Next' }).click();
    await counter(page, '2 / 5');
    expect(await optionsSaying(page, '(Congrats!|Oops!)').count()).toBe(0);
    await page.getByRole('button', { name: flashcardMessages.flush, exact: true }).click();
    await expect.poll(() => optionsSaying(page, 'Correct answer').count()).toBe(1);
    const rightOn2 = (await options(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-face')))).indexOf('answer');
    await page.getByRole('button', { name: flashcardMessages.unflush }).click();
    await expect.poll(() => optionsSaying(page, 'Correct answer').count()).toBe(0);
    await page.getByRole('button', { name: flashcardMessages.flush, exact: true }).waitFor();

    // Back and the arrow keys move between cards.
    await page.getByRole('button', { name: 'Back' }).click();
    await counter(page, '1 / 5');
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await counter(page, '2 / 5');
    await page.keyboard.press('ArrowLeft');
    await counter(page, '1 / 5');

    await expectButtonLook(page.getByRole('button', { name: 'Save for Revision' }));
    await page.getByRole('button', { name: 'Save for Revision' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`${examScreenMessages.revisionSaved}|${examScreenMessages.revisionAlreadySaved}`) })
      .first()
      .waitFor();

    // A reload keeps the cards Start loaded (they travel in the history entry).
    await page.reload();
    await counter(page, '1 / 5');
    expect(await settledText(page)).toBe(firstQuestion);

    // The same URL opened afresh draws its own cards from the query.
    const fresh = await context.newPage();
    await fresh.goto(url.pathname + url.search);
    await counter(fresh, '1 / 5');
    expect(await options(fresh).count()).toBe(4);
    await fresh.close();

    // After the reload the session counts afresh: card 1 answered wrong first (then right: still
    // wrong), card 2 answered right, card 3 only seen, cards 4 and 5 never reached.
    await options(page).nth(wrongOn1).click();
    await options(page).nth(faces1.indexOf('congrats')).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await counter(page, '2 / 5');
    await options(page).nth(rightOn2).click();
    await expect.poll(() => optionsSaying(page, flashcardMessages.congrats).count()).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await counter(page, '3 / 5');

    await page.getByRole('button', { name: 'Finished', exact: true }).click();
    const summary = page.getByRole('region', { name: 'Flashcards finished' });
    await summary.waitFor();
    await summary.getByText('Chemistry · Periodic Table', { exact: true }).waitFor();
    await summary.getByText('You saw 3 of 5 cards.', { exact: true }).waitFor();
    const counts = async () =>
      Object.fromEntries(
        await summary.locator('dl > div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent])),
      );
    expect(await counts()).toEqual({ 'Cards seen': '3', Right: '1', Wrong: '1', 'Not answered': '1' });

    // Practise again starts the same cards from the first with nothing counted; Go Home leaves.
    await page.getByRole('button', { name: 'Practise again' }).click();
    await counter(page, '1 / 5');
    expect(await settledText(page)).toBe(firstQuestion);
    await page.getByRole('button', { name: 'Finished', exact: true }).click();
    await summary.waitFor();
    expect(await counts()).toEqual({ 'Cards seen': '1', Right: '0', Wrong: '0', 'Not answered': '1' });
    await summary.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    await context.close();
  });

  it("throws confetti on 'Congrats!' that is plainly visible for seconds, and still, fading, with reduced motion", async () => {
    const { context, page } = await signedInPage(browser(), 360);
    const subject = await subjectIdOnPage(page, 'Physics');
    await page.goto(`/flashcard/exam/?noOfQuestion=5&subject=${subject}&topic=&subtopic=`);
    await counter(page, '1 / 5');

    // Flush shows which option is right; Unflush hides it again, and the learner flips it.
    const flipTheRightOption = async () => {
      await page.getByRole('button', { name: flashcardMessages.flush, exact: true }).click();
      await expect.poll(() => optionsSaying(page, 'Correct answer').count()).toBe(1);
      const right = (await options(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-face')))).indexOf('answer');
      await page.getByRole('button', { name: flashcardMessages.unflush }).click();
      await expect.poll(() => optionsSaying(page, 'Correct answer').count()).toBe(0);
      await options(page).nth(right).click();
      return sampleConfetti(page);
    };

    const moving = await flipTheRightOption();
    await optionsSaying(page, flashcardMessages.congrats).waitFor();
    // On a 360 x 740 phone: at least 30 pieces at full colour a second and a half after the flip,
    // covering several thousand square pixels, and they fall.
    expect(moving.late.pieces).toBeGreaterThanOrEqual(30);
    expect(moving.late.area).toBeGreaterThanOrEqual(6000);
    expect(moving.early.pieces).toBeGreaterThanOrEqual(30);
    expect(moving.late.tops).not.toEqual(moving.early.tops);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Next' }).click();
    await counter(page, '2 / 5');
    const still = await flipTheRightOption();
    expect(still.late.pieces).toBeGreaterThanOrEqual(30);
    expect(still.late.area).toBeGreaterThanOrEqual(6000);
    expect(still.late.tops).toEqual(still.early.tops);
    await context.close();
  });

  it('refuses the newbie without a subscription', async () => {
    const token = await learnerToken(NEWBIE);
    const chemistry = { id: await subjectId(token, 'Chemistry') };
    const refused = await graphqlAnswer('query($s: Int!) { flashcardQuestions(subject: $s, limit: 5) { id } }', { s: chemistry.id }, token);
    expect(refused.errors?.[0]?.message).toBe('Your subscription does not cover Chemistry.');

    const { context, page } = await signedInPage(browser(), 412, NEWBIE);
    await page.goto(`/flashcard/exam/?noOfQuestion=5&subject=${chemistry.id}&topic=&subtopic=`);
    await page.getByRole('dialog', { name: messages.subscriptionRequiredTitle }).waitFor();
    // The server's reason, not a Reload that cannot help.
    await page.getByText('Your subscription does not cover Chemistry.').waitFor();
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);
    await context.close();
  });

  it('says a session link with a subject the bank does not have cannot be found, and offers the way back', async () => {
    const { context, page } = await signedInPage(browser(), 412);
    await page.goto('/flashcard/exam/?noOfQuestion=5&subject=99999&topic=&subtopic=');
    await page.getByRole('alert').getByText(flashcardMessages.notFound).waitFor();
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Flashcard' }).click();
    await page.waitForURL('**/flashcard');
    await context.close();
  });
});
