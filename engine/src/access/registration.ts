// Registration form rules of docs/access.md#registration-order, checked in the specification's order.
import { PASSWORD_MAX, PASSWORD_MIN, PHONE_MIN_DIGITS, REGISTRATION_EMAIL_MAX, REGISTRATION_FULL_NAME_MAX } from '../limits';
import { messages } from '../messages';
import { progressMessages } from '../progress/messages';
import { addressLimits, addressPayload, addressRequired, placeChecks, type Address, type AddressField } from './address';
import { westernDigits } from '../shell/digits';

/** docs/access.md#registration-order rule 2: the four gender options. */
export type Gender = 'male' | 'female' | 'others' | 'not to specify';
export const genders: readonly Gender[] = ['male', 'female', 'others', 'not to specify'];

/** A gender as shown in the page's language; a value the api holds that is not one of the four, as it is. */
export function genderName(gender: string): string {
  const names: Readonly<Record<string, string>> = messages.genderNames;
  return names[gender] ?? gender;
}

/** The registration payload of docs/api.md#shape-registration. */
export type RegistrationPayload = {
  full_name: string;
  email: string;
  phone_no: string;
  date_of_birth: string;
  gender: Gender;
  password: string;
  confirm_password: string;
} & Address;

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

/** A form field a registration rule can name; `phone` is the code and digits together. */
export type RegistrationField =
  | 'full_name'
  | 'email'
  | 'phone'
  | 'date_of_birth'
  | 'gender'
  | AddressField
  | 'password'
  | 'confirm_password'
  | 'agreed';

/** One field's first failing rule (docs/access.md#registration-problems). */
export type RegistrationProblem = { field: RegistrationField; message: string };

/**
 * The first failing rule's message, or null when the form may be sent.
 * `today` ('YYYY-MM-DD') comes from the caller so the engine reads no clock.
 */
export function validateRegistration(form: RegistrationForm, today: string): string | null {
  return registrationProblems(form, today)[0]?.message ?? null;
}

/**
 * Every field that fails, each with its first failing rule, in the specification's order
 * (docs/access.md#registration-problems): the form marks each of them, and the first is the one
 * docs/access.md#registration-order names.
 */
export function registrationProblems(form: RegistrationForm, today: string): RegistrationProblem[] {
  // docs/access.md#registration-order rules 1-8, in order.
  const checks: [RegistrationField, boolean, string][] = [
    ['date_of_birth', !isValidDateOfBirth(form.date_of_birth, today), messages.invalidDateOfBirth],
    ['gender', form.gender === '', messages.selectGender],
    ['email', !isValidEmail(form.email), messages.invalidEmail],
    ['password', form.password.length < PASSWORD_MIN, messages.passwordTooShort],
    ['confirm_password', form.password !== form.confirm_password, messages.passwordMismatch],
    ['password', form.password.length > PASSWORD_MAX, messages.passwordTooLong],
    ['phone', !isValidPhone(form.phone_code, form.phone_digits), messages.phoneTooShort],
    ['agreed', !form.agreed, messages.mustAgree],
    // The other required fields of docs/access.md#registration-fields (phone, e-mail, password are covered above).
    ['full_name', form.full_name.trim() === '', messages.fullNameRequired],
    ...addressRequired(form),
    // The contract's length limits (api/openapi.yaml Registration), in the form's order.
    // The payload is trimmed; the contract counts UTF-16 units, as JavaScript's length does.
    ['full_name', form.full_name.trim().length > REGISTRATION_FULL_NAME_MAX, progressMessages.fullNameTooLong],
    ['email', form.email.trim().length > REGISTRATION_EMAIL_MAX, progressMessages.emailTooLong],
    ...addressLimits(form),
    ...placeChecks(form),
  ];
  const problems: RegistrationProblem[] = [];
  for (const [field, fails, message] of checks) {
    if (fails && !problems.some((problem) => problem.field === field)) problems.push({ field, message });
  }
  return problems;
}

/** The message the form shows at `field`, if it fails. */
export function problemAt(problems: readonly RegistrationProblem[], field: RegistrationField): string | undefined {
  return problems.find((problem) => problem.field === field)?.message;
}

/** Call only after validateRegistration returned null: the gender is then chosen. */
export function registrationPayload(form: RegistrationForm): RegistrationPayload {
  return {
    full_name: form.full_name.trim(),
    email: form.email.trim(),
    phone_no: `${form.phone_code}${form.phone_digits}`,
    date_of_birth: form.date_of_birth,
    gender: form.gender === '' ? 'not to specify' : form.gender,
    ...addressPayload(form),
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

/**
 * Keeps only digits, for the phone input that accepts digits only (docs/access.md#registration-order
 * rule 7). Bengali digits are the digits they are (০১৭ is 017, docs/i18n.md#digits), not dropped.
 */
export function digitsOnly(text: string): string {
  return westernDigits(text).replace(/\D/g, '');
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
