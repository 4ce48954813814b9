// Reading the development outbox back: tests and the e2e journey open the newest mail to a
// recipient and follow its link or code. Bodies are quoted-printable, so soft breaks are undone.
import { readdir, readFile } from 'node:fs/promises';

/** `text` is the plain-text part; `html` the HTML part of a mail that has one. */
export type OutboxMail = { file: string; to: string; subject: string; text: string; html?: string };

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

/**
 * The newest mail to `to` (that `matches`, when given), waiting for it to be written (mail goes
 * out after the answer).
 */
export async function waitForMailTo(dataDir: string, to: string, timeoutMs = 10_000, matches?: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = matches
      ? (await outboxMails(dataDir)).filter((m) => m.to.toLowerCase() === to.toLowerCase() && matches(m)).at(-1)
      : await latestMailTo(dataDir, to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dataDir}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Headers and decoded text of one RFC 822 message (as written to the outbox or seen by SMTP). */
export function parseMail(file: string, message: string): OutboxMail {
  const { header, body } = splitPart(message);
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  const base = { file, to: header('To'), subject: decodedWords(header('Subject')) };
  if (boundary === undefined) return { ...base, text: decodedBody(header, body) };
  // multipart/alternative: a plain-text part and an HTML part.
  const parts = body.split(`--${boundary}`).slice(1, -1).map(splitPart);
  const of = (type: string) => parts.find((p) => p.header('Content-Type').toLowerCase().startsWith(type));
  const text = of('text/plain');
  const html = of('text/html');
  return {
    ...base,
    text: text === undefined ? '' : decodedBody(text.header, text.body),
    ...(html === undefined ? {} : { html: decodedBody(html.header, html.body) }),
  };
}

function splitPart(message: string): { header: (name: string) => string; body: string } {
  const raw = message.replace(/\r\n/g, '\n').replace(/^\n/, '');
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return { header, body: raw.slice(split + 2) };
}

/**
 * A header with RFC 2047 encoded words ('=?UTF-8?B?…?=', '=?UTF-8?Q?…?=') as text: how a subject
 * in Bengali travels. White space between two encoded words is not part of the text.
 */
function decodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

function decodedBody(header: (name: string) => string, body: string): string {
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}
