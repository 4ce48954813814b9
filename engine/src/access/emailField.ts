// The one e-mail field of the reset request and the verification resend (docs/access.md#reset-request,
// docs/access.md#verification-resend): checked before the call, so the contract's own wording never reaches the learner.
import { messages } from '../messages';
import { progressMessages } from '../progress/messages';
import { isValidEmail } from './registration';

/** 'Email is required' for an empty field, 'Invalid Email' for a malformed one, else null. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return progressMessages.emailRequired;
  return isValidEmail(email) ? null : messages.invalidEmail;
}
