// Issue 28 items 9 and 10, a newcomer's mail that did not come: /verify-info sends a new
// verification link and says where it went (docs/access.md#verification-resend); the reset form
// says where its code went and when, sends a new one, and never says a code was sent when none was
// (docs/access.md#reset-truth).
import {
  messages,
  RESET_CODE_MAILS,
  resetNextRequestMessage,
  VERIFICATION_RESENDS_PER_HOUR,
  verificationResentMessage,
  verificationSentIntroMessage,
} from '@proshno/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, useBrowser } from './browser';
import { mailCount, mailsTo, otpOf, verificationLink } from './outbox';
import { registrationOf } from './product';
import { fillRegistration, signIn, toast } from './screens';

const browser = useBrowser();

describe('the verification mail', () => {
  it('is sent again from /verify-info, which names the address; the new link verifies; past the limit it says when to ask again', async () => {
    const stamp = String(Date.now()).slice(-8);
    const email = `resend.${stamp}@example.com`;
    const password = 'Rahim#2026';
    const { context, page } = await newPage(browser(), 360);
    await page.goto('/register');
    await fillRegistration(page, { email, password, phone: `17${stamp}` });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await toast(page, messages.registrationSuccess);
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('link', { name: messages.verificationNotThereYet }).click();
    await page.waitForURL((url) => url.pathname === '/verify-info');
    await page.getByText(verificationSentIntroMessage(email)).waitFor();
    expect(await page.getByRole('textbox', { name: messages.emailLabel }).inputValue()).toBe(email);
    await page.getByRole('button', { name: messages.sendNewLink }).click();
    await page.getByText(verificationResentMessage(email)).waitFor();
    const mails = await mailsTo(email, (mail) => mail.text.includes('/verify?token='), 2);
    expect(mails).toHaveLength(2);
    await page.screenshot({ path: '/tmp/h-mail-verify-info-360.png', fullPage: true });

    // The new link verifies the account.
    await page.goto(verificationLink(mails.at(-1)?.text ?? ''));
    await page.getByText(messages.verificationSuccess).first().waitFor();
    await signIn(page, email, password);
    await toast(page, messages.loginSuccess);
    await context.close();
  }, 180_000);

  it('past 3 an hour, a visit without the address is told when to ask again and nothing is mailed', async () => {
    const stamp = String(Date.now()).slice(-8);
    const email = `resend.limit.${stamp}@example.com`;
    const password = 'Karim#2026';
    const { context, page } = await newPage(browser(), 1280);
    await page.goto('/register');
    await fillRegistration(page, { email, password, phone: `18${stamp}` });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await toast(page, messages.registrationSuccess);

    await page.goto('/verify-info');
    await page.getByText(messages.verifyInfoIntro).waitFor();
    await page.getByRole('textbox', { name: messages.emailLabel }).fill(email);
    for (let i = 0; i < VERIFICATION_RESENDS_PER_HOUR; i += 1) {
      await page.getByRole('button', { name: messages.sendNewLink }).click();
      await page.getByText(verificationResentMessage(email)).waitFor();
    }
    await page.screenshot({ path: '/tmp/h-mail-verify-info-1280.png', fullPage: true });
    await page.getByRole('button', { name: messages.sendNewLink }).click();
    await page.getByRole('status').filter({ hasText: /^Too many verification emails\. Nothing was sent; try again in \d+ minutes?\.$/ }).first().waitFor();
    expect(await mailCount(email)).toBe(1 + VERIFICATION_RESENDS_PER_HOUR);
    await context.close();
  }, 180_000);
});

