// Issue 27: the mail outbox sends each row once. A row written by SQL (its instants at
// PostgreSQL's microseconds) is claimed and sent like any other, and the sender then rests.
import { asc, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { mailOutbox } from '../db/commerceSchema';
import { openDatabase } from '../db/connect';
import { stores, startTestApi, type TestApi } from '../test/harness';
import { smtpCapture } from '../test/smtpCapture';

// The idle poll is long, so any query after the send would be the sender waking by itself.
const RETRY = { firstDelayMs: 1_000, maxDelayMs: 1_000, pollMs: 600_000 };

/** Waits until `check` holds, polling; fails after `ms`. */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The outbox rows, read while the api is stopped (PGlite allows one connection). */
async function outboxRows(t: TestApi) {
  let rows: Array<typeof mailOutbox.$inferSelect> = [];
  await t.restart(async (config) => {
    const database = await openDatabase(config);
    rows = await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    await database.close();
  });
  return rows;
}

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
      await until(() => smtp.received.length >= 2 || claims >= 20);
      // A round ends by asking when the next unsent mail falls due.
      await until(() => /^select min\(/.test(lastQuery));
      const settled = outboxQueries;
      await new Promise((resolve) => setTimeout(resolve, 500));
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
  });
});
