import { describe, expect, it } from 'vitest';
import { progressMessages as m } from './messages';
import { ServerError } from '../access/serverError';
import { messages } from '../messages';
import {
  emptyProfileForm,
  profileProblem,
  canChangePassword,
  changePasswordPayload,
  failureToast,
  isImageFile,
  parseDateOfBirth,
  profileFormOf,
  profilePayload,
  validateChangePassword,
  validateProfile,
  type ChangePasswordForm,
  type ProfileForm,
  type ProfileUser,
} from './profileRules';

const today = '2026-11-22';
/** A learner who has moved to Cumilla, the address written in Bengali. */
const moved = {
  country: 'Bangladesh',
  state: 'Chattogram',
  city: 'Cumilla',
  address_line1: 'বাড়ি ১২, কান্দিরপাড়',
  address_line2: '',
  postal_code: '3500',
};
const signedIn = { userId: 42, today };
const valid: ProfileForm = {
  full_name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  phone_no: '01712345678',
  username: 'nusrat',
  date_of_birth: '14/02/2005',
  gender: 'female',
  question_version: 'bn',
  ...moved,
};
const empty: ProfileForm = emptyProfileForm;

describe('validateProfile (docs/progress.md#profile-save)', () => {
  it('accepts a complete profile', () => {
    expect(validateProfile(valid, signedIn)).toBeNull();
  });

  it('reports the checks in the specification’s order', () => {
    const seen: string[] = [];
    let form: ProfileForm = empty;
    const fill: Array<Partial<ProfileForm>> = [
      { full_name: valid.full_name },
      { email: valid.email },
      { phone_no: valid.phone_no },
      { username: valid.username },
      { date_of_birth: valid.date_of_birth },
      { gender: valid.gender },
      { address_line1: valid.address_line1 },
    ];
    for (const field of fill) {
      seen.push(validateProfile(form, signedIn) ?? 'valid');
      form = { ...form, ...field };
    }
    seen.push(validateProfile(form, signedIn) ?? 'valid');
    expect(seen).toEqual([
      'Full Name is required',
      'Email is required',
      'Phone Number is required',
      'Username is required',
      'Date of Birth is required',
      'Gender is required',
      'Address line 1 is required',
      'valid',
    ]);
  });

  it('names the field of the first failing check, so the form shows it there (docs/progress.md#profile-field-errors)', () => {
    expect(profileProblem({ ...valid, username: '' }, signedIn)).toEqual({ field: 'username', message: m.usernameRequired });
    expect(profileProblem({ ...valid, gender: '' }, signedIn)).toEqual({ field: 'gender', message: m.genderRequired });
    expect(profileProblem(valid, signedIn)).toBeNull();
  });

  it('checks the address as registration does, after the six fields of the specification (docs/progress.md#profile-address)', () => {
    expect(profileProblem({ ...valid, address_line1: '  ' }, signedIn)).toEqual({ field: 'address_line1', message: messages.addressLine1Required });
    expect(profileProblem({ ...valid, address_line1: '  ', gender: '' }, signedIn)?.field).toBe('gender');
    expect(profileProblem({ ...valid, postal_code: '1'.repeat(21) }, signedIn)).toEqual({ field: 'postal_code', message: messages.postalCodeTooLong });
    expect(profileProblem({ ...valid, state: 'Dhaka', city: 'Cumilla' }, signedIn)).toEqual({ field: 'city', message: messages.districtUnknown });
    expect(profileProblem({ ...valid, state: 'Comilla', city: '' }, signedIn)).toEqual({ field: 'state', message: messages.divisionUnknown });
    expect(profileProblem({ ...valid, country: 'Atlantis', state: 'x', city: 'y' }, signedIn)).toEqual({ field: 'country', message: messages.countryUnknown });
    // Another country's states and cities are the web app's data set; only the country is checked.
    expect(profileProblem({ ...valid, country: 'India', state: 'Kerala', city: 'Kochi' }, signedIn)).toBeNull();
    // No division or district chosen is allowed, as at registration.
    expect(profileProblem({ ...valid, state: '', city: '' }, signedIn)).toBeNull();
  });

  it('treats blanks as missing', () => {
    expect(validateProfile({ ...valid, username: '   ' }, signedIn)).toBe(m.usernameRequired);
  });

  it.each([
    ['full_name', 150, m.fullNameTooLong],
    ['username', 150, m.usernameTooLong],
  ] as const)('%s allows %i characters and no more', (field, max, message) => {
    expect(validateProfile({ ...valid, [field]: 'a'.repeat(max) }, signedIn)).toBeNull();
    expect(validateProfile({ ...valid, [field]: 'a'.repeat(max + 1) }, signedIn)).toBe(message);
  });

  it('counts a name by its characters, not UTF-16 units', () => {
    expect(validateProfile({ ...valid, full_name: '😀'.repeat(150) }, signedIn)).toBeNull();
  });

  it('email allows 100 characters and no more', () => {
    const at = '@example.com';
    expect(validateProfile({ ...valid, email: 'a'.repeat(100 - at.length) + at }, signedIn)).toBeNull();
    expect(validateProfile({ ...valid, email: 'a'.repeat(101 - at.length) + at }, signedIn)).toBe(m.emailTooLong);
  });

  it.each([
    ['0171234567', m.phoneLength],
    ['01712345678', null],
    ['+8801712345678', null],
    ['+88017123456789', m.phoneLength],
  ])('phone %j (11 to 14 characters) gives %j', (phone_no, message) => {
    expect(validateProfile({ ...valid, phone_no }, signedIn)).toBe(message);
  });

  it.each([
    ['2005-02-14', m.dateOfBirthFormat],
    ['31/02/2005', m.dateOfBirthFormat],
    ['22/11/2026', null],
    ['23/11/2026', m.dateOfBirthFuture],
  ])('date of birth %j gives %j (DD/MM/YYYY, no future dates)', (date_of_birth, message) => {
    expect(validateProfile({ ...valid, date_of_birth }, signedIn)).toBe(message);
  });

  it("a save without a logged-in user id gives 'User ID not found'", () => {
    expect(validateProfile(valid, { userId: null, today })).toBe(m.userIdNotFound);
    expect(validateProfile({ ...valid, full_name: '' }, { userId: null, today })).toBe(m.fullNameRequired);
  });
});

