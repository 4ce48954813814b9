// The time on each question (./questionTime.ts, docs/exam.md#question-time).
import { describe, expect, it } from 'vitest';
import { parseQueue, serializeQueue } from './autosave';
import { parseStoredProgress } from './examStorage';
import { QUESTION_TIME_MAX_MS, QUESTION_TIME_MAX_STEP_MS, sentTimeSpent, timeSeen } from './questionTime';

describe('timeSeen (docs/exam.md#question-time)', () => {
  it('gives the time since the last reading to the question on screen, adding to what it had', () => {
    expect(timeSeen({}, 1_000, 7, 2_000)).toEqual({ 7: 1_000 });
    expect(timeSeen({ 7: 1_000, 8: 50 }, 2_000, 7, 2_400)).toEqual({ 7: 1_400, 8: 50 });
  });

  it('counts nothing before the first reading, without a question, or when the clock went back', () => {
    const times = { 7: 300 };
    expect(timeSeen(times, null, 7, 5_000)).toBe(times);
    expect(timeSeen(times, 1_000, undefined, 5_000)).toBe(times);
    expect(timeSeen(times, 5_000, 7, 4_000)).toBe(times);
  });

  it('counts a long gap (a phone asleep, a hidden tab) as one step at most', () => {
    expect(timeSeen({}, 0, 7, 600_000)).toEqual({ 7: QUESTION_TIME_MAX_STEP_MS });
  });
});

describe('the time kept on the device (docs/exam.md#question-time)', () => {
  it('keeps a queued save’s time, and a broken one never costs the save', () => {
    const queue = [{ examId: 7, questionId: 1, option: 11, chosenAt: 5, spentMs: 42_000 }];
    expect(parseQueue(serializeQueue(queue))).toEqual(queue);
    const broken = JSON.stringify([{ examId: 7, questionId: 1, option: 11, spentMs: -3 }, { examId: 7, questionId: 2, option: 21, spentMs: 'slow' }]);
    expect(parseQueue(broken)).toEqual([
      { examId: 7, questionId: 1, option: 11 },
      { examId: 7, questionId: 2, option: 21 },
    ]);
  });

  it('keeps the progress’s times, and reads older progress without them', () => {
    expect(parseStoredProgress(JSON.stringify({ index: 1, startedAt: 9, spent: { 1: 4_000 } }))?.spent).toEqual({ 1: 4_000 });
    expect(parseStoredProgress(JSON.stringify({ index: 1, startedAt: 9 }))?.spent).toBeUndefined();
    expect(parseStoredProgress(JSON.stringify({ index: 1, startedAt: 9, spent: { 1: -1 } }))).toMatchObject({ index: 1, spent: undefined });
  });

  it('sends whole milliseconds within the contract’s bounds', () => {
    expect([sentTimeSpent(1_234.6), sentTimeSpent(-5), sentTimeSpent(1e12)]).toEqual([1_235, 0, QUESTION_TIME_MAX_MS]);
  });
});
