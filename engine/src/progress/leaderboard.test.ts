import { expect, it } from 'vitest';
import { leaderboardLines, leaderboardRanks, pageOfOwnRow, showingDataFor } from './leaderboard';

const entries = Array.from({ length: 12 }, (_, i) => ({ full_name: `Learner ${i + 1}`, email: `l${i}@x.y`, elo: 1100.5 - i * 10, rank: i + 1, you: i === 0 }));

it('gives equal shown scores one rank and skips the next: 1, 2, 2, 4', () => {
  expect(leaderboardRanks([1012, 960.2, 959.6, 940])).toEqual([1, 2, 2, 4]);
  expect(leaderboardRanks([1000, 1000, 1000])).toEqual([1, 1, 1]);
  expect(leaderboardRanks([])).toEqual([]);
});

it('shows the given ranks across pages of 10 and rounds the score', () => {
  expect(leaderboardLines(entries, 1)[0]).toEqual({ rank: 1, name: 'Learner 1', score: 1101, email: 'l0@x.y', you: true });
  expect(leaderboardLines(entries, 2).map((line) => [line.rank, line.name])).toEqual([
    [11, 'Learner 11'],
    [12, 'Learner 12'],
  ]);
});

it("says which days the table shows: 'Showing data for'", () => {
  expect(showingDataFor({ start_date: '2026-11-15', end_date: '2026-11-22' })).toBe('Showing data for 15/11/2026 – 22/11/2026');
});

it("opens on the page of the learner's own row, else the first", () => {
  const ranked = (you: number) => Array.from({ length: 25 }, (_, i) => ({ ...entries[0], full_name: `L${i}`, email: `l${i}@x.y`, elo: 1000 - i, rank: i + 1, you: i === you }));
  expect(pageOfOwnRow(ranked(0))).toBe(1);
  expect(pageOfOwnRow(ranked(9))).toBe(1);
  expect(pageOfOwnRow(ranked(10))).toBe(2);
  expect(pageOfOwnRow(ranked(24))).toBe(3);
  expect(pageOfOwnRow(ranked(-1))).toBe(1);
});
