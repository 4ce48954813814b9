// Paging of the subscriptions and transactions grids (docs/constants.md#page-sizes): 10 rows a page, and the pager
// shows page numbers in blocks of 5; the same rules as the progress grids (progress/paging.ts).
import { GRID_PAGE_SIZE, PAGE_NUMBERS_PER_BLOCK as GRID_PAGE_BLOCK } from '../progress/limits';
import { clampPage, pageCountOf, pageItems, pageNumbers } from '../progress/paging';

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

/** The rows of a 1-based page; a page past the end shows the last one. */
export function rowsOfPage<Row>(rows: readonly Row[], page: number, size = GRID_PAGE_SIZE): Row[] {
  return pageItems(rows, Math.floor(page) || 1, size);
}

export function pagerOf(rows: number, page: number, size = GRID_PAGE_SIZE, block = GRID_PAGE_BLOCK): Pager {
  const pageCount = pageCountOf(rows, size);
  const current = clampPage(Math.floor(page) || 1, rows, size);
  const numbers = pageNumbers(current, pageCount, block);
  const first = numbers[0] ?? 1;
  const last = numbers[numbers.length - 1] ?? 1;
  return {
    page: current,
    pageCount,
    numbers,
    previousBlock: first > 1 ? first - 1 : null,
    nextBlock: last < pageCount ? last + 1 : null,
  };
}

/** The pager is only worth showing with more than one page. */
export function showsGridPager(rows: number, size = GRID_PAGE_SIZE): boolean {
  return pageCountOf(rows, size) > 1;
}
