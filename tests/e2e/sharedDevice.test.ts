// Issue 26 item 7, against the production build `npm start` serves, with its service worker: a phone
// shared by two learners (docs/shell.md#device-data). What learner A's exam left on the device is
// bound to A: logout with answers still waiting says so and offers to send them first; after it
// nothing of A's is in localStorage, IndexedDB or the service worker's caches; learner B, signing in
// on the same browser, never sees A's exam (online or offline) and never sends A's save; a save kept
// for A when the server refused A's session is sent when A signs in again.
import { examScreenMessages, logoutSendFailedMessage, logoutUnsentMessage, messages, sessionStorageKey } from '@proshno/engine';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import {
  cancelUnfinishedExams,
  graphql,
  LEARNER,
  learnerToken,
  NEWBIE,
  signedInState,
  velocityGraphExam,
  visitedOnce,
  type StorageState,
} from './product';
import { dismissSubscriptionDialog, signIn } from './screens';

let learnerState: StorageState;
const browser = useBrowser(async (launched) => {
  learnerState = await signedInState(launched);
});
// A running exam holds its questions from the next draw: each test's exam is cancelled after it.
afterEach(cancelUnfinishedExams);

const phone = { width: 360, height: 740 };

type Sheet = {
  examSheet: { questions: Array<{ question: { id: number; question_data: Array<{ type: string; data: string }>; options: Array<{ id: number }> }; option: number | null }> };
};

async function sheetOf(exam: number): Promise<Sheet['examSheet']> {
  const { examSheet } = await graphql<Sheet>(
    'query($id: Int!) { examSheet(id: $id) { questions { question { id question_data { type data } options { id } } option } } }',
    { id: exam },
    await learnerToken(),
  );
  return examSheet;
}

/** What the device holds: localStorage, sessionStorage, every IndexedDB store's records, every cache's URLs. */
type DeviceData = { local: Record<string, string>; session: Record<string, string>; indexedDb: Record<string, unknown[]>; caches: Record<string, string[]> };

