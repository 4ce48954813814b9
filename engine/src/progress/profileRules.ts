// Profile save and change-password rules (docs/progress.md#profile-save, docs/progress.md#change-password), in the specification's order.
import { addressLimits, addressPayload, addressRequired, placeChecks, type Address, type AddressCheck } from '../access/address';
import { defaultCountryCode } from '../access/places';
import { genders, isCalendarDate, type Gender } from '../access/registration';
import { errorBodyOf, errorDetailOf } from '../access/serverError';
import { PASSWORD_MIN } from '../limits';
import type { ToastKind } from '../shell/toastMachine';
import { westernDigits } from '../shell/digits';
import { shownDetail } from '../shell/shownDetail';
import type { Language } from '../i18n/language';
import {
  PROFILE_EMAIL_MAX,
  PROFILE_FULL_NAME_MAX,
  PROFILE_PHONE_MAX,
  PROFILE_PHONE_MIN,
  PROFILE_USERNAME_MAX,
} from './limits';
import { progressMessages as m } from './messages';

/**
 * The edit-mode fields of /profile; the date of birth is typed as DD/MM/YYYY. The address of
 * registration is edited here too (docs/progress.md#profile-address).
 */
export type ProfileForm = Address & {
  full_name: string;
  email: string;
  phone_no: string;
  username: string;
  date_of_birth: string;
  gender: '' | Gender;
  /** Bangla version or English version: the language of the questions (docs/i18n.md#questions). */
  question_version: Language;
};

/** The form before the profile has loaded. */
export const emptyProfileForm: ProfileForm = {
  full_name: '',
  email: '',
  phone_no: '',
  username: '',
  date_of_birth: '',
  gender: '',
  question_version: 'en',
  country: defaultCountryCode.country,
  state: '',
  city: '',
  address_line1: '',
  address_line2: '',
  postal_code: '',
};

/** The user of GET /auth/v1/user-detail/ (docs/api.md#shape-profile); the server may leave optional fields empty. */
export type ProfileUser = {
  id: number;
  full_name: string;
  username: string;
  email: string;
  phone_no: string | null;
  /** 'YYYY-MM-DD' */
  date_of_birth: string | null;
  gender: Gender | null;
  /** Bangla version or English version (docs/i18n.md#questions). */
  question_version: Language;
} & Partial<Address>;
/**
 * GET /auth/v1/user-detail/ response (docs/api.md#auth-paths); `image.image` is a path under /media.
 * `pending_email` is a new address waiting for the link mailed to it; `user.email` stays the one
 * login uses until then.
 */
export type ProfileResponse = { user: ProfileUser; image: { image: string } | null; pending_email: string | null };
/** PATCH /auth/v1/user-detail/{id}/ body (docs/api.md#auth-paths). */
export type ProfilePayload = Omit<ProfileUser, 'phone_no' | 'date_of_birth' | 'gender' | 'question_version' | keyof Address> &
  Address & {
    phone_no: string;
    date_of_birth: string;
    gender: Gender;
    question_version: Language;
  };
/** The chosen avatar file as the engine sees it; the web's File fits. */
export type ProfileImage = { readonly name: string; readonly type: string; readonly size?: number };
/** An outcome the web forwards to the toast queue. */
export type FormToast = { text: string; kind: ToastKind };

export type ChangePasswordForm = { current_password: string; new_password: string; confirm_password: string };
export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordForm, string>>;
/** POST /auth/password/change/ body (docs/api.md#chosen-paths). */
export type ChangePasswordPayload = { old_password: string; new_password: string; confirm_password: string };

/** The first failing check of a profile save and the field it is about ('user': the session has no user id). */
export type ProfileProblem = { field: keyof ProfileForm | 'user'; message: string };

/**
 * The first failing check's message, or null when the profile may be saved. Each field's
 * required check comes in spec order, its limit right after it; the user id (from the stored
 * session) is checked last. `today` is 'YYYY-MM-DD' from the caller.
 */
export function validateProfile(form: ProfileForm, context: { userId: number | null; today: string }): string | null {
  return profileProblem(form, context)?.message ?? null;
}

