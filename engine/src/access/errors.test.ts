import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  loginErrorMessage,
  registrationErrorMessage,
  resetConfirmErrorMessage,
  resetRequestErrorMessage,
  verificationFailureMessage,
  verificationOutcome,
} from './errors';

describe('loginErrorMessage (docs/access.md#login-messages)', () => {
  it.each([
    ['Please verify your email before login', messages.loginVerifyEmail],
    ['Login failed: wrong credential', messages.loginInvalid],
    ['User not found', messages.loginUserNotFound],
    // docs/access.md#disabled-accounts: the api's detail is the catalogue's sentence
    ['This account is disabled. Please contact the coaching centre.', messages.loginDisabled],
    ['Internal error', messages.somethingWrong],
    [undefined, messages.somethingWrong],
  ])('maps %j to %j', (detail, message) => {
    expect(loginErrorMessage(detail)).toBe(message);
  });

  it('prefers the verify-email row when a detail matches two rows', () => {
    expect(loginErrorMessage('not found: verify your email')).toBe(messages.loginVerifyEmail);
  });
});

describe('registrationErrorMessage (docs/access.md#registration-outcome)', () => {
  it('shows the detail first', () => {
    expect(registrationErrorMessage({ detail: 'Email already exists', message: 'm', phone_no: ['p'] })).toBe(
      'Email already exists',
    );
  });
  it('then the message', () => {
    expect(registrationErrorMessage({ message: 'Invalid data', phone_no: ['p'] })).toBe('Invalid data');
  });
  it('then the first phone_no error', () => {
    expect(registrationErrorMessage({ phone_no: ['Phone number already used', 'second'] })).toBe(
      'Phone number already used',
    );
  });
  it('else the default', () => {
    expect(registrationErrorMessage({})).toBe(messages.somethingWrong);
    expect(registrationErrorMessage(undefined)).toBe(messages.somethingWrong);
    expect(registrationErrorMessage({ phone_no: [] })).toBe(messages.somethingWrong);
  });
});

describe('resetRequestErrorMessage (docs/access.md#reset-request "the response data")', () => {
  it('shows a text body as it is', () => {
    expect(resetRequestErrorMessage('No user with this email')).toBe('No user with this email');
  });
  it('shows the detail of an object body', () => {
    expect(resetRequestErrorMessage({ detail: 'User not found' })).toBe('User not found');
  });
  it('falls back to the default for an empty answer', () => {
    expect(resetRequestErrorMessage(undefined)).toBe(messages.somethingWrong);
    expect(resetRequestErrorMessage({})).toBe(messages.somethingWrong);
  });
});

describe('reset confirm and verification', () => {
  it('shows the detail of a failed reset confirmation', () => {
    expect(resetConfirmErrorMessage('Invalid OTP')).toBe('Invalid OTP');
    expect(resetConfirmErrorMessage(undefined)).toBe(messages.somethingWrong);
  });

  it("picks the already-used overlay only for 'This link has already been used'", () => {
    expect(verificationOutcome('This link has already been used')).toBe('alreadyUsed');
    expect(verificationOutcome('Invalid token')).toBe('failed');
    expect(verificationOutcome(undefined)).toBe('failed');
  });

  it('shows the error text of a failed verification, else the default', () => {
    expect(verificationFailureMessage('Token expired')).toBe('Token expired');
    expect(verificationFailureMessage('')).toBe(messages.verificationFailedDefault);
    expect(verificationFailureMessage(undefined)).toBe('Email verification failed. Please try again.');
  });
});
