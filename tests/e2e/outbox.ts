// Reads the mail the product wrote to $DATA_DIR/outbox (no SMTP_URL in e2e), as a user reads mail.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The newest mail to `to`, its quoted-printable soft breaks and escapes decoded. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = findMail(to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function mailCount(to: string): number {
  return mailsTo(to).length;
}

export function verificationLink(mail: string): string {
  const match = /https?:\/\/\S+?\/verify\?token=[A-Za-z0-9_\-.%]+/.exec(mail);
  if (!match) throw new Error(`no verification link in:\n${mail}`);
  return match[0];
}

export function otpOf(mail: string): string {
  const match = /\b(\d{6})\b/.exec(mail.split(/\r?\n\r?\n/).slice(1).join('\n'));
  if (!match?.[1]) throw new Error(`no 6-digit code in:\n${mail}`);
  return match[1];
}

function findMail(to: string): string | undefined {
  return mailsTo(to).at(-1);
}

function mailsTo(to: string): string[] {
  const dir = join(inject('dataDir'), 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return names
    .map((n) => decodeQuotedPrintable(readFileSync(join(dir, n), 'utf8')))
    .filter((m) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
