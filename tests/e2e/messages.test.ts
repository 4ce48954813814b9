// Every message of the login, registration, reset and verification rows of the error catalogue
// appears where the specification says (docs/access.md#login-messages, docs/access.md#registration-outcome, docs/access.md#reset-request, docs/access.md#verification).
import { COMMON_PASSWORD, RESET_LOCKED } from '@proshno/api';
import { messages } from '@proshno/engine';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, useBrowser } from './browser';
import { registrationOf } from './product';
import { latestMailTo, mailCount, otpOf, verificationLink } from './outbox';
import { fillRegistration, signIn, toast } from './screens';

const browser = useBrowser();

/** An account registered through the api and left unverified. */
async function registerByApi(email: string, password: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/auth/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registrationOf(email, { fullName: 'Karim Hossain', password, gender: 'male' })),
  });
  expect(response.status).toBe(201);
}

describe('login messages', () => {
  it.each([
    ['learner@example.com', 'Wrong#Pass1', messages.loginInvalid],
    ['nobody.here@example.com', 'Whatever#1', messages.loginUserNotFound],
    [`${'x'.repeat(120)}@example.com`, 'Whatever#1', messages.somethingWrong],
  ])('signing in as %s with a bad password or account shows the right message', async (email, password, message) => {
    const { context, page } = await newPage(browser());
    await signIn(page, email, password);
    await toast(page, message);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('an unverified account is asked to verify its e-mail first', async () => {
    const email = `unverified.${Date.now()}@example.com`;
    await registerByApi(email, 'Karim#2026');
    const { context, page } = await newPage(browser());
    await signIn(page, email, 'Karim#2026');
    await toast(page, messages.loginVerifyEmail);
    await context.close();
  });
});

describe('registration messages', () => {
  const cases: Array<[string, Parameters<typeof fillRegistration>[1], string]> = [
    ['no date of birth', { email: 'a@b.co', password: 'Abcdef#1', dateOfBirth: null }, messages.invalidDateOfBirth],
    ['no gender', { email: 'a@b.co', password: 'Abcdef#1', gender: null }, messages.selectGender],
    ['a bad e-mail', { email: 'a@b', password: 'Abcdef#1' }, messages.invalidEmail],
    ['a short password', { email: 'a@b.co', password: 'Ab#1' }, messages.passwordTooShort],
    ['a mismatched confirmation', { email: 'a@b.co', password: 'Abcdef#1', confirm: 'Abcdef#2' }, messages.passwordMismatch],
    ['a long password', { email: 'a@b.co', password: 'Abcdefghijklmnop#1' }, messages.passwordTooLong],
    ['a short phone', { email: 'a@b.co', password: 'Abcdef#1', phone: '1712' }, messages.phoneTooShort],
    ['no agreement', { email: 'a@b.co', password: 'Abcdef#1', agree: false }, messages.mustAgree],
  ];
  it.each(cases)('a form with %s shows its message and registers nobody', async (_, fields, message) => {
    const { context, page } = await newPage(browser());
    await page.goto('/register');
    await fillRegistration(page, fields);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await mailCount(fields.email)).toBe(0);
    await context.close();
  });

  it('a common password shows why the server refused it and registers nobody', async () => {
    const email = `common.${Date.now()}@example.com`;
    const { context, page } = await newPage(browser());
    await page.goto('/register');
    await fillRegistration(page, { email, password: 'password' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await toast(page, COMMON_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await mailCount(email)).toBe(0);
    await context.close();
  });

  it('a taken e-mail shows the server detail', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/register');
    await fillRegistration(page, { email: 'learner@example.com', password: 'Abcdef#1' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await toast(page, 'A user with this email already exists.');
    await context.close();
  });
});

describe('verification messages', () => {
  it('a forged link shows the Verification Failed overlay and counts down to the login page', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/verify?token=forged-token');
    await page.getByText(messages.verificationFailedTitle).waitFor();
    await page.getByText(messages.verificationFailedBody).waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await context.close();
  });
});

describe('password reset', () => {
  it('a wrong code fails, the right code sets the new password, and only the new one signs in', async () => {
    const email = `reset.${Date.now()}@example.com`;
    await registerByApi(email, 'Old#Pass1');
    const { context, page } = await newPage(browser());
    await page.goto(verificationLink(await latestMailTo(email)));
    await page.getByText(messages.verificationSuccess).waitFor();

    await page.goto('/forget-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, messages.resetRequestSuccess);
    await page.waitForURL((url) => url.searchParams.has('token'));
    const otp = otpOf(await latestMailTo(email));
    const wrong = otp === '000000' ? '111111' : '000000';

    const confirm = page.getByRole('button', { name: 'Reset Password' });
    await page.getByLabel('OTP').fill(wrong);
    await page.getByLabel('New Password').fill('New#Pass1');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('Confirm Password').fill('New#Pass1');
    await confirm.click();
    await toast(page, 'Invalid OTP.');

    await page.getByLabel('OTP').fill(otp);
    await confirm.click();
    await toast(page, messages.resetConfirmSuccess);
    await page.waitForURL((url) => url.pathname === '/');

    await signIn(page, email, 'Old#Pass1');
    await toast(page, messages.loginInvalid);
    await signIn(page, email, 'New#Pass1');
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });

  it('a common new password is refused with its reason, and the same code then sets a strong one', async () => {
    const email = `common.reset.${Date.now()}@example.com`;
    await registerByApi(email, 'Old#Pass1');
    const { context, page } = await newPage(browser());
    await page.goto(verificationLink(await latestMailTo(email)));
    await page.getByText(messages.verificationSuccess).waitFor();
    await page.goto('/forget-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL((url) => url.searchParams.has('token'));
    await page.getByLabel('OTP').fill(otpOf(await latestMailTo(email)));
    await page.getByLabel('New Password').fill('123456');
    await page.getByLabel('Confirm Password').fill('123456');
    const confirm = page.getByRole('button', { name: 'Reset Password' });
    await confirm.click();
    await toast(page, COMMON_PASSWORD);
    await page.getByLabel('New Password').fill('New#Pass1');
    await page.getByLabel('Confirm Password').fill('New#Pass1');
    await confirm.click();
    await toast(page, messages.resetConfirmSuccess);
    await context.close();
  });

  it('after too many wrong codes both reset screens say the reset is locked', async () => {
    const email = `locked.${Date.now()}@example.com`;
    await registerByApi(email, 'Old#Pass1');
    const { context, page } = await newPage(browser());
    await page.goto(verificationLink(await latestMailTo(email)));
    await page.getByText(messages.verificationSuccess).waitFor();
    const post = (path: string, body: unknown) =>
      fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const guess = async (token: string, otp: string) => {
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        const res = await post('/auth/password/forget-confirm/', { token, otp: wrong, password: 'New#Pass1', confirm_password: 'New#Pass1' });
        expect(res.status).toBe(400);
      }
    };
    const { token } = (await (await post('/auth/password/forget/', { email })).json()) as { token: string };
    await guess(token, otpOf(await latestMailTo(email)));

    await page.goto('/forget-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL((url) => url.searchParams.has('token'));
    const otp = otpOf(await latestMailTo(email));
    await guess(new URL(page.url()).searchParams.get('token') ?? '', otp);
    await page.getByLabel('OTP').fill(otp);
    await page.getByLabel('New Password').fill('New#Pass1');
    await page.getByLabel('Confirm Password').fill('New#Pass1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toast(page, RESET_LOCKED);

    await page.goto('/forget-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, RESET_LOCKED);
    await context.close();
  });

  it('an unknown e-mail shows what the server said', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/forget-password');
    await page.getByLabel('Email').fill('nobody.here@example.com');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, 'No user found with this email address.');
    await context.close();
  });
});
