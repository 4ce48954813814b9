// Reading the development outbox back: tests and the e2e journey open the newest mail to a
// recipient and follow its link or code. Bodies are quoted-printable, so soft breaks are undone.
import { readdir, readFile } from 'node:fs/promises';

export type OutboxMail = { file: string; to: string; subject: string; text: string };

/** Every mail in `${dataDir}/outbox`, oldest first. */
export async function outboxMails(dataDir: string): Promise<OutboxMail[]> {
  const folder = `${dataDir}/outbox`;
  const files = (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parseMail(`${folder}/${f}`, await readFile(`${folder}/${f}`, 'utf8'))));
}

/** The newest mail to `to`, or undefined. */
export async function latestMailTo(dataDir: string, to: string): Promise<OutboxMail | undefined> {
  return (await outboxMails(dataDir)).filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
}

/** The newest mail to `to`, waiting for it to be written (mail goes out after the answer). */
export async function waitForMailTo(dataDir: string, to: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await latestMailTo(dataDir, to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dataDir}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Headers and decoded text of one RFC 822 message (as written to the outbox or seen by SMTP). */
export function parseMail(file: string, message: string): OutboxMail {
  const raw = message.replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 2);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const quoted = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
  return { file, to: header('To'), subject: header('Subject'), text: quoted ? decodeQuotedPrintable(body) : body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}
