import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { progressMessages } from '../progress/messages';
import {
  digitsOnly,
  emptyRegistrationForm,
  genders,
  isValidDateOfBirth,
  isValidEmail,
  registrationPayload,
  validateRegistration,
  type RegistrationForm,
} from './registration';

const today = '2026-11-21';

function validForm(): RegistrationForm {
  return {
    ...emptyRegistrationForm(),
    full_name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    phone_digits: '1712345678',
    date_of_birth: '2004-03-15',
    gender: 'female',
    state: 'Dhaka',
    city: 'Gazipur',
    address_line1: 'House 12, Road 5',
    password: 'Secret#1',
    confirm_password: 'Secret#1',
    agreed: true,
  };
}

describe('validateRegistration', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegistration(validForm(), today)).toBeNull();
  });

  // docs/access.md#registration-order: each rule breaks on its own and gives its own message.
  it.each<[string, Partial<RegistrationForm>, string]>([
    ['a missing date of birth', { date_of_birth: '' }, messages.invalidDateOfBirth],
    ['a malformed date of birth', { date_of_birth: '15/03/2004' }, messages.invalidDateOfBirth],
    ['an impossible date of birth', { date_of_birth: '2003-02-29' }, messages.invalidDateOfBirth],
    ['a future date of birth', { date_of_birth: '2026-11-22' }, messages.invalidDateOfBirth],
    ['a missing gender', { gender: '' }, messages.selectGender],
    ['an e-mail without @', { email: 'nusrat.example.com' }, messages.invalidEmail],
    ['an e-mail without a dot', { email: 'nusrat@example' }, messages.invalidEmail],
    ['an e-mail with an empty part', { email: 'nusrat@.com' }, messages.invalidEmail],
    ['a 5-character password', { password: 'Ab#12', confirm_password: 'Ab#12' }, messages.passwordTooShort],
    ['a different confirmation', { confirm_password: 'Secret#2' }, messages.passwordMismatch],
    ['a 17-character password', { password: 'Abcdefgh#12345678', confirm_password: 'Abcdefgh#12345678' }, messages.passwordTooLong],
    ['a phone of 10 digits with its code', { phone_code: '+1', phone_digits: '123456789' }, messages.phoneTooShort],
    ['a phone with a non-digit', { phone_digits: '17123-45678' }, messages.phoneTooShort],
    ['an unticked agreement', { agreed: false }, messages.mustAgree],
    ['a blank full name', { full_name: '   ' }, messages.fullNameRequired],
    ['a blank address line 1', { address_line1: '' }, messages.addressLine1Required],
  ])('rejects %s', (_, change, message) => {
    expect(validateRegistration({ ...validForm(), ...change }, today)).toBe(message);
  });

  it.each<[string, Partial<RegistrationForm>, string]>([
    ['a full name over 150 characters', { full_name: 'x'.repeat(151) }, progressMessages.fullNameTooLong],
    ['an e-mail over 100 characters', { email: `${'a'.repeat(90)}@example.com` }, progressMessages.emailTooLong],
    ['an address line 1 over 255 characters', { address_line1: 'x'.repeat(256) }, messages.addressLine1TooLong],
    ['an address line 2 over 255 characters', { address_line2: 'x'.repeat(256) }, messages.addressLine2TooLong],
    ['a postal code over 20 characters', { postal_code: '1'.repeat(21) }, messages.postalCodeTooLong],
  ])("refuses %s with a sentence about the field, before the server's contract would", (_name, change, message) => {
    expect(validateRegistration({ ...validForm(), ...change }, today)).toBe(message);
  });

  it('accepts fields of exactly the longest lengths', () => {
    const longest = { full_name: 'x'.repeat(150), address_line1: 'x'.repeat(255), address_line2: 'x'.repeat(255), postal_code: '1'.repeat(20) };
    expect(validateRegistration({ ...validForm(), ...longest }, today)).toBeNull();
  });

  it('accepts a date of birth of today', () => {
    expect(validateRegistration({ ...validForm(), date_of_birth: today }, today)).toBeNull();
  });

  it('accepts passwords of exactly 6 and 16 characters', () => {
    for (const password of ['Ab#123', 'Abcdefgh#1234567']) {
      expect(validateRegistration({ ...validForm(), password, confirm_password: password }, today)).toBeNull();
    }
  });

  it('counts the country code digits towards the 11 phone digits', () => {
    expect(validateRegistration({ ...validForm(), phone_code: '+880', phone_digits: '17123456' }, today)).toBeNull();
    expect(validateRegistration({ ...validForm(), phone_code: '+880', phone_digits: '1712345' }, today)).toBe(
      messages.phoneTooShort,
    );
  });

  it('reports the earlier rule when a form breaks two, in spec order', () => {
    const broken: Array<[Partial<RegistrationForm>, string]> = [
      [{ date_of_birth: '', gender: '' }, messages.invalidDateOfBirth],
      [{ gender: '', email: 'bad' }, messages.selectGender],
      [{ email: 'bad', password: 'abc', confirm_password: 'abc' }, messages.invalidEmail],
      [{ password: 'abc', confirm_password: 'abd' }, messages.passwordTooShort],
      [{ password: 'Abcdefgh#12345678', confirm_password: 'x' }, messages.passwordMismatch],
      [{ password: 'Abcdefgh#12345678', confirm_password: 'Abcdefgh#12345678', phone_digits: '1' }, messages.passwordTooLong],
      [{ phone_digits: '1', agreed: false }, messages.phoneTooShort],
      [{ agreed: false, full_name: '' }, messages.mustAgree],
      [{ full_name: '', address_line1: '' }, messages.fullNameRequired],
    ];
    for (const [change, message] of broken) {
      expect(validateRegistration({ ...validForm(), ...change }, today)).toBe(message);
    }
  });

  it('reports the date of birth first for an empty form', () => {
    expect(validateRegistration(emptyRegistrationForm(), today)).toBe(messages.invalidDateOfBirth);
  });
});

