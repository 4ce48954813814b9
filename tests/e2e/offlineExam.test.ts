// Issue 19 part B, against the production build `npm start` serves, with its service worker: an
// exam that has started goes on with no network, through reloads (docs/exam.md#offline); a submit
// made offline is sent once the network is back and counts every answer once; an answer that
// reaches the server after the end plus the grace is refused and shown as such
// (docs/exam.md#late-answers). The session survives the reloads offline (docs/access.md#offline-session).
import { examScreenMessages, lateAnswersMessage } from '@proshno/engine';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { cancelUnfinishedExams, graphql, learnerToken, signedInState, visitedOnce, startedExam, subjectId, type StorageState } from './product';
import { chooseOption, optionButton, toast } from './screens';

let learnerState: StorageState;
const browser = useBrowser(async (launched) => {
  learnerState = await signedInState(launched);
});
afterAll(cancelUnfinishedExams);

type Letter = 'A' | 'B' | 'C' | 'D';
const letters: Letter[] = ['A', 'B', 'C', 'D'];

type Sheet = {
  examSheet: {
    result: {
      score: number;
      exam: { status: string; end_time: string | null };
      subject_result: Array<{ right: number; wrong: number; not_answered: number }>;
    };
    questions: Array<{ question: { id: number; options: Array<{ id: number; is_answer: boolean | null }> }; option: number | null }>;
  };
};

function sheetOf(token: string, examId: number): Promise<Sheet> {
  return graphql<Sheet>(
    `query($id: Int!) { examSheet(id: $id) { result { score exam { status end_time } subject_result { right wrong not_answered } }
      questions { question { id options { id is_answer } } option } } }`,
    { id: examId },
    token,
  );
}

/**
 * The questions whose SaveAnswer the browser saw answered without errors from now on (the offline
 * phase), read when called.
 */
/**
 * The saves the browser sent (`sent`: every attempt, offline ones included) and those it saw
 * answered (`delivered`). A save sent as the page reloads can reach the server with its answer
 * lost to the reload, so the server may hold a sent save the browser never saw delivered.
 */
function savesOf(context: BrowserContext): { sent: () => number[]; delivered: () => Promise<number[]> } {
  const questionOf = (body: string): number => (JSON.parse(body) as { variables: { question: number } }).variables.question;
  const isSave = (body: string) => body.includes('"operationName":"SaveAnswer"');
  const sent: number[] = [];
  const answered: Array<Promise<number | null>> = [];
  context.on('request', (request) => {
    const body = request.postData() ?? '';
    if (isSave(body)) sent.push(questionOf(body));
  });
  context.on('requestfinished', (request) => {
    const body = request.postData() ?? '';
    if (!isSave(body)) return;
    answered.push(
      request.response().then(async (response) => {
        if (response?.status() !== 200) return null;
        const answer = (await response.json()) as { errors?: unknown[] };
        return answer.errors === undefined ? questionOf(body) : null;
      }),
    );
  });
  return {
    sent: () => [...sent],
    delivered: async () => (await Promise.all(answered)).filter((question): question is number => question !== null),
  };
}

async function onQuestion(page: Page, number: number): Promise<void> {
  await page.getByRole('heading', { name: `Question ${number}` }).waitFor();
}

async function next(page: Page, number: number): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await onQuestion(page, number);
}

/** Submit Exam, then Submit in the confirmation. */
async function submit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit Exam' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit', exact: true }).click();
}

