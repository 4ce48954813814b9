// Issue 26 items 1 and 2 in real Chromium against one real product that this file starts in-process
// with a clock of its own (`now` in scripts/product.ts, as tests/e2e/contestJourney.test.ts does):
// the api's clock jumps past the access token's 15 minutes while the browser keeps its own.
//
// 1. A learner who never submits, whose access token expires twice during an exam that the server
//    finishes at time-up, has every chosen answer counted: each save answered UNAUTHENTICATED waits
//    for the session's new token and is sent again (docs/exam.md#save-outcome), and the delivery
//    line says every answer reached the server only once the server confirmed it
//    (docs/exam.md#answer-delivery).
// 2. Two tabs: tab 1 chooses A and its saves fail at the network level; tab 2 chooses B; once tab 1's
//    network is back the server still holds B, the latest choice (docs/exam.md#latest-choice).
import { answerDeliveryMessages, ACCESS_TOKEN_SECONDS, progressMessages } from '@proshno/engine';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launch } from './chromium';
import { startedRandomTest, subjectNamed } from './examFixtures';
import { graphqlAt, tokenOf } from './graphqlClient';
import { startProductOnMovableClock } from './movableClock';
import { LEARNER, type Learner } from './product';
import { signIn } from './screens';

const MINUTE = 60_000;
/** Past the access token's life on the server's clock. */
const PAST_TOKEN_LIFE = ACCESS_TOKEN_SECONDS * 1000 + MINUTE;

const clock = await startProductOnMovableClock('token-expiry');
const { product } = clock;
/** A GraphQL client; a new one after each move of the clock, so no token kept from before outlives its life on the server's clock. */
let graphql = graphqlAt(product.url);
const browser: Browser = await launch();

afterAll(async () => {
  await browser.close();
  await clock.close();
});

function moveServerClock(byMs: number): void {
  clock.moveServerClock(byMs);
  graphql = graphqlAt(product.url);
}

type Letter = 'A' | 'B' | 'C' | 'D';
const letters: Letter[] = ['A', 'B', 'C', 'D'];

type Sheet = {
  examSheet: {
    result: { exam: { status: string }; subject_result: Array<{ right: number; wrong: number; not_answered: number }> };
    questions: Array<{ question: { id: number; options: Array<{ id: number }> }; option: number | null }>;
  };
};

async function sheetOf(learner: Learner, examId: number): Promise<Sheet> {
  return graphql<Sheet>(
    `query($id: Int!) { examSheet(id: $id) { result { exam { status } subject_result { right wrong not_answered } }
      questions { question { id options { id } } option } } }`,
    { id: examId },
    await tokenOf(graphql, learner),
  );
}

/** The option the server holds for question `number` (1-based), as a letter, or null. */
async function heldLetter(learner: Learner, examId: number, number: number): Promise<Letter | null> {
  const entry = (await sheetOf(learner, examId)).examSheet.questions[number - 1];
  const held = entry?.option;
  if (entry === undefined || held === undefined) return null;
  return letters[entry.question.options.findIndex((option) => option.id === held)] ?? null;
}

async function signedInContext(learner: Learner, options: { blockServiceWorkers?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1280, height: 900 }, ...(options.blockServiceWorkers ? { serviceWorkers: 'block' as const } : {}) });
  const page = await context.newPage();
  await signIn(page, learner.email, learner.password);
  await page.waitForURL((url) => url.pathname === '/home');
  return { context, page };
}

function optionButton(page: Page, letter: Letter) {
  return page.getByRole('button', { name: new RegExp(`^Option ${letter}:`) });
}

async function choose(page: Page, letter: Letter): Promise<void> {
  await optionButton(page, letter).click();
  await expect.poll(() => optionButton(page, letter).getAttribute('aria-pressed')).toBe('true');
}

async function onQuestion(page: Page, number: number): Promise<void> {
  await page.getByRole('heading', { name: `Question ${number}` }).waitFor();
}

async function next(page: Page, number: number): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await onQuestion(page, number);
}

/** The line under the question (docs/exam.md#answer-delivery). */
function deliveryLine(page: Page) {
  return page.locator('[data-delivery]');
}

/** Whether a GraphQL request is the SaveAnswer mutation. */
function isSave(body: string | null): boolean {
  return body !== null && body.includes('"operationName":"SaveAnswer"');
}

