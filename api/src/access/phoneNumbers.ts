// Phone numbers are stored in E.164 ('+8801812345678') whatever way they were typed: with the
// national trunk 0 after the country code ('+88001812345678', what the registration form joins
// when a Bangladeshi types 01812345678), without the plus, or in the national form on the profile.
// One shape keeps the unique phone_no meaningful and the profile's 11-14 characters rule passable.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Bangladesh (+880) is the form's default country, so a bare national number is read as one. */
const DEFAULT_REGION: CountryCode = 'BD';

/**
 * The number in E.164 when libphonenumber-js finds a possible number in it; otherwise the trimmed
 * text unchanged, left to the form's own length rules. `region` reads a number typed without '+'.
 */
export function e164(phone: string, region: CountryCode = DEFAULT_REGION): string {
  const text = phone.trim();
  const parsed = parsePhoneNumberFromString(text, region);
  return parsed?.isPossible() ? parsed.number : text;
}

/** The country of a stored number, so a profile save typed nationally keeps the learner's country. */
export function regionOf(phone: string | null): CountryCode {
  return (phone === null ? undefined : parsePhoneNumberFromString(phone)?.country) ?? DEFAULT_REGION;
}
