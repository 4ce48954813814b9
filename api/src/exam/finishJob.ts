// The finish job (docs/exam.md#finish-job): in every api process, on a timer, it finishes the exams
// the clock has finished (past their end plus the grace) that nobody submitted, so no read has to
// write. Each exam is finished in a transaction of its own under its row lock; an exam whose row
// another process holds (its job, or a submit) is skipped and found finished at the next look, so
// replicas never finish one twice nor wait on each other. A contest's sittings are left to the
// contest results job, which finishes them together (docs/contest.md#results-job).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { exams } from '../db/examSchema';
import { startJob, type Job, type JobTimer } from '../ops/job';
import { isTimeUp, timeUpSql } from './examClock';
import { finishLockedExam } from './finish';

/** How often the job looks by default: an exam is written finished within this of its close. */
export const FINISH_POLL_MS = 5_000;

/** At most this many exams a look: a backlog (the api was down) is worked off look by look. */
export const FINISH_BATCH = 200;

export function startFinishJob(opts: { db: Db; now: () => Date; timer: JobTimer; log: (message: string) => void }): Job {
  const { db, now, log } = opts;

  async function finishDue(stopped: () => boolean): Promise<void> {
    const at = sql`${now().toISOString()}::timestamptz`;
    const due = await db
      .select({ id: exams.id })
      .from(exams)
      .where(and(timeUpSql(exams, at), sql`${exams.contestRole} IS DISTINCT FROM 'sitting'`))
      .orderBy(asc(exams.endTime), asc(exams.id))
      .limit(FINISH_BATCH);
    for (const { id } of due) {
      if (stopped()) return;
      try {
        await finishTimeUp(db, id, now());
      } catch (error) {
        // Tried again at the next look; one exam's failure does not hold up the others.
        log(`exam ${id}: not finished: ${String(error)}`);
      }
    }
  }

  return startJob({ name: 'exam finish job', timer: opts.timer, look: finishDue, log });
}

/**
 * Finishes the exam if the clock has finished it and nobody has written that yet; true when this
 * call wrote it. A row another transaction holds is skipped, not waited for.
 */
export async function finishTimeUp(db: Db, examId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [exam] = await tx.select().from(exams).where(eq(exams.id, examId)).for('update', { skipLocked: true });
    if (!exam || !isTimeUp(exam, now)) return false;
    await finishLockedExam(tx, exam, now);
    return true;
  });
}
