// The plan toward the learner's real exam (docs/learning.md#plan): the target they named, checked
// and stored once per learner, and the streak of the days they studied. The rules are the engine's
// (engine/src/learning/plan.ts); the eve and a card's due under a plan have SQL twins here, read by
// the review deck (deck.ts) and checked against the engine in plan.test.ts.
import { ANSWER_GRACE_MS, daysFrom, dhakaDateOf, dhakaWallClockToInstant, PLAN_LIMITS, serverWords, streakOf, type PlanTarget } from '@proshno/engine';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { exams } from '../db/examSchema';
import { rowsOf } from '../db/prepared';
import { timeUpSql } from '../exam/examClock';
import type { Viewer } from '../exam/heldAnswers';
import { fail } from '../http/errors';
import type { JsonBody, JsonResponse } from '../http/route';

type LearnerPlanJson = JsonResponse<'getPlan', 200>;
type PlanTargetJson = JsonResponse<'setPlan', 200>;

/** The api's words for a target it refuses (engine/src/shell/serverWords.ts, worded for the page by the gateway). */
export const planRefusals = {
  nameMissing: serverWords.planNameMissing,
  nameTooLong: serverWords.planNameTooLong(PLAN_LIMITS.nameLength),
  nameControl: serverWords.planNameControl,
  dateInvalid: serverWords.planDateInvalid,
  datePast: serverWords.planDatePast,
  dateTooFar: serverWords.planDateTooFar(PLAN_LIMITS.maxDaysAhead),
  minutesTooFew: serverWords.planMinutesTooFew(PLAN_LIMITS.minMinutes),
  minutesTooMany: serverWords.planMinutesTooMany(PLAN_LIMITS.maxMinutes),
} as const;

/** How far back the streak looks: a longer streak is counted as this many days. */
const STREAK_LOOKBACK_DAYS = 1000;

/** The caller's target, today in Dhaka and their streak: one statement. */
export async function planOf(db: Db, viewer: Viewer): Promise<LearnerPlanJson> {
  const today = dhakaToday(viewer.now);
  const since = new Date(viewer.now.getTime() - STREAK_LOOKBACK_DAYS * 86_400_000).toISOString();
  const now = sql`${viewer.now.toISOString()}::timestamptz`;
  const [row] = rowsOf<Nullable<TargetRow> & { study_days: string[] | null }>(
    await db.execute(sql`
      WITH finishes AS (
        -- An exam the clock has finished and nobody wrote yet finishes at the close of its answers (exam/finish.ts finishTimeOf).
        SELECT coalesce(${exams.finishedAt}, CASE WHEN ${timeUpSql(exams, now)} THEN ${exams.endTime} + ${sql.raw(String(ANSWER_GRACE_MS))}::float8 * interval '1 millisecond' END) AS at
        FROM ${exams} WHERE ${exams.userId} = ${viewer.userId}
      ), studied AS (
        SELECT at FROM finishes WHERE at >= ${since}::timestamptz
        UNION ALL
        SELECT reviewed_at FROM review_keys WHERE user_id = ${viewer.userId} AND reviewed_at >= ${since}::timestamptz
      )
      SELECT plan.name, plan.exam_date::text AS exam_date, plan.daily_minutes,
        (SELECT array_agg(DISTINCT to_char(${dhakaDaySql(sql`at`)}, 'YYYY-MM-DD')) FROM studied) AS study_days
      FROM (SELECT 1) AS one LEFT JOIN learner_plans AS plan ON plan.user_id = ${viewer.userId}`),
  );
  const streak = streakOf(row?.study_days ?? [], today);
  return {
    target: row === undefined ? null : storedTarget(row),
    today,
    streak: { days: streak.days, studied_today: streak.studiedToday, paused: streak.paused },
  };
}

