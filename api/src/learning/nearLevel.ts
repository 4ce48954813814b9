// The abilities a draw near the learner's level aims from (docs/learning.md#near-level), read on the
// server from the learner's own answers, never taken from the caller: their ability in each topic
// they have answered enough of (the mastery of docs/learning.md#mastery), else their overall rating.
import { ELO_START, nearLevelAbility } from '@proshno/engine';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { learnerRatings } from '../db/progressSchema';
import type { LearnerAbilities } from '../exam/draw';
import type { Viewer } from '../exam/heldAnswers';
import { masteryWithPriorOf } from './mastery';

/** The viewer's abilities: the mastery read, and the rating alone when no topic was met. */
export async function nearLevelAbilitiesOf(db: Db, viewer: Viewer): Promise<LearnerAbilities> {
  const { prior, topics } = await masteryWithPriorOf(db, viewer);
  const overall = prior ?? (await ratingOf(db, viewer.userId));
  return { overall, byTopic: new Map(topics.map((row) => [row.topic.id, nearLevelAbility(row, overall)])) };
}

/** The learner's rating, ELO_START before their first finish. */
async function ratingOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ rating: learnerRatings.rating }).from(learnerRatings).where(eq(learnerRatings.userId, userId));
  return row?.rating ?? ELO_START;
}
