// Issue 16: a learner whose connection drops before they touch anything can still open the
// profile menu or the phone drawer and sign out. The shell's menus, drawer and logout dialog are
// fetched a few seconds after the page has loaded; a part that still cannot be fetched says so
// and is fetched again on the next press.
import { messages, sessionStorageKey } from '@proshno/engine';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './browser';
import { signedInState, type StorageState } from './product';
import { toast } from './screens';

const sessionKey = sessionStorageKey;
/** What the web app says when a part cannot be fetched (web/src/controls/deferred.tsx). */
const unavailable = 'This could not be opened: check your internet connection and try again.';
const shellParts = [/\/assets\/ShellOverlays-[\w-]+\.js$/, /\/assets\/ConfirmModal-[\w-]+\.js$/];

let learnerState: StorageState;
const browser = useBrowser(async (launched) => {
  learnerState = await signedInState(launched);
});

/** A signed-in learner opens /home in a fresh browser (cold cache) at the given size. */
async function openHome(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width, height }, storageState: learnerState });
  const page = await context.newPage();
  return { context, page };
}

/** Opens /home and waits, touching nothing, until the shell's parts have come after the load. */
async function homeThenIdle(page: Page): Promise<void> {
  const arrived = shellParts.map((part) => page.waitForResponse((response) => part.test(new URL(response.url()).pathname) && response.ok(), { timeout: 20_000 }));
  await page.goto('/home');
  await page.getByRole('heading').first().waitFor();
  await Promise.all(arrived);
}

const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), sessionKey);

async function confirmLogout(page: Page): Promise<void> {
  await page.getByRole('alertdialog').getByText(messages.logoutConfirm).waitFor();
  await page.getByRole('button', { name: messages.yes, exact: true }).click();
  // Signed out here although the server could not be told: the login form, nothing stored.
  await page.getByRole('button', { name: 'Login' }).waitFor();
  expect(await stored(page)).toBeNull();
  expect(await page.getByRole('button', { name: /profile menu/i }).count()).toBe(0);
}

describe('offline before the first touch', () => {
  it('the profile menu opens and Logout signs the learner out (1280 px)', async () => {
    const { context, page } = await openHome(1280, 800);
    await homeThenIdle(page);
    expect(await stored(page)).not.toBeNull();
    await context.setOffline(true);
    await page.getByRole('button', { name: /profile menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await confirmLogout(page);
    await context.close();
  });

  it("the phone drawer's Logout signs the learner out (360 px)", async () => {
    const { context, page } = await openHome(360, 740);
    await homeThenIdle(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await confirmLogout(page);
    await context.close();
  });

  it('a menu whose part cannot be fetched says so, and the next press fetches it again', async () => {
    const { context, page } = await openHome(1280, 800);
    // The part's fetch fails as it would offline, whenever it is asked for.
    const [overlays] = shellParts;
    let failing = true;
    await page.route(
      (url) => overlays?.test(url.pathname) === true,
      (route) => (failing ? route.abort('internetdisconnected') : route.continue()),
    );
    await page.goto('/home');
    const menu = page.getByRole('button', { name: /profile menu/i });
    await menu.click();
    await toast(page, unavailable);
    expect(await page.getByRole('menu').count()).toBe(0);

    failing = false;
    await menu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await context.close();
  });
});
