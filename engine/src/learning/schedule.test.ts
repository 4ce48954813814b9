import { createEmptyCard, fsrs, Rating, type Grade as FsrsGrade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { afterReview, dueFirst, freshMemory, gradeOfAnswer, recallAt, reviewInstant, type Grade, type Memory } from './schedule';

const t0 = new Date('2026-12-01T10:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;
const at = (ms: number) => new Date(t0.getTime() + ms);
const dueIn = (memory: Memory, from: Date) => Date.parse(memory.due) - from.getTime();

/** A question answered wrong in an exam finished at t0. */
const missed = () => afterReview(freshMemory(t0), 'again', t0);

describe('the schedule', () => {
  it('brings a question answered wrong in an exam back ten minutes later, the same day', () => {
    const memory = missed();
    expect(memory.state).toBe('learning');
    expect(dueIn(memory, t0)).toBe(minutes(10));
  });

  it('sends a missed question answered right away for a day, and wrong again for ten minutes', () => {
    const later = at(minutes(30));
    const right = afterReview(missed(), gradeOfAnswer(true), later);
    expect(right.state).toBe('review');
    expect(dueIn(right, later)).toBe(days(1));
    const wrong = afterReview(missed(), gradeOfAnswer(false), later);
    expect(wrong.state).toBe('learning');
    expect(dueIn(wrong, later)).toBe(minutes(10));
  });

  it('gives the same intervals as ts-fsrs for the same history', () => {
    const reference = fsrs({ enable_fuzz: false, learning_steps: ['10m'], relearning_steps: ['10m'] });
    const history: Array<[Grade, FsrsGrade, number]> = [
      ['again', Rating.Again, 0],
      ['good', Rating.Good, minutes(12)],
      ['good', Rating.Good, days(1)],
      ['hard', Rating.Hard, days(4)],
      ['again', Rating.Again, days(9)],
      ['good', Rating.Good, days(9) + minutes(15)],
      ['easy', Rating.Easy, days(13)],
      ['good', Rating.Good, days(40)],
    ];
    let ours = freshMemory(t0);
    let theirs = createEmptyCard(t0);
    for (const [grade, rating, offset] of history) {
      ours = afterReview(ours, grade, at(offset));
      theirs = reference.next(theirs, at(offset), rating).card;
      expect(ours.due).toBe(theirs.due.toISOString());
      expect(ours.stability).toBeCloseTo(theirs.stability, 10);
      expect(ours.difficulty).toBeCloseTo(theirs.difficulty, 10);
      expect(ours.reps).toBe(theirs.reps);
      expect(ours.lapses).toBe(theirs.lapses);
    }
    expect(ours.lapses).toBe(1);
    expect(dueIn(ours, at(days(40)))).toBeGreaterThan(days(10));
  });

  it('never reviews before the last review, whatever the clock says', () => {
    const reviewed = afterReview(missed(), 'good', at(minutes(30)));
    const behind = at(-days(2));
    expect(reviewInstant(reviewed, behind).toISOString()).toBe(at(minutes(30)).toISOString());
    expect(afterReview(reviewed, 'good', behind)).toEqual(afterReview(reviewed, 'good', at(minutes(30))));
  });

  it('predicts recall falling with time since the last review', () => {
    const reviewed = afterReview(missed(), 'good', at(minutes(30)));
    expect(recallAt(freshMemory(t0), t0)).toBe(1);
    const soon = recallAt(reviewed, at(days(1)));
    const late = recallAt(reviewed, at(days(10)));
    expect(soon).toBeGreaterThan(late);
    expect(soon).toBeGreaterThan(0.85);
    expect(late).toBeLessThan(0.8);
  });

  it('serves the due cards most overdue first, leaving those not yet due', () => {
    const card = (questionId: number, due: number) => ({ questionId, memory: { due: at(due).toISOString() } });
    const cards = [card(3, minutes(5)), card(1, -days(2)), card(2, -minutes(1)), card(4, days(1)), card(5, -days(2))];
    expect(dueFirst(cards, at(minutes(10))).map((c) => c.questionId)).toEqual([1, 5, 2, 3]);
  });
});
