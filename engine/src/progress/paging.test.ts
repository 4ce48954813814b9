import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, pageItems, pageNumbers, pagerShown } from './paging';
import { DASHBOARD_ROWS_PER_PAGE, GRID_PAGE_SIZE } from './limits';

const rows = Array.from({ length: 23 }, (_, i) => i + 1);

describe('client-side paging', () => {
  it('cuts 23 rows into pages of 10, the last one short', () => {
    expect(pageCountOf(23, GRID_PAGE_SIZE)).toBe(3);
    expect(pageItems(rows, 1, GRID_PAGE_SIZE)).toEqual(rows.slice(0, 10));
    expect(pageItems(rows, 3, GRID_PAGE_SIZE)).toEqual([21, 22, 23]);
  });

  it('keeps an empty list on page 1 and a page past the end on the last page', () => {
    expect(pageCountOf(0, GRID_PAGE_SIZE)).toBe(1);
    expect(pageItems([], 1, GRID_PAGE_SIZE)).toEqual([]);
    expect(clampPage(9, 23, GRID_PAGE_SIZE)).toBe(3);
    expect(clampPage(0, 23, GRID_PAGE_SIZE)).toBe(1);
    expect(pageItems(rows, 9, GRID_PAGE_SIZE)).toEqual([21, 22, 23]);
  });

  it('shows the dashboard pager from 6 rows at 5 a page', () => {
    expect(pagerShown(5, DASHBOARD_ROWS_PER_PAGE)).toBe(false);
    expect(pagerShown(6, DASHBOARD_ROWS_PER_PAGE)).toBe(true);
  });

  it('offers 5 page numbers per block', () => {
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(5, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(6, 12)).toEqual([6, 7, 8, 9, 10]);
    expect(pageNumbers(12, 12)).toEqual([11, 12]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});
