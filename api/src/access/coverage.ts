// Server-side enforcement of docs/access.md#subscription-gate "Using the platform also needs at least one subscribed
// package": a subject is usable only while a live subscription of the caller covers it.
import { refusalCodes } from '@proshno/engine';
import { and, eq, exists, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { subjects } from '../db/practiceSchema';
import { subscriptionDetails, subscriptions } from '../db/schema';
import { notCovered } from '../exam/refusals';
import { refuse } from '../http/errors';

/** Refuses (403) with the first subject of `subjectIds` that no live subscription covers. */
export async function requireCoverage(db: Db, userId: number, subjectIds: number[], now: Date): Promise<void> {
  const wanted = [...new Set(subjectIds)];
  if (wanted.length === 0) return;
  const covered = await db
    .selectDistinct({ subjectId: subscriptionDetails.subjectId })
    .from(subscriptionDetails)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionDetails.subscriptionId))
    .where(and(...liveFor(userId, now), inArray(subscriptionDetails.subjectId, wanted)));
  const coveredIds = new Set(covered.map((c) => c.subjectId));
  const missing = wanted.find((id) => !coveredIds.has(id));
  if (missing === undefined) return;
  const [subject] = await db.select({ name: subjects.name }).from(subjects).where(eq(subjects.id, missing));
  throw refuse(403, refusalCodes.notCovered, notCovered(subject?.name ?? `subject ${missing}`));
}

/**
 * The same rule as a condition of a statement: true when a live subscription of the caller covers
 * `subject` (a column, or a subject id as a value), for a write that must make nothing of a subject
 * the caller cannot use and asks it in its own statement (a flashcard's grade, docs/learning.md#flashcards).
 */
export function coveredSql(db: Db, userId: number, subject: AnyPgColumn | SQL, now: Date): SQL {
  return exists(
    db
      .select({ one: subscriptionDetails.subjectId })
      .from(subscriptionDetails)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionDetails.subscriptionId))
      .where(and(...liveFor(userId, now), eq(subscriptionDetails.subjectId, subject))),
  );
}

/** The caller's subscriptions live at `now`: from their first instant, until (not at) their last. */
function liveFor(userId: number, now: Date): SQL[] {
  return [eq(subscriptions.userId, userId), lte(subscriptions.fromDate, now), gt(subscriptions.toDate, now)];
}