describe('an exam through two expired access tokens (issue 26 item 1)', () => {
  it('counts every chosen answer of a learner who never submits, whose token expires twice, when the server finishes the exam at time-up', { timeout: 240_000 }, async () => {
    const token = await tokenOf(graphql, LEARNER);
    // 35 questions: 35 minutes on the server's clock, enough for two token lives and a question more.
    const examId = await startedRandomTest(graphql, token, await subjectNamed(graphql, token, 'Physics'), 35);
    const { context, page } = await signedInContext(LEARNER);
    // Every save the gateway answered UNAUTHENTICATED (the expired token), as the page saw them.
    const refusedSaves: string[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('/graphql') || !isSave(response.request().postData())) return;
      void response.text().then(
        (text) => {
          if (text.includes('"UNAUTHENTICATED"')) refusedSaves.push(text);
        },
        () => undefined,
      );
    });
    await page.goto(`/exam/${examId}`);
    await onQuestion(page, 1);
    const chosen: Letter[] = ['A', 'B', 'C', 'D'];

    await choose(page, 'A');
    await expect.poll(() => heldLetter(LEARNER, examId, 1), { timeout: 15_000 }).toBe('A');
    await expect.poll(() => deliveryLine(page).textContent()).toBe(answerDeliveryMessages.delivered);

    for (const [index, letter] of chosen.slice(1, 3).entries()) {
      const number = index + 2;
      // The page's access token has expired on the server's clock; the learner keeps answering.
      moveServerClock(PAST_TOKEN_LIFE);
      await next(page, number);
      await choose(page, letter);
      await expect.poll(() => heldLetter(LEARNER, examId, number), { timeout: 20_000 }).toBe(letter);
      await expect.poll(() => deliveryLine(page).textContent()).toBe(answerDeliveryMessages.delivered);
      expect(refusedSaves.length).toBeGreaterThanOrEqual(index + 1);
    }
    await next(page, 4);
    await choose(page, 'D');
    await expect.poll(() => heldLetter(LEARNER, examId, 4), { timeout: 15_000 }).toBe('D');

    // The server's clock passes the end plus the grace; nobody submits. The server finishes the exam
    // with what it holds: all four answers.
    moveServerClock(5 * MINUTE);
    const { examSheet } = await sheetOf(LEARNER, examId);
    expect(examSheet.result.exam.status).toBe('finished');
    expect(examSheet.questions.slice(0, 4).map(({ question, option: held }) => letters[question.options.findIndex((o) => o.id === held)])).toEqual(chosen);
    const [totals] = examSheet.result.subject_result;
    expect((totals?.right ?? 0) + (totals?.wrong ?? 0)).toBe(4);
    expect(totals?.not_answered).toBe(31);
    // Both expiries were met by a save answered UNAUTHENTICATED, which was kept and sent again.
    expect(refusedSaves.length).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});

describe('two tabs on one exam (issue 26 item 2)', () => {
  it('keeps the latest choice when a tab’s older save is retried after another tab chose again', { timeout: 120_000 }, async () => {
    const token = await tokenOf(graphql, LEARNER);
    const examId = await startedRandomTest(graphql, token, await subjectNamed(graphql, token, 'Physics'), 2);
    // The page's own requests, without the service worker between them, so tab 1's network can fail alone.
    const { context, page: home } = await signedInContext(LEARNER, { blockServiceWorkers: true });
    await home.close();
    const tab1 = await context.newPage();
    const tab2 = await context.newPage();
    for (const tab of [tab1, tab2]) {
      await tab.goto(`/exam/${examId}`);
      await onQuestion(tab, 1);
    }
    // Tab 1's saves fail at the network level until released.
    let failSaves = true;
    let failed = 0;
    await tab1.route('**/graphql', async (route) => {
      if (failSaves && isSave(route.request().postData())) {
        failed += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    await choose(tab1, 'A');
    await expect.poll(() => failed).toBeGreaterThanOrEqual(1);

    // Tab 2 chooses B: the server holds B, and tab 1 shows it.
    await choose(tab2, 'B');
    await expect.poll(() => heldLetter(LEARNER, examId, 1), { timeout: 15_000 }).toBe('B');
    await expect.poll(() => optionButton(tab1, 'B').getAttribute('aria-pressed')).toBe('true');

    // Tab 1's network is back: whatever it still sends, the server ends with B and both tabs say so.
    failSaves = false;
    await expect.poll(() => deliveryLine(tab1).textContent(), { timeout: 40_000 }).toBe(answerDeliveryMessages.delivered);
    await expect.poll(() => deliveryLine(tab2).textContent()).toBe(answerDeliveryMessages.delivered);
    expect(await heldLetter(LEARNER, examId, 1)).toBe('B');
    expect(await optionButton(tab1, 'B').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });
});

describe('two tabs past the access token’s life (issue 28 item 3; docs/access.md#refresh-race)', () => {
  it('one tab renews; the other, minutes later, takes that pair instead of spending its own, and neither is signed out', { timeout: 120_000 }, async () => {
    const { context, page: first } = await signedInContext(LEARNER);
    const second = await context.newPage();
    await second.goto('/home');
    await second.getByRole('button', { name: 'Profile menu' }).waitFor();
    // History through the top bar: the tab's own session in memory, not one read from storage again.
    const openHistory = async (page: Page) => {
      await page.getByRole('link', { name: 'History', exact: true }).click();
      await page.getByRole('link', { name: /^View history of exam/ }).first().waitFor();
      await page.getByRole('link', { name: 'Leaderboard', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/leaderboard');
    };

    // Both tabs hold the same tokens in memory; the first tab's next call is refused and renews.
    moveServerClock(PAST_TOKEN_LIFE);
    await openHistory(first);
    // Well past the seconds in which the server forgives the same browser a spent token: the
    // second tab must not spend the one the first tab has spent.
    moveServerClock(PAST_TOKEN_LIFE);
    await openHistory(second);
    expect(new URL(second.url()).pathname).toBe('/leaderboard');
    // And the first tab's sign-in lives on: nothing revoked the family.
    await first.goto('/home');
    await openHistory(first);
    expect(new URL(first.url()).pathname).toBe('/leaderboard');
    await context.close();
  });
});

describe('a screen that loads its own data past the access token’s life (docs/access.md#session)', () => {
  it('opens My Profile with the learner’s details, not “Error loading profile data”', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInContext(LEARNER);
    const openProfile = async () => {
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'My Profile' }).click();
    };
    // Once before, so the screen's code is here and its load is the first call after the clock moves.
    await openProfile();
    await page.getByRole('heading', { name: LEARNER.name }).waitFor();
    // To a page that asks nothing of the server, so no other query is refused first.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.waitForURL((url) => url.pathname === '/terms');
    moveServerClock(PAST_TOKEN_LIFE);
    // The profile's machine asks for the details once; the refusal waits for the new token.
    await openProfile();
    await page.getByRole('heading', { name: LEARNER.name }).waitFor();
    expect(await page.getByText(progressMessages.profileLoadFailed).count()).toBe(0);
    await context.close();
  });
});
