// A learner's contest sitting after it is submitted (issue 28 items 7, 8 and 18), in real Chromium
// against one real product this file starts in-process with a clock of its own (`now` in
// scripts/product.ts), so nothing waits for a contest's start or end: the api's clock jumps there.
import { contestMessages, progressMessages } from '@proshno/engine';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launch } from './chromium';
import { graphqlAt, tokenOf } from './graphqlClient';
import { startProductOnMovableClock } from './movableClock';
import { LEARNER, type Learner } from './product';
import { signIn } from './screens';

const GRACE_MS = 30_000;
const ADMIN: Learner = { email: 'admin@example.com', password: 'Admin#2026' };

const clock = await startProductOnMovableClock('sitting');
const { product } = clock;
/** A new client after each move of the clock, so no access token outlives its life on the server's clock. */
let graphql = graphqlAt(product.url);
const browser: Browser = await launch();

afterAll(async () => {
  await browser.close();
  await clock.close();
});

const serverNow = clock.serverNow;

function serverClockAt(at: number): void {
  clock.setServerClock(at);
  graphql = graphqlAt(product.url);
}

async function signedIn(learner: Learner, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: product.url, viewport: { width, height: width === 360 ? 740 : 800 } });
  const page = await context.newPage();
  await signIn(page, learner.email, learner.password);
  await page.waitForURL((url) => url.pathname === '/home');
  return page;
}

type Contest = { id: number; duration: number; start: number };

