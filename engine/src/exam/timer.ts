// The exam clock (docs/exam.md#timer) as pure functions of wall-clock time passed in (ms).
import { SECOND_MS, TIME_CONTINUOUS_BLINK_SECONDS, TIME_WARNING_BLINK_SECONDS, TIME_WARNING_SECONDS } from './limits';
import { formatDigits } from '../i18n/format';

export type TimerStart = {
  /** The `remaining` query parameter in seconds; used only when above 0. */
  remainingParam: number | null;
  timeLimitSeconds: number;
  /** The stored start timestamp (ms); null on first load, when `now` becomes the start. */
  startedAt: number | null;
  now: number;
  /**
   * The server's `time_remaining` (seconds) for a running exam, when known. The server enforces
   * the deadline (docs/exam.md#server-time), so the clock never shows more than it allows, e.g. on another
   * device or after storage was cleared.
   */
  serverRemaining?: number | null;
};

/** 'warning': the 3-second blink at 300 s; 'continuous': 10 s or less. */
export type Blink = 'none' | 'warning' | 'continuous';

export type Duration = { hours: number; minutes: number; seconds: number };

/** What the clock shows: the deadline (ms) every reading counts from, the seconds left and the blink. */
export type ClockReading = { deadline: number; remaining: number; blink: Blink };

/** Seconds left at load; zero or less means the time is already up. */
export function initialRemaining(start: TimerStart): number {
  const local = localRemaining(start);
  const server = start.serverRemaining;
  return server === null || server === undefined ? local : Math.min(local, Math.floor(server));
}

/** docs/exam.md#timer: the `remaining` parameter when above 0, else the time limit minus the seconds since the start. */
function localRemaining(start: TimerStart): number {
  if (start.remainingParam !== null && start.remainingParam > 0) return Math.floor(start.remainingParam);
  const elapsed = Math.floor((start.now - (start.startedAt ?? start.now)) / SECOND_MS);
  return start.timeLimitSeconds - elapsed;
}

/** The moment (ms) the time runs out, so every later reading is one subtraction and never drifts. */
export function deadlineOf(start: TimerStart): number {
  return start.now + initialRemaining(start) * SECOND_MS;
}

/** Whole seconds left at `now`; a second counts until it has fully passed. */
export function remainingAt(deadline: number, now: number): number {
  return Math.ceil((deadline - now) / SECOND_MS);
}

/** Milliseconds until the shown second changes, so ticks land on second boundaries even after a late one. */
export function msToNextSecond(deadline: number, now: number): number {
  const rest = (deadline - now) % SECOND_MS;
  return rest > 0 ? rest : SECOND_MS + rest;
}

/**
 * The blink for `remaining`, given the previous reading (null at load). The warning starts when
 * the clock reaches 300 (from above, or exactly 300 at load) and lasts while it stays above 297.
 */
export function blinkOf(remaining: number, previous: { remaining: number; blink: Blink } | null): Blink {
  if (remaining <= TIME_CONTINUOUS_BLINK_SECONDS) return 'continuous';
  const inWarning = remaining <= TIME_WARNING_SECONDS && remaining > TIME_WARNING_SECONDS - TIME_WARNING_BLINK_SECONDS;
  if (!inWarning) return 'none';
  const reached = previous === null ? remaining === TIME_WARNING_SECONDS : previous.remaining > TIME_WARNING_SECONDS;
  return reached || previous?.blink === 'warning' ? 'warning' : 'none';
}

/** The clock at load: never below 0 (zero means the time is already up). */
export function clockAt(start: TimerStart): ClockReading {
  const remaining = Math.max(0, initialRemaining(start));
  return { deadline: deadlineOf(start), remaining, blink: blinkOf(remaining, null) };
}

/** The clock at the wall-clock reading `now` (ms), after the previous reading. */
export function clockTick(previous: ClockReading, now: number): Pick<ClockReading, 'remaining' | 'blink'> {
  const remaining = Math.max(0, remainingAt(previous.deadline, now));
  return { remaining, blink: blinkOf(remaining, previous) };
}

/** Hours, minutes and seconds of a non-negative count of seconds (negative counts show as 0). */
export function durationOf(totalSeconds: number): Duration {
  const total = Math.max(0, Math.floor(totalSeconds));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** 'hh:mm:ss', hours growing past two digits when needed. */
export function formatDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationOf(totalSeconds);
  return formatDigits([hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':'));
}
