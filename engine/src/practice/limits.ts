// Constants of the practice setup screens (docs/constants.md#practice-limits), defined once.

/** docs/constants.md#count-presets: count presets, default 10. */
export const RANDOM_TEST_PRESETS = [5, 10, 15, 20] as const;
export const RANDOM_TEST_DEFAULT_COUNT = 10;
/** docs/constants.md#count-presets: count presets. */
export const FLASHCARD_PRESETS = [5, 10, 15] as const;
/** docs/constants.md#practice-limits: random-test tables are paged 5 per page; the pager appears at 6 or more rows. */
export const RANDOM_TEST_ROWS_PER_PAGE = 5;
/** docs/constants.md#previous-years: previous-year years run 1997 to 2025 (29 entries). */
export const PREVIOUS_YEAR_FIRST = 1997;
export const PREVIOUS_YEAR_LAST = 2025;