/** A contest of the first model-test template starting a minute from the server's now, with the demo learner registered. */
async function registeredContest(title: string): Promise<Contest> {
  const admin = await tokenOf(graphql, ADMIN);
  const { examTemplates } = await graphql<{ examTemplates: Array<{ id: number; exam_Type: number }> }>('{ examTemplates { id exam_Type } }', {}, admin);
  const template = examTemplates.find((t) => t.exam_Type === 2);
  if (!template) throw new Error('no model-test template');
  const start = Math.ceil((serverNow() + 60_000) / 1000) * 1000;
  const res = await fetch(`${product.url}/api/contest/v1/admin/contest/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ template: template.id, title, start_time: new Date(start).toISOString() }),
  });
  const body = (await res.json()) as { id: number; duration: number };
  if (res.status !== 201) throw new Error(`create contest: ${JSON.stringify(body)}`);
  const learner = await tokenOf(graphql, LEARNER);
  await graphql('mutation($id: Int!) { registerForContest(id: $id) { contest } }', { id: body.id }, learner);
  return { ...body, start };
}

/** Joins at the start on the server's clock and submits the first option of each of the first `answered` questions; the sitting's exam id. */
async function sitAndSubmit(contest: Contest, answered: number): Promise<number> {
  serverClockAt(contest.start + 1000);
  const token = await tokenOf(graphql, LEARNER);
  const { joinContest } = await graphql<{ joinContest: { id: number } }>('mutation($id: Int!) { joinContest(id: $id) { id } }', { id: contest.id }, token);
  const exam = joinContest.id;
  const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { id: number; options: Array<{ id: number }> } }> } }>(
    'query($id: Int!) { examSheet(id: $id) { questions { question { id options { id } } } } }',
    { id: exam },
    token,
  );
  const answers = examSheet.questions.map(({ question }, i) => ({ question: question.id, option: i < answered ? (question.options[0]?.id ?? null) : null }));
  await graphql('mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }', { exam, answers }, token);
  return exam;
}

describe('the contest review shows the learner’s own answers (issue 28 item 7)', () => {
  it('marks the option the learner chose beside the right one, and says Not answered where they chose none, as History does', async () => {
    const contest = await registeredContest('Review Mock');
    await sitAndSubmit(contest, 2);
    serverClockAt(contest.start + contest.duration * 1000 + GRACE_MS + 60_000);
    const page = await signedIn(LEARNER);
    await page.goto(`/contest/${contest.id}/review`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    const options = page.getByRole('list', { name: 'Options' });
    // One option was chosen (the sitting's options came shuffled, so which one is its own): it says so beside the right one.
    await options.getByText('Right answer').first().waitFor();
    expect(await options.getByText(/Your answer/).count()).toBe(1);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByTestId('history-position').filter({ hasText: '2 / ' }).waitFor();
    await options.getByText(/Your answer/).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByTestId('history-position').filter({ hasText: '3 / ' }).waitFor();
    await options.getByText('Not answered', { exact: true }).waitFor();
    expect(await options.getByText(/Your answer/).count()).toBe(0);
    await page.screenshot({ path: '/tmp/h-scores-review-1280.png', fullPage: true });
    await page.context().close();
  });
});

describe('a submitted sitting is said as submitted (issue 28 item 18)', () => {
  const TITLE = 'Submitted Mock';
  let contest: Contest;
  let sitting: number;

  it('while the contest runs: the result is headed with the contest, the card offers no Join and says so with labelled terms, and History says the answers wait for the contest', async () => {
    contest = await registeredContest(TITLE);
    sitting = await sitAndSubmit(contest, 2);
    const page = await signedIn(LEARNER);
    await page.goto(`/exam/${sitting}`);
    await page.getByRole('heading', { name: `Result: ${TITLE}` }).waitFor();

    await page.goto('/contest');
    const card = page.getByRole('region', { name: 'Live' }).getByRole('article', { name: TITLE });
    await card.getByText(contestMessages.submitted, { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Join' }).count()).toBe(0);
    await card.getByText(/\d+ questions · 1 mark each · −0\.25 for a wrong answer · 1 registered/).waitFor();
    await page.screenshot({ path: '/tmp/h-scores-card-1280.png', fullPage: true });

    await page.goto(`/history/${sitting}`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await page.getByText(contestMessages.sittingHeld, { exact: true }).waitFor();
    expect(await page.getByText('an exam you are still taking').count()).toBe(0);
    await page.context().close();
  });

  it('after the end, the merit list on a 360 px phone breaks no number or heading inside itself', async () => {
    serverClockAt(contest.start + contest.duration * 1000 + GRACE_MS + 60_000);
    const page = await signedIn(LEARNER, 360);
    await page.goto(`/contest/${contest.id}/merit-list`);
    const table = page.getByRole('table', { name: 'Merit List' });
    await table.locator('tr[aria-current="true"]').waitFor();
    await page.screenshot({ path: '/tmp/h-scores-merit-360.png', fullPage: true });
    // Each number and heading is one line: its text's boxes all share one top.
    const broken = await table.locator('th, td').evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((cell) => cell.textContent),
    );
    // The name may wrap between words; no figure or numeric heading may.
    expect(broken.filter((text) => text !== null && !text.includes(' '))).toEqual([]);
    await page.context().close();
  });
});

describe('the dashboard shows the contests the learner registered for (issue 28 item 8)', () => {
  it('an upcoming registered contest is on /home in My Contests, whose link opens /contest; at 360 and 1280 px', async () => {
    const TITLE = 'Dashboard Mock';
    await registeredContest(TITLE);
    for (const width of [360, 1280]) {
      const page = await signedIn(LEARNER, width);
      const card = page.getByRole('region', { name: contestMessages.dashboardTitle });
      await card.getByText(TITLE, { exact: true }).waitFor();
      await card.getByText(/^Starts \d\d\/\d\d\/\d{4}, /).waitFor();
      await page.screenshot({ path: `/tmp/h-scores-home-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The cards above this one fill in on their own; one that grows between the press and the
      // release moves the link away, and the click then lands on no link (a CI run once waited 90 s
      // for /contest). A reader taps a settled page: wait until no card still says it is loading.
      await expect.poll(() => page.getByText(new RegExp(`^(${progressMessages.loading}|${progressMessages.performanceChartLoading})$`)).count()).toBe(0);
      await card.getByRole('link', { name: contestMessages.dashboardLink }).click();
      await page.waitForURL((url) => url.pathname === '/contest');
      await page.getByRole('article', { name: TITLE }).waitFor();
      await page.context().close();
    }
  });
});
