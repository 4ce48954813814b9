// When each question comes back (docs/learning.md#schedule): FSRS-6 through ts-fsrs, pure, with the
// clock passed in. The api stores what these functions answer; the review screen runs the same
// functions to show the next due date at once, offline too, so both must agree: no fuzz.
// Reached through '@proshno/engine/learning' only: ts-fsrs writes to Date.prototype when loaded, and
// the pages that never review should not carry it.
import { fsrs, Rating, State, type Card, type Grade as FsrsGrade } from 'ts-fsrs';
import type { ReviewGrade } from './pendingReviews';

/** Where a card is in FSRS's life cycle. */
export type MemoryState = 'new' | 'learning' | 'review' | 'relearning';

/** How well the learner recalled a card (./pendingReviews.ts, where the device's record reads it). */
export type Grade = ReviewGrade;

/** One learner's memory of one question, as stored (instants as ISO-8601 UTC). */
export type Memory = {
  due: string;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: MemoryState;
  lastReview: string | null;
};

/**
 * A card met for the first time at `now`: due at once. A question answered wrong in an exam starts
 * as `afterReview(freshMemory(at), 'again', at)`: the exam was its first review.
 */
export function freshMemory(now: Date): Memory {
  return memoryOf({
    due: now,
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: State.New,
  });
}

/** The memory after a review graded `grade` at `now` (never before the last review). */
export function afterReview(memory: Memory, grade: Grade, now: Date): Memory {
  const at = reviewInstant(memory, now);
  return memoryOf(scheduler.next(cardOf(memory), at, ratings[grade]).card);
}

/** A multiple-choice answer as a grade: right is `good`, wrong is `again` (docs/learning.md#grades). */
export function gradeOfAnswer(right: boolean): Grade {
  return right ? 'good' : 'again';
}

/** The chance, 0 to 1, that the learner recalls the card at `at` (1 for a card never reviewed). */
export function recallAt(memory: Memory, at: Date): number {
  if (memory.lastReview === null) return 1;
  return scheduler.get_retrievability(cardOf(memory), reviewInstant(memory, at), false);
}

/**
 * The instant a review is taken at: `now`, or the card's last review when `now` is earlier (a
 * phone whose clock is behind, or reviews sent out of order), so time never runs backwards.
 */
export function reviewInstant(memory: Pick<Memory, 'lastReview'>, now: Date): Date {
  if (memory.lastReview === null) return now;
  const last = new Date(memory.lastReview);
  return now.getTime() < last.getTime() ? last : now;
}

/** Whether a card is due before `until`: at the next Dhaka midnight is tomorrow's (docs/learning.md#due-today). */
export function isDueBy(memory: Pick<Memory, 'due'>, until: Date): boolean {
  return new Date(memory.due).getTime() < until.getTime();
}

/** The cards due by `until`, most overdue first (ties by question, for a stable order). */
export function dueFirst<T extends { questionId: number; memory: Pick<Memory, 'due'> }>(cards: readonly T[], until: Date): T[] {
  return cards
    .filter((card) => isDueBy(card.memory, until))
    .sort((a, b) => Date.parse(a.memory.due) - Date.parse(b.memory.due) || a.questionId - b.questionId);
}

/**
 * FSRS-6's default weights and 90% retention; one learning and one relearning step of 10 minutes,
 * so a question answered wrong comes back the same day and one answered right in days
 * (docs/learning.md#schedule).
 */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: true, learning_steps: ['10m'], relearning_steps: ['10m'] });

const ratings: Record<Grade, FsrsGrade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

const states: Record<State, MemoryState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

const fsrsStates: Record<MemoryState, State> = { new: State.New, learning: State.Learning, review: State.Review, relearning: State.Relearning };

function memoryOf(card: Card): Memory {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: states[card.state],
    lastReview: card.last_review === undefined ? null : card.last_review.toISOString(),
  };
}

function cardOf(memory: Memory): Card {
  const card: Card = {
    due: new Date(memory.due),
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: 0,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: fsrsStates[memory.state],
  };
  if (memory.lastReview !== null) card.last_review = new Date(memory.lastReview);
  return card;
}
