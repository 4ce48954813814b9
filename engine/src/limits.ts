// Business constants (docs/constants.md#access-limits, docs/constants.md#shell-limits), defined once.

/** docs/constants.md#password-length: password length is 6 to 16. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
/** docs/constants.md#phone-digits: country code digits plus phone digits. */
export const PHONE_MIN_DIGITS = 11;
/** docs/constants.md#toast-length: toast text longer than 100 characters is cut to 97 plus an ellipsis. */
export const TOAST_MAX_CHARS = 100;
export const TOAST_CUT_CHARS = 97;
/** docs/constants.md#name-length: a name of 12+ characters shows its first 9 plus an ellipsis. */
export const NAME_SHORTEN_AT = 12;
export const NAME_KEEP_CHARS = 9;
/** The contract's (api/openapi.yaml) longest registration fields, checked by the form first. */
export const REGISTRATION_FULL_NAME_MAX = 150;
export const REGISTRATION_EMAIL_MAX = 100;
export const REGISTRATION_ADDRESS_MAX = 255;
export const REGISTRATION_POSTAL_CODE_MAX = 20;
/** docs/constants.md#verification-resend: new verification links mailed on request, per address per hour. */
export const VERIFICATION_RESENDS_PER_HOUR = 3;
/** docs/constants.md#reset-code-limits: a reset code works this many minutes, and at most RESET_CODE_MAILS go to one account in them. */
export const RESET_CODE_MINUTES = 15;
export const RESET_CODE_MAILS = 3;
/** docs/constants.md#redirect-countdown: verification and reset redirect countdown. */
export const REDIRECT_COUNTDOWN_SECONDS = 5;
/** docs/access.md#registration-order rule 1: the date-of-birth calendar opens here. */
export const DOB_CALENDAR_OPENS_AT = '2001-01-01';
/** docs/access.md#password-hints: the special characters the password hint asks for. */
export const PASSWORD_SPECIALS = '!@#$%^&*';
/** Token lifetimes (issue 2: access 15 min, refresh 7 days). */
export const ACCESS_TOKEN_SECONDS = 900;
export const REFRESH_TOKEN_SECONDS = 604800;
/**
 * docs/constants.md#learner-concurrency: one account's requests in flight at an api replica; past
 * it a 429 asks to retry after LEARNER_RETRY_AFTER_SECONDS. An exam sends its saves one at a time.
 */
export const LEARNER_REQUESTS_IN_FLIGHT = 8;
/**
 * docs/constants.md#learner-concurrency: of those, how many run at a time; the rest wait their
 * turn, so one learner's heavy reads share the api's thread with everyone else's requests
 * (docs/api.md#learner-concurrency has the measures that chose 1).
 */
export const LEARNER_REQUESTS_RUNNING = 1;
/**
 * docs/constants.md#learner-concurrency: the share of an api replica's time one account's turns may
 * take on average, and the time it may take at once before the share paces it. A page's few calls
 * and an exam's start or finish take far less than the burst; only a learner who keeps the api busy
 * (waves of heavy reads) waits between turns.
 */
export const LEARNER_TIME_SHARE = 0.25;
export const LEARNER_TIME_BURST_MS = 250;
export const LEARNER_RETRY_AFTER_SECONDS = 1;
/** docs/constants.md#database-unavailable: the Retry-After of a 503 while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/**
 * docs/access.md#refresh-ahead: while an exam is open, the access token is renewed this long before
 * its lifetime, counted from when it arrived, is up.
 */
export const ACCESS_TOKEN_REFRESH_AHEAD_SECONDS = 120;
/** How long a toast stays before it dismisses itself (the spec leaves it open). */
export const TOAST_DISMISS_MS = 4000;
/**
 * docs/constants.md#grace: answers are taken until an exam's end plus this grace, for a save in
 * flight at time-up; a contest's review and results open then. The server's one exam clock
 * (api/src/exam/examClock.ts) is the only reader.
 */
export const ANSWER_GRACE_MS = 30_000;
/** docs/constants.md#merit-page: rows of a contest's merit list a page. */
export const MERIT_PAGE_SIZE = 100;
/** docs/constants.md#merit-page: rows either side of the caller's own in a merit list's neighbourhood. */
export const MERIT_NEIGHBOURS = 5;
