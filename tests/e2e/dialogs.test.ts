// Dialogs on a short phone (docs/architecture.md#dialogs): at 360×640 a dialog is never taller
// than the screen, its body scrolls inside it and its footer (the agreement box, the actions)
// stays in reach; on a phone nothing moves under the finger while the dialog's figures arrive.
import { commerceMessages, examScreenMessages, messages, practiceMessages, scheduleMessages } from '@proshno/engine';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { cancelUnfinishedExams, graphql, learnerToken, registeredLearner, scheduledPhysics, signedInPage, startedExam, subjectId } from './product';
import { choose, chooseOption, toast, typeDhakaTime } from './screens';

const SHORT_PHONE = { width: 360, height: 640 };

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

/** Where a control is on the screen, to the pixel. */
async function placeOf(control: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await control.boundingBox();
  if (box === null) return expect.fail('the control is not on the screen');
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}

/** The control lies wholly inside the viewport: a thumb can reach it without scrolling the page. */
async function onScreen(page: Page, control: Locator): Promise<void> {
  const box = await placeOf(control);
  const viewport = page.viewportSize() ?? expect.fail('no viewport');
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

/** Holds the dialog's price (the purchasePreview query) until `release` is called. */
async function holdThePrice(page: Page): Promise<{ held: Promise<void>; release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sawIt = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    sawIt = resolve;
  });
  await page.route('**/graphql', async (route: Route) => {
    if (/purchasePreview/i.test(route.request().postData() ?? '')) {
      sawIt();
      await released;
    }
    await route.continue();
  });
  return { held, release };
}

