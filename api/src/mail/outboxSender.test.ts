// Issue 27: the mail outbox sends each row once. A row written by SQL (its instants at
// PostgreSQL's microseconds) is claimed and sent like any other, and the sender then rests; a
// send is given up before its claim lapses, and a sender whose claim was taken over records
// nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { mailOutbox } from '../db/commerceSchema';
import { openDatabase, type Db } from '../db/connect';
import { DAY, fakeClock } from '../test/fakeClock';
import { openTestDatabase, stores, startTestApi } from '../test/harness';
import { outboxRows } from '../test/outboxFixtures';
import { smtpCapture } from '../test/smtpCapture';
import { createMailer, type SmtpTimeouts } from './mailer';
import { startOutboxSender } from './outboxSender';

// The idle poll is long, so any query after the send would be the sender waking by itself.
const RETRY = { firstDelayMs: 1_000, maxDelayMs: 1_000, pollMs: 600_000 };

describe.each(stores)('the mail outbox on %s', (store) => {
  test('mail written with SQL now() is sent once, and the sender then rests', async () => {
    const smtp = await smtpCapture();
    let claims = 0;
    let outboxQueries = 0;
    let lastQuery = '';
    const t = await startTestApi(store, {
      smtpUrl: smtp.url,
      mailRetry: RETRY,
      onQuery: (statement) => {
        if (!statement.includes('"mail_outbox"')) return;
        outboxQueries += 1;
        lastQuery = statement;
        if (/^update "mail_outbox" set "next_attempt_at"/i.test(statement)) claims += 1;
      },
    });
    try {
      await t.restart(async (config) => {
        const database = await openDatabase(config);
        // now() itself, and an instant with microseconds to spare (PGlite's now() may have none).
        const due = [sql`now()`, sql`date_trunc('milliseconds', now()) - interval '1 second' + interval '123 microseconds'`];
        await database.db.insert(mailOutbox).values(
          due.map((at, i) => ({
            kind: 'contest',
            toAddress: 'newbie@example.com',
            subject: `Contest cancelled: Weekly physics ${i + 1}`,
            text: 'The contest Weekly physics has been cancelled.',
            html: '<p>The contest Weekly physics has been cancelled.</p>',
            nextAttemptAt: at,
            createdAt: at,
          })),
        );
        await database.close();
      });
      // The api's sender looks at the outbox as it starts. A sender that cannot claim a row
      // comes back for it at once, again and again: twenty tries is already a spin.
      await expect.poll(() => smtp.received.length >= 2 || claims >= 20, { timeout: 10_000 }).toBe(true);
      // A round ends by asking when the next unsent mail falls due.
      await expect.poll(() => /^select min\(/.test(lastQuery), { timeout: 10_000 }).toBe(true);
      const settled = outboxQueries;
      // Three round trips through the api's own database: a sender that spins would have asked
      // the outbox again meanwhile.
      for (let i = 0; i < 3; i += 1) expect((await t.call('GET', '/readyz')).status).toBe(200);
      expect(claims).toBe(2);
      expect(outboxQueries - settled).toBe(0);
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(['Contest cancelled: Weekly physics 1', 'Contest cancelled: Weekly physics 2']);
      for (const row of await outboxRows(t)) {
        expect(row).toMatchObject({ attempts: 1, lastError: null });
        expect(row.sentAt).toBeInstanceOf(Date);
      }
    } finally {
      await t.close();
      await smtp.close();
    }
    // Two starts of an api on PGlite: more than the 60 s default while another full run shared
    // the machine.
  }, 180_000);
});

/** A receipt-like row, due at `at`. */
function addMail(db: Db, at: Date) {
  return db.insert(mailOutbox).values({
    kind: 'receipt',
    toAddress: 'newbie@example.com',
    subject: 'Your Proshno receipt: 299 BDT for Premium Monthly',
    text: 'Thank you for your payment.',
    html: '<p>Thank you for your payment.</p>',
    nextAttemptAt: at,
    createdAt: at,
  });
}

/** An SMTP answer the test gives when it likes. */
function gate() {
  let answer: (verdict: 'take' | 'refuse') => void = () => undefined;
  const promise = new Promise<'take' | 'refuse'>((resolve) => {
    answer = resolve;
  });
  return { promise, answer: (verdict: 'take' | 'refuse') => answer(verdict) };
}

describe.each(stores)('two senders on %s', (store) => {
  test('a sender whose claim was taken over records nothing, so the mail goes out once', async () => {
    let rounds = 0;
    const database = await openTestDatabase(store, (statement) => {
      if (/^select min\(/.test(statement)) rounds += 1;
    });
    const first = gate();
    const second = gate();
    const smtp = await smtpCapture((n) => (n === 1 ? first.promise : n === 2 ? second.promise : Promise.resolve('take')));
    const clock = fakeClock(new Date());
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', from: 'Proshno <no-reply@localhost>', log: () => undefined });
    const logs: string[] = [];
    const sender = (name: string) => startOutboxSender({ db: database.db, mailer, now: clock.now, retry: RETRY, log: (message) => logs.push(`${name}: ${message}`) });
    try {
      await addMail(database.db, clock.now());
      const a = sender('a');
      await expect.poll(() => smtp.tries() === 1, { timeout: 10_000 }).toBe(true);
      // a stalls past its claim (a paused machine, say): b finds the claim lapsed and takes the row.
      clock.advance(DAY);
      const b = sender('b');
      await expect.poll(() => smtp.tries() === 2, { timeout: 10_000 }).toBe(true);
      // a's try fails after all; it must not make the row due again while b is sending it.
      first.answer('refuse');
      await a.stop();
      clock.advance(RETRY.maxDelayMs + 1);
      const before = rounds;
      const c = sender('c');
      await expect.poll(() => rounds > before, { timeout: 10_000 }).toBe(true);
      second.answer('take');
      await b.stop();
      await c.stop();

      expect(smtp.tries()).toBe(2);
      expect(smtp.received).toHaveLength(1);
      const [row] = await database.db.select().from(mailOutbox);
      expect(row).toMatchObject({ attempts: 1, lastError: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(logs).toEqual([expect.stringMatching(/^a: mail \d+ \(receipt\) to newbie@example.com failed, but its claim had lapsed and another sender holds it/)]);
    } finally {
      mailer.close();
      await smtp.close();
      await database.close();
    }
  });

  test('a mail server that never answers: the send is given up at its deadline, while the row is still claimed', async () => {
    const database = await openTestDatabase(store);
    const smtp = await smtpCapture(() => new Promise(() => undefined));
    // A whole-send deadline well inside the time the server may stay silent between replies.
    const timeouts: SmtpTimeouts = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 60_000, sendMs: 500 };
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', from: 'Proshno <no-reply@localhost>', log: () => undefined, timeouts });
    const logs: string[] = [];
    try {
      await addMail(database.db, new Date());
      const started = Date.now();
      const a = startOutboxSender({ db: database.db, mailer, now: () => new Date(), retry: RETRY, log: (message) => logs.push(message) });
      await expect.poll(() => smtp.tries() === 1, { timeout: 10_000 }).toBe(true);
      const [claimed] = await database.db.select().from(mailOutbox);
      expect(claimed?.nextAttemptAt.getTime()).toBeGreaterThan(started + timeouts.sendMs);
      await expect.poll(() => logs.length > 0, { timeout: 10_000 }).toBe(true);
      const given = Date.now() - started;
      await a.stop();

      expect(given).toBeLessThan(timeouts.sendMs + 3_000);
      expect(logs).toEqual([expect.stringMatching(/failed \(attempt 1\), next try in 1 s/)]);
      const [row] = await database.db.select().from(mailOutbox);
      expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringMatching(/abort/i) });
      expect(smtp.received).toHaveLength(0);
    } finally {
      mailer.close();
      await smtp.close();
      await database.close();
    }
  });
});
