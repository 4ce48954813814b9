// The results job (docs/contest.md#results-job): in every api process, on a timer, it finds the
// contests over (ended plus the grace, not cancelled) whose results are not yet computed and
// computes each once with the same code and guard a read uses (./results.ts). A contest whose row
// another process holds (it is computing them) is skipped, so replicas never wait on each other;
// a read that comes first joins the computation instead. The clock and the timer are injected, so
// tests drive the ticks themselves (../ops/job.ts).
import { and, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { startJob, type Job, type JobTimer } from '../ops/job';
import { contests } from '../db/contestSchema';
import { isOver } from './contestRecords';
import { computeResults } from './results';

/** How often the job looks by default: a contest's results are computed within this of its end plus the grace. */
export const RESULTS_POLL_MS = 5_000;

export function startResultsJob(opts: { db: Db; now: () => Date; timer: JobTimer; log: (message: string) => void }): Job {
  const { db, now, log } = opts;

  async function computeDue(stopped: () => boolean): Promise<void> {
    const at = now();
    // Few contests start before now and still lack results; isOver is the one rule for "over".
    const pending = await db
      .select()
      .from(contests)
      .where(and(isNull(contests.resultsAt), isNull(contests.cancelledAt), lte(contests.startsAt, at)));
    for (const contest of pending.filter((c) => isOver(c, at))) {
      if (stopped()) return;
      try {
        await computeResults(db, contest.id, now(), 'skip');
      } catch (error) {
        // Tried again at the next tick; one contest's failure does not hold up the others.
        log(`contest ${contest.id}: results not computed: ${String(error)}`);
      }
    }
  }

  return startJob({ name: 'contest results job', timer: opts.timer, look: computeDue, log });
}