describe('registration details', () => {
  it('offers the four genders of the spec', () => {
    expect(genders).toEqual(['male', 'female', 'others', 'not to specify']);
  });

  it('starts with Bangladesh and +880 preselected', () => {
    expect(emptyRegistrationForm()).toMatchObject({ phone_code: '+880', country: 'Bangladesh' });
  });

  it('joins the country code and the digits into phone_no', () => {
    const payload = registrationPayload(validForm());
    expect(payload.phone_no).toBe('+8801712345678');
    expect(payload).toEqual({
      full_name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      phone_no: '+8801712345678',
      date_of_birth: '2004-03-15',
      gender: 'female',
      country: 'Bangladesh',
      state: 'Dhaka',
      city: 'Gazipur',
      address_line1: 'House 12, Road 5',
      address_line2: '',
      postal_code: '',
      password: 'Secret#1',
      confirm_password: 'Secret#1',
    });
  });

  it('checks e-mails for an @ and a dot with non-empty parts', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a.b@c.d.e')).toBe(true);
    expect(isValidEmail('@b.co')).toBe(false);
    expect(isValidEmail('a@b.')).toBe(false);
    expect(isValidEmail('a@b..co')).toBe(false);
  });

  it('knows leap days', () => {
    expect(isValidDateOfBirth('2004-02-29', today)).toBe(true);
    expect(isValidDateOfBirth('1900-02-29', today)).toBe(false);
    expect(isValidDateOfBirth('2000-02-29', today)).toBe(true);
    expect(isValidDateOfBirth('2001-04-31', today)).toBe(false);
  });

  // docs/i18n.md#digits: a Bangladeshi keyboard types ০১৭…; those are the digits, not noise to drop.
  it('keeps Bengali digits in the phone number as the digits they are', () => {
    expect(digitsOnly('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(digitsOnly('০১৭১২-৩৪৫ 678')).toBe('01712345678');
  });
});
