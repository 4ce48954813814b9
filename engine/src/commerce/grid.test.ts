import { describe, expect, it } from 'vitest';
import { pagerOf, rowsOfPage, showsGridPager } from './grid';

const rows = Array.from({ length: 73 }, (_, i) => i + 1);

describe('the subscriptions and transactions grids (docs/constants.md#page-sizes)', () => {
  it('show 10 rows a page', () => {
    expect(rowsOfPage(rows, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rowsOfPage(rows, 8)).toEqual([71, 72, 73]);
  });
  it('show the last page for a page past the end and the first for nonsense', () => {
    expect(rowsOfPage(rows, 99)).toEqual([71, 72, 73]);
    expect(rowsOfPage(rows, 0)[0]).toBe(1);
    expect(rowsOfPage(rows, Number.NaN)[0]).toBe(1);
  });
  it('number the pages in blocks of 5 with links to the neighbouring blocks', () => {
    expect(pagerOf(73, 3)).toEqual({ page: 3, pageCount: 8, numbers: [1, 2, 3, 4, 5], previousBlock: null, nextBlock: 6 });
    expect(pagerOf(73, 6)).toEqual({ page: 6, pageCount: 8, numbers: [6, 7, 8], previousBlock: 5, nextBlock: null });
  });
  it('need no pager for 10 rows or fewer', () => {
    expect(showsGridPager(10)).toBe(false);
    expect(showsGridPager(11)).toBe(true);
    expect(pagerOf(0, 1)).toMatchObject({ page: 1, pageCount: 1, numbers: [1] });
  });
});
