// Sends what the mail outbox holds (docs/api.md#mail-outbox). A row is claimed before it is sent
// (its next attempt is moved past the time a send may take), so two api processes never send the
// same mail at once; a failed send is tried again later, each wait twice the one before, up to the
// longest. Nothing here runs inside a request: a mail server that is down delays mail, it never
// slows or fails a payment. The sender looks when told (a payment was credited), when a retry
// falls due, at start, and otherwise only every `pollMs` (for mail another api process left
// unsent), so an idle api does not query the outbox all the time.
import { and, asc, eq, isNull, lte, min } from 'drizzle-orm';
import type { MailRetry } from '../config';
import { mailOutbox } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import type { Mailer } from './mailer';

/** How long a claimed row is left to the process that claimed it before another may try it. */
const CLAIM_MS = 120_000;
const BATCH = 20;

export type OutboxSender = {
  /** Look for due mail now (after a payment is credited) instead of at the next poll. */
  kick(): void;
  /** Stops polling and waits for a send in progress. */
  stop(): Promise<void>;
};

/** The wait before attempt `attempts + 1`, after `attempts` failures. */
export function retryDelay(retry: MailRetry, attempts: number): number {
  return Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

export function startOutboxSender(opts: { db: Db; mailer: Mailer; now: () => Date; retry: MailRetry; log: (message: string) => void }): OutboxSender {
  const { db, mailer, now, retry, log } = opts;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    for (;;) {
      const due = await db
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now())))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(BATCH);
      for (const row of due) {
        if (stopped) return;
        // Claimed only while still due, compared in the database: an instant read back into a
        // Date has lost its microseconds, so it never equals a stored now() (docs/api.md#mail-outbox).
        const at = now();
        const [claimed] = await db
          .update(mailOutbox)
          .set({ nextAttemptAt: new Date(at.getTime() + CLAIM_MS) })
          .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, at)))
          .returning({ id: mailOutbox.id });
        if (claimed === undefined) continue;
        try {
          await mailer.send({ to: row.toAddress, subject: row.subject, text: row.text, html: row.html, note: `${row.kind} ${row.id}` });
          await db.update(mailOutbox).set({ sentAt: now(), attempts: row.attempts + 1, lastError: null }).where(eq(mailOutbox.id, row.id));
        } catch (error) {
          const attempts = row.attempts + 1;
          const wait = retryDelay(retry, attempts);
          log(`mail ${row.id} (${row.kind}) to ${row.toAddress} failed (attempt ${attempts}), next try in ${Math.round(wait / 1000)} s: ${String(error)}`);
          await db
            .update(mailOutbox)
            .set({ attempts, lastError: String(error).slice(0, 500), nextAttemptAt: new Date(now().getTime() + wait) })
            .where(eq(mailOutbox.id, row.id));
        }
      }
      if (due.length < BATCH) break;
    }
    const [next] = await db.select({ at: min(mailOutbox.nextAttemptAt) }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
    if (next?.at) wakeAt(next.at);
  }

  let wake: ReturnType<typeof setTimeout> | null = null;
  /** Runs again when the earliest unsent mail falls due. */
  function wakeAt(at: Date): void {
    if (stopped) return;
    if (wake !== null) clearTimeout(wake);
    wake = setTimeout(() => {
      wake = null;
      run();
    }, Math.max(20, at.getTime() - now().getTime()));
    wake.unref();
  }

  function run(): void {
    if (stopped) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log(`mail outbox: ${String(error)}`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const timer = setInterval(run, retry.pollMs);
  timer.unref();
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (wake !== null) clearTimeout(wake);
      await running;
    },
  };
}
