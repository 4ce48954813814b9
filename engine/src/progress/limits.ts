// Business constants of spec 001 §9 for the leaderboard, profile and password forms.

/** spec 001 §9: the Lifetime period starts here. */
export const LEADERBOARD_LIFETIME_START = '2000-01-01';
/** spec 001 §9: week is the last 7 days. */
export const LEADERBOARD_WEEK_DAYS = 7;
/** spec 001 §2: the custom Year selector offers the current year and the previous 5. */
export const LEADERBOARD_CUSTOM_PAST_YEARS = 5;
/** spec 001 §4: a custom week is a block of 7 days by day of month. */
export const LEADERBOARD_WEEK_BLOCK_DAYS = 7;
/** spec 001 §5 Profile save limits (characters). */
export const PROFILE_FULL_NAME_MAX = 150;
export const PROFILE_USERNAME_MAX = 150;
export const PROFILE_EMAIL_MAX = 100;
export const PROFILE_PHONE_MIN = 11;
export const PROFILE_PHONE_MAX = 14;