/** validateProfile's first failing check with its field, so the form shows it there (docs/progress.md#profile-field-errors). */
export function profileProblem(form: ProfileForm, context: { userId: number | null; today: string }): ProfileProblem | null {
  const checks: Array<[ProfileProblem['field'], () => string | null]> = [
    ['full_name', () => required(form.full_name, m.fullNameRequired) ?? atMost(form.full_name, PROFILE_FULL_NAME_MAX, m.fullNameTooLong)],
    ['email', () => required(form.email, m.emailRequired) ?? atMost(form.email, PROFILE_EMAIL_MAX, m.emailTooLong)],
    ['phone_no', () => required(form.phone_no, m.phoneRequired) ?? phoneLength(form.phone_no)],
    ['username', () => required(form.username, m.usernameRequired) ?? atMost(form.username, PROFILE_USERNAME_MAX, m.usernameTooLong)],
    ['date_of_birth', () => required(form.date_of_birth, m.dateOfBirthRequired) ?? dateOfBirth(form.date_of_birth, context.today)],
    ['gender', () => (form.gender === '' ? m.genderRequired : null)],
    // docs/progress.md#profile-address: registration's address rules, after the specification's six.
    ...[...addressRequired(form), ...addressLimits(form), ...placeChecks(form)].map(lazyCheck),
    ['user', () => (context.userId === null ? m.userIdNotFound : null)],
  ];
  for (const [field, check] of checks) {
    const message = check();
    if (message !== null) return { field, message };
  }
  return null;
}

function lazyCheck([field, fails, message]: AddressCheck): [ProfileProblem['field'], () => string | null] {
  return [field, () => (fails ? message : null)];
}

/** docs/progress.md#profile-save: each field's first failing rule; Submit is enabled only when this is empty. */
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

/** The edit-mode fields filled from the loaded user; the date of birth shown as DD/MM/YYYY. */
export function profileFormOf(user: ProfileUser): ProfileForm {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(user.date_of_birth ?? '');
  return {
    full_name: user.full_name,
    email: user.email,
    phone_no: user.phone_no ?? '',
    username: user.username,
    date_of_birth: iso === null ? '' : `${iso[3]}/${iso[2]}/${iso[1]}`,
    gender: user.gender !== null && genders.includes(user.gender) ? user.gender : '',
    question_version: user.question_version,
    // An account made without an address (an administrator's) starts from registration's default country.
    country: user.country === undefined || user.country === '' ? defaultCountryCode.country : user.country,
    state: user.state ?? '',
    city: user.city ?? '',
    address_line1: user.address_line1 ?? '',
    address_line2: user.address_line2 ?? '',
    postal_code: user.postal_code ?? '',
  };
}

/** The PATCH body for a form validateProfile accepted; null for one it would refuse. */
export function profilePayload(form: ProfileForm, id: number): ProfilePayload | null {
  const date_of_birth = parseDateOfBirth(form.date_of_birth);
  if (date_of_birth === null || form.gender === '') return null;
  return {
    id,
    full_name: form.full_name.trim(),
    username: form.username.trim(),
    email: form.email.trim(),
    // Bengali digits as typed are the digits they are (docs/i18n.md#digits).
    phone_no: westernDigits(form.phone_no).trim(),
    date_of_birth,
    gender: form.gender,
    question_version: form.question_version,
    ...addressPayload(form),
  };
}

/** docs/progress.md#profile-limits: the image input accepts image files only. */
export function isImageFile(image: ProfileImage): boolean {
  return image.type.startsWith('image/');
}

/** docs/progress.md#profile-limits: the largest photo the server keeps (2 MiB). */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A photo past the server's limit is refused when chosen, not after a failed upload. */
export function isTooLargeImage(image: ProfileImage): boolean {
  return image.size !== undefined && image.size > PROFILE_IMAGE_MAX_BYTES;
}

/**
 * docs/progress.md#profile-messages: a failed call toasts the server's detail when it gives one, else the fallback.
 * Read from the body, so a ServerError without a detail does not toast its default message.
 */
export function failureToast(error: unknown, fallback: string): FormToast {
  const detail = errorDetailOf(errorBodyOf(error))?.trim();
  return { text: detail === undefined || detail === '' ? fallback : shownDetail(detail), kind: 'error' };
}

/**
 * docs/progress.md#profile-messages: a refused profile save says 'Profile Update Failed'; the server's reason (an e-mail,
 * phone or username already taken) follows it, so the learner knows which field to change.
 */
export function profileSaveFailureToast(error: unknown): FormToast {
  const detail = errorDetailOf(errorBodyOf(error))?.trim();
  return { text: detail === undefined || detail === '' ? m.profileUpdateFailed : profileUpdateFailedBecause(shownDetail(detail)), kind: 'error' };
}

export function profileUpdateFailedBecause(reason: string): string {
  return `${m.profileUpdateFailed}: ${reason}`;
}

export function changePasswordPayload(form: ChangePasswordForm): ChangePasswordPayload {
  return { old_password: form.current_password, new_password: form.new_password, confirm_password: form.confirm_password };
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function parseDateOfBirth(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (match === null) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  // Not Date.UTC: it reads years 0-99 as 1900-1999, so '14/02/0020' (the year being typed digit
  // by digit) was refused and the date field, handed no date, wiped day and month.
  return isCalendarDate(iso) ? iso : null;
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
