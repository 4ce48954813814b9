// The demo learner's plan (docs/decisions.md#demo-data; issue 32 item 6: 'the demo learner has a
// target and a streak'): a target 60 days after the first start, and two reviews of a card missed in
// the first demo exam, made by the same code as a learner's. The exams finish 4, 3 and 2 days before
// the start (exam/demoExams.ts), the reviews 3 and 1 days before it: four days in a row.
import { randomUUID } from 'node:crypto';
import { dhakaDateOf, shiftDay } from '@proshno/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/prepared';
import { setPlan } from './plan';
import { reviewCard } from './review';

const DAY_MS = 86_400_000;

export const DEMO_TARGET = { name: 'DU Science Unit (Ka)', daysAhead: 60, dailyMinutes: 60 } as const;

/** After seedDemoExams: the learner's target, and their earliest card reviewed right twice. */
export async function seedDemoPlan(db: Db, userId: number, now: Date): Promise<void> {
  const today = dhakaDateOf(now.toISOString());
  if (today === null) return;
  await setPlan(db, { userId, now }, { name: DEMO_TARGET.name, exam_date: shiftDay(today, DEMO_TARGET.daysAhead), daily_minutes: DEMO_TARGET.dailyMinutes });
  const [card] = rowsOf<{ question_id: number; option_id: number; last_review: Date | string }>(
    await db.execute(sql`
      SELECT c.question_id, o.id AS option_id, c.last_review FROM review_cards c
      INNER JOIN options o ON o.question_id = c.question_id AND o.is_answer
      WHERE c.user_id = ${userId} AND c.last_review IS NOT NULL
      ORDER BY c.last_review, c.question_id, o.id LIMIT 1`),
  );
  if (card === undefined) return;
  // Missed on the first exam's day: right the next day (due two days later), then right again two
  // days after that (due six days on), so it is not due at the start and every other card stays as the exams left it.
  const missed = new Date(card.last_review).getTime();
  for (const days of [1, 3]) {
    const at = new Date(missed + days * DAY_MS);
    if (at.getTime() > now.getTime()) return;
    await reviewCard(db, { userId, now: at }, { key: randomUUID(), questionId: card.question_id, optionId: card.option_id, reviewedAt: null });
  }
}
