// Date of birth picker: opens at 2001-01-01 and disables future dates (spec 000 §5 rule 1).
import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { DOB_CALENDAR_OPENS_AT } from '@proshno/engine';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import * as css from './controls.css';

export type DateOfBirthFieldProps = {
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (value: string) => void;
};

export function DateOfBirthField({ value, onChange }: DateOfBirthFieldProps) {
  return (
    <DatePicker<CalendarDate>
      className={css.field}
      value={toDate(value)}
      onChange={(date) => onChange(date === null ? '' : date.toString())}
      placeholderValue={parseDate(DOB_CALENDAR_OPENS_AT)}
      maxValue={today(getLocalTimeZone())}
      granularity="day"
      shouldForceLeadingZeros
    >
      <Label className={css.label}>Date of Birth</Label>
      <Group className={css.dateGroup}>
        <DateInput className={css.dateInput}>{(segment) => <DateSegment className={css.dateSegment} segment={segment} />}</DateInput>
        <Button className={css.button({ kind: 'ghost' })} aria-label="Open calendar">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </Button>
      </Group>
      <Popover className={css.popover}>
        <Dialog aria-label="Choose date of birth">
          <Calendar className={css.calendar}>
            <header className={css.calendarHeader}>
              <Button slot="previous" className={css.button({ kind: 'ghost' })}>
                ‹
              </Button>
              <Heading />
              <Button slot="next" className={css.button({ kind: 'ghost' })}>
                ›
              </Button>
            </header>
            <CalendarGrid>{(date) => <CalendarCell className={css.calendarCell} date={date} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}

function toDate(value: string): CalendarDate | null {
  if (value === '') return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}
