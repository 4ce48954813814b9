import { describe, expect, it } from 'vitest';
import { chartDays, chartMaxY, correctAnswers, examTilesOf, matchesSearch, packageRows, performanceWindow, shiftDay, statCards } from './dashboard';

const day = (date: string, total_question: number, right = 0, wrong = 0) => ({
  date,
  total_question,
  right,
  wrong,
  not_answered: total_question - right - wrong,
});

describe('the home dashboard', () => {
  it('shows the four stat cards, the correct answers from the ratio', () => {
    expect(statCards({ exams: 3, total_qn: 30, correct_ratio: 56.666666 })).toEqual([
      { label: 'Attempted Exams', value: '3' },
      { label: 'Questions Attempted', value: '30' },
      { label: 'Correct Answers', value: '17' },
      { label: 'Correct Percentage', value: '56.67%' },
    ]);
    expect(correctAnswers({ exams: 0, total_qn: 0, correct_ratio: 0 })).toBe(0);
  });

  it('counts as attempted only answered questions, and the percentage is their accuracy (issue 28)', () => {
    // 2 right, 3 wrong, 10 left blank: 5 attempted, 2 of them correct, 40% (the result's accuracy).
    const tiles = examTilesOf(1, { right: 2, wrong: 3 });
    expect(tiles).toEqual({ exams: 1, total_qn: 5, correct_ratio: 40 });
    expect(statCards(tiles).map((card) => card.value)).toEqual(['1', '5', '2', '40.00%']);
    expect(examTilesOf(0, { right: 0, wrong: 0 })).toEqual({ exams: 0, total_qn: 0, correct_ratio: 0 });
  });

  it('asks for two days either side of today, across a month end', () => {
    expect(performanceWindow('2026-11-30')).toEqual({ from_date: '2026-11-28', to_date: '2026-12-02' });
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('draws Question, Right, Wrong and Unattempted per date', () => {
    const [first] = chartDays([day('2026-11-22', 10, 6, 3)]);
    expect(first?.label).toBe('22/11');
    expect(first?.bars.map((bar) => [bar.label, bar.value])).toEqual([
      ['Question', 10],
      ['Right', 6],
      ['Wrong', 3],
      ['Unattempted', 1],
    ]);
  });

  it('keeps the y-axis at 50 until a day has more', () => {
    expect(chartMaxY([])).toBe(50);
    expect(chartMaxY([day('2026-11-22', 50)])).toBe(50);
    expect(chartMaxY([day('2026-11-22', 12), day('2026-11-23', 73)])).toBe(73);
  });

  it('lists a package once per grade, earliest expiry first, in Dhaka time', () => {
    const rows = packageRows([
      {
        id: 2,
        package: { name: 'Premium Quarterly' },
        from_date: '2026-11-01T00:00:00Z',
        to_date: '2027-01-30T00:00:00Z',
        details: [{ grade: { name: 'HSC' } }],
      },
      {
        id: 1,
        package: { name: 'Premium Monthly' },
        from_date: '2026-11-20T18:30:00Z',
        to_date: '2026-12-20T18:30:00Z',
        details: [{ grade: { name: 'HSC' } }, { grade: { name: 'HSC' } }, { grade: { name: 'Admission' } }],
      },
    ]);
    expect(rows.map((row) => [row.packageName, row.grade])).toEqual([
      ['Premium Monthly', 'HSC'],
      ['Premium Monthly', 'Admission'],
      ['Premium Quarterly', 'HSC'],
    ]);
    expect(rows[0]?.subscribed).toBe('21/11/2026, 12:30 am');
  });

  it('filters rows by any shown text, ignoring case; an empty search keeps all', () => {
    expect(matchesSearch(['Random Test', '22/11/2026, 10:00 am'], 'random')).toBe(true);
    expect(matchesSearch(['Random Test', '22/11/2026, 10:00 am'], '22/11')).toBe(true);
    expect(matchesSearch(['Random Test'], 'model')).toBe(false);
    expect(matchesSearch(['Random Test'], '  ')).toBe(true);
  });
});
