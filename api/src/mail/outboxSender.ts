// Sends what the mail outbox holds (docs/api.md#mail-outbox). A row is claimed before it is sent
// (its next attempt is moved past the time a send may take), so two api processes never send the
// same mail at once; a failed send is tried again later, each wait twice the one before, up to the
// longest. Nothing here runs inside a request: a mail server that is down delays mail, it never
// slows or fails a payment. The sender looks when told (a payment was credited), when a retry
// falls due, at start, and otherwise only every `pollMs` (for mail another api process left
// unsent), so an idle api does not query the outbox all the time.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, min } from 'drizzle-orm';
import type { MailRetry } from '../config';
import { mailOutbox } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import type { Mailer } from './mailer';

/**
 * What a claim adds to the longest a send may take: time to record the outcome, a stalled event
 * loop, clocks of replicas that disagree a little (docs/constants.md#outbox-claim).
 */
export const OUTBOX_CLAIM_MARGIN_MS = 30_000;
const BATCH = 20;

/** How long a claimed row is left to its sender: past any send the mailer lets run, with a margin. */
export function outboxClaimMs(mailer: Mailer): number {
  return mailer.sendTimeoutMs + OUTBOX_CLAIM_MARGIN_MS;
}

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
  const claimMs = outboxClaimMs(mailer);
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
        // Date has lost its microseconds, so it never equals a stored now() (docs/api.md#outbox-due).
        const at = now();
        const token = randomUUID();
        const [claimed] = await db
          .update(mailOutbox)
          .set({ nextAttemptAt: new Date(at.getTime() + claimMs), claimToken: token })
          .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, at)))
          .returning({ id: mailOutbox.id });
        if (claimed === undefined) continue;
        const attempts = row.attempts + 1;
        // Only the claim's holder records the outcome (docs/api.md#outbox-claim): a sender whose
        // claim lapsed and was taken over would otherwise mark another's send, or make the row
        // due again while the new holder is still sending it.
        const held = and(eq(mailOutbox.id, row.id), eq(mailOutbox.claimToken, token));
        const what = `mail ${row.id} (${row.kind}) to ${row.toAddress}`;
        try {
          await mailer.send({ to: row.toAddress, subject: row.subject, text: row.text, html: row.html, note: `${row.kind} ${row.id}` });
          const [marked] = await db
            .update(mailOutbox)
            .set({ sentAt: now(), attempts, lastError: null, claimToken: null })
            .where(held)
            .returning({ id: mailOutbox.id });
          if (marked === undefined) log(`${what} went out, but its claim had lapsed and another sender holds it: not marked sent here`);
        } catch (error) {
          const wait = retryDelay(retry, attempts);
          const [rescheduled] = await db
            .update(mailOutbox)
            .set({ attempts, lastError: String(error).slice(0, 500), nextAttemptAt: new Date(now().getTime() + wait), claimToken: null })
            .where(held)
            .returning({ id: mailOutbox.id });
          log(
            rescheduled === undefined
              ? `${what} failed, but its claim had lapsed and another sender holds it: left to that sender: ${String(error)}`
              : `${what} failed (attempt ${attempts}), next try in ${Math.round(wait / 1000)} s: ${String(error)}`,
          );
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
