// Mail goes out by SMTP when SMTP_URL is set, within explicit time limits
// (docs/constants.md#mail-timeouts); otherwise each message is written as an RFC 822 file to
// $DATA_DIR/outbox/ and its link or code is printed, so a newcomer can verify an account without a
// mail server (docs/decisions.md#configuration).
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

export type Mailer = {
  send(mail: Mail): Promise<void>;
  close(): void;
  /** The longest one send may take: past it the send is given up and fails (docs/constants.md#mail-timeouts). */
  sendTimeoutMs: number;
};

/** How long the SMTP transport waits, each in milliseconds (docs/constants.md#mail-timeouts). */
export type SmtpTimeouts = {
  /** To connect: the DNS lookup, the TCP connection and TLS, the greeting included. */
  connectionMs: number;
  /** For the server's greeting once connected. */
  greetingMs: number;
  /** For the server to answer anything once the conversation is under way. */
  socketMs: number;
  /** For the whole send, start to end, however the server dawdles. */
  sendMs: number;
};

/**
 * nodemailer's own defaults are 2 minutes to connect and 10 minutes of silence, per reply, with no
 * bound on the whole: longer than any claim the outbox could sensibly take.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000, sendMs: 60_000 };

export function createMailer(opts: {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  /** Told of each outbox mail; `note` (a link or code) is a secret that must not reach the JSON log. */
  log: (mail: { to: string; subject: string; note: string; file: string }) => void;
  timeouts?: SmtpTimeouts;
}): Mailer {
  const timeouts = opts.timeouts ?? SMTP_TIMEOUTS;
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    });
    return {
      async send(mail) {
        // Aborting closes the connection, so a server that answers a byte at a time cannot stretch
        // the send past its claim in the outbox.
        await transport.sendMail({ ...message(opts.from, mail), signal: AbortSignal.timeout(timeouts.sendMs) });
      },
      close: () => transport.close(),
      sendTimeoutMs: timeouts.sendMs,
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
    // A file on the local disk is written in far less; the outbox claims for the same time either way.
    sendTimeoutMs: timeouts.sendMs,
  };
}

function message(from: string, mail: Mail) {
  return { from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html === undefined ? {} : { html: mail.html }) };
}
