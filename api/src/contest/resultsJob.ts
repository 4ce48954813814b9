// The results job (docs/contest.md#results-job): in every api process, on a timer, it finds the
// contests over (ended plus the grace, not cancelled) whose results are not yet computed and
// computes each once with the same code and guard a read uses (./results.ts). A contest whose row
// another process holds (it is computing them) is skipped, so replicas never wait on each other;
// a read that comes first joins the computation instead. The clock and the timer are injected, so
// tests drive the ticks themselves.
import { and, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { contests } from '../db/contestSchema';
import { isOver } from './contestRecords';
import { computeResults } from './results';

/** How often the job looks by default: a contest's results are computed within this of its end plus the grace. */
export const RESULTS_POLL_MS = 5_000;

/** Calls `tick` from now on until stopped (the api's default: every RESULTS_POLL_MS; tests: by hand). */
export type JobTimer = (tick: () => Promise<void>) => { stop(): void };

export type ResultsJob = {
  /** Looks once now; a tick while one runs joins it. Resolves when that look has finished. */
  tick(): Promise<void>;
  /** Stops the timer and waits for a computation in progress (it runs in one transaction). */
  stop(): Promise<void>;
};

/** A timer that ticks every `ms`, without keeping the process alive. */
export function every(ms: number): JobTimer {
  return (tick) => {
    const timer = setInterval(() => void tick(), ms);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  };
}

export function startResultsJob(opts: { db: Db; now: () => Date; timer: JobTimer; log: (message: string) => void }): ResultsJob {
  const { db, now, log } = opts;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function computeDue(): Promise<void> {
    const at = now();
    // Few contests start before now and still lack results; isOver is the one rule for "over".
    const pending = await db
      .select()
      .from(contests)
      .where(and(isNull(contests.resultsAt), isNull(contests.cancelledAt), lte(contests.startsAt, at)));
    for (const contest of pending.filter((c) => isOver(c, at))) {
      if (stopped) return;
      try {
        await computeResults(db, contest.id, now(), 'skip');
      } catch (error) {
        // Tried again at the next tick; one contest's failure does not hold up the others.
        log(`contest ${contest.id}: results not computed: ${String(error)}`);
      }
    }
  }

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= computeDue()
      .catch((error: unknown) => log(`contest results job: ${String(error)}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = opts.timer(tick);
  return {
    tick,
    async stop() {
      stopped = true;
      timer.stop();
      await running;
    },
  };
}
