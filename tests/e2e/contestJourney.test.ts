// Contests in real Chromium against one real product that this file starts in-process with a clock
// of its own (`now` in scripts/product.ts), so nothing waits for a contest's start or end: the
// api's clock jumps there. The browser keeps its real clock; /contest reads the server's clock
// offset with the list (docs/contest.md#server-clock).
//
// 1. The journey of issue 20 (docs/contest.md#admin-screen): the admin creates a contest in the
//    form on /admin/contests, edits its title and start (the registered learner gets 'Contest
//    changed' by mail, docs/contest.md#mails), cancels another after its confirmation (its
//    registered learner gets 'Contest cancelled'), two subscribed learners register on /contest
//    and sit it with different scores, a learner without a subscription meets 'Subscription
//    Required' on Register, and after the end plus the 30-second grace the admin's merit list and
//    its CSV export rank the two right.
// 2. A contest on the server's clock, then its result, merit list and review
//    (docs/contest.md#result-screens): the api's clock runs two hours ahead of the browser's, as
//    if the browser's clock were wrong; the card still counts down to the server's start, the
//    learner joins and submits, the result is not ready before the end, then the result, the merit
//    list with the learner's row marked and the review with answers and explanations open, each
//    fitting 360×740.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { waitForMailTo } from '@proshno/api';
import {
  adminContestMessages,
  adminContestScreenMessages,
  cancelContestQuestion,
  contestMessages,
  dhakaWallClockOf,
  formatDhakaDateTime,
  messages,
} from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launch } from './chromium';
import { graphqlAt, tokenOf } from './graphqlClient';
import { startProductOnMovableClock } from './movableClock';
import { verificationLink } from './outbox';
import { latinLeft, signInInBengali } from './inBengali';
import { namingPendingRequests } from './pendingRequests';
import { paidMonthly } from './payment';
import { LEARNER, NEWBIE, registrationOf, type Learner } from './product';
import { sidewaysOverflow, touchingCells } from './routeTour';
import { choose, signIn } from './screens';

const HOUR = 3_600_000;
const GRACE_MS = 30_000;
const ADMIN: Learner = { email: 'admin@example.com', password: 'Admin#2026' };
const SECOND_LEARNER_NAME = 'Rafiq Islam';

const t0 = Date.now();
const clock = await startProductOnMovableClock('contest');
const { product, dataDir } = clock;
console.log(`contests: product ready ${Date.now() - t0} ms`);
/** A GraphQL client; a new one after each move of the clock, so no access token kept from before outlives its 15 minutes on the server's clock. */
let graphql = graphqlAt(product.url);
const browser: Browser = await launch();

afterAll(async () => {
  await browser.close();
  await clock.close();
});

/** Sets the api's clock to `at` (this process's clock plus the new offset). */
function serverClockAt(at: number): void {
  clock.setServerClock(at);
  graphql = graphqlAt(product.url);
}

/** A page of the learner signed in; with `locale` 'bn-BD', a page in Bengali. */
async function signedIn(learner: Learner, width = 1280, locale?: 'bn-BD'): Promise<Page> {
  const context = await browser.newContext({ baseURL: product.url, viewport: { width, height: width === 360 ? 740 : 900 }, acceptDownloads: true, locale });
  const page = await context.newPage();
  if (locale === 'bn-BD') return signInInBengali(page, learner).then(() => page);
  await signIn(page, learner.email, learner.password);
  await page.waitForURL((url) => url.pathname === '/home');
  return page;
}