describe('parseDateOfBirth', () => {
  it('turns DD/MM/YYYY into YYYY-MM-DD and refuses dates that do not exist', () => {
    expect(parseDateOfBirth('29/02/2024')).toBe('2024-02-29');
    expect(parseDateOfBirth('29/02/2025')).toBeNull();
    expect(parseDateOfBirth('1/2/2005')).toBeNull();
  });

  it('reads a year still being typed digit by digit (0002, 0020, 0200) as the date it names', () => {
    expect(parseDateOfBirth('14/02/0002')).toBe('0002-02-14');
    expect(parseDateOfBirth('14/02/0020')).toBe('0020-02-14');
    expect(parseDateOfBirth('14/02/0200')).toBe('0200-02-14');
    expect(parseDateOfBirth('29/02/0020')).toBe('0020-02-29');
    expect(parseDateOfBirth('29/02/0100')).toBeNull();
  });
});

describe('validateChangePassword (docs/progress.md#change-password)', () => {
  const ok: ChangePasswordForm = { current_password: 'Old#pass1', new_password: 'New#pass2', confirm_password: 'New#pass2' };

  it('accepts a new password that differs, is long enough and is confirmed', () => {
    expect(validateChangePassword(ok)).toEqual({});
    expect(canChangePassword(ok)).toBe(true);
  });

  it('requires every field, each with its own message', () => {
    expect(validateChangePassword({ current_password: '', new_password: '', confirm_password: '' })).toEqual({
      current_password: 'Current password is required',
      new_password: 'New password is required',
      confirm_password: 'Please confirm your new password',
    });
  });

  it("a new password under 6 characters gives 'Must be at least 6 characters'", () => {
    expect(validateChangePassword({ ...ok, new_password: 'Ab#12', confirm_password: 'Ab#12' }).new_password).toBe(
      'Must be at least 6 characters',
    );
    expect(validateChangePassword({ ...ok, new_password: 'Ab#123', confirm_password: 'Ab#123' })).toEqual({});
  });

  it('the new password must differ from the current one', () => {
    expect(validateChangePassword({ ...ok, new_password: 'Old#pass1', confirm_password: 'Old#pass1' })).toEqual({
      new_password: 'New password must be different from current password',
    });
  });

  it("a confirmation that differs gives 'Passwords do not match'", () => {
    expect(validateChangePassword({ ...ok, confirm_password: 'New#pass3' })).toEqual({ confirm_password: 'Passwords do not match' });
  });

  it('Submit stays disabled while any rule fails', () => {
    expect(canChangePassword({ ...ok, current_password: '' })).toBe(false);
    expect(canChangePassword({ ...ok, confirm_password: '' })).toBe(false);
  });

  it('sends old_password, new_password and confirm_password', () => {
    expect(changePasswordPayload(ok)).toEqual({ old_password: 'Old#pass1', new_password: 'New#pass2', confirm_password: 'New#pass2' });
  });
});