/** Checks and stores the caller's target, replacing any (one statement); 400 naming the first rule broken. */
export async function setPlan(db: Db, viewer: Viewer, body: JsonBody<'setPlan'>): Promise<PlanTargetJson> {
  const target = checkedTarget(body, dhakaToday(viewer.now));
  const [row] = rowsOf<TargetRow>(
    await db.execute(sql`
      INSERT INTO learner_plans (user_id, name, exam_date, daily_minutes, updated_at)
      VALUES (${viewer.userId}, ${target.name}, ${target.examDate}::date, ${target.dailyMinutes}, ${viewer.now.toISOString()}::timestamptz)
      ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, exam_date = excluded.exam_date,
        daily_minutes = excluded.daily_minutes, updated_at = excluded.updated_at
      RETURNING name, exam_date::text AS exam_date, daily_minutes`),
  );
  if (row === undefined) throw new Error('the plan was not stored');
  return row;
}

/** Removes the caller's target; none is no error. */
export async function clearPlan(db: Db, userId: number): Promise<void> {
  await db.execute(sql`DELETE FROM learner_plans WHERE user_id = ${userId}`);
}

/**
 * The SQL twin of the engine's examEveOf: the first instant of the Dhaka day before `examDate` (a
 * date), or null once the exam day is over at `now` (a timestamptz).
 */
export function examEveSql(examDate: SQL, now: SQL): SQL {
  return sql`(CASE WHEN ${now} < ((${examDate} + 1)::timestamp AT TIME ZONE 'Asia/Dhaka') THEN ((${examDate} - 1)::timestamp AT TIME ZONE 'Asia/Dhaka') END)`;
}

/** The SQL twin of the engine's plannedDue: a card's due, or the eve when that is earlier and the card was not reviewed since. */
export function plannedDueSql(card: { due: SQL; lastReview: SQL }, eve: SQL): SQL {
  return sql`(CASE WHEN ${eve} IS NOT NULL AND ${card.due} > ${eve} AND (${card.lastReview} IS NULL OR ${card.lastReview} < ${eve}) THEN ${eve} ELSE ${card.due} END)`;
}

/** A learner_plans row as the statements answer it: the contract's PlanTarget. */
type TargetRow = PlanTargetJson;
type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The target of a row read through a LEFT JOIN: null when the learner has none. */
function storedTarget(row: Nullable<TargetRow>): TargetRow | null {
  const { name, exam_date, daily_minutes } = row;
  return name === null || exam_date === null || daily_minutes === null ? null : { name, exam_date, daily_minutes };
}

/** The Dhaka day (a date) of a timestamptz. */
function dhakaDaySql(at: SQL): SQL {
  return sql`(${at} AT TIME ZONE 'Asia/Dhaka')::date`;
}

function dhakaToday(now: Date): string {
  const today = dhakaDateOf(now.toISOString());
  if (today === null) throw new Error(`no Dhaka day for ${now.toISOString()}`);
  return today;
}

// The rules of PlanTarget in the contract, each with its own sentence (the contract checks only the types).
function checkedTarget(body: JsonBody<'setPlan'>, today: string): PlanTarget {
  const name = body.name.trim();
  const length = [...name].length;
  if (length === 0) throw fail(400, planRefusals.nameMissing);
  if (length > PLAN_LIMITS.nameLength) throw fail(400, planRefusals.nameTooLong);
  if (/\p{Cc}/u.test(name)) throw fail(400, planRefusals.nameControl);
  if (dhakaWallClockToInstant(body.exam_date, '00:00') === null) throw fail(400, planRefusals.dateInvalid);
  const ahead = daysFrom(today, body.exam_date);
  if (ahead < 0) throw fail(400, planRefusals.datePast);
  if (ahead > PLAN_LIMITS.maxDaysAhead) throw fail(400, planRefusals.dateTooFar);
  if (body.daily_minutes < PLAN_LIMITS.minMinutes) throw fail(400, planRefusals.minutesTooFew);
  if (body.daily_minutes > PLAN_LIMITS.maxMinutes) throw fail(400, planRefusals.minutesTooMany);
  return { name, examDate: body.exam_date, dailyMinutes: body.daily_minutes };
}