function deviceData(page: Page): Promise<DeviceData> {
  return page.evaluate(async () => {
    const all = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']));
    const asked = <T,>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const indexedDb: Record<string, unknown[]> = {};
    for (const { name } of await indexedDB.databases()) {
      if (name === undefined) continue;
      const db = await asked(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) indexedDb[`${name}/${store}`] = await asked(db.transaction(store).objectStore(store).getAll());
      db.close();
    }
    const cached: Record<string, string[]> = {};
    for (const name of await caches.keys()) cached[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return { local: all(window.localStorage), session: all(window.sessionStorage), indexedDb, caches: cached };
  });
}

/** Nothing of a learner is left: no record of ours, no IndexedDB record, no cached image or API answer; the app's own files stay. */
function expectNothingOfTheLearner(data: DeviceData, questionText: string): void {
  expect(Object.keys(data.local).filter((key) => key.startsWith('proshno'))).toEqual([]);
  expect(Object.keys(data.session)).toEqual([]);
  expect(Object.values(data.indexedDb).flat()).toEqual([]);
  const urls = Object.values(data.caches).flat();
  expect(urls.filter((path) => /^\/(media|graphql|api|auth)\//.test(path) || path === '/graphql')).toEqual([]);
  // The precache of the app's own files stays: it opens offline for the next learner.
  expect(urls).toContain('/app.html');
  expect(JSON.stringify(data)).not.toContain(questionText);
}

/** Learner A's exam (with pictures) on a phone, its first question answered B offline: one save waits on the device. */
async function examWithWaitingSave(): Promise<{ context: BrowserContext; page: Page; exam: number; questionText: string; optionB: number; questionId: number }> {
  const { exam } = await velocityGraphExam();
  const [first] = (await sheetOf(exam)).questions;
  if (first === undefined) throw new Error('the exam has questions');
  const questionText = first.question.question_data.find((part) => part.type === 'text')?.data.slice(0, 40) ?? '';
  const { context, page } = await visitedOnce(browser(), learnerState, phone);
  await page.goto(`/exam/${exam}`);
  await page.getByRole('heading', { name: 'Question 1' }).waitFor();
  await page.getByText(questionText).first().waitFor();
  // The exam's pictures are in the service worker's image cache.
  await expect.poll(async () => (await deviceData(page)).caches['proshno-media']?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
  await context.setOffline(true);
  const option = page.getByRole('button', { name: /^Option B:/ });
  await option.click();
  await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(async () => Object.keys((await deviceData(page)).local).filter((key) => key.endsWith(`exam.${exam}.answers`)).length).toBe(1);
  return { context, page, exam, questionText, optionB: first.question.options[1]?.id ?? -1, questionId: first.question.id };
}

/** Logout from the phone's drawer; the dialog that answers. */
async function askLogout(page: Page) {
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  return page.getByRole('alertdialog');
}

/** The dialog and its buttons lie inside the 360 × 740 screen. */
async function expectFitsThePhone(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  for (const part of [dialog, ...(await dialog.getByRole('button').all())]) {
    const box = await part.boundingBox();
    expect(box).not.toBeNull();
    if (box === null) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
  }
  await page.screenshot({ path: `/tmp/shared-device-${name}-360.png` });
}

/** Every GraphQL request the page sends from now on, with its body. */
function recordedRequests(page: Page): Array<{ body: string; authorization: string | undefined }> {
  const sent: Array<{ body: string; authorization: string | undefined }> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') sent.push({ body: request.postData() ?? '', authorization: request.headers()['authorization'] });
  });
  return sent;
}

function isSave(body: string): boolean {
  const parsed: unknown = JSON.parse(body);
  if (typeof parsed !== 'object' || parsed === null) return false;
  const variables = 'variables' in parsed && typeof parsed.variables === 'object' && parsed.variables !== null ? parsed.variables : {};
  return ('operationName' in parsed && parsed.operationName === 'SaveAnswer') || 'question' in variables;
}

/**
 * Learner B signs in on the same page and opens A's exam online, then reloads it offline: B sees
 * neither A's exam nor its questions, and sends no save.
 */
async function learnerBOpens(context: BrowserContext, page: Page, exam: number, questionText: string): Promise<void> {
  const sent = recordedRequests(page);
  await signIn(page, NEWBIE.email, NEWBIE.password);
  await page.waitForURL((url) => url.pathname === '/home');
  await page.goto(`/exam/${exam}`);
  await page.getByText(examScreenMessages.notFound).waitFor();
  expect(await page.evaluate(() => document.body.textContent)).not.toContain(questionText);
  await context.setOffline(true);
  await page.reload();
  // Offline, the page that cannot load says it needs a connection (docs/shell.md#offline-load).
  await page.getByText(messages.needsConnection).waitFor();
  expect(await page.evaluate(() => document.body.textContent)).not.toContain(questionText);
  await context.setOffline(false);
  expect(sent.filter(({ body }) => isSave(body))).toEqual([]);
}

async function signOutB(page: Page): Promise<void> {
  await page.goto('/home');
  await dismissSubscriptionDialog(page);
  const dialog = await askLogout(page);
  await dialog.getByText(messages.logoutConfirm).waitFor();
  await dialog.getByRole('button', { name: messages.yes, exact: true }).click();
  await page.getByRole('button', { name: 'Login' }).waitFor();
}

describe('a phone shared by two learners', () => {
  it('logout with a save waiting says so; logging out anyway leaves nothing of A, and B sees nothing of A', { timeout: 180_000 }, async () => {
    const { context, page, exam, questionText } = await examWithWaitingSave();
    const dialog = await askLogout(page);
    await dialog.getByText(logoutUnsentMessage(1)).waitFor();
    await expectFitsThePhone(page, 'unsent');
    await dialog.getByRole('button', { name: messages.logoutAnyway }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();

    await expect.poll(async () => (await deviceData(page)).caches['proshno-media'] ?? null).toBeNull();
    await expect.poll(async () => Object.values((await deviceData(page)).indexedDb).flat().length).toBe(0);
    expectNothingOfTheLearner(await deviceData(page), questionText);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('proshno-signed-in');

    await context.setOffline(false);
    await learnerBOpens(context, page, exam, questionText);
    // The save was discarded, as the learner chose: the server never had it.
    expect((await sheetOf(exam)).questions[0]?.option).toBeNull();
    await context.close();
  });

  it('"send them first" sends the waiting save (once the network is back), then logs out and leaves nothing', { timeout: 180_000 }, async () => {
    const { context, page, exam, questionText, optionB } = await examWithWaitingSave();
    const dialog = await askLogout(page);
    await dialog.getByText(logoutUnsentMessage(1)).waitFor();
    // Still offline: it cannot be sent, and the dialog says so.
    await dialog.getByRole('button', { name: messages.logoutSendFirst }).click();
    await dialog.getByText(logoutSendFailedMessage(1)).waitFor();
    await expectFitsThePhone(page, 'send-failed');
    await context.setOffline(false);
    await dialog.getByRole('button', { name: messages.logoutSendFirst }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect((await sheetOf(exam)).questions[0]?.option).toBe(optionB);

    await expect.poll(async () => (await deviceData(page)).caches['proshno-media'] ?? null).toBeNull();
    await expect.poll(async () => Object.values((await deviceData(page)).indexedDb).flat().length).toBe(0);
    expectNothingOfTheLearner(await deviceData(page), questionText);
    await learnerBOpens(context, page, exam, questionText);
    await context.close();
  });

  it('a session the server refused keeps the waiting save for A alone: B never sends it, A sends it on signing in again', { timeout: 180_000 }, async () => {
    const { context, page, exam, questionText, optionB } = await examWithWaitingSave();
    // The stored session's tokens are no longer good (revoked, or out of date): the next call is refused.
    await page.evaluate((key) => {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      window.localStorage.setItem(key, JSON.stringify({ ...stored, accessToken: 'revoked', refreshToken: 'revoked' }));
    }, sessionStorageKey);
    await page.goto('/home');
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('button', { name: 'Login' }).waitFor();

    // Only A's unsent answers stay, under A's name; the exam's questions, progress and pictures are gone.
    const left = await deviceData(page);
    expect(Object.keys(left.local).filter((key) => key.startsWith('proshno'))).toEqual([expect.stringMatching(new RegExp(`^proshno\\.learner\\.\\d+\\.exam\\.${exam}\\.answers$`))]);
    expect(JSON.stringify(left)).not.toContain(questionText);
    await expect.poll(async () => (await deviceData(page)).caches['proshno-media'] ?? null).toBeNull();

    await learnerBOpens(context, page, exam, questionText);
    await signOutB(page);
    expect((await sheetOf(exam)).questions[0]?.option).toBeNull();

    // A signs in again: the save is sent with A's token, and leaves the device.
    await signIn(page, LEARNER.email, LEARNER.password);
    await page.waitForURL((url) => url.pathname === '/home');
    await expect.poll(async () => (await sheetOf(exam)).questions[0]?.option, { timeout: 30_000 }).toBe(optionB);
    await expect.poll(async () => Object.keys((await deviceData(page)).local).filter((key) => key.endsWith('.answers'))).toEqual([]);
    await context.close();
  });
});
