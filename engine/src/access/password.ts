// Password hints and the strength meter of docs/access.md#password-hints.
import { PASSWORD_MIN, PASSWORD_SPECIALS } from '../limits';
import { messages } from '../messages';

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong' | 'Very Strong';
export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: StrengthLabel };

/** docs/access.md#password-hints: the words of the strength meter, indexed by score. */
export const strengthLabels: readonly StrengthLabel[] = ['Weak', 'Fair', 'Good', 'Strong', 'Very Strong'];

/** The first unmet hint in the order of docs/access.md#password-hints, or null when every hint is met. */
export function passwordHint(password: string): string | null {
  const unmet = passwordRules.find((rule) => !rule.test(password));
  return unmet === undefined ? null : unmet.hint;
}

/**
 * The meter counts the met hints: none or one is Weak, two Fair, three Good, four Strong,
 * all five Very Strong. The spec names the words only; this mapping is ours.
 */
export function passwordStrength(password: string): PasswordStrength {
  const met = passwordRules.filter((rule) => rule.test(password)).length;
  const score = toScore(Math.max(0, met - 1));
  return { score, label: strengthLabels[score] ?? 'Weak' };
}

type PasswordRule = { hint: string; test: (password: string) => boolean };

// docs/access.md#password-hints: length, uppercase, lowercase, digit, special character, in this order.
const passwordRules: readonly PasswordRule[] = [
  { hint: messages.hintLength, test: (pw) => pw.length >= PASSWORD_MIN },
  { hint: messages.hintUppercase, test: (pw) => /[A-Z]/.test(pw) },
  { hint: messages.hintLowercase, test: (pw) => /[a-z]/.test(pw) },
  { hint: messages.hintDigit, test: (pw) => /\d/.test(pw) },
  { hint: messages.hintSpecial, test: (pw) => [...pw].some((ch) => PASSWORD_SPECIALS.includes(ch)) },
];

function toScore(n: number): PasswordStrength['score'] {
  if (n <= 0) return 0;
  if (n === 1) return 1;
  if (n === 2) return 2;
  if (n === 3) return 3;
  return 4;
}
