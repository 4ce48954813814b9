// How well a learner knows a topic (docs/learning.md#mastery), from their own answers against the
// questions' difficulty ratings (the Elo ratings of docs/decisions.md#elo). The learner's ability in
// the topic is the most likely Elo rating given those answers, drawn towards a prior (their overall
// rating) so that three lucky answers do not make an expert; how sure that is comes from how much
// the answers told (the curvature of the likelihood). Pure: the api computes it per topic.
import { ELO_START } from '../progress/limits';

/** One answer in the topic: right or wrong, and the question's difficulty rating when answered. */
export type TopicAnswer = { right: boolean; difficulty: number };

/** How sure the level is: the standard error of the ability, under 60 / 120 rating points, or not. */
export type Sureness = 'high' | 'medium' | 'low';

export type Mastery = {
  /** The chance, 0 to 1, of answering a question of the average rating (1000) right. */
  level: number;
  /** The estimated ability, as an Elo rating. */
  ability: number;
  sure: Sureness;
  answered: number;
  right: number;
};

/** The rating a question or learner starts at, and the average difficulty a level is told at (docs/decisions.md#elo). */
export const AVERAGE_RATING = ELO_START;

/** How far the prior lets the ability move before the answers must say more, in rating points. */
const PRIOR_SPREAD = 200;
const k = Math.LN10 / 400;

/** The chance that a learner of `ability` answers a question of `difficulty` right (Elo's curve). */
export function chanceRight(ability: number, difficulty: number): number {
  return 1 / (1 + 10 ** ((difficulty - ability) / 400));
}

/** The learner's mastery of a topic from their answers in it; `prior` is their overall rating. */
export function masteryOf(answers: readonly TopicAnswer[], prior: number = AVERAGE_RATING): Mastery {
  let ability = prior;
  let curvature = 1 / PRIOR_SPREAD ** 2;
  // Newton's method on the log posterior; it is concave, so it settles in a few steps.
  for (let step = 0; step < 25; step += 1) {
    let slope = -(ability - prior) / PRIOR_SPREAD ** 2;
    curvature = 1 / PRIOR_SPREAD ** 2;
    for (const answer of answers) {
      const p = chanceRight(ability, answer.difficulty);
      slope += k * ((answer.right ? 1 : 0) - p);
      curvature += k * k * p * (1 - p);
    }
    const move = slope / curvature;
    ability += Math.max(-400, Math.min(400, move));
    if (Math.abs(move) < 0.01) break;
  }
  const error = 1 / Math.sqrt(curvature);
  return {
    level: chanceRight(ability, AVERAGE_RATING),
    ability,
    sure: error < 60 ? 'high' : error < 120 ? 'medium' : 'low',
    answered: answers.length,
    right: answers.filter((answer) => answer.right).length,
  };
}

/**
 * The `count` weakest of the topics the learner has met, lowest level first: only topics with at
 * least `MIN_ANSWERS` answers, since a topic met once says little.
 */
export function weakestTopics<T extends Pick<Mastery, 'answered' | 'level'>>(topics: readonly T[], count = 3): T[] {
  return topics
    .filter((topic) => topic.answered >= MIN_ANSWERS)
    .slice()
    .sort((a, b) => a.level - b.level)
    .slice(0, count);
}

/** The fewest answers in a topic before it can be called weak. */
export const MIN_ANSWERS = 3;

/** A subject's topics on the topic map (docs/learning.md#topic-map): its topics weakest first. */
export type SubjectMap<T extends { subject: { id: number; name: string }; level: number }> = { subject: T['subject']; topics: T[] };

/**
 * Every topic met, grouped by subject: the subjects by their weakest topic (the one to work on
 * first leads), each subject's topics weakest first, ties by topic id. Topics met once or twice
 * are on the map too, their sureness saying how little they tell.
 */
export function topicMapOf<T extends { subject: { id: number; name: string }; topic: { id: number }; level: number }>(rows: readonly T[]): Array<SubjectMap<T>> {
  const bySubject = new Map<number, SubjectMap<T>>();
  const sorted = [...rows].sort((a, b) => a.level - b.level || a.topic.id - b.topic.id);
  for (const row of sorted) {
    const entry: SubjectMap<T> = bySubject.get(row.subject.id) ?? { subject: row.subject, topics: [] };
    entry.topics.push(row);
    bySubject.set(row.subject.id, entry);
  }
  return [...bySubject.values()];
}
