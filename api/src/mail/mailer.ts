// Mail goes out by SMTP when SMTP_URL is set; otherwise each message is written as an RFC 822
// file to $DATA_DIR/outbox/ and its link or code is printed, so a newcomer can verify an account
// without a mail server (docs/decisions.md#configuration).
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** An HTML version beside the plain text (a receipt); the reader's mail program picks one. */
  html?: string;
  /** What a developer needs from the mail (a link or a code); logged in outbox mode. */
  note: string;
};

export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

export function createMailer(opts: {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  /** Told of each outbox mail; `note` (a link or code) is a secret that must not reach the JSON log. */
  log: (mail: { to: string; subject: string; note: string; file: string }) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(opts.from, mail));
      },
      close: () => transport.close(),
    };
  }
  const outbox = `${opts.dataDir}/outbox`;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(opts.from, mail));
      await mkdir(outbox, { recursive: true });
      const file = `${outbox}/${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(file, info.message);
      opts.log({ to: mail.to, subject: mail.subject, note: mail.note, file });
    },
    close: () => transport.close(),
  };
}

function message(from: string, mail: Mail) {
  return { from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html === undefined ? {} : { html: mail.html }) };
}
