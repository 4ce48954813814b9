// Questions near the learner's level (docs/learning.md#near-level): a test made by Practise these
// prefers the questions a learner should answer right about two times in three, a chance that keeps
// them stretched without losing heart. Pure: the api's draw aims at these ratings (api/src/exam/draw.ts).
import { MIN_ANSWERS, type Mastery } from './mastery';

/** The chance of a right answer the near draw aims at. */
export const NEAR_LEVEL_CHANCE = 2 / 3;

/**
 * The most rating points of random added to a question's distance from the target before the
 * nearest are taken: questions this close are drawn interchangeably, so the same test does not
 * come back every time.
 */
export const NEAR_LEVEL_JITTER = 100;

/**
 * The difficulty rating a learner of `ability` answers right with the chance `chance` (Elo's curve
 * solved for the difficulty): for two in three, ability − 400·log10(2), about 120 points below it.
 */
export function nearLevelTarget(ability: number, chance: number = NEAR_LEVEL_CHANCE): number {
  return ability + 400 * Math.log10(1 / chance - 1);
}

/**
 * The ability the draw aims from in a topic: the learner's ability there (masteryOf) once they have
 * answered `MIN_ANSWERS` of its questions, else their overall rating.
 */
export function nearLevelAbility(topic: Pick<Mastery, 'answered' | 'ability'> | undefined, overall: number): number {
  return topic !== undefined && topic.answered >= MIN_ANSWERS ? topic.ability : overall;
}
