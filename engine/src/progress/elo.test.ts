import { describe, expect, it } from 'vitest';
import { expectedScore, rateAnswer, rateExam } from './elo';
import { ELO_START } from './limits';

describe('the Elo rating of answers', () => {
  it('expects an even game between equal ratings and favours the higher one', () => {
    expect(expectedScore(1000, 1000)).toBe(0.5);
    expect(expectedScore(1400, 1000)).toBeCloseTo(10 / 11, 12);
    expect(expectedScore(1000, 1400)).toBeCloseTo(1 / 11, 12);
  });

  it('a right answer against an equal question moves the learner up 12 and the question down 4', () => {
    expect(rateAnswer(ELO_START, ELO_START, true)).toEqual({ learner: 1012, question: 996 });
    expect(rateAnswer(ELO_START, ELO_START, false)).toEqual({ learner: 988, question: 1004 });
  });

  it('plays an exam in order, carrying the learner’s rating from answer to answer', () => {
    const exam = rateExam(1000, [
      { question: 1000, right: true },
      { question: 1000, right: true },
      { question: 1000, right: false },
    ]);
    // 1000 → 1012 → 1012 + 24·(1 − E(1012, 1000)) → that − 24·E(·, 1000)
    const second = 1012 + 24 * (1 - 1 / (1 + 10 ** (-12 / 400)));
    const third = second - 24 / (1 + 10 ** ((1000 - second) / 400));
    expect(exam.learner).toBeCloseTo(third, 10);
    expect(exam.change).toBeCloseTo(third - 1000, 10);
    expect(exam.questions[0]).toBe(996);
    expect(exam.questions[2]).toBeCloseTo(1000 + 8 * (1 / (1 + 10 ** ((1000 - second) / 400))), 10);
  });

  it('an exam without answers changes nothing', () => {
    expect(rateExam(1234, [])).toEqual({ learner: 1234, questions: [], change: 0 });
  });
});
