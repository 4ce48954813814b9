// Constants of the practice setup screens (spec 000 §5, §9), defined once.

/** spec 000 §5 Random test: count presets, default 10. */
export const RANDOM_TEST_PRESETS = [5, 10, 15, 20] as const;
export const RANDOM_TEST_DEFAULT_COUNT = 10;
/** spec 000 §5 Flashcard setup: count presets. */
export const FLASHCARD_PRESETS = [5, 10, 15] as const;
/** spec 000 §9: random-test tables are paged 5 per page; the pager appears at 6 or more rows. */
export const RANDOM_TEST_ROWS_PER_PAGE = 5;
/** spec 000 §9: previous-year years run 1997 to 2025 (29 entries). */
export const PREVIOUS_YEAR_FIRST = 1997;
export const PREVIOUS_YEAR_LAST = 2025;
