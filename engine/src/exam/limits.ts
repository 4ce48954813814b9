// Constants of the exam screen (docs/constants.md#time-warnings), defined once; merged into ../limits.ts later.

/** docs/exam.md#time-warnings: the warning blinks when exactly 300 seconds are left ... */
export const TIME_WARNING_SECONDS = 300;
/** ... for 3 seconds. */
export const TIME_WARNING_BLINK_SECONDS = 3;
/** docs/exam.md#time-warnings: at 10 seconds or less the clock blinks continuously. */
export const TIME_CONTINUOUS_BLINK_SECONDS = 10;
/** The timer counts down every second (docs/exam.md#timer). */
export const SECOND_MS = 1000;