/** A contest of the first model-test template, created through the admin's REST path. */
async function createContest(title: string, startIso: string): Promise<{ id: number; duration: number }> {
  const admin = await tokenOf(graphql, ADMIN);
  const { examTemplates } = await graphql<{ examTemplates: Array<{ id: number; exam_Type: number }> }>('{ examTemplates { id exam_Type } }', {}, admin);
  const template = examTemplates.find((t) => t.exam_Type === 2);
  if (!template) throw new Error('no model-test template');
  const res = await fetch(`${product.url}/api/contest/v1/admin/contest/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ template: template.id, title, start_time: startIso }),
  });
  const body = (await res.json()) as { id: number; duration: number };
  if (res.status !== 201) throw new Error(`create contest: ${JSON.stringify(body)}`);
  return body;
}

/** The newest mail to `to` with `subject`, waiting for it to arrive. */
async function mailTo(to: string, subject: string): Promise<string> {
  return (await waitForMailTo(dataDir, to, 10_000, (mail) => mail.subject === subject)).text.trim();
}

describe('the contest journey (issue 20)', () => {
  const TITLE = `National Mock ${Date.now()}`;
  const DRAFT = `Draft Mock ${Date.now()}`;
  const DROPPED = `Dropped Mock ${Date.now()}`;

  /** A newcomer registered and verified through GraphQL who pays for Premium Monthly in the api's SSLCommerz simulator. */
  async function subscribedNewcomer(): Promise<Learner> {
    const url = product.url;
    const email = `rafiq.${Date.now()}@example.com`;
    const input = registrationOf(email, { fullName: SECOND_LEARNER_NAME, gender: 'male' });
    await graphql('mutation($input: RegistrationInput!) { register(input: $input) { detail } }', { input });
    const verify = new URL(verificationLink((await waitForMailTo(dataDir, email)).text)).searchParams.get('token') ?? '';
    await graphql('mutation($token: String!) { verifyEmail(token: $token) { detail } }', { token: verify });
    const learner = { email, password: input.password };
    await paidMonthly(graphql, url, await tokenOf(graphql, learner));
    return learner;
  }

  /** The first whole minute at least `leadMs` from now: the form's start is a Dhaka date and an HH:mm time. */
  function startAfter(leadMs: number): Date {
    return new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000);
  }

  /**
   * Types the form's start in Asia/Dhaka as an admin in Bangladesh reads it: the date day first
   * (dd/mm/yyyy, issue 28 item 25, not the browser's mm/dd/yyyy), then a 12-hour time.
   */
  async function fillStart(form: Locator, start: Date): Promise<void> {
    const wall = dhakaWallClockOf(start.toISOString());
    if (wall === null) throw new Error('no Dhaka wall clock');
    const [year, month, day] = wall.date.split('-');
    const [hour24 = 0, minute = 0] = wall.time.split(':').map(Number);
    const hour12 = String(hour24 % 12 === 0 ? 12 : hour24 % 12).padStart(2, '0');
    const date = form.getByRole('group', { name: 'Start date' });
    await date.getByRole('spinbutton').first().click();
    await form.page().keyboard.type(`${day}${month}${year}`);
    expect((await date.innerText()).replace(/\s/g, '')).toBe(`${day}/${month}/${year}`);
    await form.getByRole('group', { name: 'Start time' }).getByRole('spinbutton').first().click();
    await form.page().keyboard.type(`${hour12}${String(minute).padStart(2, '0')}${hour24 < 12 ? 'a' : 'p'}`);
  }

  /** Registers on /contest and waits for 'Registered'. */
  async function register(page: Page, title: string): Promise<void> {
    await page.goto('/contest');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Register' }).click();
    await card.getByText('Registered', { exact: true }).waitFor();
  }

  /** Reads /contest again (the server's clock offset with it) and joins; the sitting's exam id. */
  async function join(page: Page): Promise<number> {
    await page.goto('/contest');
    await page.getByRole('region', { name: 'Live' }).getByRole('article', { name: TITLE }).getByRole('button', { name: 'Join' }).click();
    await page.waitForURL((url) => /^\/exam\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    return Number(new URL(page.url()).pathname.split('/').pop());
  }

  async function submit(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Exam submitted successfully.' }).first().waitFor();
  }

  /** How many questions to answer so that no count of right answers among them scores exactly 0 (then Rafiq's blank 0 cannot tie). */
  function answersThatCannotScoreZero(mark: number, negative: number, total: number): number {
    for (let k = 1; k <= total; k += 1) {
      let zero = false;
      for (let right = 0; right <= k; right += 1) if (Math.abs(right * mark - (k - right) * negative) < 1e-9) zero = true;
      if (!zero) return k;
    }
    return total;
  }

  it('an admin creates and edits a contest in the UI and cancels another, two learners sit it, a newbie cannot register, and the merit list ranks them right', async () => {
    serverClockAt(Date.now());
    const second = await subscribedNewcomer();

    // The admin's form: its first message, then a contest from the demo model test.
    const admin = await signedIn(ADMIN);
    await admin.goto('/admin/contests');
    await admin.getByRole('heading', { name: adminContestScreenMessages.heading, level: 1 }).waitFor();
    await admin.getByRole('button', { name: adminContestScreenMessages.newContest }).click();
    const form = admin.getByRole('form', { name: adminContestScreenMessages.newContest });
    await form.getByText(adminContestMessages.templateRequired).waitFor();
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    const { examTemplates } = await graphql<{ examTemplates: Array<{ name: string; exam_Type: number }> }>('{ examTemplates { name exam_Type } }', {}, await tokenOf(graphql, ADMIN));
    const template = examTemplates.find((t) => t.exam_Type === 2) ?? expect.fail('no model-test template');
    await choose(admin, 'Template', template.name);
    await form.getByText(adminContestMessages.titleRequired).waitFor();
    await form.getByLabel('Title').fill(DRAFT);
    await form.getByText(adminContestMessages.startRequired).waitFor();
    // Starts far enough ahead that registration stays open on a loaded machine; the clock jumps there.
    const draftStart = startAfter(240_000);
    await fillStart(form, draftStart);
    await form.getByRole('button', { name: 'Save' }).click();
    // Each contest is a row of the admin's table, named by its title; what it opens is in a row under it.
    const draftRow = admin.getByRole('row', { name: DRAFT, exact: true });
    await draftRow.getByTestId('contest-status').filter({ hasText: 'Upcoming' }).waitFor();

    // Ayesha registers; then the admin edits the title and the start, and Ayesha is told by mail.
    const ayesha = await signedIn(LEARNER);
    await register(ayesha, DRAFT);
    await draftRow.getByRole('button', { name: adminContestScreenMessages.edit }).click();
    const editForm = admin.getByRole('form', { name: adminContestScreenMessages.edit });
    await editForm.getByLabel('Title').fill(TITLE);
    const start = startAfter(360_000);
    expect(start.getTime()).toBeGreaterThan(draftStart.getTime());
    await fillStart(editForm, start);
    await editForm.getByRole('button', { name: 'Save' }).click();
    const row = admin.getByRole('row', { name: TITLE, exact: true });
    await row.getByTestId('contest-status').filter({ hasText: 'Upcoming' }).waitFor();
    expect(await row.textContent()).toContain(formatDhakaDateTime(start.toISOString()));
    expect(await mailTo(LEARNER.email, `Contest changed: ${TITLE}`)).toBe(
      `The contest ${TITLE} has changed. It starts at ${formatDhakaDateTime(start.toISOString())}; equal scores share a rank.`,
    );
    await ayesha.goto('/contest');
    await ayesha.getByRole('article', { name: TITLE }).getByText('Registered', { exact: true }).waitFor();

    // Rafiq registers for it and for a second contest; the newbie meets the subscription dialog.
    const rafiq = await signedIn(second);
    await register(rafiq, TITLE);
    const droppedStart = startAfter(900_000);
    await createContest(DROPPED, droppedStart.toISOString());
    await register(rafiq, DROPPED);
    const newbie = await signedIn(NEWBIE);
    await newbie.goto('/contest');
    await newbie.getByRole('dialog', { name: messages.subscriptionRequiredTitle }).getByRole('button', { name: 'Cancel' }).click();
    await newbie.getByRole('article', { name: TITLE }).getByRole('button', { name: 'Register' }).click();
    await newbie.getByRole('dialog', { name: messages.subscriptionRequiredTitle }).waitFor();

    // Cancel asks first: 'Keep' keeps it, 'Cancel contest' cancels it and Rafiq is told by mail.
    await admin.reload();
    const droppedRow = admin.getByRole('row', { name: DROPPED, exact: true });
    await droppedRow.getByRole('button', { name: adminContestScreenMessages.cancel }).click();
    const confirm = admin.getByRole('alertdialog', { name: adminContestScreenMessages.cancelConfirmAction });
    await confirm.getByText(cancelContestQuestion(DROPPED), { exact: true }).waitFor();
    await confirm.getByRole('button', { name: adminContestScreenMessages.keep }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await droppedRow.getByTestId('contest-status').textContent()).toBe('Upcoming');
    await droppedRow.getByRole('button', { name: adminContestScreenMessages.cancel }).click();
    await confirm.getByRole('button', { name: adminContestScreenMessages.cancelConfirmAction }).click();
    await droppedRow.getByTestId('contest-status').filter({ hasText: 'Cancelled' }).waitFor();
    expect(await droppedRow.getByRole('button', { name: adminContestScreenMessages.cancel }).count()).toBe(0);
    expect(await mailTo(second.email, `Contest cancelled: ${DROPPED}`)).toBe(
      `The contest ${DROPPED}, which was to start at ${formatDhakaDateTime(droppedStart.toISOString())}, has been cancelled.`,
    );
    await rafiq.goto('/contest');
    await rafiq.getByRole('article', { name: TITLE }).waitFor();
    expect(await rafiq.getByRole('article', { name: DROPPED }).count()).toBe(0);

    // The admin sees both registrations.
    await row.getByRole('button', { name: adminContestScreenMessages.registrations }).click();
    const registrations = admin.getByRole('table', { name: `${adminContestScreenMessages.registrations}: ${TITLE}` });
    await registrations.getByRole('row').filter({ hasText: LEARNER.email }).waitFor();
    await registrations.getByRole('row').filter({ hasText: second.email }).waitFor();
    expect(await row.getByText('2 registered').count()).toBe(1);

    // The server's clock moves to the start; both join. Ayesha answers with option A, Rafiq submits blank.
    serverClockAt(start.getTime() + 1_000);
    const ayeshaExam = await join(ayesha);
    const rafiqExam = await join(rafiq);
    const { contests } = await graphql<{ contests: Array<{ id: number; title: string; total_question: number; mark_per_qn: number; negative_mark_per_qn: number | null; end_time: string }> }>(
      '{ contests { id title total_question mark_per_qn negative_mark_per_qn end_time } }',
      {},
      await tokenOf(graphql, LEARNER),
    );
    const contest = contests.find((c) => c.title === TITLE) ?? expect.fail('the contest is not listed');
    const answering = answersThatCannotScoreZero(contest.mark_per_qn, contest.negative_mark_per_qn ?? 0, contest.total_question);
    for (let i = 1; i <= answering; i += 1) {
      await ayesha.getByRole('heading', { name: `Question ${i}` }).waitFor();
      const option = ayesha.getByRole('button', { name: /^Option A:/ });
      await option.click();
      await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
      if (i < contest.total_question) await ayesha.getByRole('button', { name: 'Next' }).click();
    }
    const sheetOf = async () =>
      (
        await graphql<{ examSheet: { questions: Array<{ question: { id: number }; option: number | null }> } }>(
          'query($id: Int!) { examSheet(id: $id) { questions { question { id } option } } }',
          { id: ayeshaExam },
          await tokenOf(graphql, LEARNER),
        )
      ).examSheet.questions;
    await expect.poll(async () => (await sheetOf()).filter((q) => q.option !== null).length).toBe(answering);
    const sheet = await sheetOf();
    await submit(ayesha);
    await submit(rafiq);
    expect(rafiqExam).not.toBe(ayeshaExam);

    // The server's clock moves past the end plus the grace: the admin's list offers the merit list (reading it computes the results).
    serverClockAt(Date.parse(contest.end_time) + GRACE_MS + 1_000);
    // Waits for the list, not the load event: one CI run's reload never saw a load event on a loaded machine.
    await namingPendingRequests(admin, async () => {
      await admin.reload({ waitUntil: 'commit' });
      await row.getByTestId('contest-status').filter({ hasText: 'Finished' }).waitFor();
    });
    const meritButton = row.getByRole('button', { name: adminContestScreenMessages.meritList });
    await meritButton.waitFor();

    // The scores the bank's answers give: Ayesha's choices against the review; Rafiq left all blank (0).
    const { contestReview } = await graphql<{ contestReview: Array<{ id: number; options: Array<{ id: number; is_answer: boolean | null }> }> }>(
      'query($id: Int!) { contestReview(id: $id) { id options { id is_answer } } }',
      { id: contest.id },
      await tokenOf(graphql, LEARNER),
    );
    const answered = (await sheetOf()).filter((q) => q.option !== null);
    expect(answered.map((q) => q.question.id)).toEqual(sheet.filter((q) => q.option !== null).map((q) => q.question.id));
    expect(answered).toHaveLength(answering);
    const right = answered.filter((q) => contestReview.find((r) => r.id === q.question.id)?.options.find((o) => o.id === q.option)?.is_answer === true).length;
    const wrong = answered.length - right;
    const ayeshaScore = right * contest.mark_per_qn - wrong * (contest.negative_mark_per_qn ?? 0);
    expect(ayeshaScore).not.toBe(0);
    const expected = [
      { name: LEARNER.name, email: LEARNER.email, score: ayeshaScore },
      { name: SECOND_LEARNER_NAME, email: second.email, score: 0 },
    ].sort((a, b) => b.score - a.score);

    // The merit list on the admin's screen, in merit order with ranks 1 and 2.
    await meritButton.click();
    const merit = admin.getByRole('table', { name: `${adminContestScreenMessages.meritList}: ${TITLE}` });
    await merit.waitFor();
    const rows = await merit.locator('tbody tr').all();
    const shown = await Promise.all(rows.map(async (tr) => (await tr.locator('td').allTextContents()).slice(0, 4)));
    expect(shown).toEqual(expected.map((e, i) => [String(i + 1), e.name, e.email, String(e.score)]));

    // Export CSV downloads contest-{id}-merit-list.csv with the same order.
    const [download] = await Promise.all([admin.waitForEvent('download'), row.getByRole('button', { name: adminContestScreenMessages.exportCsv }).click()]);
    expect(download.suggestedFilename()).toBe(`contest-${contest.id}-merit-list.csv`);
    const csv = readFileSync(await download.path(), 'utf8').trim().split(/\r?\n/);
    expect(csv[0]).toBe('rank,full_name,email,score,percentile,time_used_seconds,right,wrong,not_answered');
    expect(csv.slice(1).map((line) => line.split(',').slice(0, 4))).toEqual(expected.map((e, i) => [String(i + 1), e.name, e.email, String(e.score)]));
    // For a person to look at (docs: 360×740 and 1280×800): the list with the merit list, and the form on a phone.
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.screenshot({ path: joinPath(tmpdir(), 'contest-journey-admin-1280.png'), fullPage: true });
    await admin.setViewportSize({ width: 360, height: 740 });
    await admin.screenshot({ path: joinPath(tmpdir(), 'contest-journey-admin-360.png'), fullPage: true });
    await admin.getByRole('button', { name: adminContestScreenMessages.newContest }).click();
    await admin.getByRole('form', { name: adminContestScreenMessages.newContest }).waitFor();
    await admin.screenshot({ path: joinPath(tmpdir(), 'contest-journey-form-360.png'), fullPage: true });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const page of [admin, ayesha, rafiq, newbie]) await page.context().close();
  }, 240_000);
});

describe('a contest on the server clock, then its result, merit list and review', () => {
  const TITLE = 'Clockwork Mock';
  let contest: { id: number; duration: number };

  it('counts down to the server’s start though the browser’s clock is two hours behind, and joins at it', async () => {
    // The api's clock two hours ahead of the browser's, as if the browser's clock were wrong
    // (and past the end of the journey's contest, which ends within the first hour).
    serverClockAt(Date.now() + 2 * HOUR);
    contest = await createContest(TITLE, new Date(clock.serverNow() + 20_000).toISOString());
    const page = await signedIn(LEARNER);
    await page.goto('/contest');
    const card = page.getByRole('article', { name: TITLE });
    await card.getByRole('button', { name: 'Register' }).click();
    await card.getByText('Registered', { exact: true }).waitFor();
    // On the browser's own clock it would read 'Starts in 2:00:1x' or more.
    await card.getByRole('timer').filter({ hasText: /^Starts in 0:00:[0-2]\d$/ }).waitFor();
    await card.getByRole('button', { name: 'Join' }).click({ timeout: 40_000 });
    await page.waitForURL((url) => /^\/exam\/\d+$/.test(url.pathname));
    const exam = Number(new URL(page.url()).pathname.split('/').pop());
    await submitSitting(exam);

    // Before the end plus the grace: nothing to read yet.
    await page.goto(`/contest/${contest.id}/result`);
    await page.getByText(contestMessages.resultsNotReady, { exact: true }).waitFor();
    expect(await page.title()).toBe('Contest Result · Proshno');
    await page.goto(`/contest/${contest.id}/review`);
    await page.getByText(contestMessages.notEnded, { exact: true }).waitFor();
    await page.context().close();
  });

  it('after the end the card opens the result, the merit list with the learner marked, and the review', async () => {
    // The server's clock moves past the end plus the grace.
    serverClockAt(clock.serverNow() + contest.duration * 1000 + 60_000);
    const page = await signedIn(LEARNER);
    await page.goto('/contest');
    const finished = page.getByRole('region', { name: 'Finished' });
    const card = finished.getByRole('article', { name: TITLE });
    await card.getByRole('button', { name: 'Result' }).click();
    await page.waitForURL((url) => url.pathname === `/contest/${contest.id}/result`);
    const facts = page.getByRole('region', { name: 'Contest Result' });
    await facts.getByText('1 of 1', { exact: true }).waitFor();
    await facts.getByText('100.00', { exact: true }).waitFor();
    expect(await facts.getByRole('term').allTextContents()).toEqual(['Score', 'Rank', 'Percentile', 'Time used', 'Right', 'Wrong', 'Unanswered']);
    expect(await page.getByRole('table', { name: 'By subject' }).getByRole('row').count()).toBe(4);
    expect(await touchingCells(page)).toEqual([]);
    await page.getByRole('region', { name: 'This contest' }).getByText('Learners ranked').waitFor();

    await page.getByRole('link', { name: 'Merit list' }).click();
    await page.waitForURL((url) => url.pathname === `/contest/${contest.id}/merit-list`);
    const me = page.getByRole('table', { name: 'Merit List' }).locator('tr[aria-current="true"]');
    await me.getByText(LEARNER.name, { exact: true }).waitFor();
    expect(await me.evaluate((row) => getComputedStyle(row).fontWeight)).toBe('700');
    await page.getByText('Page 1 of 1', { exact: true }).waitFor();
    expect(await page.locator('main').innerText()).not.toContain('@');

    await page.goto('/contest');
    await page.getByRole('region', { name: 'Finished' }).getByRole('article', { name: TITLE }).getByRole('button', { name: 'Review' }).click();
    await page.waitForURL((url) => url.pathname === `/contest/${contest.id}/review`);
    await page.getByRole('heading', { name: 'Contest Review' }).waitFor();
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await page.getByRole('list', { name: 'Options' }).getByText('Right answer').waitFor();
    await page.getByTestId('history-position').filter({ hasText: '1 / 45' }).waitFor();
    await page.context().close();
  });

  it('the result, merit list and review fit 360×740, at normal and at 200% text', async () => {
    const page = await signedIn(LEARNER, 360);
    for (const [path, ready] of [
      ['result', 'Learners ranked'],
      ['merit-list', 'Page 1 of 1'],
      ['review', '1 / 45'],
    ] as const) {
      await page.goto(`/contest/${contest.id}/${path}`);
      await page.getByText(ready, { exact: true }).first().waitFor();
      expect(await sidewaysOverflow(page), path).toEqual([]);
      expect(await touchingCells(page), path).toEqual([]);
      // With the phone's text at 200%, the words of a table's cells still keep apart.
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      expect(await touchingCells(page), `${path} at 200% text`).toEqual([]);
    }
    await page.context().close();
  });

  it('the result, merit list and review in Bengali at 360 px: nothing left in English but the names, the title and the English questions', async () => {
    const page = await signedIn(LEARNER, 360, 'bn-BD');
    const bn = bengaliTwins.contest;
    for (const [path, ready] of [
      ['result', bn.resultTitle],
      ['merit-list', bn.meritListTitle],
      ['review', bn.reviewTitle],
    ] as const) {
      await page.goto(`/contest/${contest.id}/${path}`);
      await page.getByRole('heading', { name: ready }).first().waitFor();
      await page.locator('main table, main [lang="en"]').first().waitFor();
      expect(await latinLeft(page, [LEARNER.name, TITLE]), path).toEqual([]);
      expect(await sidewaysOverflow(page), path).toEqual([]);
    }
    await page.context().close();
  });
});

/** Answers the first option of every question of the sitting and submits it. */
async function submitSitting(exam: number): Promise<void> {
  const token = await tokenOf(graphql, LEARNER);
  const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { id: number; options: Array<{ id: number }> } }> } }>(
    'query($id: Int!) { examSheet(id: $id) { questions { question { id options { id } } } } }',
    { id: exam },
    token,
  );
  const answers = examSheet.questions.map(({ question }) => ({ question: question.id, option: question.options[0]?.id ?? null }));
  await graphql('mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }', { exam, answers }, token);
}
