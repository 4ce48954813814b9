// For the api's mail tests: a real SMTP conversation with a local server that keeps what it takes.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type OutboxMail } from '../mail/outbox';

export type SmtpCapture = {
  /** The server's smtp:// URL, for the api's smtpUrl. */
  url: string;
  /** The mails the server took, oldest first. */
  received: OutboxMail[];
  /** How many messages were offered, refused ones included. */
  tries: () => number;
  close: () => Promise<void>;
};

/**
 * How the server answers the `n`th message offered (from 1): it takes or refuses it once the
 * promise settles, so a test can hold a sender mid-send for as long as it likes.
 */
export type SmtpAnswer = (n: number) => Promise<'take' | 'refuse'>;

/**
 * A local SMTP server that answers 451 to the first `refusals` messages, then takes them; or
 * answers each message as `answer` says.
 */
export async function smtpCapture(refusals: number | SmtpAnswer = 0): Promise<SmtpCapture> {
  const answer: SmtpAnswer = typeof refusals === 'number' ? (n) => Promise.resolve(n <= refusals ? 'refuse' : 'take') : refusals;
  const received: OutboxMail[] = [];
  let tries = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        tries += 1;
        void answer(tries).then((verdict) => {
          if (verdict === 'refuse') {
            done(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
          received.push(parseMail('smtp', Buffer.concat(chunks).toString('utf8')));
          done();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    tries: () => tries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
