// spec 000 §5 Registration steps 4-6 (length 6..16, equal to the confirmation), in that order, for
// the reset confirmation; registration runs the same steps inside engine's validateRegistration.
import { messages, PASSWORD_MAX, PASSWORD_MIN } from '@proshno/engine';

/** The first broken password rule, or null. */
export function passwordProblem(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN) return messages.passwordTooShort;
  if (password !== confirm) return messages.passwordMismatch;
  if (password.length > PASSWORD_MAX) return messages.passwordTooLong;
  return null;
}
