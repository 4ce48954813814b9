// Phone numbers are stored in E.164 ('+8801812345678') whatever way they were typed: with the
// national trunk 0 after the country code ('+88001812345678', what the registration form joins
// when a Bangladeshi types 01812345678), without the plus, or in the national form on the profile.
// One shape keeps the unique phone_no meaningful and the profile's 11-14 characters rule passable.
import { westernDigits } from '@proshno/engine';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Bangladesh (+880) is the form's default country, so a bare national number is read as one. */
const DEFAULT_REGION: CountryCode = 'BD';

/**
 * The number in E.164 when libphonenumber-js finds a possible number in it; otherwise the trimmed
 * text unchanged, left to the form's own length rules. `region` reads a number typed without '+'.
 */
export function e164(phone: string, region: CountryCode = DEFAULT_REGION): string {
  // Bengali digits ('০১৭১২৩৪৫৬৭৮', a phone's Bangla keyboard) are the same number.
  const text = westernDigits(phone.trim());
  const parsed = parsePhoneNumberFromString(text, region);
  if (parsed?.isValid() === true) return parsed.number;
  // '+880 1612-345678' typed after the form's +880: the country code twice.
  const once = withoutRepeatedCountryCode(text);
  const reread = once === null ? undefined : parsePhoneNumberFromString(once, region);
  if (reread?.isValid() === true) return reread.number;
  return parsed?.isPossible() ? parsed.number : text;
}

/** '+8808801612345678' as '+8801612345678' when the digits after '+' begin with a 1-3 digit code twice; else null. */
function withoutRepeatedCountryCode(text: string): string | null {
  const digits = text.replace(/[^\d+]/g, '');
  if (!digits.startsWith('+')) return null;
  const rest = digits.slice(1).replace(/\+/g, '');
  for (const length of [3, 2, 1]) {
    const code = rest.slice(0, length);
    if (rest.slice(length, 2 * length) === code) return `+${code}${rest.slice(2 * length)}`;
  }
  return null;
}

/** The country of a stored number, so a profile save typed nationally keeps the learner's country. */
export function regionOf(phone: string | null): CountryCode {
  return (phone === null ? undefined : parsePhoneNumberFromString(phone)?.country) ?? DEFAULT_REGION;
}