describe('the subscribe dialog on a 360×640 phone', () => {
  it('keeps the agreement box and Pay Now on screen and where they were while the price arrives, and pays', async () => {
    const learner = await registeredLearner('shortphone', { fullName: 'Nusrat Jahan', password: 'Dialogs#2026' });
    const { context, page } = await signedInPage(browser(), SHORT_PHONE, learner);
    const gate = page.getByRole('dialog', { name: messages.subscriptionRequiredTitle });
    await gate.getByRole('button', { name: messages.buyPackage }).click();
    await page.waitForURL((url) => url.pathname === '/packages');
    const price = await holdThePrice(page);
    await page.getByRole('tab', { name: 'Monthly' }).click();
    await page.getByRole('article', { name: 'Premium Monthly' }).getByRole('button', { name: /Get started/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe' });
    const box = dialog.locator('label').filter({ has: page.getByRole('checkbox') });
    const payNow = dialog.getByRole('button', { name: commerceMessages.payNow });
    await price.held;
    await dialog.getByText('Loading the price…').waitFor();
    // Announced, and still the definition of 'You pay' (a <dd> that was itself the status broke the list).
    expect(await dialog.getByRole('definition').filter({ has: page.getByRole('status').filter({ hasText: 'Loading the price…' }) }).count()).toBe(1);
    const before = { box: await placeOf(box), payNow: await placeOf(payNow) };
    price.release();
    await dialog.getByTestId('purchase-amount').waitFor();
    expect({ box: await placeOf(box), payNow: await placeOf(payNow) }).toEqual(before);
    await onScreen(page, box);
    await onScreen(page, payNow);

    await box.click();
    await payNow.click();
    await page.waitForURL(/sslcommerz-simulator/);
    await context.close();
  });

  it('shows a subscriber what they hold and still Pay Now on screen, reachable after the body scrolls', async () => {
    // The demo learner holds Premium Monthly: the dialog names it and the dates a renewal gives.
    const { context, page } = await signedInPage(browser(), SHORT_PHONE);
    await page.goto('/packages');
    await page.getByRole('tab', { name: 'Monthly' }).click();
    await page.getByRole('article', { name: 'Premium Monthly' }).getByRole('button', { name: /Get started/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe' });
    await dialog.getByTestId('purchase-holdings').waitFor();
    const payNow = dialog.getByRole('button', { name: commerceMessages.payNow });
    const box = dialog.locator('label').filter({ has: page.getByRole('checkbox') });
    await onScreen(page, dialog);
    await onScreen(page, box);
    await onScreen(page, payNow);
    // The methods at the end of the body scroll into view inside the dialog; the footer stays.
    const footerBefore = await placeOf(payNow);
    await dialog.getByRole('list', { name: /Pay on SSLCommerz/ }).scrollIntoViewIfNeeded();
    await onScreen(page, dialog.getByRole('list', { name: /Pay on SSLCommerz/ }));
    expect(await placeOf(payNow)).toEqual(footerBefore);

    // At twice the text size (a phone with its system text enlarged) the dialog still fits
    // across the screen and the box and Pay Now stay in reach.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const across = await placeOf(dialog);
    expect(across.x).toBeGreaterThanOrEqual(0);
    expect(across.x + across.width).toBeLessThanOrEqual(SHORT_PHONE.width);
    await onScreen(page, box);
    await onScreen(page, payNow);
    await box.click();
    await expect.poll(() => payNow.isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});

/** Twice the text size, as a phone with its system text enlarged shows the page. */
async function enlargeText(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
}

/** The dialog fits across and down the screen and its primary action is on it; then it is pressed. */
async function pressPrimary(page: Page, dialog: Locator, primary: Locator): Promise<void> {
  await primary.waitFor();
  const box = await placeOf(dialog);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(SHORT_PHONE.width);
  await onScreen(page, dialog);
  await onScreen(page, primary);
  await primary.click();
}

describe('every blocking dialog on a 360×640 phone at twice the text size reaches its primary action', () => {
  it('the exam’s submit question (a dialog of the browser’s own) submits', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 3);
    const { context, page } = await signedInPage(browser(), SHORT_PHONE);
    await page.goto(`/exam/${examId}`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await enlargeText(page);
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Submit exam' });
    await pressPrimary(page, dialog, dialog.getByRole('button', { name: 'Submit', exact: true }));
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Exam submitted successfully.').first().waitFor();
    await context.close();
  });

  it('the time-up view and the question its Cancel asks reach Keep Exam, Delete Exam and Submit Exam', async () => {
    const token = await learnerToken();
    const examId = await startedExam(token, await subjectId(token, 'Physics'), 3);
    const { context, page } = await signedInPage(browser(), SHORT_PHONE);
    const t0 = Date.now();
    await page.clock.setFixedTime(t0);
    await page.goto(`/exam/${examId}?remaining=3`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await enlargeText(page);
    await chooseOption(page, 'A');
    await page.clock.setFixedTime(t0 + 4_000);
    await page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange')));
    const timeUp = page.getByRole('alertdialog', { name: 'Time is up' });
    await pressPrimary(page, timeUp, timeUp.getByRole('button', { name: 'Cancel' }));
    const question = page.getByRole('alertdialog', { name: examScreenMessages.confirmCancelTitle });
    await pressPrimary(page, question, question.getByRole('button', { name: examScreenMessages.keepExam }));
    await onScreen(page, timeUp.getByRole('button', { name: 'Cancel' }));
    await timeUp.getByRole('button', { name: 'Cancel' }).click();
    // Delete Exam is on the screen beside Keep Exam; Keep Exam again, then Submit Exam.
    await onScreen(page, question.getByRole('button', { name: examScreenMessages.deleteExam }));
    await question.getByRole('button', { name: examScreenMessages.keepExam }).click();
    await pressPrimary(page, timeUp, timeUp.getByRole('button', { name: 'Submit Exam' }));
    await page.getByText(examScreenMessages.submitted).first().waitFor();
    await context.close();
  });

  it('the subscription gate, the change of password and the logout each press their primary action', async () => {
    const learner = await registeredLearner('dialogs', { fullName: 'Tanvir Hasan', password: 'Dialogs#2026' });
    const { context, page } = await signedInPage(browser(), SHORT_PHONE, learner);
    await enlargeText(page);
    const gate = page.getByRole('dialog', { name: messages.subscriptionRequiredTitle });
    await pressPrimary(page, gate, gate.getByRole('button', { name: messages.buyPackage }));
    await page.waitForURL((url) => url.pathname === '/packages');

    await page.goto('/profile');
    await enlargeText(page);
    await page.getByRole('dialog', { name: messages.subscriptionRequiredTitle }).getByRole('button', { name: messages.cancel }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await change.getByLabel('Current Password').fill(learner.password);
    await change.getByLabel('New Password', { exact: true }).fill('Shapla#Nodi2026');
    await change.getByLabel('Confirm New Password').fill('Shapla#Nodi2026');
    await pressPrimary(page, change, change.getByRole('button', { name: 'Change Password' }));
    await change.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /profile menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const logout = page.getByRole('alertdialog', { name: 'Logout' });
    await pressPrimary(page, logout, logout.getByRole('button', { name: messages.yes }));
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/');
    await context.close();
  });
});

describe('the practice and account dialogs on a 360×640 phone at twice the text size', () => {
  it('the row editor saves and the schedule dialog schedules (the random test)', async () => {
    const { context, page } = await signedInPage(browser(), SHORT_PHONE);
    await page.goto('/random-test');
    await enlargeText(page);
    await choose(page, 'Exam Type:', 'Random Test');
    await toast(page, practiceMessages.examCreated);
    const token = await learnerToken();
    const { subjects } = await graphql<{ subjects: Array<{ name: string; grade: string }> }>('{ subjects { name grade } }', {}, token);
    await choose(page, 'Grade:', subjects.find((subject) => subject.name === 'Physics')?.grade ?? expect.fail('no Physics'));
    await choose(page, 'Subject:', 'Physics');
    const counts = page.getByRole('radiogroup', { name: 'Number of Questions' });
    await counts.getByText('5', { exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Edit row 1' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Number of Questions' });
    await edit.getByLabel('Number of Questions').fill('6');
    await pressPrimary(page, edit, edit.getByRole('button', { name: 'Save', exact: true }));
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Selected questions' }).getByRole('cell', { name: '6', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Schedule Exam' }).click();
    const schedule = page.getByRole('dialog', { name: 'Set Your Exam Schedule' });
    await typeDhakaTime(page, new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000));
    await pressPrimary(page, schedule, schedule.getByRole('button', { name: 'Schedule', exact: true }));
    await toast(page, practiceMessages.examScheduled);
    await context.close();
  });

  it('deleting a scheduled exam, the subscription’s details, the invoice and a failed verification each reach their primary action', async () => {
    const start = new Date(Math.ceil((Date.now() + 5 * 3_600_000) / 60_000) * 60_000);
    await scheduledPhysics(await learnerToken(), start);
    const { context, page } = await signedInPage(browser(), SHORT_PHONE);
    await enlargeText(page);
    await page.getByRole('button', { name: 'Delete exam' }).first().click();
    const remove = page.getByRole('alertdialog').filter({ hasText: scheduleMessages.confirmDelete });
    await pressPrimary(page, remove, remove.getByRole('button', { name: messages.yes, exact: true }));
    await toast(page, scheduleMessages.deleted);

    await page.goto('/profile/subscriptions');
    await enlargeText(page);
    await page.getByRole('button', { name: /Details/ }).first().click();
    const details = page.getByRole('dialog', { name: 'Premium Monthly' });
    await pressPrimary(page, details, details.getByRole('link', { name: commerceMessages.renewPackage }));
    await page.waitForURL((url) => url.pathname.startsWith('/packages/'));

    await page.goto('/profile/transactions');
    await enlargeText(page);
    await page.getByRole('button', { name: /View invoice/ }).first().click();
    const invoice = page.getByTestId('invoice');
    await page.evaluate(() => {
      Reflect.set(window, 'print', () => Reflect.set(window, 'printed', true));
    });
    await pressPrimary(page, invoice, invoice.getByRole('button', { name: commerceMessages.printInvoice }));
    expect(await page.evaluate(() => Reflect.get(window, 'printed'))).toBe(true);

    await context.close();

    // The verification link, opened as its mail is opened: by someone not signed in.
    const visitor = await newPage(browser(), SHORT_PHONE);
    await visitor.page.goto('/verify?token=not-a-real-token');
    await enlargeText(visitor.page);
    const failed = visitor.page.getByRole('dialog', { name: messages.verificationFailedTitle });
    await pressPrimary(visitor.page, failed, failed.getByRole('button', { name: messages.goToLogin }));
    await visitor.page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    await visitor.context.close();
  });
});
