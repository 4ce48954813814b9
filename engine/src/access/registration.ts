// Registration form rules of docs/access.md#registration-order, checked in the specification's order.
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MIN_DIGITS,
  REGISTRATION_ADDRESS_MAX,
  REGISTRATION_EMAIL_MAX,
  REGISTRATION_FULL_NAME_MAX,
  REGISTRATION_POSTAL_CODE_MAX,
} from '../limits';
import { messages } from '../messages';
import { progressMessages } from '../progress/messages';

/** docs/access.md#registration-order rule 2: the four gender options. */
export type Gender = 'male' | 'female' | 'others' | 'not to specify';
export const genders: readonly Gender[] = ['male', 'female', 'others', 'not to specify'];

/** The registration payload of docs/api.md#shape-registration. */
export type RegistrationPayload = {
  full_name: string;
  email: string;
  phone_no: string;
  date_of_birth: string;
  gender: Gender;
  country: string;
  state: string;
  city: string;
  address_line1: string;
  address_line2: string;
  postal_code: string;
  password: string;
  confirm_password: string;
};

/** What the form holds: the payload's fields, with the phone split and nothing required yet. */
export type RegistrationForm = Omit<RegistrationPayload, 'phone_no' | 'gender'> & {
  /** Dialling code with its plus sign, e.g. '+880'. */
  phone_code: string;
  /** The number without the country code; the input accepts digits only. */
  phone_digits: string;
  /** 'YYYY-MM-DD', or '' while nothing is picked. */
  date_of_birth: string;
  gender: '' | Gender;
  agreed: boolean;
};

/**
 * The first failing rule's message, or null when the form may be sent.
 * `today` ('YYYY-MM-DD') comes from the caller so the engine reads no clock.
 */
export function validateRegistration(form: RegistrationForm, today: string): string | null {
  // docs/access.md#registration-order rules 1-8, in order.
  if (!isValidDateOfBirth(form.date_of_birth, today)) return messages.invalidDateOfBirth;
  if (form.gender === '') return messages.selectGender;
  if (!isValidEmail(form.email)) return messages.invalidEmail;
  if (form.password.length < PASSWORD_MIN) return messages.passwordTooShort;
  if (form.password !== form.confirm_password) return messages.passwordMismatch;
  if (form.password.length > PASSWORD_MAX) return messages.passwordTooLong;
  if (!isValidPhone(form.phone_code, form.phone_digits)) return messages.phoneTooShort;
  if (!form.agreed) return messages.mustAgree;
  // The other required fields of docs/access.md#registration-fields (phone, e-mail, password are covered above).
  if (form.full_name.trim() === '') return messages.fullNameRequired;
  if (form.address_line1.trim() === '') return messages.addressLine1Required;
  return lengthProblem(form);
}

/** The contract's length limits (api/openapi.yaml Registration), in the form's order. */
function lengthProblem(form: RegistrationForm): string | null {
  const limits: [string, number, string][] = [
    [form.full_name, REGISTRATION_FULL_NAME_MAX, progressMessages.fullNameTooLong],
    [form.email, REGISTRATION_EMAIL_MAX, progressMessages.emailTooLong],
    [form.address_line1, REGISTRATION_ADDRESS_MAX, messages.addressLine1TooLong],
    [form.address_line2, REGISTRATION_ADDRESS_MAX, messages.addressLine2TooLong],
    [form.postal_code, REGISTRATION_POSTAL_CODE_MAX, messages.postalCodeTooLong],
  ];
  // The payload is trimmed; the contract counts UTF-16 units, as JavaScript's length does.
  return limits.find(([value, max]) => value.trim().length > max)?.[2] ?? null;
}

/** Call only after validateRegistration returned null: the gender is then chosen. */
export function registrationPayload(form: RegistrationForm): RegistrationPayload {
  return {
    full_name: form.full_name.trim(),
    email: form.email.trim(),
    phone_no: `${form.phone_code}${form.phone_digits}`,
    date_of_birth: form.date_of_birth,
    gender: form.gender === '' ? 'not to specify' : form.gender,
    country: form.country,
    state: form.state,
    city: form.city,
    address_line1: form.address_line1.trim(),
    address_line2: form.address_line2.trim(),
    postal_code: form.postal_code.trim(),
    password: form.password,
    confirm_password: form.confirm_password,
  };
}

/** docs/access.md#registration-order rule 3: an @ and a dot, with non-empty parts around each. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim());
}

/** docs/access.md#registration-order rule 7: digits of the country code plus the number, at least 11. */
export function isValidPhone(code: string, digits: string): boolean {
  if (!/^\d*$/.test(digits)) return false;
  return code.replace(/\D/g, '').length + digits.length >= PHONE_MIN_DIGITS;
}

/** docs/access.md#registration-order rule 1: a real calendar date, not after today. */
export function isValidDateOfBirth(date: string, today: string): boolean {
  // ISO dates compare correctly as strings.
  return isCalendarDate(date) && date <= today;
}

/** 'YYYY-MM-DD' naming a real day of the Gregorian calendar (any year, 0001 included). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** An empty form with Bangladesh (+880) preselected, as docs/access.md#countries asks. */
export function emptyRegistrationForm(): RegistrationForm {
  return {
    full_name: '',
    email: '',
    phone_code: '+880',
    phone_digits: '',
    date_of_birth: '',
    gender: '',
    country: 'Bangladesh',
    state: '',
    city: '',
    address_line1: '',
    address_line2: '',
    postal_code: '',
    password: '',
    confirm_password: '',
    agreed: false,
  };
}

/** Keeps only digits, for the phone input that accepts digits only (docs/access.md#registration-order rule 7). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
