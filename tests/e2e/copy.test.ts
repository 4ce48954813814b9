// Issue 16, type and copy: what the screens say is built by the engine's copy rules, so a label
// that starts with 'Select', a count of one or a server sentence the overlay already says read
// cleanly in the real browser.
import { commerceMessages, messages, redirectingIn, selectPlaceholder, titleMessages } from '@proshno/engine';
import type { Locator, Page } from 'playwright-core';

import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { signedInPage } from './product';
import { signIn } from './screens';

const browser = useBrowser();

describe('copy on screen', () => {
  it('says the failed verification once and counts down to "1 second"', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser(), 360);
    await page.goto('/verify?token=not-a-real-token');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.verificationFailedBody).waitFor();
    expect(await dialog.getByText(/invalid or has expired/).count()).toBe(1);
    await dialog.getByText(redirectingIn(1), { exact: true }).waitFor();
    await context.close();
  });

  it('does not say "Select select" on the setup screens, and names a unit once', { timeout: 90_000 }, async () => {
    const { context, page } = await signedInPage(browser(), 360);
    await page.goto('/model-test');
    await page.getByRole('button', { name: `Select Model Test: ${selectPlaceholder('Select Model Test')}` }).waitFor();
    expect(await page.getByText(/select select/i).count()).toBe(0);

    await page.goto('/previous-year-test');
    await page.getByRole('button', { name: `Select Exam: ${selectPlaceholder('Select Exam')}` }).click();
    await page.getByRole('option', { name: 'Medical College Admission Test', exact: true }).click();
    await page.getByRole('button', { name: /^Select University:/ }).click();
    const units = await page.getByRole('option').allTextContents();
    expect(units).toEqual(['Directorate General of Health Services (MBBS unit)', 'Directorate General of Health Services (BDS unit)']);
    await context.close();
  });
});

describe('document titles and the footer', () => {
  it('changes document.title as the person moves between routes', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/register');
    await expect.poll(() => page.title()).toBe(`${titleMessages.routes['/register']} · Proshno`);
    await signIn(page, 'learner@example.com', 'Learner#2026');
    await page.waitForURL('**/home');
    await expect.poll(() => page.title()).toBe('Dashboard · Proshno');
    await page.getByRole('navigation').getByRole('link', { name: 'History', exact: true }).first().click();
    await page.waitForURL('**/history');
    await expect.poll(() => page.title()).toBe('History · Proshno');
    await page.goto('/no-such-page');
    await expect.poll(() => page.title()).toBe(`${titleMessages.notFound} · Proshno`);
    await context.close();
  });

  it('offers Sign Up in the footer to visitors but not to a signed-in learner', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser(), 360);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Sign Up' }).waitFor();
    await signIn(page, 'learner@example.com', 'Learner#2026');
    await page.waitForURL('**/home');
    await footer.getByRole('link', { name: 'Packages' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    await context.close();
  });
});

describe('Bengali type', () => {
  const bengaliFont = /\/assets\/noto-sans-bengali-bengali-\d+-normal-[^/]*\.woff2$/;

  it('downloads the Bengali webfont for Bengali text only, never for an English-only page', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage(browser(), 360);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    expect(fonts).toEqual([]);

    await page.goto('/register');
    const font = page.waitForRequest((request) => bengaliFont.test(new URL(request.url()).pathname));
    await page.getByLabel('Full Name').fill('আয়েশা রহমান');
    expect((await (await font).response())?.status()).toBe(200);
    // The name is drawn in the webfont, not in a system face's empty boxes: Chromium reports the
    // fonts that drew the field's text, and only the space between the words is a system glyph.
    await page.evaluate(async () => {
      await document.fonts.load('16px "Noto Sans Bengali"', 'আ');
    });
    const id = await page.getByLabel('Full Name').getAttribute('id');
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[id="${id ?? ''}"]` });
    await cdp.send('CSS.enable');
    const { fonts: drawnWith } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const glyphs = (custom: boolean) => drawnWith.filter((f) => f.isCustomFont === custom).reduce((sum, f) => sum + f.glyphCount, 0);
    expect(drawnWith.filter((f) => f.isCustomFont).map((f) => f.familyName)).toEqual(['Noto Sans Bengali']);
    expect(glyphs(true)).toBeGreaterThan(0);
    expect(glyphs(false)).toBeLessThanOrEqual(1);
    await context.close();
  });
});

/** Text standing in for an icon: a menu, close or tick glyph anywhere on the page, or a lone × on a button. */
function glyphsDrawnAsText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (/[☰✕✓✔✗✘]/.test(text)) found.push(text.trim());
    }
    for (const button of document.querySelectorAll('button, [role="button"]')) {
      if (/^[×xX]$/.test((button.textContent ?? '').trim())) found.push((button.textContent ?? '').trim());
    }
    return found;
  });
}

/** An icon button keeps its accessible name and draws one svg that assistive technology skips. */
async function expectIconButton(button: Locator): Promise<void> {
  await button.waitFor();
  expect(await button.locator('svg[aria-hidden="true"]').count()).toBe(1);
  expect((await button.textContent())?.trim()).toBe('');
}

describe('icons, not text glyphs', () => {
  // docs/architecture.md#icons on the screens of docs/shell.md#top-bar, docs/access.md#registration,
  // docs/commerce.md#subscribe-dialog, docs/commerce.md#custom-plan and docs/commerce.md#payment-results.
  it('draws the menu, close and tick marks as icons on the header, drawer, checkboxes, toasts and payment pages', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser(), 360);
    await page.goto('/');
    await expectIconButton(page.getByRole('button', { name: 'Open site menu' }));
    expect(await glyphsDrawnAsText(page)).toEqual([]);

    await page.goto('/register');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    expect(await page.locator('label:has(input[type="checkbox"]:checked) svg[aria-hidden="true"]').count()).toBe(1);
    expect(await glyphsDrawnAsText(page)).toEqual([]);

    await signIn(page, 'learner@example.com', 'Learner#2026');
    await page.waitForURL('**/home');
    await expectIconButton(page.getByRole('button', { name: 'Dismiss notification' }));
    await expectIconButton(page.getByRole('button', { name: 'Open navigation menu' }));
    expect(await glyphsDrawnAsText(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expectIconButton(drawer.getByRole('button', { name: 'Close navigation menu' }));
    expect(await glyphsDrawnAsText(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close navigation menu' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.goto('/packages');
    await page.getByRole('button', { name: /Get started/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe' });
    await dialog.getByRole('checkbox').check();
    expect(await dialog.locator('label:has(input[type="checkbox"]:checked) svg[aria-hidden="true"]').count()).toBe(1);
    expect(await glyphsDrawnAsText(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/custom-packages');
    await page.getByRole('heading', { name: commerceMessages.customizeYourPlan }).waitFor();
    await page.getByRole('checkbox').first().check();
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    expect(await page.locator('label:has(input[type="checkbox"]:checked) svg[aria-hidden="true"]').count()).toBe(2);
    expect(await glyphsDrawnAsText(page)).toEqual([]);

    // Without a transaction of the learner's, /purchase/success says the payment is not confirmed (docs/commerce.md#payment-results).
    for (const [outcome, shown] of [['success', 'unconfirmed'], ['failed', 'failed'], ['cancel', 'cancel']] as const) {
      await page.goto(`/purchase/${outcome}`);
      await page.locator(`[data-outcome="${shown}"] svg[aria-hidden="true"]`).waitFor();
      expect(await glyphsDrawnAsText(page)).toEqual([]);
    }
    await context.close();
  });
});
