// docs/access.md#registration-order steps 4-6 (length 6..16, equal to the confirmation), in that order, for
// the reset confirmation; registration runs the same steps inside engine's validateRegistration.
// Every new password (registration, reset, change) then passes commonPasswordProblem.
import { messages, PASSWORD_MAX, PASSWORD_MIN, serverWords } from '@proshno/engine';
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD = serverWords.commonPassword;

/** The first broken password rule, or null. */
export function passwordProblem(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN) return messages.passwordTooShort;
  if (password !== confirm) return messages.passwordMismatch;
  if (password.length > PASSWORD_MAX) return messages.passwordTooLong;
  return commonPasswordProblem(password);
}

let common: ReadonlySet<string> | null = null;

/**
 * COMMON_PASSWORD for a password a guesser tries first: one of zxcvbn-ts's ~49,000 most common
 * passwords (a maintained list, lower case, so matched without regard to case), or one character
 * repeated ('aaaaaa'), which no list can hold every form of. Checked on the server only, so the
 * list stays out of the web bundle.
 */
export function commonPasswordProblem(password: string): string | null {
  common ??= new Set(dictionary['passwords-common']);
  if (common.has(password.toLowerCase()) || /^(.)\1*$/su.test(password)) return COMMON_PASSWORD;
  return null;
}
