// Reset-password form rule of docs/access.md#reset-confirm, and what the form says of the mailed code (docs/access.md#reset-truth).
import { resetCodeNotResentMessage, resetCodeSentMessage, resetNextRequestMessage } from '../messages';
import { formatDhakaTime } from '../shell/time';

/** The confirm button is enabled only when both fields are filled and equal. */
export function canConfirmReset(form: { password: string; confirm_password: string }): boolean {
  return form.password !== '' && form.confirm_password !== '' && form.password === form.confirm_password;
}

/**
 * What the reset request answered (docs/access.md#reset-truth): whether a code went out now, to
 * which address, when the code to enter was sent, and from when a request mails a new one (null: now).
 */
export type ResetRequested = {
  token: string;
  mailed: boolean;
  sent_to: string;
  code_sent_at: string;
  next_request_at: string | null;
};

/** The same, as the reset form's history entry keeps it (`resetCodeSent`), so a reload still says it. */
export type ResetCodeSent = { sentTo: string; mailed: boolean; codeSentAt: string; nextRequestAt: string | null };

export function resetCodeSentFrom(answer: ResetRequested): ResetCodeSent {
  return { sentTo: answer.sent_to, mailed: answer.mailed, codeSentAt: answer.code_sent_at, nextRequestAt: answer.next_request_at };
}

/** The `resetCodeSent` of a history entry's state, or null when it holds none (a link opened afresh). */
export function resetCodeSentOf(state: unknown): ResetCodeSent | null {
  if (typeof state !== 'object' || state === null || !('resetCodeSent' in state)) return null;
  const sent: unknown = state.resetCodeSent;
  if (typeof sent !== 'object' || sent === null) return null;
  if (!('sentTo' in sent && 'mailed' in sent && 'codeSentAt' in sent && 'nextRequestAt' in sent)) return null;
  const { sentTo, mailed, codeSentAt, nextRequestAt } = sent;
  if (typeof sentTo !== 'string' || typeof mailed !== 'boolean' || typeof codeSentAt !== 'string') return null;
  if (nextRequestAt !== null && typeof nextRequestAt !== 'string') return null;
  return { sentTo, mailed, codeSentAt, nextRequestAt };
}

/** The reset form's notice: where the code went and when, and from when a new one may be asked for. */
export function resetCodeNotice(sent: ResetCodeSent): { sent: string; next: string | null } {
  const at = formatDhakaTime(sent.codeSentAt);
  return {
    sent: sent.mailed ? resetCodeSentMessage(sent.sentTo, at) : resetCodeNotResentMessage(sent.sentTo, at),
    next: sent.nextRequestAt === null ? null : resetNextRequestMessage(formatDhakaTime(sent.nextRequestAt)),
  };
}
