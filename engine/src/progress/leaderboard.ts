// The leaderboard table of spec 001 §2 and §3: Rank (the position), Name and Score (elo, whole),
// 10 a page, and the 'Showing data for' summary of the period in view.
import { pageItems, rankOf } from './paging';
import { GRID_PAGE_SIZE } from './limits';
import { progressMessages as m } from './messages';
import type { LeaderboardPeriod } from './leaderboardPeriod';

/** GET /api/exam/v1/leaderboard/ row (spec 001 §3). */
export type LeaderboardEntry = { full_name: string; email: string; elo: number };
export type LeaderboardLine = { rank: number; name: string; score: number; email: string };

/** The rows of one page, ranked across pages, scores rounded to whole points. */
export function leaderboardLines(entries: readonly LeaderboardEntry[], page: number): LeaderboardLine[] {
  return pageItems(entries, page, GRID_PAGE_SIZE).map((entry, i) => ({
    rank: rankOf(page, i, GRID_PAGE_SIZE),
    name: entry.full_name,
    score: Math.round(entry.elo),
    email: entry.email,
  }));
}

/** 'Showing data for 15/11/2026 – 22/11/2026' */
export function showingDataFor(period: LeaderboardPeriod): string {
  return `${m.showingDataFor} ${dayText(period.start_date)} – ${dayText(period.end_date)}`;
}

function dayText(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return `${day}/${month}/${year}`;
}
