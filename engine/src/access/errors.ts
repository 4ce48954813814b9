// Server error bodies to the messages of docs/access.md#login-messages, docs/access.md#registration-outcome, docs/access.md#reset-request, docs/access.md#reset-confirm, docs/access.md#verification.
import { messages } from '../messages';
import { shownDetail } from '../shell/shownDetail';

/** The fragments of a login failure's detail that pick the message (docs/access.md#login-messages). */
export const loginDetailFragments = {
  verifyEmail: 'verify your email',
  disabled: 'account is disabled',
  wrongCredential: 'wrong credential',
  notFound: 'not found',
} as const;

/** docs/access.md#login-messages rows, in table order; matching ignores case. */
export function loginErrorMessage(detail?: string): string {
  return messages[loginErrorKey(detail)];
}

/**
 * The catalogue key of loginErrorMessage's message, for a server that answers in the visitor's
 * language (gateway/src/access/formLogin.ts, docs/i18n.md#server-words).
 */
export function loginErrorKey(detail?: string): 'loginVerifyEmail' | 'loginDisabled' | 'loginInvalid' | 'loginUserNotFound' | 'somethingWrong' {
  const text = (detail ?? '').toLowerCase();
  if (text.includes(loginDetailFragments.disabled)) return 'loginDisabled';
  if (text.includes(loginDetailFragments.verifyEmail)) return 'loginVerifyEmail';
  if (text.includes(loginDetailFragments.wrongCredential)) return 'loginInvalid';
  if (text.includes(loginDetailFragments.notFound)) return 'loginUserNotFound';
  return 'somethingWrong';
}

export type RegistrationErrorBody = { detail?: string; message?: string; phone_no?: string[] };

/** docs/access.md#registration-outcome: the detail, else message, else the first phone_no error, else the default. */
export function registrationErrorMessage(body?: RegistrationErrorBody): string {
  return (
    nonEmpty(body?.detail) ?? nonEmpty(body?.message) ?? nonEmpty(body?.phone_no?.[0]) ?? messages.somethingWrong
  );
}

/** docs/access.md#reset-request 'the response data': a text body as it is, else its detail or message. */
export function resetRequestErrorMessage(body?: unknown): string {
  if (typeof body === 'string') return nonEmpty(body) ?? messages.somethingWrong;
  if (typeof body === 'object' && body !== null) {
    const detail = 'detail' in body ? body.detail : undefined;
    const message = 'message' in body ? body.message : undefined;
    return nonEmpty(detail) ?? nonEmpty(message) ?? messages.somethingWrong;
  }
  return messages.somethingWrong;
}

/** docs/access.md#reset-confirm 'Reset confirm failure: the detail'. */
export function resetConfirmErrorMessage(detail?: string): string {
  return nonEmpty(detail) ?? messages.somethingWrong;
}

/**
 * The api's answer to a verification link used twice (api/src/access/verifyEmail.ts), in English
 * whatever the page's language: the words of the English catalogue's `verificationAlreadyUsed`,
 * written out, since on a Bengali page the catalogue holds Bengali (docs/i18n.md#catalogues).
 */
export const VERIFICATION_ALREADY_USED = 'This link has already been used';

/** docs/access.md#verification: only the already-used text picks the already-verified overlay. */
export function verificationOutcome(errorText?: string): 'alreadyUsed' | 'failed' {
  return errorText !== undefined && errorText.includes(VERIFICATION_ALREADY_USED) ? 'alreadyUsed' : 'failed';
}

/** docs/access.md#verification: the failed overlay shows the error text, else the default text. */
export function verificationFailureMessage(errorText?: string): string {
  return nonEmpty(errorText) ?? messages.verificationFailedDefault;
}

/** The server's words when it gave any, in the page's language (docs/i18n.md#server-words). */
function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? shownDetail(value) : null;
}
