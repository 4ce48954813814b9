// The access slice as a newcomer lives it: register, verify from the mailed link, sign in, meet
// the subscription dialog, sign out; the demo learner signs in and out (docs/access.md#registration-outcome, docs/access.md#verification, docs/access.md#session, docs/access.md#subscription-gate).
import type { Page } from 'playwright-core';
import { messages, sessionStorageKey } from '@proshno/engine';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { NEWBIE, signedInPage } from './product';
import { latestMailTo, verificationLink } from './outbox';
import { fillRegistration, signIn, toast } from './screens';

const browser = useBrowser();

describe('a newcomer', () => {
  const email = `rahim.${Date.now()}@example.com`;
  const password = 'Rahim#2026';

  it('registers, verifies from the mailed link, signs in and meets the subscription dialog', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/register');
    await fillRegistration(page, { email, password });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await toast(page, messages.registrationSuccess);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(`We sent a verification link to ${email}`).waitFor();

    const link = verificationLink(await latestMailTo(email));
    await page.goto(link);
    await expect.poll(() => page.getByText(messages.verificationSuccess).isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    await signIn(page, email, password);
    await toast(page, messages.loginSuccess);
    await page.waitForURL((url) => url.pathname === '/home');
    const dialog = page.getByRole('dialog', { name: messages.subscriptionRequiredTitle });
    await dialog.waitFor();
    expect(await dialog.getByText(messages.subscriptionRequiredBody).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Buy Package' }).click();
    await page.waitForURL((url) => url.pathname === '/packages');
    await context.close();
  });

  it('sees the already-used overlay on a second use of the verification link', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(verificationLink(await latestMailTo(email)));
    await page.getByText('This link has already been used').first().waitFor();
    expect(await page.getByText(messages.verificationSuccess).count()).toBe(0);
    await context.close();
  });
});

describe('the demo learner', () => {
  it('signs in to the shell without the subscription dialog and signs out after confirming', async () => {
    const { context, page } = await signedInPage(browser());
    await page.getByRole('navigation').first().waitFor();
    expect(await page.getByRole('dialog', { name: messages.subscriptionRequiredTitle }).count()).toBe(0);

    await page.reload();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('button', { name: 'Exam' }).click();
    await page.getByRole('menuitem', { name: 'Random Test' }).click();
    await page.waitForURL((url) => url.pathname === '/random-test');

    await openLogout(page);
    await page.getByText(messages.logoutConfirm).waitFor();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('is sent from public pages to /home and management to /leaveRequest', async () => {
    const { context, page } = await signedInPage(browser());
    await page.goto('/register');
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();

    const manager = await newPage(browser());
    await signIn(manager.page, 'manager@example.com', 'Manager#2026');
    await manager.page.waitForURL((url) => url.pathname === '/leaveRequest');
    // docs/access.md#route-guard: /home is for Admin and Default; any other role sees the login screen there.
    await manager.page.goto('/home');
    await manager.page.getByRole('button', { name: 'Login' }).waitFor();
    expect(new URL(manager.page.url()).pathname).toBe('/home');
    await manager.context.close();
  });

  it('finds live contests in the Exam menu and the phone’s drawer; the Admin finds their contest page in the profile menu (issue 28 item 8)', async () => {
    const { context, page } = await signedInPage(browser());
    await page.getByRole('button', { name: 'Exam' }).click();
    await page.getByRole('menuitem', { name: 'Live Contests' }).click();
    await page.waitForURL((url) => url.pathname === '/contest');
    await context.close();

    const phone = await signedInPage(browser(), 360);
    await phone.page.getByRole('button', { name: 'Open navigation menu' }).click();
    await phone.page.getByRole('dialog').getByRole('link', { name: 'Live Contests' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/contest');
    await phone.context.close();

    const admin = await newPage(browser());
    await signIn(admin.page, 'admin@example.com', 'Admin#2026');
    await admin.page.waitForURL((url) => url.pathname === '/home');
    // The demo Admin holds no package: the gate stands over /home until it is put aside.
    const gate = admin.page.getByRole('dialog', { name: messages.subscriptionRequiredTitle });
    await gate.getByRole('button', { name: messages.cancel }).click();
    await gate.waitFor({ state: 'detached' });
    await openProfileMenu(admin.page);
    await admin.page.getByRole('menuitem', { name: 'Manage Contests' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/admin/contests');
    await admin.context.close();
  });

  it('is told the Admin’s contest page is not allowed, still signed in, not shown a login form (issue 28 item 22)', async () => {
    const { context, page } = await signedInPage(browser(), 360);
    await page.goto('/admin/contests');
    await page.getByRole('heading', { name: messages.notAllowedTitle }).waitFor();
    await page.getByText(messages.notAllowed).waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    expect(await page.title()).toBe(`${messages.notAllowedTitle} · Proshno`);
    await page.getByRole('link', { name: messages.backToHomepage }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });
});

describe('a visitor', () => {
  it('is sent to the login page from a protected route and sees the 404 page elsewhere', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/history');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/no-such-page');
    await page.getByText(messages.notFound).waitFor();
    await page.getByRole('link', { name: 'back to homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('reads the refund policy: 24 hours, unused content, 7 to 10 working days', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/refund-policy');
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/24 hours/);
    expect(text).toMatch(/7 to 10 working days/);
    await context.close();
  });
});

describe('a session whose access token is refused (expired or forged)', () => {
  const key = sessionStorageKey;
  const stored = (page: Page): Promise<{ accessToken: string; refreshToken: string } | null> =>
    page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? 'null'), key);
  const forge = (page: Page, tokens: { accessToken?: string; refreshToken?: string }): Promise<void> =>
    page.evaluate(
      ([k, t]) => window.localStorage.setItem(k, JSON.stringify({ ...JSON.parse(window.localStorage.getItem(k) ?? '{}'), ...t })),
      [key, tokens] as const,
    );

  it('is renewed with the refresh token and the refused query is asked again', async () => {
    const { context, page } = await signedInPage(browser(), 1280, NEWBIE);
    const before = await stored(page);
    await forge(page, { accessToken: 'forged.access.token' });
    await page.reload();
    // The newbie's empty package list only arrives through the retried query.
    await page.getByRole('dialog', { name: messages.subscriptionRequiredTitle }).waitFor();
    const after = await stored(page);
    expect(after?.accessToken).not.toBe('forged.access.token');
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(new URL(page.url()).pathname).toBe('/home');
    await context.close();
  });

  it('is signed out when the refresh token is refused too', async () => {
    const { context, page } = await signedInPage(browser());
    await forge(page, { accessToken: 'forged.access.token', refreshToken: 'forged.refresh.token' });
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await stored(page)).toBeNull();
    // Nor does the browser tell the gateway it is signed in any more (docs/architecture.md#prerender).
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('proshno-signed-in');
    await context.close();
  });
});

async function openLogout(page: Page): Promise<void> {
  await openProfileMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

async function openProfileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /profile menu/i }).click();
}
