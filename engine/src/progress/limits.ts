// Business constants (docs/constants.md#progress-limits) for the leaderboard, profile and password forms.

/** docs/constants.md#leaderboard-periods: the Lifetime period starts here. */
export const LEADERBOARD_LIFETIME_START = '2000-01-01';
/** docs/constants.md#leaderboard-periods: week is the last 7 days. */
export const LEADERBOARD_WEEK_DAYS = 7;
/** docs/progress.md#leaderboard-custom: the custom Year selector offers the current year and the previous 5. */
export const LEADERBOARD_CUSTOM_PAST_YEARS = 5;
/** docs/progress.md#leaderboard-custom: a custom week is a block of 7 days by day of month. */
export const LEADERBOARD_WEEK_BLOCK_DAYS = 7;
/** docs/progress.md#profile-limits (characters). */
export const PROFILE_FULL_NAME_MAX = 150;
export const PROFILE_USERNAME_MAX = 150;
export const PROFILE_EMAIL_MAX = 100;
export const PROFILE_PHONE_MIN = 11;
export const PROFILE_PHONE_MAX = 14;
/**
 * docs/constants.md#email-change-limits, docs/access.md#email-change-limits: a change of e-mail mails
 * a link to the new address and a notice to the old; at most this many such changes an hour per
 * account, and as many to one address from every account together ...
 */
export const EMAIL_CHANGES_PER_HOUR = 3;
/** ... and a save naming the address of the account's own change asked this recently mails nothing new. */
export const EMAIL_CHANGE_RESEND_MINUTES = 15;
/** docs/constants.md#elo-constants: everyone starts at 1000; K is 24 for learners, 8 for questions. */
export const ELO_START = 1000;
export const ELO_K_LEARNER = 24;
export const ELO_K_QUESTION = 8;
/**
 * docs/constants.md#elo-repeat-window, docs/decisions.md#elo-repeats: a question moves a learner's rating at most once in this many days;
 * seen again within them (its key was shown after the first finish) it counts for nothing.
 */
export const ELO_REPEAT_WINDOW_DAYS = 180;
/** docs/constants.md#page-sizes: history, leaderboard, subscriptions and transactions grids show 10 rows a page ... */
export const GRID_PAGE_SIZE = 10;
/** ... with 5 page numbers per block. */
export const PAGE_NUMBERS_PER_BLOCK = 5;
/** docs/progress.md#dashboard-tables: dashboard tables show 5 rows a page; the pager appears from 6 rows. */
export const DASHBOARD_ROWS_PER_PAGE = 5;
/** docs/constants.md#stats-window: the dashboard stats cover the last 3 days ... */
export const STATS_DAYS = 3;
/** ... and the daily-stats window is two days either side of today. */
export const PERFORMANCE_WINDOW_DAYS = 2;
/** docs/progress.md#performance-chart: the chart's y-axis goes up to 50, or to the largest day when that is higher. */
export const CHART_MIN_Y_MAX = 50;
