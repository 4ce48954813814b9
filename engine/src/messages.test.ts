import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLanguage } from './i18n/language';
import { messagesBn } from './messages.bn';
import { logoutUnsentMessage, messages, resetCodeSentMessage, verificationResendsTooOften } from './messages';

// A spot check that the catalogue carries the spec's exact words, typos included (docs/access.md#login-messages).
it('keeps the specification wording, typos included', () => {
  expect(messages.resetConfirmSuccess).toBe('Reset Password Successfull');
  expect(messages.notFound).toBe("Sorry we couldn't find the page you're looking for");
  expect(messages.checkingAuth).toBe('Checking authentication ...');
  expect(messages.registrationSuccess).toBe('Registration successful. Check your email for verification.');
  expect(messages.resetRequestSuccess).toBe('An OTP has been sent to your email. Please check your inbox.');
  expect(messages.phoneTooShort).toBe('Phone Number must be 11 digits or above');
});

it('has no empty or duplicated text', () => {
  const texts = Object.values(messages).flatMap((value) => (typeof value === 'string' ? [value] : []));
  expect(texts.every((text) => text.trim() !== '')).toBe(true);
  expect(new Set(texts).size).toBe(texts.length);
});

it('words the standalone message functions as before, through the catalogue', () => {
  expect(logoutUnsentMessage(1)).toBe('1 answer you chose has not reached the server yet. Send it before you log out? If you log out anyway, it is lost.');
  expect(verificationResendsTooOften(1)).toBe('Too many verification emails. Nothing was sent; try again in 1 minute.');
  expect(resetCodeSentMessage('a@b.c', '7:05 pm')).toBe('We sent a 6-digit code to a@b.c at 7:05 pm. It works for 15 minutes.');
});

describe('the Bengali twin', () => {
  afterEach(() => setCurrentLanguage('en'));

  it('gives every Bengali text, and keeps each {placeholder} of the English one', () => {
    for (const [key, english] of Object.entries(messages)) {
      const bengali = messagesBn[key as keyof typeof messagesBn];
      expect(typeof bengali, key).toBe(typeof english);
      if (typeof english !== 'string' || typeof bengali !== 'string') continue;
      expect(bengali.trim(), key).not.toBe('');
      expect(bengali.match(/\{\w+\}/g) ?? [], key).toEqual(english.match(/\{\w+\}/g) ?? []);
    }
  });

  it('writes numbers in Bengali digits', () => {
    setCurrentLanguage('bn');
    expect(messagesBn.resetNoNewCode).toContain('১৫ মিনিটে');
    expect(messagesBn.logoutUnsent(3)).toMatch(/^আপনার বেছে নেওয়া ৩টি উত্তর/);
    expect(messagesBn.resetCodesTooOften(12)).toContain('১২ মিনিট পর');
    expect(messagesBn.resetCodeSent('a@b.c', '৭:০৫ PM')).toContain('১৫ মিনিট');
  });
});
