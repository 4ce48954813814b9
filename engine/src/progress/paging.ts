// Client-side paging (docs/constants.md#page-sizes): the history and leaderboard grids (10 a page, 5 page
// numbers per block) and the dashboard tables (5 a page, the pager from 6 rows).
import { PAGE_NUMBERS_PER_BLOCK } from './limits';

/** At least one page, so an empty grid still has a page 1. */
export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page brought inside 1 … pageCountOf (a list that shrank keeps a valid page). */
export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCountOf(total, size));
}

/** The rows of a 1-based page. */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  const start = (clampPage(page, items.length, size) - 1) * size;
  return items.slice(start, start + size);
}

/** The pager shows once there is more than one page (dashboard: 6 or more rows at 5 a page). */
export function pagerShown(total: number, size: number): boolean {
  return total > size;
}

/** The page numbers of the block holding `page`: 1–5, 6–10, … (the last block may be shorter). */
export function pageNumbers(page: number, pages: number, perBlock: number = PAGE_NUMBERS_PER_BLOCK): number[] {
  const current = Math.min(Math.max(1, page), Math.max(1, pages));
  const first = Math.floor((current - 1) / perBlock) * perBlock + 1;
  const last = Math.min(first + perBlock - 1, Math.max(1, pages));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