describe('the password reset code', () => {
  const resetMails = (email: string, atLeast: number) => mailsTo(email, (mail) => mail.subject === 'Your password reset code', atLeast);
  /** The code of the newest reset mail, once there are `count` of them. */
  const newestCode = async (email: string, count: number) => {
    const mails = await resetMails(email, count);
    expect(mails).toHaveLength(count);
    return otpOf(mails.at(-1)?.text ?? '');
  };
  const resetWith = async (page: Page, otp: string, password: string) => {
    await page.getByRole('textbox', { name: messages.otpLabel }).fill(otp);
    await page.getByLabel(messages.newPasswordLabel, { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: messages.resetPasswordTitle }).click();
    await toast(page, messages.resetConfirmSuccess);
    await page.waitForURL((url) => url.pathname === '/');
  };

  it('the form names the address, sends a new code, says so when none went out, and after a used code a new request sends one', async () => {
    const email = `reset.truth.${Date.now()}@example.com`;
    const registered = await fetch(`${baseUrl()}/auth/registration/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registrationOf(email, { fullName: 'Nusrat Jahan', password: 'Old#Pass1', gender: 'female' })),
    });
    expect(registered.status).toBe(201);
    const { context, page } = await newPage(browser(), 360);
    await page.goto(verificationLink((await mailsTo(email, () => true, 1))[0]?.text ?? ''));
    await page.getByText(messages.verificationSuccess).first().waitFor();

    await page.goto('/forget-password');
    await page.getByRole('textbox', { name: messages.emailLabel }).fill(email);
    await page.getByRole('button', { name: messages.sendOtp }).click();
    await toast(page, messages.resetRequestSuccess);
    await page.waitForURL((url) => url.searchParams.has('token'));
    const notice = page.locator('[role="status"]').filter({ hasText: `We sent a 6-digit code to ${email} at ` });
    await notice.waitFor();
    expect(await resetMails(email, 1)).toHaveLength(1);

    // 'Send a new code' sends one to the same address, up to the limit.
    for (let sent = 2; sent <= RESET_CODE_MAILS; sent += 1) {
      const before = new URL(page.url()).searchParams.get('token');
      await page.getByRole('button', { name: messages.sendNewCode }).click();
      await page.waitForURL((url) => url.searchParams.get('token') !== before);
      await notice.waitFor();
      expect(await resetMails(email, sent)).toHaveLength(sent);
    }
    await page.getByText(/^You can ask for a new code from \d{1,2}:\d{2} [ap]m\.$/).waitFor();
    expect(resetNextRequestMessage('7:20 pm')).toMatch(/^You can ask for a new code from \d{1,2}:\d{2} [ap]m\.$/);
    await page.screenshot({ path: '/tmp/h-mail-reset-360.png', fullPage: true });

    // Past the limit the page says no code went out, and nothing did; the last one still works.
    const before = new URL(page.url()).searchParams.get('token');
    await page.getByRole('button', { name: messages.sendNewCode }).click();
    await toast(page, messages.resetNoNewCode);
    await page.waitForURL((url) => url.searchParams.get('token') !== before);
    await page.getByText(`No new code was sent: ${RESET_CODE_MAILS} went to ${email} in 15 minutes. Enter the last one, sent at `).waitFor();
    await page.screenshot({ path: '/tmp/h-mail-reset-held-360.png', fullPage: true });
    expect(await mailCount(email)).toBe(1 + RESET_CODE_MAILS);
    await resetWith(page, await newestCode(email, RESET_CODE_MAILS), 'New#Pass1');

    // After a used code, a new request (still within the 15 minutes) sends a new code, which works.
    await page.goto('/forget-password');
    await page.getByRole('textbox', { name: messages.emailLabel }).fill(email);
    await page.getByRole('button', { name: messages.sendOtp }).click();
    await toast(page, messages.resetRequestSuccess);
    await page.waitForURL((url) => url.searchParams.has('token'));
    await resetWith(page, await newestCode(email, RESET_CODE_MAILS + 1), 'Newer#Pass2');
    await signIn(page, email, 'Newer#Pass2');
    await toast(page, messages.loginSuccess);
    await context.close();
  }, 180_000);

  it('at 1280 wide the form says where the code went', async () => {
    const email = `reset.wide.${Date.now()}@example.com`;
    const registered = await fetch(`${baseUrl()}/auth/registration/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registrationOf(email, { fullName: 'Tanvir Ahmed', password: 'Old#Pass1', gender: 'male' })),
    });
    expect(registered.status).toBe(201);
    const { context, page } = await newPage(browser(), 1280);
    await page.goto(verificationLink((await mailsTo(email, () => true, 1))[0]?.text ?? ''));
    await page.getByText(messages.verificationSuccess).first().waitFor();
    await page.goto('/forget-password');
    await page.getByRole('textbox', { name: messages.emailLabel }).fill(email);
    await page.getByRole('button', { name: messages.sendOtp }).click();
    await page.getByText(`We sent a 6-digit code to ${email} at `).waitFor();
    await page.screenshot({ path: '/tmp/h-mail-reset-1280.png', fullPage: true });
    await context.close();
  }, 120_000);
});