describe('an exam with no network after one visit', () => {
  it('goes on through two reloads offline, submits offline, and counts every answer once when the network is back', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 5);
    const { context, page } = await visitedOnce(browser(), learnerState);
    await page.goto(`/exam/${examId}`);
    await onQuestion(page, 1);
    const chosen: Array<Letter | null> = ['A', 'B', 'C', 'D', null];

    // Online: question 1 reaches the server.
    await chooseOption(page, 'A');
    await expect.poll(async () => (await sheetOf(token, examId)).examSheet.questions[0]?.option).not.toBeNull();
    await next(page, 2);

    await context.setOffline(true);
    const saves = savesOf(context);
    await chooseOption(page, 'B');
    // Two reloads with no network: the same exam, question and choices, from the device, still signed in.
    for (const _ of [1, 2]) {
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await onQuestion(page, 2);
      await expect.poll(() => optionButton(page, 'B').getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByRole('button', { name: 'First' }).click();
    await onQuestion(page, 1);
    expect(await optionButton(page, 'A').getAttribute('aria-pressed')).toBe('true');
    await next(page, 2);
    await next(page, 3);
    await chooseOption(page, 'C');
    await next(page, 4);
    await chooseOption(page, 'D');

    // Submit offline: it waits for the network, and says so; the server has seen nothing of it.
    await submit(page);
    await page.getByText(examScreenMessages.submitWaiting).waitFor();
    const waiting = await sheetOf(token, examId);
    expect(waiting.examSheet.result.exam.status).toBe('created');
    // Only question 1 is on the server, unless Chromium's emulated offline let a save through: seen
    // in runs on a loaded machine, a page reloading offline had a save reach the server, its answer
    // lost to the reload. The server holds every save the browser saw delivered, and none it never sent.
    const delivered = await saves.delivered();
    const sent = saves.sent();
    const held = waiting.examSheet.questions.filter((q, index) => index > 0 && q.option !== null).map((q) => q.question.id);
    expect(held.filter((question) => !sent.includes(question)), `saves held that the browser never sent (sent ${JSON.stringify(sent)})`).toEqual([]);
    expect(delivered.filter((question) => !held.includes(question)), 'saves delivered the server does not hold').toEqual([]);
    expect(waiting.examSheet.questions[0]?.option).not.toBeNull();

    await context.setOffline(false);
    await toast(page, examScreenMessages.submitted);
    await page.getByTestId('score').waitFor();
    expect(await page.getByTestId('late-answers').count()).toBe(0);

    // Each answer on the server once, as chosen, and the result counts them all.
    const { examSheet } = await sheetOf(token, examId);
    expect(examSheet.result.exam.status).toBe('finished');
    examSheet.questions.forEach(({ question, option }, index) => {
      const letter = chosen[index] ?? null;
      expect(option).toBe(letter === null ? null : question.options[letters.indexOf(letter)]?.id);
    });
    const [totals] = examSheet.result.subject_result;
    expect(totals).toMatchObject({ not_answered: 1 });
    expect((totals?.right ?? 0) + (totals?.wrong ?? 0)).toBe(4);
    expect(await page.getByTestId('score').textContent()).toBe(String(examSheet.result.score));
    // Nothing of the exam is left on the device.
    const kept = await page.evaluate((id) => Object.keys(window.localStorage).filter((key) => key.includes(`.exam.${id}.`)), examId);
    expect(kept).toEqual([]);
    await context.close();
  });

  it('on a phone, shows the result of an offline submit where the learner is looking, its heading focused', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 30);
    const { context, page } = await visitedOnce(browser(), learnerState, { width: 360, height: 740 });
    await page.goto(`/exam/${examId}`);
    await onQuestion(page, 1);
    await context.setOffline(true);
    await chooseOption(page, 'A');
    // The learner scrolled down the long question page (palette and all) to reach Submit.
    await page.getByRole('button', { name: 'Submit Exam' }).first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await submit(page);
    await page.getByText(examScreenMessages.submitWaiting).waitFor();
    await context.setOffline(false);
    await page.getByTestId('score').waitFor();
    const heading = page.getByRole('heading', { level: 1, name: /^Result/ });
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(((await heading.boundingBox())?.y ?? 740) + ((await heading.boundingBox())?.height ?? 0)).toBeLessThanOrEqual(740);
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  it('refuses an answer that reaches the server after the end plus the grace, and the result says which', { timeout: 180_000 }, async () => {
    const token = await learnerToken();
    // One question: the server's clock for it is 60 s, then 30 s of grace.
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 1);
    const { context, page } = await visitedOnce(browser(), learnerState);
    await page.goto(`/exam/${examId}`);
    await onQuestion(page, 1);
    await context.setOffline(true);
    await chooseOption(page, 'A');

    // The exam's time runs out on the device while it is offline; the learner submits from the time-up view.
    await page.getByRole('alertdialog', { name: 'Time is up' }).getByText(examScreenMessages.timeUp).waitFor({ timeout: 90_000 });
    await page.getByRole('alertdialog', { name: 'Time is up' }).getByRole('button', { name: 'Submit Exam' }).click();
    await page.getByText(examScreenMessages.submitWaiting).waitFor();

    // The network comes back only once the server's end plus its grace is behind us: nothing in the
    // page can say when that is, so the test waits for the server's own end_time to pass.
    const endTime = (await sheetOf(token, examId)).examSheet.result.exam.end_time;
    if (endTime === null) throw new Error('a started exam has an end_time');
    const graceOver = Date.parse(endTime) + 30_000 + 2_000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, graceOver - Date.now())));
    await context.setOffline(false);

    await page.getByTestId('score').waitFor();
    const late = page.getByTestId('late-answers');
    expect(await late.textContent()).toBe(lateAnswersMessage([1]));
    const { examSheet } = await sheetOf(token, examId);
    expect(examSheet.result.exam.status).toBe('finished');
    expect(examSheet.questions[0]?.option).toBeNull();
    expect(examSheet.result.subject_result[0]).toMatchObject({ right: 0, wrong: 0, not_answered: 1 });
    await context.close();
  });
});
