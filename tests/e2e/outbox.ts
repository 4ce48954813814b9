// Reads the mail the product wrote to $DATA_DIR/outbox (no SMTP_URL in e2e), as a user reads mail.
import { outboxMails, waitForMailTo, type OutboxMail } from '@proshno/api';
import { inject } from 'vitest';

/** The text of the newest mail to `to`, waiting for it to arrive. */
export async function latestMailTo(to: string): Promise<string> {
  return (await waitForMailTo(inject('dataDir'), to)).text;
}

export async function mailCount(to: string): Promise<number> {
  return (await outboxMails(inject('dataDir'))).filter((m) => m.to.toLowerCase() === to.toLowerCase()).length;
}

/** The mails to `to` that `which` picks, once at least `atLeast` of them have been written. */
export async function mailsTo(to: string, which: (mail: OutboxMail) => boolean, atLeast: number, timeoutMs = 10_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outboxMails(inject('dataDir'))).filter((m) => m.to.toLowerCase() === to.toLowerCase() && which(m));
    if (found.length >= atLeast || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
