import { describe, expect, it } from 'vitest';
import { breakEvenChance, expectedMarks, guessingViewOf, skippingByTopic, verdictOf, type AnswerShare } from './guessing';

describe('when answering pays', () => {
  it('is above one in five at −0.25 of 1 mark, and always without negative marks', () => {
    expect(breakEvenChance(1, 0.25)).toBeCloseTo(0.2, 12);
    expect(breakEvenChance(1, 0.5)).toBeCloseTo(1 / 3, 12);
    expect(breakEvenChance(1, 0)).toBe(0);
    // At the break-even chance answering and skipping are worth the same: nothing.
    expect(expectedMarks(0.2, 1, 0.25)).toBeCloseTo(0, 12);
    expect(expectedMarks(0.25, 1, 0.25)).toBeCloseTo(0.0625, 12);
  });

  it('follows the share right when answered, once three answers say something', () => {
    expect(verdictOf({ answered: 10, right: 3 }, 1, 0.25)).toBe('answer');
    expect(verdictOf({ answered: 10, right: 2 }, 1, 0.25)).toBe('skip');
    expect(verdictOf({ answered: 2, right: 0 }, 1, 0.25)).toBe('unknown');
    expect(verdictOf(undefined, 1, 0.25)).toBe('unknown');
    expect(verdictOf({ answered: 10, right: 1 }, 1, 0)).toBe('answer');
  });
});

describe('what skipping cost or saved, by topic', () => {
  const shares = new Map<number, AnswerShare>([
    [7, { answered: 20, right: 12 }],
    [8, { answered: 10, right: 1 }],
    [9, { answered: 2, right: 2 }],
  ]);
  const q = (topic: number, right: boolean | null, options = 4) => ({ topic, right, options });

  it('prices each skipped question at the learner’s share right in its topic', () => {
    const rows = skippingByTopic([q(7, null), q(7, null), q(7, true), q(7, false), q(8, null), q(8, false), q(8, false), q(10, true)], shares, 1, 0.25);
    expect(rows.map((row) => row.topic)).toEqual([7, 8]);
    const [strong, weak] = rows;
    // 60% right: each skipped question was worth 0.6 − 0.4 × 0.25 = 0.5 marks; two of them cost 1.
    expect(strong).toMatchObject({ skipped: 2, wrong: 1, chance: 0.6, fromAnswers: true, verdict: 'answer', lostToWrong: 0.25 });
    expect(strong?.skippingCost).toBeCloseTo(1, 12);
    // 10% right: answering would have lost 0.1 − 0.9 × 0.25 = −0.125; skipping saved that.
    expect(weak).toMatchObject({ skipped: 1, wrong: 2, verdict: 'skip', lostToWrong: 0.5 });
    expect(weak?.skippingCost).toBeCloseTo(-0.125, 12);
  });

  it('takes a blind guess’s chance in a topic with fewer than three answers', () => {
    const [row] = skippingByTopic([q(9, null), q(9, null, 5)], shares, 1, 0.25);
    expect(row).toMatchObject({ topic: 9, fromAnswers: false, verdict: 'unknown' });
    expect(row?.chance).toBeCloseTo((1 / 4 + 1 / 5) / 2, 12);
    expect(row?.skippingCost).toBeCloseTo(2 * expectedMarks((1 / 4 + 1 / 5) / 2, 1, 0.25), 12);
  });

  it('leaves out topics with everything right, and orders by marks at stake', () => {
    expect(skippingByTopic([q(7, true), q(8, true)], shares, 1, 0.25)).toEqual([]);
    const rows = skippingByTopic([q(8, null), q(7, null), q(7, null), q(7, null)], shares, 1, 0.25);
    expect(rows.map((row) => row.topic)).toEqual([7, 8]);
  });
});

describe('the Answer or skip? card', () => {
  const options = [
    { id: 1, is_answer: true },
    { id: 2, is_answer: false },
    { id: 3, is_answer: false },
    { id: 4, is_answer: false },
  ];
  const optics = { id: 7, name: 'Optics' };
  const waves = { id: 8, name: 'Waves' };
  const questions = [
    { topic: optics, option: null, options },
    { topic: optics, option: 1, options },
    { topic: waves, option: 2, options },
    { topic: waves, option: null, options },
  ];
  const shares = [
    { topic: { id: 7 }, answered: 10, right: 6 },
    { topic: { id: 8 }, answered: 10, right: 1 },
  ];

  it('words each topic, with the rule and the total', () => {
    expect(guessingViewOf({ mark_per_qn: 1, negative_mark_per_qn: 0.25 }, questions, shares)).toEqual({
      rule: 'With 0.25 marks off for a wrong answer, answering pays when you are right more than 20% of the time.',
      rows: [
        { topic: 7, name: 'Optics', lines: ['You are right 60% of the times you answer (10 answers).', 'Answering pays.', 'Skipping 1 cost you about 0.5 marks.'] },
        {
          topic: 8,
          name: 'Waves',
          lines: ['You are right 10% of the times you answer (10 answers).', 'Skipping pays.', 'Skipping 1 saved you about 0.13 marks.', '1 wrong answer cost 0.25 marks.'],
        },
      ],
      total: 'In all, skipping cost you about 0.38 marks.',
    });
  });

  it('is not shown without negative marks or without the topics', () => {
    expect(guessingViewOf({ mark_per_qn: 1, negative_mark_per_qn: 0 }, questions, shares)).toBeNull();
    expect(guessingViewOf({ mark_per_qn: 1, negative_mark_per_qn: null }, questions, shares)).toBeNull();
    expect(guessingViewOf({ mark_per_qn: 1, negative_mark_per_qn: 0.25 }, [{ option: null, options }], shares)).toBeNull();
  });

  it('has no rows when every question was answered right', () => {
    expect(guessingViewOf({ mark_per_qn: 1, negative_mark_per_qn: 0.25 }, [{ topic: optics, option: 1, options }], shares)).toMatchObject({ rows: [], total: null });
  });
});