describe('the loaded profile and the PATCH body (docs/api.md#auth-paths)', () => {
  const user: ProfileUser = {
    id: 42,
    full_name: 'Nusrat Jahan',
    username: 'nusrat',
    email: 'nusrat@example.com',
    phone_no: '01712345678',
    date_of_birth: '2005-02-14',
    gender: 'female',
    question_version: 'bn',
    ...moved,
  };

  it('fills the form from the user, the date of birth as DD/MM/YYYY', () => {
    expect(profileFormOf(user)).toEqual(valid);
  });

  it('leaves fields the server left empty blank', () => {
    expect(profileFormOf({ ...user, phone_no: null, date_of_birth: null, gender: null })).toMatchObject({
      phone_no: '',
      date_of_birth: '',
      gender: '',
    });
  });

  it('starts an account made without an address (an administrator) from Bangladesh with empty lines', () => {
    const { country: _country, state: _state, city: _city, address_line1: _line1, address_line2: _line2, postal_code: _postal, ...bare } = user;
    expect(profileFormOf(bare)).toMatchObject({ country: 'Bangladesh', state: '', city: '', address_line1: '', address_line2: '', postal_code: '' });
    expect(profileFormOf({ ...user, country: '' }).country).toBe('Bangladesh');
  });

  it('sends trimmed fields, the id and the date of birth as YYYY-MM-DD', () => {
    expect(profilePayload({ ...valid, full_name: ' Nusrat Jahan ', phone_no: ' 01712345678', address_line1: ` ${valid.address_line1} ` }, 42)).toEqual(user);
  });

  // docs/i18n.md#digits: a Bangladeshi keyboard types ০১৭…; the api gets the digits they are.
  it('sends a phone number typed in Bengali digits as those digits', () => {
    expect(profilePayload({ ...valid, phone_no: '০১৭১২৩৪৫৬৭৮' }, 42)?.phone_no).toBe('01712345678');
  });

  it('has no body for a form with an unreadable date of birth or no gender', () => {
    expect(profilePayload({ ...valid, date_of_birth: '2005-02-14' }, 42)).toBeNull();
    expect(profilePayload({ ...valid, gender: '' }, 42)).toBeNull();
  });
});

describe('isImageFile (docs/progress.md#profile-limits: the image input accepts image files)', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['application/pdf', false],
    ['', false],
  ])('%j gives %s', (type, accepted) => {
    expect(isImageFile({ name: 'file', type })).toBe(accepted);
  });
});

describe('failureToast (docs/progress.md#profile-messages)', () => {
  it.each([
    [new ServerError({ detail: 'Username already taken' }), 'Username already taken'],
    [new ServerError({}), 'Fallback'],
    [new ServerError({ detail: ' ' }), 'Fallback'],
    [new Error('Network down'), 'Network down'],
    ['Plain text', 'Plain text'],
    [{ detail: 'Body detail' }, 'Body detail'],
    [null, 'Fallback'],
  ])("%# toasts the server's detail, else the fallback", (error, text) => {
    expect(failureToast(error, 'Fallback')).toEqual({ text, kind: 'error' });
  });
});
