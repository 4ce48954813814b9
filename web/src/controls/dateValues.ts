// The forms keep dates and times as the strings they send ('YYYY-MM-DD', 'HH:mm'); react-aria's
// date and time fields take @internationalized/date values. These read one into the other.
import { parseDate, parseTime, type CalendarDate, type Time } from '@internationalized/date';

/** A form's 'YYYY-MM-DD' as a date, or none while it is empty or not a whole date. */
export function calendarDateOf(value: string): CalendarDate | null {
  try {
    return value === '' ? null : parseDate(value);
  } catch {
    return null;
  }
}

/** A form's 'HH:mm' as a time of day, or none while it is empty or not a whole time. */
export function timeOf(value: string): Time | null {
  try {
    return value === '' ? null : parseTime(value);
  } catch {
    return null;
  }
}
