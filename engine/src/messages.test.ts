import { expect, it } from 'vitest';
import { messages } from './messages';

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
  const texts = Object.values(messages);
  expect(texts.every((text) => text.trim() !== '')).toBe(true);
  expect(new Set(texts).size).toBe(texts.length);
});
