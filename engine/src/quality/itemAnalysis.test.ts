import { describe, expect, it } from 'vitest';
import {
  QUALITY_MIN_ATTEMPTS,
  QUALITY_TWIN_MIN_ATTEMPTS,
  blanksOf,
  discriminationIndex,
  facilityIndex,
  itemFlags,
  itemSumsOf,
  medianOf,
  type ItemSitting,
  type OptionCount,
} from './itemAnalysis';

const sittings = (rows: Array<[0 | 1, number]>): ItemSitting[] => rows.map(([x, rest]) => ({ right: x === 1, rest }));
const repeat = <T>(times: number, rows: T[]): T[] => Array.from({ length: times }, () => rows).flat();
const options = (...chosen: number[]): OptionCount[] => chosen.map((count, position) => ({ position, isAnswer: position === 0, chosen: count }));

describe('item analysis (docs/content.md#item-analysis)', () => {
  it('the facility index is the mean item score in per cent', () => {
    expect(facilityIndex(itemSumsOf(sittings([[1, 0], [0, 0], [0, 0], [1, 0]])))).toBe(50);
    expect(facilityIndex(itemSumsOf([]))).toBeNull();
  });

  it('the discrimination index is the correlation of the item with the rest of the test', () => {
    // x = 1 1 0 0 against rest = 3 2 1 0: r = 8 / √80.
    expect(discriminationIndex(itemSumsOf(sittings([[1, 3], [1, 2], [0, 1], [0, 0]])))).toBeCloseTo(8 / Math.sqrt(80), 10);
    // The strong learners miss it: the same correlation, negative.
    expect(discriminationIndex(itemSumsOf(sittings([[0, 3], [0, 2], [1, 1], [1, 0]])))).toBeCloseTo(-8 / Math.sqrt(80), 10);
  });

  it('the discrimination index is undefined when the item or the rest does not vary', () => {
    expect(discriminationIndex(itemSumsOf(sittings([[1, 3], [1, 2]])))).toBeNull();
    expect(discriminationIndex(itemSumsOf(sittings([[1, 2], [0, 2]])))).toBeNull();
    expect(discriminationIndex(itemSumsOf(sittings([[1, 2]])))).toBeNull();
  });

  it('the median time is the middle one, or the mean of the middle two', () => {
    expect(medianOf([30, 10, 20])).toBe(20);
    expect(medianOf([40, 10, 30, 20])).toBe(25);
    expect(medianOf([])).toBeNull();
  });

  it('blanks are the attempts no option counts', () => {
    expect(blanksOf(itemSumsOf(sittings([[1, 0], [0, 0], [0, 0]])), options(1, 1, 0, 0))).toBe(1);
  });
});

describe('flags (docs/content.md#flags)', () => {
  it('an item everyone misses is too hard from five attempts on', () => {
    expect(itemFlags(itemSumsOf(repeat(4, sittings([[0, 1]]))), options(0, 4, 0, 0))).toEqual([]);
    expect(itemFlags(itemSumsOf(repeat(5, sittings([[0, 1]]))), options(0, 5, 0, 0))).toEqual(['too_hard']);
  });

  it('an item nearly everyone gets right is too easy', () => {
    expect(itemFlags(itemSumsOf(repeat(10, sittings([[1, 1]]))), options(10, 0, 0, 0))).toEqual(['too_easy']);
    // 9 of 10 is 90 %, not above it.
    expect(itemFlags(itemSumsOf([...repeat(9, sittings([[1, 1]])), ...sittings([[0, 1]])]), options(9, 1, 0, 0))).toEqual([]);
  });

  it('a negative discrimination and an unchosen distractor need enough attempts', () => {
    const few = sittings([[0, 3], [0, 2], [1, 1], [1, 0]]);
    expect(itemFlags(itemSumsOf(few), options(2, 2, 0, 0))).toEqual([]);
    const many = repeat(QUALITY_MIN_ATTEMPTS / 4, few);
    const half = QUALITY_MIN_ATTEMPTS / 2;
    expect(itemFlags(itemSumsOf(many), options(half, half, 0, 0))).toEqual(['negative_discrimination', 'unchosen_option']);
    expect(itemFlags(itemSumsOf(many), options(half, half - 2, 1, 1))).toEqual(['negative_discrimination']);
  });

  it('a twin whose facility is far from its own language’s is flagged, once each language has enough attempts', () => {
    const sums = itemSumsOf([...repeat(16, sittings([[1, 1]])), ...repeat(4, sittings([[0, 1]]))]);
    const split = (ownRight: number, twinRight: number, each = QUALITY_TWIN_MIN_ATTEMPTS) => ({
      own: { attempts: each, right: ownRight },
      twin: { attempts: each, right: twinRight },
    });
    // 90 % in English, 60 % in Bengali: 30 points apart.
    expect(itemFlags(sums, options(16, 2, 1, 1), split(9, 6))).toEqual(['twin_gap']);
    // 29 points apart is not enough (90 of 100 against 61 of 100), nor a gap with too few attempts in one language.
    expect(itemFlags(sums, options(16, 2, 1, 1), split(90, 61, 100))).toEqual([]);
    expect(itemFlags(sums, options(16, 2, 1, 1), split(90, 60, 100))).toEqual(['twin_gap']);
    expect(itemFlags(sums, options(16, 2, 1, 1), { own: { attempts: 10, right: 10 }, twin: { attempts: QUALITY_TWIN_MIN_ATTEMPTS - 1, right: 0 } })).toEqual([]);
    // Without a twin, nothing to compare.
    expect(itemFlags(sums, options(16, 2, 1, 1), null)).toEqual([]);
  });

  it('an unchosen key is no unchosen distractor (too hard says it)', () => {
    const missed = repeat(QUALITY_MIN_ATTEMPTS, sittings([[0, 1]]));
    expect(itemFlags(itemSumsOf(missed), options(0, 10, 5, 5))).toEqual(['too_hard']);
  });
});
