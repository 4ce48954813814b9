// The random test (docs/practice.md#random-test, docs/practice.md#random-test-flow, docs/practice.md#scheduled-exams) and the "My Exam
// Schedule" table (docs/progress.md#exam-schedule) in real Chromium on a 412 px phone, as the demo learner: a
// two-row test started and scored, a scheduled test started once its time comes, and bad input.
import {
  availableQuestionsOnly,
  dhakaWallClockOf,
  examScreenMessages,
  formatDhakaDateTime,
  practiceMessages,
  scheduleMessages,
} from '@proshno/engine';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelUnfinishedExams, graphql, LEARNER, learnerToken, scheduledPhysics, signedInPage } from './product';
import { newPage, useBrowser } from './browser';
import { signIn, toast } from './screens';


const browser = useBrowser();
afterAll(cancelUnfinishedExams);

describe('the random test', () => {
  it('builds a Physics and a Chemistry row, starts, and shows the score the answers earn', async () => {
    const token = await learnerToken();
    const { context, page } = await newPage(browser(), 412);
    await openRandomTest(page);
    await addRow(page, 'Physics', '5');
    await addRow(page, 'Chemistry', '5');
    const rows = page.getByRole('table', { name: 'Selected questions' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toContain('Physics');
    expect(await rows.nth(2).textContent()).toContain('Chemistry');
    // 10 questions at the seeded 60 s each.
    expect(await page.getByTestId('duration').textContent()).toBe('0h 10m 0s');

    await page.getByRole('button', { name: 'Start Exam' }).click();
    await toast(page, practiceMessages.examStarted);
    await page.waitForURL(/\/exam\/\d+\?remaining=600$/);
    const examId = Number(/\/exam\/(\d+)/.exec(page.url())?.[1]);
    // Started: the focus is on the first question, not the page's body; the page has one main and
    // one h1; the clock is read with its value (issue 29 item 5, docs/exam.md#focus-on-start).
    const first = page.getByRole('heading', { level: 2, name: 'Question 1' });
    await expect.poll(() => first.evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect([await page.getByRole('main').count(), await page.getByRole('heading', { level: 1 }).count()]).toEqual([1, 1]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Random Test: Physics, Chemistry');
    await page.getByRole('timer', { name: /^Remaining time \d\d:\d\d:\d\d$/ }).waitFor();
    await answerAndSubmit(page, ['A', 'B', 'C']);
    const shownScore = Number(await page.getByTestId('score').textContent());

    const truth = await scoreOf(token, examId);
    expect(truth.questions).toBe(10);
    expect(truth.answered).toBe(3);
    expect(shownScore).toBeCloseTo(truth.expected, 5);
    await context.close();
  });

  it('chosen by keyboard, the exam type gets the focus back once the exam is made (issue 29 item 5)', async () => {
    const { context, page } = await newPage(browser(), 412);
    await signIn(page, LEARNER.email, LEARNER.password);
    await page.waitForURL('**/home');
    await page.goto('/random-test');
    const examType = page.getByRole('button', { name: /^Exam Type/ });
    await expect.poll(() => examType.isEnabled()).toBe(true);
    await examType.focus();
    await page.keyboard.press('Enter');
    const option = page.getByRole('option', { name: 'Random Test', exact: true });
    await option.waitFor();
    // Typeahead moves to the option, as a keyboard user would, then Enter chooses it.
    await page.keyboard.type('Random Test');
    await expect.poll(() => option.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await toast(page, practiceMessages.examCreated);
    // The exam type is disabled while the exam is made: the focus comes back to it after, not left
    // on the page's body, and Tab goes on to Grade.
    await expect.poll(() => examType.evaluate((button) => button === document.activeElement)).toBe(true);
    // Grade takes the focus once it is enabled: a Tab before that passes it by, as a disabled
    // control is not in the tab order (CI of dc6a427, on a loaded machine, pressed Tab too soon).
    // The exam type still holds the focus then.
    const grade = page.getByRole('button', { name: /^Grade/ });
    await expect.poll(() => grade.isEnabled()).toBe(true);
    await expect.poll(() => examType.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => grade.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });

  it('schedules a test from the dialog and lists it on /home with Start disabled until its time', async () => {
    const { context, page } = await newPage(browser(), 412);
    await openRandomTest(page);
    await addRow(page, 'Physics', '5');
    await page.getByRole('button', { name: 'Schedule Exam' }).click();
    await page.getByRole('heading', { name: 'Set Your Exam Schedule' }).waitFor();
    // The picker takes minutes: the first whole minute at least 35 s away is 35 to 95 s ahead.
    const start = new Date(Math.ceil((Date.now() + 35_000) / 60_000) * 60_000);
    await typeDhakaTime(page, start);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await toast(page, practiceMessages.examScheduled);
    await page.waitForURL('**/home');

    const row = page.getByRole('table', { name: 'My Exam Schedule' }).getByRole('row').filter({ hasText: formatDhakaDateTime(start.toISOString()) });
    const startButton = row.getByRole('button', { name: 'Start' });
    await startButton.waitFor();
    expect(await startButton.isDisabled()).toBe(true);
    await context.close();
  });

  it('enables Start on /home when a scheduled test is due, and runs it', async () => {
    // Scheduled to the second through the gateway, so the wait is seconds, not the picker's minute.
    const start = new Date(Date.now() + 8_000);
    await scheduledPhysics(await learnerToken(), start);
    const { context, page } = await signedInPage(browser(), 412);
    const row = page.getByRole('table', { name: 'My Exam Schedule' }).getByRole('row').filter({ hasText: formatDhakaDateTime(start.toISOString()) });
    const startButton = row.getByRole('button', { name: 'Start' }).first();
    await startButton.waitFor();
    await startButton.and(page.locator(':enabled')).waitFor({ timeout: 40_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(start.getTime());
    await startButton.click();
    await page.waitForURL(/\/exam\/\d+$/);
    await answerAndSubmit(page, ['D']);
    await page.getByTestId('score').waitFor();
    await context.close();
  });

  it('refuses a typed count above the available and a start time in the past', async () => {
    const token = await learnerToken();
    const physics = (await subjectsOf(token)).find((subject) => subject.name === 'Physics');
    if (physics === undefined) throw new Error('no Physics in the demo bank');
    const { context, page } = await newPage(browser(), 412);
    await openRandomTest(page);
    await chooseFromSelect(page, 'Grade', physics.grade);
    await chooseFromSelect(page, 'Subject', 'Physics');
    // The next-step hint asks for a count, and goes once one is picked (issue 28 item 23).
    await page.getByText(practiceMessages.nextStepHint).waitFor();
    await chooseCount(page, 'Others');
    await page.getByText(practiceMessages.nextStepHint).waitFor({ state: 'detached' });
    const typed = page.getByLabel('Other number of questions');
    await typed.fill(String(physics.questions_available + 1));
    await page.getByText(availableQuestionsOnly(physics.questions_available)).waitFor();
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Schedule Exam' }).isDisabled()).toBe(true);

    await typed.fill('2');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Schedule Exam' }).click();
    const schedule = page.getByRole('button', { name: 'Schedule', exact: true });
    // Greyed out with its reason beside it, named by the button (issue 28 item 23).
    await page.getByText(practiceMessages.scheduleTimeMissing).waitFor();
    await typeDhakaTime(page, new Date(Date.now() - 2 * 3_600_000));
    await page.getByText(practiceMessages.scheduleTimePassed).waitFor();
    expect(await schedule.isDisabled()).toBe(true);
    expect(await schedule.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(practiceMessages.scheduleTimePassed);
    await page.screenshot({ path: '/tmp/h-forms-schedule-412.png' });
    await page.getByRole('button', { name: 'Cancel' }).last().click();
    await page.getByRole('heading', { name: 'Set Your Exam Schedule' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('keeps the rows through a refresh, on the device under the learner, and forgets them at logout (issue 28 item 23)', async () => {
    const { context, page } = await newPage(browser(), 412);
    await openRandomTest(page);
    await addRow(page, 'Physics', '5');
    const stored = () => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.endsWith('.randomTest.builder')));
    expect(await stored()).toEqual([expect.stringMatching(/^proshno\.learner\.\d+\.randomTest\.builder$/)]);
    await page.reload();
    const table = page.getByRole('table', { name: 'Selected questions' });
    await table.getByRole('cell', { name: 'Physics', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Start Exam' }).isDisabled()).toBe(false);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /profile menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await stored()).toEqual([]);
    await context.close();
  });

  it("Cancel deletes the exam the chosen type made, says 'Exam Cancelled' and goes home", async () => {
    const token = await learnerToken();
    const examIds = async () => (await graphql<{ myExams: Array<{ id: number }> }>('{ myExams { id } }', {}, token)).myExams.map((exam) => exam.id);
    const before = await examIds();
    const { context, page } = await newPage(browser(), 412);
    await openRandomTest(page);
    expect((await examIds()).length).toBe(before.length + 1);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await toast(page, examScreenMessages.cancelled);
    await page.waitForURL('**/home');
    expect(await examIds()).toEqual(before);
    await context.close();
  });

  it("takes a count typed in Bengali digits in 'Others' and shows it as 10", async () => {
    const token = await learnerToken();
    const physics = (await subjectsOf(token)).find((subject) => subject.name === 'Physics');
    if (physics === undefined) throw new Error('no Physics in the demo bank');
    const { context, page } = await newPage(browser(), 360);
    await openRandomTest(page);
    await chooseFromSelect(page, 'Grade', physics.grade);
    await chooseFromSelect(page, 'Subject', 'Physics');
    // The next-step hint asks for a count, and goes once one is picked (issue 28 item 23).
    await page.getByText(practiceMessages.nextStepHint).waitFor();
    await chooseCount(page, 'Others');
    await page.getByText(practiceMessages.nextStepHint).waitFor({ state: 'detached' });
    const typed = page.getByLabel('Other number of questions');
    await typed.pressSequentially('১০');
    await expect.poll(() => typed.inputValue()).toBe('10');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page.getByRole('table', { name: 'Selected questions' }).getByRole('row').nth(1);
    await row.getByRole('cell', { name: '10', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL('**/home');
    await context.close();
  });

  it('deletes a scheduled exam from /home after Yes, and the dialog closes by itself', async () => {
    const token = await learnerToken();
    const start = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
    const examId = await scheduledPhysics(token, start);
    const { context, page } = await signedInPage(browser(), 412);
    const row = page.getByRole('table', { name: 'My Exam Schedule' }).getByRole('row').filter({ hasText: formatDhakaDateTime(start.toISOString()) });
    await row.getByRole('button', { name: 'Delete exam' }).click();
    await page.getByText(scheduleMessages.confirmDelete).waitFor();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await toast(page, scheduleMessages.deleted);
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    const { scheduledExams } = await graphql<{ scheduledExams: Array<{ id: number }> }>(
      'query($from: String!) { scheduledExams(from: $from) { id } }',
      { from: new Date(Date.now() - 86_400_000).toISOString() },
      token,
    );
    expect(scheduledExams.map((exam) => exam.id)).not.toContain(examId);
    await context.close();
  });
});

async function openRandomTest(page: Page): Promise<void> {
  await signIn(page, LEARNER.email, LEARNER.password);
  await page.waitForURL('**/home');
  await page.goto('/random-test');
  await chooseFromSelect(page, 'Exam Type', 'Random Test');
  await toast(page, practiceMessages.examCreated);
}

/** Chooses the row's subject under its grade, a preset count, and adds it. */
async function addRow(page: Page, subject: string, count: string): Promise<void> {
  const token = await learnerToken();
  const grade = (await subjectsOf(token)).find((entry) => entry.name === subject)?.grade;
  if (grade === undefined) throw new Error(`no ${subject} in the demo bank`);
  await chooseFromSelect(page, 'Grade', grade);
  await chooseFromSelect(page, 'Subject', subject);
  await chooseCount(page, count);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('table', { name: 'Selected questions' }).getByRole('cell', { name: subject, exact: true }).waitFor();
}

/** Taps a count preset (or 'Others') by its visible label and waits until it is chosen. */
async function chooseCount(page: Page, label: string): Promise<void> {
  const group = page.getByRole('radiogroup', { name: 'Number of Questions' });
  await group.getByText(label, { exact: true }).click();
  await expect.poll(() => group.getByRole('radio', { name: label, exact: true }).isChecked()).toBe(true);
}

async function chooseFromSelect(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}:`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types an instant into the schedule picker as Dhaka's wall clock (en-GB, 12-hour). */
async function typeDhakaTime(page: Page, instant: Date): Promise<void> {
  const wall = dhakaWallClockOf(instant.toISOString());
  if (wall === null) throw new Error('no wall clock');
  const [year, month, day] = wall.date.split('-');
  const [hour24 = 0, minute = 0] = wall.time.split(':').map(Number);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const group = page.getByRole('group', { name: 'Start Time (Dhaka)' });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}${String(hour12).padStart(2, '0')}${String(minute).padStart(2, '0')}`);
  await page.keyboard.type(hour24 < 12 ? 'a' : 'p');
}

/** Picks these letters on the first questions in turn, then submits and waits for the result. */
async function answerAndSubmit(page: Page, letters: ReadonlyArray<'A' | 'B' | 'C' | 'D'>): Promise<void> {
  for (const [i, letter] of letters.entries()) {
    await page.getByRole('heading', { name: `Question ${i + 1}` }).waitFor();
    const option = page.getByRole('button', { name: new RegExp(`^Option ${letter}:`) });
    await option.click();
    await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
    if (i < letters.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await toast(page, 'Exam submitted successfully.');
  await page.getByTestId('score').waitFor();
}

type SubjectEntry = { id: number; name: string; grade: string; questions_available: number };

async function subjectsOf(token: string): Promise<SubjectEntry[]> {
  return (await graphql<{ subjects: SubjectEntry[] }>('{ subjects { id name grade questions_available } }', {}, token)).subjects;
}

type Sheet = {
  examSheet: {
    result: { exam: { status: string; mark_per_qn: number; negative_mark_per_qn: number | null } };
    questions: Array<{ question: { options: Array<{ id: number; is_answer: boolean | null }> }; option: number | null }>;
  };
};

/** The score the server's answer key gives the finished exam: right × mark − wrong × negative. */
async function scoreOf(token: string, examId: number): Promise<{ questions: number; answered: number; expected: number }> {
  const { examSheet } = await graphql<Sheet>(
    `query($id: Int!) { examSheet(id: $id) { result { exam { status mark_per_qn negative_mark_per_qn } }
      questions { question { options { id is_answer } } option } } }`,
    { id: examId },
    token,
  );
  expect(examSheet.result.exam.status).toBe('finished');
  const answered = examSheet.questions.filter(({ option }) => option !== null);
  const right = answered.filter(({ question, option: held }) =>
    question.options.some((option) => option.is_answer === true && held === option.id),
  ).length;
  const { mark_per_qn, negative_mark_per_qn } = examSheet.result.exam;
  return {
    questions: examSheet.questions.length,
    answered: answered.length,
    expected: right * mark_per_qn - (answered.length - right) * (negative_mark_per_qn ?? 0),
  };
}
