// Dates and times (docs/decisions.md#time, docs/constants.md#time-zone): instants travel as ISO-8601 UTC and are shown
// in Asia/Dhaka, day before month (en-GB), with am/pm. Nothing here reads the clock or the
// machine's time zone.
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { examMessages } from '../exam/messages';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

/** '23/11/2026'; 'N/A' when the instant is missing or unreadable (docs/progress.md#history-detail). */
export function formatDhakaDate(instant: string | null | undefined): string {
  return dhakaFormat(instant, 'DD/MM/YYYY');
}

/** '12:05 am' */
export function formatDhakaTime(instant: string | null | undefined): string {
  return dhakaFormat(instant, 'h:mm a');
}

/** '23/11/2026, 12:05 am', the en-GB date-time of the scheduled-exam and history screens. */
export function formatDhakaDateTime(instant: string | null | undefined): string {
  return dhakaFormat(instant, 'DD/MM/YYYY, h:mm a');
}

/** The Dhaka calendar day of an instant, 'YYYY-MM-DD' (the `today` the machines take), or null. */
export function dhakaDateOf(instant: string): string | null {
  return dhakaWallClockOf(instant)?.date ?? null;
}

/** What a schedule picker shows for an instant: Dhaka's 'YYYY-MM-DD' and 24-hour 'HH:mm'. */
export function dhakaWallClockOf(instant: string): { date: string; time: string } | null {
  const wall = wallClock(instant);
  return wall === null ? null : { date: wall.format('YYYY-MM-DD'), time: wall.format('HH:mm') };
}

/**
 * A picker's Dhaka date ('YYYY-MM-DD') and time ('HH:mm') as a UTC instant
 * ('2026-11-22T18:05:00.000Z'); null for a malformed or impossible date or time.
 */
export function dhakaWallClockToInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  // dayjs rolls 31/02 over to March; a real date reads back unchanged.
  if (dayjs.utc(`${date}T${time}`).format('YYYY-MM-DD HH:mm') !== `${date} ${time}`) return null;
  // dayjs.tz(text, zone) resolves the offset through Intl in the zone itself, not the machine's.
  return dayjs.tz(`${date} ${time}`, DHAKA_TIME_ZONE).toISOString();
}

function dhakaFormat(instant: string | null | undefined, pattern: string): string {
  const wall = instant === null || instant === undefined ? null : wallClock(instant);
  return wall === null ? examMessages.notAvailable : wall.format(pattern);
}

const dhakaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DHAKA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Dhaka's wall clock as a UTC-mode Dayjs, so formatting uses no local getters. Not
 * `dayjs.utc(x).tz(zone)`: it re-parses the wall clock in the machine's zone and shows
 * 03:30 for 02:30 when that hour is skipped there (New York, 8 March 2026).
 */
function wallClock(instant: string): Dayjs | null {
  const parsed = dayjs.utc(instant);
  if (!parsed.isValid()) return null;
  const parts = dhakaParts.formatToParts(parsed.toDate());
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return dayjs.utc(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')),
  );
}
