import { describe, expect, it } from 'vitest';
import { examMessages } from '../exam/messages';
import {
  dhakaDateOf,
  dhakaDayEnd,
  dhakaWallClockOf,
  dhakaWallClockToInstant,
  formatDhakaDate,
  formatDhakaDateTime,
  formatDhakaTime,
} from './time';

// Dhaka is UTC+6: 18:00 UTC is midnight of the next day there. None of these depend on the
// machine's zone; `TZ=America/New_York npx vitest run --project engine engine/src/shell` checks it.
describe('Asia/Dhaka display (docs/constants.md#time-zone)', () => {
  it.each([
    ['2026-11-22T17:59:00Z', '22/11/2026', '11:59 pm'],
    ['2026-11-22T18:00:00Z', '23/11/2026', '12:00 am'],
    ['2026-11-22T00:00:00Z', '22/11/2026', '6:00 am'],
    ['2026-11-21T23:59:00Z', '22/11/2026', '5:59 am'],
    ['2026-12-31T18:30:00Z', '01/01/2027', '12:30 am'],
    ['2026-11-22T06:05:00Z', '22/11/2026', '12:05 pm'],
  ])('%s is %s at %s in Dhaka', (instant, date, time) => {
    expect(formatDhakaDate(instant)).toBe(date);
    expect(formatDhakaTime(instant)).toBe(time);
    expect(formatDhakaDateTime(instant)).toBe(`${date}, ${time}`);
  });

  it('reads an instant written with an offset as the same moment', () => {
    expect(formatDhakaDateTime('2026-11-23T00:30:00+06:00')).toBe('23/11/2026, 12:30 am');
    expect(formatDhakaDateTime('2026-11-22T13:30:00-05:00')).toBe('23/11/2026, 12:30 am');
  });

  it('reads text without a zone as UTC, not in the machine’s zone', () => {
    expect(formatDhakaDateTime('2026-11-22T18:00:00')).toBe('23/11/2026, 12:00 am');
    expect(formatDhakaDateTime('2026-11-22 17:59:00+00')).toBe('22/11/2026, 11:59 pm');
  });

  it('shows 02:30 when that hour does not exist in a zone with daylight saving (New York, 8 March 2026)', () => {
    expect(formatDhakaDateTime('2026-03-07T20:30:00Z')).toBe('08/03/2026, 2:30 am');
  });

  it('follows the zone’s history: Dhaka kept daylight saving (UTC+7) in mid-2009', () => {
    expect(formatDhakaDateTime('2009-07-01T17:30:00Z')).toBe('02/07/2009, 12:30 am');
  });

  it("shows 'N/A' for a missing or unreadable time (docs/progress.md#history-detail)", () => {
    expect(formatDhakaDateTime(null)).toBe(examMessages.notAvailable);
    expect(formatDhakaDate(undefined)).toBe(examMessages.notAvailable);
    expect(formatDhakaTime('not a date')).toBe(examMessages.notAvailable);
  });
});

describe('Dhaka calendar day and wall clock', () => {
  it('gives the Dhaka day, which is a day ahead from 18:00 UTC', () => {
    expect(dhakaDateOf('2026-11-22T17:59:59Z')).toBe('2026-11-22');
    expect(dhakaDateOf('2026-11-22T18:00:00Z')).toBe('2026-11-23');
    expect(dhakaDateOf('nonsense')).toBeNull();
  });

  it('gives the date and 24-hour time a picker shows', () => {
    expect(dhakaWallClockOf('2026-11-22T18:05:00Z')).toEqual({ date: '2026-11-23', time: '00:05' });
    expect(dhakaWallClockOf('2026-11-22T11:45:00Z')).toEqual({ date: '2026-11-22', time: '17:45' });
  });
});

describe('dhakaWallClockToInstant (the schedule picker)', () => {
  it.each([
    ['2026-11-23', '00:05', '2026-11-22T18:05:00.000Z'],
    ['2026-11-23', '05:59', '2026-11-22T23:59:00.000Z'],
    ['2026-11-23', '06:00', '2026-11-23T00:00:00.000Z'],
    ['2027-01-01', '00:00', '2026-12-31T18:00:00.000Z'],
    ['2026-03-08', '02:30', '2026-03-07T20:30:00.000Z'],
  ])('%s %s in Dhaka is %s', (date, time, instant) => {
    expect(dhakaWallClockToInstant(date, time)).toBe(instant);
  });

  it('round-trips with the display', () => {
    const instant = dhakaWallClockToInstant('2026-11-23', '00:30');
    expect(instant).not.toBeNull();
    expect(formatDhakaDateTime(instant)).toBe('23/11/2026, 12:30 am');
    expect(dhakaWallClockOf(instant ?? '')).toEqual({ date: '2026-11-23', time: '00:30' });
  });

  it.each([
    ['2026-02-30', '10:00'],
    ['2026-13-01', '10:00'],
    ['2026-11-23', '24:00'],
    ['2026-11-23', '10:60'],
    ['23/11/2026', '10:00'],
    ['2026-11-23', '9:00'],
    ['', ''],
  ])('refuses %s %s', (date, time) => {
    expect(dhakaWallClockToInstant(date, time)).toBeNull();
  });
});

describe('the end of the Dhaka day', () => {
  it('is the next midnight in Dhaka (UTC+6), whatever the UTC date', () => {
    expect(dhakaDayEnd(new Date('2026-12-01T10:00:00Z')).toISOString()).toBe('2026-12-01T18:00:00.000Z');
    // 23:59 in Dhaka on 1 December is 17:59 UTC; 00:30 on 2 December is 18:30 UTC on the 1st.
    expect(dhakaDayEnd(new Date('2026-12-01T17:59:00Z')).toISOString()).toBe('2026-12-01T18:00:00.000Z');
    expect(dhakaDayEnd(new Date('2026-12-01T18:30:00Z')).toISOString()).toBe('2026-12-02T18:00:00.000Z');
  });
});
