// The learner's contest journey (docs/contest.md#learner-screen) in real Chromium against the real
// product: the demo admin makes a contest over REST starting a few seconds ahead; the subscribed demo
// learner registers on /contest, sees 'Registered' and the countdown, and joins at the start on the
// server's clock into the exam screen; a learner without a subscription meets 'Subscription Required'.
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from './browser';
import { tokenOf } from './graphqlClient';
import { cancelUnfinishedExams, graphql, LEARNER, NEWBIE, signedInPage } from './product';
import { dismissSubscriptionDialog } from './screens';

const browser = await launch();
const TITLE = `Browser Mock ${Date.now()}`;

async function createContest(title: string, startsInMs: number): Promise<number> {
  const admin = await tokenOf(graphql, { email: 'admin@example.com', password: 'Admin#2026' });
  const { examTemplates } = await graphql<{ examTemplates: Array<{ id: number; exam_Type: number }> }>('{ examTemplates { id exam_Type } }', {}, admin);
  const template = examTemplates.find((t) => t.exam_Type === 2);
  if (!template) throw new Error('no model-test template');
  const res = await fetch(`${baseUrl()}/api/contest/v1/admin/contest/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ template: template.id, title, start_time: new Date(Date.now() + startsInMs).toISOString() }),
  });
  const body = (await res.json()) as { id: number };
  if (res.status !== 201) throw new Error(`create contest: ${JSON.stringify(body)}`);
  return body.id;
}

afterAll(async () => {
  await cancelUnfinishedExams();
  await browser.close();
});

describe('contests for learners', () => {
  it('a learner without a subscription meets Subscription Required on Register', async () => {
    await createContest(`${TITLE} A`, 60_000);
    const { context, page } = await signedInPage(browser, 1280, NEWBIE);
    await page.goto('/contest');
    await dismissSubscriptionDialog(page);
    const card = page.getByRole('article', { name: `${TITLE} A` });
    await card.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('dialog', { name: 'Subscription Required' }).waitFor();
    await context.close();
  });

  it('the subscribed learner registers, sees the countdown and joins at the start into the exam screen', async () => {
    // Time enough to sign in, open the list and register before the start on a busy machine.
    const id = await createContest(`${TITLE} B`, 25_000);
    const { context, page } = await signedInPage(browser, 1280, LEARNER);
    await page.goto('/contest');
    const card = page.getByRole('article', { name: `${TITLE} B` });
    await card.getByRole('button', { name: 'Register' }).click();
    await card.getByText('Registered', { exact: true }).waitFor();
    await card.getByRole('timer').filter({ hasText: /^Starts in 0:00:\d\d$/ }).waitFor();
    // The start is a wait for the clock: the card turns live and offers Join.
    // docs/contest.md#join-hand-over: the join's answer carries the question set; the exam screen asks for none.
    const sheetLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && /"operationName":"ExamSheet"/.test(request.postData() ?? '')) sheetLoads.push(request.url());
    });
    await card.getByRole('button', { name: 'Join' }).click({ timeout: 30_000 });
    await page.waitForURL((url) => /^\/exam\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    expect(sheetLoads).toEqual([]);
    const examId = Number(new URL(page.url()).pathname.split('/').pop());
    const token = await tokenOf(graphql, LEARNER);
    const { joinContest } = await graphql<{ joinContest: { id: number } }>('mutation($id: Int!) { joinContest(id: $id) { id } }', { id }, token);
    expect(joinContest.id).toBe(examId);
    await context.close();
  });
});
