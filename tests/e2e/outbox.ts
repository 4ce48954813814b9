// Reads the mail the product wrote to $DATA_DIR/outbox (no SMTP_URL in e2e), as a user reads mail.
import { outboxMails, waitForMailTo } from '@proshno/api';
import { inject } from 'vitest';

/** The text of the newest mail to `to`, waiting for it to arrive. */
export async function latestMailTo(to: string): Promise<string> {
  return (await waitForMailTo(inject('dataDir'), to)).text;
}

export async function mailCount(to: string): Promise<number> {
  return (await outboxMails(inject('dataDir'))).filter((m) => m.to.toLowerCase() === to.toLowerCase()).length;
}

export function verificationLink(mail: string): string {
  const match = /https?:\/\/\S+?\/verify\?token=[A-Za-z0-9_\-.%~]+/.exec(mail);
  if (!match) throw new Error(`no verification link in:\n${mail}`);
  return match[0];
}

export function otpOf(mail: string): string {
  const match = /\b(\d{6})\b/.exec(mail);
  if (!match?.[1]) throw new Error(`no 6-digit code in:\n${mail}`);
  return match[1];
}

/** The link of an e-mail change's confirmation mail (to the new address). */
export function confirmEmailLink(mail: string): string {
  const match = /https?:\/\/\S+?\/confirm-email\?token=[A-Za-z0-9_\-.%~]+/.exec(mail);
  if (!match) throw new Error(`no confirmation link in:\n${mail}`);
  return match[0];
}
