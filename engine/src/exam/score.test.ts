import { describe, expect, it } from 'vitest';
import { examMessages } from './messages';
import { accuracyPercent, accuracyText, attemptedOf, distributionOf, formatScore, maximumScoreOf, questionCountOf, scoreOf, totalsOf } from './score';

const counts = { right: 6, wrong: 3, not_answered: 1 };

describe('score', () => {
  it('scores right times the mark minus wrong times the negative mark', () => {
    expect(scoreOf(counts, { mark_per_qn: 1, negative_mark_per_qn: 0.25 })).toBe(5.25);
    expect(scoreOf({ right: 1, wrong: 4, not_answered: 0 }, { mark_per_qn: 1, negative_mark_per_qn: 0.5 })).toBe(-1);
  });

  it('takes no negative marks when the exam has none', () => {
    expect(scoreOf(counts, { mark_per_qn: 2, negative_mark_per_qn: null })).toBe(12);
  });

  it('shows no floating-point noise for fractional marks', () => {
    expect(scoreOf({ right: 3, wrong: 0, not_answered: 0 }, { mark_per_qn: 0.1, negative_mark_per_qn: 0 })).toBe(0.3);
  });

  it('gives the maximum as total questions times the mark', () => {
    expect(questionCountOf(counts)).toBe(10);
    expect(maximumScoreOf(counts, { mark_per_qn: 2, negative_mark_per_qn: 0.5 })).toBe(20);
  });

  it('sums subject results into the exam totals', () => {
    expect(totalsOf([counts, { right: 1, wrong: 2, not_answered: 3 }])).toEqual({ right: 7, wrong: 5, not_answered: 4 });
    expect(totalsOf([])).toEqual({ right: 0, wrong: 0, not_answered: 0 });
  });

  it('computes the result accuracy as right over right plus wrong, ignoring unanswered', () => {
    expect(accuracyPercent(counts)).toBeCloseTo(66.6667, 3);
    expect(accuracyPercent({ right: 0, wrong: 0, not_answered: 5 })).toBeNull();
  });

  it("writes the accuracy every screen shows with 2 decimals, or 'N/A' when nothing was answered", () => {
    expect(accuracyText({ right: 2, wrong: 1 })).toBe('66.67%');
    expect(accuracyText({ right: 6, wrong: 4 })).toBe('60.00%');
    expect(accuracyText({ right: 0, wrong: 0 })).toBe(examMessages.notAvailable);
    expect(examMessages.notAvailable).toBe('N/A');
  });

  it('counts as attempted only the questions answered, right or wrong (issue 28)', () => {
    expect(attemptedOf({ right: 2, wrong: 1 })).toBe(3);
    expect(attemptedOf({ right: 0, wrong: 0 })).toBe(0);
  });

  it('writes a score with at most 2 decimals and no trailing zeros', () => {
    expect(formatScore(scoreOf({ right: 2, wrong: 3, not_answered: 10 }, { mark_per_qn: 1, negative_mark_per_qn: 0.25 }))).toBe('1.25');
    expect(formatScore(2)).toBe('2');
    expect(formatScore(-0.5)).toBe('-0.5');
  });

  it('shows no floating-point noise in the maximum for fractional marks', () => {
    expect(maximumScoreOf({ right: 1, wrong: 1, not_answered: 1 }, { mark_per_qn: 0.1, negative_mark_per_qn: null })).toBe(0.3);
  });

  it('a score can fall below zero but the maximum ignores negative marks', () => {
    const allWrong = { right: 0, wrong: 4, not_answered: 0 };
    const marking = { mark_per_qn: 1, negative_mark_per_qn: 0.25 };
    expect(scoreOf(allWrong, marking)).toBe(-1);
    expect(maximumScoreOf(allWrong, marking)).toBe(4);
  });

  it('gives a result accuracy of 0, not none, when every answer is wrong, and 100 when every one is right', () => {
    expect(accuracyPercent({ right: 0, wrong: 3, not_answered: 2 })).toBe(0);
    expect(accuracyPercent({ right: 3, wrong: 0, not_answered: 2 })).toBe(100);
  });

  it('rounds the accuracy to 2 decimals and leaves unanswered questions out of it', () => {
    expect(accuracyText({ right: 1, wrong: 2 })).toBe('33.33%');
    expect(accuracyText({ right: 1, wrong: 5 })).toBe('16.67%');
    expect(accuracyText({ right: 10, wrong: 0 })).toBe('100.00%');
    expect(accuracyText({ right: 0, wrong: 7 })).toBe('0.00%');
  });

  it('the bars add up to 100 percent', () => {
    const { correct, wrong, unanswered } = distributionOf({ right: 1, wrong: 1, not_answered: 1 });
    expect(correct + wrong + unanswered).toBeCloseTo(100, 10);
    expect(correct).toBeCloseTo(33.3333, 3);
  });

  it('gives the correct, wrong and unanswered bars as percents of all questions', () => {
    expect(distributionOf(counts)).toEqual({ correct: 60, wrong: 30, unanswered: 10 });
    expect(distributionOf({ right: 0, wrong: 0, not_answered: 0 })).toEqual({ correct: 0, wrong: 0, unanswered: 0 });
  });
});
