// Constants of the exam screen (spec 000 §4 Timer, §9), defined once; merged into ../limits.ts later.

/** spec 000 §4 Timer, §9: the warning blinks when exactly 300 seconds are left ... */
export const TIME_WARNING_SECONDS = 300;
/** ... for 3 seconds. */
export const TIME_WARNING_BLINK_SECONDS = 3;
/** spec 000 §4 Timer, §9: at 10 seconds or less the clock blinks continuously. */
export const TIME_CONTINUOUS_BLINK_SECONDS = 10;
/** The timer counts down every second (spec 000 §4 Timer). */
export const SECOND_MS = 1000;
