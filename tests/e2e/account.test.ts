// Account and profile as a new learner in Bangladesh meets them (issue 16): the phone typed the
// Bangladeshi way, and what the profile says when a save is refused.
import { EMAIL_TAKEN } from '@proshno/api';
import { messages, profileUpdateFailedBecause, progressMessages } from '@proshno/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { latestMailTo, verificationLink } from './outbox';
import { registeredLearner } from './product';
import { choose, dismissSubscriptionDialog, fillRegistration, signIn, toast } from './screens';

const PHONE = 360;
/** A newcomer of our own for each profile save: the demo learners' profiles are what other files show. */
const KARIM = { fullName: 'Karim Uddin', password: 'Karim#2026', gender: 'male' } as const;

const browser = useBrowser();

describe('the phone number', () => {
  it('typed as 01812345678 after +880 registers as +8801812345678 and the profile then saves', async () => {
    const stamp = String(Date.now()).slice(-9);
    const email = `phone.${stamp}@example.com`;
    const password = 'Rahim#2026';
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/register');
    await fillRegistration(page, { email, password, phone: '01812345678' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await toast(page, messages.registrationSuccess);
    await page.goto(verificationLink(await latestMailTo(email)));
    await page.getByText(messages.verificationSuccess).first().waitFor();

    await signIn(page, email, password);
    await page.waitForURL('**/home');
    await dismissSubscriptionDialog(page);
    await page.goto('/profile');
    await dismissSubscriptionDialog(page);
    await page.getByText('+8801812345678', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('+8801812345678');
    await page.getByLabel('Username').fill(`rahim${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, progressMessages.profileUpdated);
    await context.close();
  }, 120_000);
});

describe('a refused profile save', () => {
  it("an e-mail another account has says 'Profile Update Failed' and why", async () => {
    const account = await registeredLearner('account', KARIM);
    const { context, page } = await newPage(browser(), PHONE);
    await openProfileEditor(page, account.email, account.password);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill('learner@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, profileUpdateFailedBecause(EMAIL_TAKEN));
    await context.close();
  }, 120_000);
});

describe('the date of birth', () => {
  it('is typed into the profile segment by segment and saved, and an emptied one is required', async () => {
    const account = await registeredLearner('account', KARIM);
    const { context, page } = await newPage(browser(), PHONE);
    await openProfileEditor(page, account.email, account.password);
    await page.getByLabel('Username').fill(account.username);
    const group = page.getByRole('group', { name: 'Date of Birth' });
    await group.getByRole('spinbutton').first().click();
    // en-GB order: day, month, then the year one digit at a time (2, 20, 200, 2006).
    await page.keyboard.type('25122006');
    expect(await group.getByRole('spinbutton').allInnerTexts()).toEqual(['25', '12', '2006']);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, progressMessages.profileUpdated);
    await page.getByText('25/12/2006', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const segments = page.getByRole('group', { name: 'Date of Birth' }).getByRole('spinbutton');
    await segments.last().click();
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, progressMessages.dateOfBirthRequired);
    await context.close();
  }, 120_000);

  it('the registration calendar offers month and year selects, so 2007 is one choice away', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Open calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose date of birth' });
    await calendar.getByRole('combobox', { name: 'Year' }).selectOption('2007');
    await calendar.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
    await calendar.getByRole('gridcell', { name: /15 March 2007/ }).getByRole('button').click();
    const group = page.getByRole('group', { name: 'Date of Birth' });
    expect(await group.getByRole('spinbutton').allInnerTexts()).toEqual(['15', '03', '2007']);
    await context.close();
  }, 60_000);
});

describe('the address (issue 28 item 17, docs/progress.md#profile-address)', () => {
  it('moves to another division and district with a Bengali first line, saved and shown after a reload', async () => {
    const account = await registeredLearner('account', KARIM);
    const { context, page } = await newPage(browser(), PHONE);
    await openProfileEditor(page, account.email, account.password);
    await page.getByLabel('Username').fill(account.username);
    expect(await page.getByRole('button', { name: /^District/ }).textContent()).toContain('Dhaka');
    await choose(page, 'Division', 'Chattogram');
    await choose(page, 'District', 'Cumilla');
    await page.getByLabel('Address Line 1').fill('বাড়ি ১২, কান্দিরপাড়');
    await page.getByLabel('Postal Code (optional)').fill('৩৫০০');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, progressMessages.profileUpdated);
    const shown = 'বাড়ি ১২, কান্দিরপাড়, Cumilla ৩৫০০, Chattogram, Bangladesh';
    await page.getByText(shown, { exact: true }).waitFor();
    await page.reload();
    await dismissSubscriptionDialog(page);
    await page.getByText(shown, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.getByRole('button', { name: /^District/ }).textContent()).toContain('Cumilla');
    // An emptied first line is refused at its field, as at registration.
    await page.getByLabel('Address Line 1').fill(' ');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, messages.addressLine1Required);
    expect(await page.getByLabel('Address Line 1').getAttribute('aria-invalid')).toBe('true');
    await context.close();
  }, 120_000);
});

describe('the profile photo', () => {
  it('a chosen photo previews inside the page’s CSP, and a file that is not an image is refused when chosen', async () => {
    const account = await registeredLearner('account', KARIM);
    const { context, page } = await newPage(browser(), PHONE);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    await openProfileEditor(page, account.email, account.password);
    await page.getByLabel('Username').fill(account.username);
    await page.getByText('No photo chosen').waitFor();
    await page.getByLabel('Profile Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
    await page.getByText('me.png', { exact: true }).waitFor();
    const preview = page.getByTestId('profile-avatar');
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => preview.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0))).toBe(1);
    expect(refusals).toEqual([]);

    await page.getByLabel('Profile Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await toast(page, progressMessages.imageNotAnImage);
    await page.getByText('No photo chosen').waitFor();
    expect(await page.getByTestId('profile-avatar').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, progressMessages.profileUpdated);
    await context.close();
  }, 120_000);
});

// A 1×1 PNG the browser can decode.
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('what a person reads is a sentence, never the contract’s wording', () => {
  it("forgot password with an empty e-mail says 'Email is required'", async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/forget-password');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, progressMessages.emailRequired);
    expect(await page.locator('body').innerText()).not.toMatch(contractWording);
    await context.close();
  });

  it('/verify without a token shows the failed overlay with the verification message', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/verify');
    const dialog = page.getByRole('dialog', { name: messages.verificationFailedTitle });
    await dialog.getByText(messages.verificationFailedDefault).waitFor();
    expect(await dialog.innerText()).not.toMatch(contractWording);
    await context.close();
  });

  it('a full name over 150 characters is refused by the form with a sentence about the field', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/register');
    await fillRegistration(page, { email: `long.${Date.now()}@example.com`, password: 'Rahim#2026', fullName: 'Rahim '.repeat(26) });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await toast(page, progressMessages.fullNameTooLong);
    expect(await page.locator('body').innerText()).not.toMatch(contractWording);
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });
});

/** How the api's validator words a rule for programmers ("body/email must NOT have fewer than 1 characters"). */
const contractWording = /(body|querystring|params)\/\w+ must|must NOT/;

async function openProfileEditor(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await page.waitForURL('**/home');
  await dismissSubscriptionDialog(page);
  await page.goto('/profile');
  await dismissSubscriptionDialog(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
}
