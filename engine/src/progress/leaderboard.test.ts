import { expect, it } from 'vitest';
import { leaderboardLines, showingDataFor } from './leaderboard';

const entries = Array.from({ length: 12 }, (_, i) => ({ full_name: `Learner ${i + 1}`, email: `l${i}@x.y`, elo: 1100.5 - i * 10 }));

it('ranks by position across pages of 10 and rounds the score', () => {
  expect(leaderboardLines(entries, 1)[0]).toEqual({ rank: 1, name: 'Learner 1', score: 1101, email: 'l0@x.y' });
  expect(leaderboardLines(entries, 2).map((line) => [line.rank, line.name])).toEqual([
    [11, 'Learner 11'],
    [12, 'Learner 12'],
  ]);
});

it("says which days the table shows: 'Showing data for'", () => {
  expect(showingDataFor({ start_date: '2026-11-15', end_date: '2026-11-22' })).toBe('Showing data for 15/11/2026 – 22/11/2026');
});
