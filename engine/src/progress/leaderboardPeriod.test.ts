import { describe, expect, it } from 'vitest';
import {
  customPeriod,
  customYears,
  defaultLeaderboardTab,
  leaderboardTabLabels,
  leaderboardTabs,
  presetPeriod,
  weeksOfMonth,
} from './leaderboardPeriod';
import { progressMessages } from './messages';

describe('leaderboard tabs (docs/progress.md#leaderboard-periods)', () => {
  it('are This Week, This Month, This Year, Lifetime and Custom, with Lifetime selected first', () => {
    expect(leaderboardTabs.map((tab) => leaderboardTabLabels[tab])).toEqual([
      'This Week',
      'This Month',
      'This Year',
      'Lifetime',
      'Custom',
    ]);
    expect(defaultLeaderboardTab).toBe('lifetime');
  });
});

describe('presetPeriod (docs/constants.md#leaderboard-periods)', () => {
  it('This Week is the last 7 days up to today', () => {
    expect(presetPeriod('week', '2026-03-05')).toEqual({ start_date: '2026-02-26', end_date: '2026-03-05' });
  });
  it('This Month is the last calendar month up to today', () => {
    expect(presetPeriod('month', '2026-11-22')).toEqual({ start_date: '2026-10-22', end_date: '2026-11-22' });
    expect(presetPeriod('month', '2026-01-15')).toEqual({ start_date: '2025-12-15', end_date: '2026-01-15' });
  });
  it('a month back from the 31st ends on the shorter month’s last day', () => {
    expect(presetPeriod('month', '2026-03-31').start_date).toBe('2026-02-28');
    expect(presetPeriod('month', '2024-03-31').start_date).toBe('2024-02-29');
  });
  it('This Year is the last year up to today', () => {
    expect(presetPeriod('year', '2026-11-22')).toEqual({ start_date: '2025-11-22', end_date: '2026-11-22' });
    expect(presetPeriod('year', '2024-02-29').start_date).toBe('2023-02-28');
  });
  it('Lifetime starts at 2000-01-01', () => {
    expect(presetPeriod('lifetime', '2026-11-22')).toEqual({ start_date: '2000-01-01', end_date: '2026-11-22' });
  });
  it('refuses a today that is not YYYY-MM-DD', () => {
    expect(() => presetPeriod('week', '22/11/2026')).toThrow(RangeError);
  });
});

describe('customPeriod (docs/progress.md#leaderboard-custom)', () => {
  it("requires a year: 'Please select at least a year'", () => {
    expect(customPeriod({ year: null, month: 3, week: 1 })).toEqual({ ok: false, error: progressMessages.selectYear });
    expect(progressMessages.selectYear).toBe('Please select at least a year');
  });
  it('a year alone is 1 January to 31 December', () => {
    expect(customPeriod({ year: 2025, month: null, week: null })).toEqual({
      ok: true,
      period: { start_date: '2025-01-01', end_date: '2025-12-31' },
    });
  });
  it('a month is its first to its last day', () => {
    expect(customPeriod({ year: 2024, month: 2, week: null })).toEqual({
      ok: true,
      period: { start_date: '2024-02-01', end_date: '2024-02-29' },
    });
    expect(customPeriod({ year: 2025, month: 4, week: null })).toEqual({
      ok: true,
      period: { start_date: '2025-04-01', end_date: '2025-04-30' },
    });
  });
  it('week 1 is days 1 to 7 and week 2 days 8 to 14', () => {
    expect(customPeriod({ year: 2025, month: 10, week: 1 })).toEqual({
      ok: true,
      period: { start_date: '2025-10-01', end_date: '2025-10-07' },
    });
    expect(customPeriod({ year: 2025, month: 10, week: 2 })).toEqual({
      ok: true,
      period: { start_date: '2025-10-08', end_date: '2025-10-14' },
    });
  });
  it('the last week ends at the end of the month', () => {
    expect(customPeriod({ year: 2025, month: 10, week: 5 })).toEqual({
      ok: true,
      period: { start_date: '2025-10-29', end_date: '2025-10-31' },
    });
  });
  it('a week a month does not have is a programming error', () => {
    expect(() => customPeriod({ year: 2025, month: 2, week: 5 })).toThrow(RangeError);
  });
  it('a week without a month is ignored (the week selector needs a month)', () => {
    expect(customPeriod({ year: 2025, month: null, week: 2 })).toEqual(customPeriod({ year: 2025, month: null, week: null }));
  });
});

describe('weeksOfMonth (docs/progress.md#leaderboard-custom)', () => {
  it('cuts a 31-day month into four 7-day blocks and a 3-day one', () => {
    expect(weeksOfMonth(2025, 1)).toEqual([
      { week: 1, firstDay: 1, lastDay: 7 },
      { week: 2, firstDay: 8, lastDay: 14 },
      { week: 3, firstDay: 15, lastDay: 21 },
      { week: 4, firstDay: 22, lastDay: 28 },
      { week: 5, firstDay: 29, lastDay: 31 },
    ]);
  });
  it('gives a 28-day February exactly four weeks and a leap February a one-day fifth', () => {
    expect(weeksOfMonth(2025, 2)).toHaveLength(4);
    expect(weeksOfMonth(2024, 2).at(-1)).toEqual({ week: 5, firstDay: 29, lastDay: 29 });
  });
});

describe('customYears (docs/progress.md#leaderboard-custom)', () => {
  it('offers the current year and the previous 5, newest first', () => {
    expect(customYears('2026-11-22')).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });
});
