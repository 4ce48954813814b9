// The access slice without a mouse: a keyboard user signs in with Tab, typing and Enter, uses the
// phone drawer and a select (each fetched on first reach, ../../web/src/controls/deferred.tsx),
// and follows the public header's anchors (docs/shell.md#top-bar).
import type { Page } from 'playwright-core';
import { messages } from '@proshno/engine';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { signedInPage } from './product';
import { signIn, toast } from './screens';

const browser = useBrowser();

describe('a keyboard user', () => {
  it('signs in with Tab, typing and Enter only, and hears the toast', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    // The page arrives prerendered (docs/architecture.md#prerender); Login is enabled once the app has taken over.
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);

    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Email');
    await page.keyboard.type('learner@example.com');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Password');
    await page.keyboard.type('Learner#2026');
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/home');
    await toast(page, messages.loginSuccess);
    const region = page.getByRole('status').filter({ hasText: messages.loginSuccess });
    expect(await region.getAttribute('aria-live')).toBe('polite');
    await context.close();
  });

  it('still hears the login toast while the subscription dialog hides the page', async () => {
    const { context, page } = await newPage(browser());
    // The toast lives 4 s and the dialog's part is fetched when needed: on a busy machine the
    // dialog can arrive after the toast has gone. So the page records, at every change, whether
    // the toast was there and whether anything hid it; the test reads that record afterwards.
    await page.addInitScript((text) => {
      const record = { heard: false, hidden: false };
      Object.assign(window, { toastRecord: record });
      new MutationObserver(() => {
        for (const region of document.querySelectorAll('[role="status"]')) {
          if (!region.textContent?.includes(text)) continue;
          record.heard = true;
          if (region.closest('[aria-hidden="true"], [inert]') !== null) record.hidden = true;
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    }, messages.loginSuccess);
    await signIn(page, 'newbie@example.com', 'Newbie#2026');
    await page.getByRole('dialog', { name: messages.subscriptionRequiredTitle }).waitFor();
    const record = () => page.evaluate(() => (window as unknown as { toastRecord: { heard: boolean; hidden: boolean } }).toastRecord);
    await expect.poll(async () => (await record()).heard).toBe(true);
    expect((await record()).hidden).toBe(false);
    await context.close();
  });

  it('closes a dialog with Escape as its Cancel does, and is back on what opened it (issue 29 item 5)', async () => {
    // The profile's Change Password, and the subscription question a learner without a package meets.
    const { context, page } = await signedInPage(browser(), 360);
    await page.goto('/profile');
    const opener = page.getByRole('button', { name: 'Change Password' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();

    const newcomer = await newPage(browser(), 360);
    await signIn(newcomer.page, 'newbie@example.com', 'Newbie#2026');
    const question = newcomer.page.getByRole('dialog', { name: messages.subscriptionRequiredTitle });
    await question.waitFor();
    await newcomer.page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    await newcomer.context.close();
  });

  it('opens the phone drawer, stays inside it with Tab, finds the top bar items and leaves with Escape', async () => {
    // A phone from the start: the drawer comes from its stand-in, fetched when it is reached for.
    const { context, page } = await signedInPage(browser(), 360);
    const opener = page.getByRole('button', { name: 'Open navigation menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await drawer.waitFor();

    const drawerItems = [...(await drawer.getByRole('link').allInnerTexts()), ...(await drawer.getByRole('button').allInnerTexts())]
      .map((text) => text.trim())
      // The close button is an icon with a name, no text.
      .filter((text) => text !== '');

    // Focus cycles within the drawer: more Tabs than it has stops never reach the page behind it.
    const stops = drawerItems.length + 1;
    for (let i = 0; i < stops * 2; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-label') ?? null)).toBe(
        'Navigation menu',
      );
    }

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Open navigation menu');

    await page.setViewportSize({ width: 1280, height: 900 });
    expect(drawerItems.toSorted()).toEqual((await topBarItems(page)).toSorted());
    await context.close();
  });

  it('opens a select with the arrow key before its list has arrived, picks with Enter and keeps focus on it', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    const lists = page.waitForRequest((request) => /\/assets\/SelectFieldPopover-[\w-]+\.js$/.test(request.url()));
    // Reached by keyboard, the stand-in asks for the list at once; the arrow key opens it on arrival.
    await page.getByRole('button', { name: /^Gender: / }).focus();
    await page.keyboard.press('ArrowDown');
    await lists;
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="listbox"]') !== null)).toBe(true);
    await page.keyboard.press('ArrowDown');
    const second = await page.locator('[role="option"]:focus').innerText();
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe(`Gender: ${second.trim()}`);
    await context.close();
  });

  it('follows the header link Pricing from another page to its section on the login page', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/terms');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Pricing' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#pricing');
    const section = page.getByRole('region', { name: 'Pricing' });
    await expect.poll(() => section.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
    expect(await section.getByRole('link', { name: 'See packages' }).getAttribute('href')).toBe('/packages');

    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

/** The accessible name of the focused element, as a screen reader would announce it. */
async function focusedName(page: Page): Promise<string> {
  const focused = page.locator('*:focus');
  const label = await focused.evaluate((el) => {
    const label = el instanceof HTMLInputElement ? (el.labels?.item(0)?.textContent ?? '') : '';
    return el.getAttribute('aria-label') ?? (label || el.textContent || '');
  });
  return label.trim();
}

/** Everything the desktop bar offers: its links, the Exam menu and the profile menu. */
async function topBarItems(page: Page): Promise<string[]> {
  const bar = page.getByRole('navigation', { name: 'Main' });
  await bar.getByRole('button', { name: 'Exam' }).waitFor();
  const links = await bar.getByRole('link').allInnerTexts();
  await bar.getByRole('button', { name: 'Exam' }).click();
  const exam = await page.getByRole('menu', { name: 'Exam' }).getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const profile = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  return [...links, ...exam, ...profile].map((text) => text.trim());
}
