// Paging of the subscriptions and transactions grids (spec 001 §9): 10 rows a page, and the pager
// shows page numbers in blocks of 5.
import { GRID_PAGE_BLOCK, GRID_PAGE_SIZE } from './limits';

export type Pager = {
  /** 1-based, clamped into 1..pageCount. */
  page: number;
  pageCount: number;
  /** The page numbers of the block holding `page`. */
  numbers: number[];
  /** The last page of the previous block, or null in the first block. */
  previousBlock: number | null;
  /** The first page of the next block, or null in the last block. */
  nextBlock: number | null;
};

export function pageCountOf(rows: number, size = GRID_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(rows / size));
}

/** The rows of a 1-based page; a page past the end shows the last one. */
export function rowsOfPage<Row>(rows: readonly Row[], page: number, size = GRID_PAGE_SIZE): Row[] {
  const current = clamp(page, pageCountOf(rows.length, size));
  return rows.slice((current - 1) * size, current * size);
}

export function pagerOf(rows: number, page: number, size = GRID_PAGE_SIZE, block = GRID_PAGE_BLOCK): Pager {
  const pageCount = pageCountOf(rows, size);
  const current = clamp(page, pageCount);
  const first = Math.floor((current - 1) / block) * block + 1;
  const last = Math.min(pageCount, first + block - 1);
  return {
    page: current,
    pageCount,
    numbers: Array.from({ length: last - first + 1 }, (_, i) => first + i),
    previousBlock: first > 1 ? first - 1 : null,
    nextBlock: last < pageCount ? last + 1 : null,
  };
}

/** The pager is only worth showing with more than one page. */
export function showsGridPager(rows: number, size = GRID_PAGE_SIZE): boolean {
  return pageCountOf(rows, size) > 1;
}

function clamp(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
}
