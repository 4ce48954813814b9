// The leaderboard table: Rank, Name and Score (elo, whole), 10 a page, and the
// 'Showing data for' summary of the period in view. Learners with the same shown score share a rank
// (1, 2, 2, 4): the api ranks with leaderboardRanks, the screen shows its rank.
import { formatDigits } from '../i18n/format';
import { pageItems } from './paging';
import { GRID_PAGE_SIZE } from './limits';
import { progressMessages as m } from './messages';
import type { LeaderboardPeriod } from './leaderboardPeriod';

/** A GET /api/exam/v1/leaderboard/ row, with its rank and whether it is the caller's. */
export type LeaderboardEntry = { full_name: string; email: string; elo: number; rank: number; you: boolean };
export type LeaderboardLine = { rank: number; name: string; score: number; email: string; you: boolean };

/** The score a learner sees: the rating in whole points. */
export function leaderboardScore(elo: number): number {
  return Math.round(elo);
}

/**
 * Ranks of ratings sorted best first: equal shown scores share a rank and the next one skips
 * (1, 2, 2, 4), so two learners with 960 are never told they differ.
 */
export function leaderboardRanks(elos: readonly number[]): number[] {
  const ranks: number[] = [];
  elos.forEach((elo, i) => {
    const previous = elos[i - 1];
    const same = previous !== undefined && leaderboardScore(previous) === leaderboardScore(elo);
    ranks.push(same ? (ranks[i - 1] ?? i + 1) : i + 1);
  });
  return ranks;
}

/** The rows of one page, with the api's ranks, scores rounded to whole points. */
export function leaderboardLines(entries: readonly LeaderboardEntry[], page: number): LeaderboardLine[] {
  return pageItems(entries, page, GRID_PAGE_SIZE).map((entry) => ({
    rank: entry.rank,
    name: entry.full_name,
    score: leaderboardScore(entry.elo),
    email: entry.email,
    you: entry.you,
  }));
}

/**
 * The page the table opens on: the one with the learner's own row (docs/progress.md#own-row), so
 * a learner ranked 57th sees themselves without paging; the first when they are not listed.
 */
export function pageOfOwnRow(entries: readonly LeaderboardEntry[]): number {
  const own = entries.findIndex((entry) => entry.you);
  return own < 0 ? 1 : Math.floor(own / GRID_PAGE_SIZE) + 1;
}

/** 'Showing data for 15/11/2026 – 22/11/2026' */
export function showingDataFor(period: LeaderboardPeriod): string {
  return `${m.showingDataFor} ${dayText(period.start_date)} – ${dayText(period.end_date)}`;
}

function dayText(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return formatDigits(`${day}/${month}/${year}`);
}
