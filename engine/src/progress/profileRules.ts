// Profile save and change-password rules of spec 001 §5, in the specification's order.
import type { Gender } from '../access/registration';
import { PASSWORD_MIN } from '../limits';
import {
  PROFILE_EMAIL_MAX,
  PROFILE_FULL_NAME_MAX,
  PROFILE_PHONE_MAX,
  PROFILE_PHONE_MIN,
  PROFILE_USERNAME_MAX,
} from './limits';
import { progressMessages as m } from './messages';

/** The edit-mode fields of /profile; the date of birth is typed as DD/MM/YYYY. */
export type ProfileForm = {
  full_name: string;
  email: string;
  phone_no: string;
  username: string;
  date_of_birth: string;
  gender: '' | Gender;
};

export type ChangePasswordForm = { current_password: string; new_password: string; confirm_password: string };
export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordForm, string>>;
/** POST /auth/password/change/ body (spec 001 §7). */
export type ChangePasswordPayload = { old_password: string; new_password: string; confirm_password: string };

/**
 * The first failing check's message, or null when the profile may be saved. Each field's
 * required check comes in spec order, its limit right after it; the user id (from the stored
 * session) is checked last. `today` is 'YYYY-MM-DD' from the caller.
 */
export function validateProfile(form: ProfileForm, context: { userId: number | null; today: string }): string | null {
  const checks: Array<() => string | null> = [
    () => required(form.full_name, m.fullNameRequired) ?? atMost(form.full_name, PROFILE_FULL_NAME_MAX, m.fullNameTooLong),
    () => required(form.email, m.emailRequired) ?? atMost(form.email, PROFILE_EMAIL_MAX, m.emailTooLong),
    () => required(form.phone_no, m.phoneRequired) ?? phoneLength(form.phone_no),
    () => required(form.username, m.usernameRequired) ?? atMost(form.username, PROFILE_USERNAME_MAX, m.usernameTooLong),
    () => required(form.date_of_birth, m.dateOfBirthRequired) ?? dateOfBirth(form.date_of_birth, context.today),
    () => (form.gender === '' ? m.genderRequired : null),
    () => (context.userId === null ? m.userIdNotFound : null),
  ];
  for (const check of checks) {
    const message = check();
    if (message !== null) return message;
  }
  return null;
}

/** spec 001 §5: each field's first failing rule; Submit is enabled only when this is empty. */
export function validateChangePassword(form: ChangePasswordForm): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (form.current_password === '') errors.current_password = m.currentPasswordRequired;
  if (form.new_password === '') errors.new_password = m.newPasswordRequired;
  else if (form.new_password.length < PASSWORD_MIN) errors.new_password = m.newPasswordTooShort;
  else if (form.new_password === form.current_password) errors.new_password = m.newPasswordSameAsCurrent;
  if (form.confirm_password === '') errors.confirm_password = m.confirmPasswordRequired;
  else if (form.confirm_password !== form.new_password) errors.confirm_password = m.confirmPasswordMismatch;
  return errors;
}

export function canChangePassword(form: ChangePasswordForm): boolean {
  return Object.keys(validateChangePassword(form)).length === 0;
}

export function changePasswordPayload(form: ChangePasswordForm): ChangePasswordPayload {
  return { old_password: form.current_password, new_password: form.new_password, confirm_password: form.confirm_password };
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function parseDateOfBirth(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (match === null) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

function required(value: string, message: string): string | null {
  return value.trim() === '' ? message : null;
}

/** Characters, not UTF-16 units, so a Bengali or emoji name is not cut short. */
function atMost(value: string, max: number, message: string): string | null {
  return [...value.trim()].length > max ? message : null;
}

function phoneLength(value: string): string | null {
  const length = value.trim().length;
  return length < PROFILE_PHONE_MIN || length > PROFILE_PHONE_MAX ? m.phoneLength : null;
}

function dateOfBirth(text: string, today: string): string | null {
  const iso = parseDateOfBirth(text);
  if (iso === null) return m.dateOfBirthFormat;
  // ISO dates compare as strings.
  return iso > today ? m.dateOfBirthFuture : null;
}
