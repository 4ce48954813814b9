// Issue 28 items 9 and 10, a newcomer's mail that did not come: /verify-info sends a new
// verification link and says where it went (docs/access.md#verification-resend).
import { messages, VERIFICATION_RESENDS_PER_HOUR, verificationResentMessage, verificationSentIntroMessage } from '@proshno/engine';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { mailCount, mailsTo, verificationLink } from './outbox';
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
