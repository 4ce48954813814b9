// Dates and times (docs/decisions.md#time, docs/constants.md#time-zone): instants travel as ISO-8601 UTC and are shown
// in Asia/Dhaka, day before month (en-GB), with am/pm, in the page's digits (docs/i18n.md#numbers). Nothing here reads the clock or the
// machine's time zone. @internationalized/date is the one date library (docs/decisions.md#date-library).
import { CalendarDateTime, fromAbsolute, toCalendarDate, toCalendarDateTime, toZoned } from '@internationalized/date';
import { examMessages } from '../exam/messages';
import { formatDigits } from '../i18n/format';
import { messages } from '../messages';

export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

/** '23/11/2026'; 'N/A' when the instant is missing or unreadable (docs/progress.md#history-detail). */
export function formatDhakaDate(instant: string | null | undefined): string {
  return dhakaFormat(instant, (wall) => `${pad(wall.day)}/${pad(wall.month)}/${wall.year}`);
}

/** '12:05 am' */
export function formatDhakaTime(instant: string | null | undefined): string {
  return dhakaFormat(instant, clock12);
}

/** '23/11/2026, 12:05 am', the en-GB date-time of the scheduled-exam and history screens. */
export function formatDhakaDateTime(instant: string | null | undefined): string {
  return dhakaFormat(instant, (wall) => `${pad(wall.day)}/${pad(wall.month)}/${wall.year}, ${clock12(wall)}`);
}

/** The Dhaka calendar day of an instant, 'YYYY-MM-DD' (the `today` the machines take), or null. */
export function dhakaDateOf(instant: string): string | null {
  return dhakaWallClockOf(instant)?.date ?? null;
}

/** What a schedule picker shows for an instant: Dhaka's 'YYYY-MM-DD' and 24-hour 'HH:mm'. */
export function dhakaWallClockOf(instant: string): { date: string; time: string } | null {
  const wall = wallClock(instant);
  return wall === null ? null : { date: toCalendarDate(wall).toString(), time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

/**
 * The first instant of the Dhaka day after the one `now` is in: what is due before it is due
 * today (docs/learning.md#due-today).
 */
export function dhakaDayEnd(now: Date): Date {
  const day = toCalendarDate(fromAbsolute(now.getTime(), DHAKA_TIME_ZONE)).add({ days: 1 });
  return toZoned(new CalendarDateTime(day.year, day.month, day.day), DHAKA_TIME_ZONE).toDate();
}

/**
 * A picker's Dhaka date ('YYYY-MM-DD') and time ('HH:mm') as a UTC instant
 * ('2026-11-22T18:05:00.000Z'); null for a malformed or impossible date or time.
 */
export function dhakaWallClockToInstant(date: string, time: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(`${date} ${time}`);
  if (match === null) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  // The constructor moves 30/02 to 28/02, so a real date reads back unchanged; it keeps any hour and minute.
  const wall = new CalendarDateTime(year, month, day, hour, minute);
  if (wall.toString() !== `${date}T${time}:00` || hour > 23 || minute > 59) return null;
  return toZoned(wall, DHAKA_TIME_ZONE).toAbsoluteString();
}

/** In the page's digits (docs/i18n.md#numbers): '23/11/2026' in English is '২৩/১১/২০২৬' in Bengali. */
function dhakaFormat(instant: string | null | undefined, format: (wall: CalendarDateTime) => string): string {
  const wall = instant === null || instant === undefined ? null : wallClock(instant);
  return wall === null ? examMessages.notAvailable : formatDigits(format(wall));
}

/**
 * Dhaka's wall clock at an instant. Text without a zone is read as UTC, never in the machine's
 * zone; the zone's offset at that instant (its history too) comes from Intl inside the library.
 */
function wallClock(instant: string): CalendarDateTime | null {
  const ms = Date.parse(/(z|[+-]\d{2}(:?\d{2})?)$/i.test(instant) ? instant : `${instant}Z`);
  return Number.isNaN(ms) ? null : toCalendarDateTime(fromAbsolute(ms, DHAKA_TIME_ZONE));
}

function clock12(wall: CalendarDateTime): string {
  return `${wall.hour % 12 === 0 ? 12 : wall.hour % 12}:${pad(wall.minute)} ${wall.hour < 12 ? messages.clockAm : messages.clockPm}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
