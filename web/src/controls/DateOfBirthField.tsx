// Date of birth: typed segment by segment at once (react-aria DateField), or picked from a
// calendar that opens at 2001-01-01 with future dates disabled (docs/access.md#registration-order rule 1). The calendar
// is fetched on first intent (./DateOfBirthCalendar); until then a stand-in button shows.
import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { DOB_CALENDAR_OPENS_AT, messages } from '@proshno/engine';
import { useRef } from 'react';
import { DateField, DateInput, DateSegment, Label, Text } from 'react-aria-components';
import { CalendarIcon } from './CalendarIcon';
import { calendarDateOf } from './dateValues';
import * as css from './controls.css';
import { deferred, useStandIn } from './deferred';

export type DateOfBirthFieldProps = {
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The rule the date fails, shown under it; the field is then marked invalid (aria-invalid). */
  errorMessage?: string;
};

const calendar = deferred(() => import('./DateOfBirthCalendar'));

export function DateOfBirthField({ value, onChange, errorMessage }: DateOfBirthFieldProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const { module, takeover, trigger } = useStandIn(calendar);
  const date = calendarDateOf(value);
  const latest = today(getLocalTimeZone());
  const choose = (chosen: CalendarDate | null) => onChange(chosen === null ? '' : chosen.toString());
  return (
    <DateField<CalendarDate>
      className={css.field}
      value={date}
      onChange={choose}
      placeholderValue={parseDate(DOB_CALENDAR_OPENS_AT)}
      maxValue={latest}
      granularity="day"
      shouldForceLeadingZeros
      isInvalid={errorMessage === undefined ? undefined : true}
    >
      {({ isInvalid }) => (
        <>
          <Label className={css.label}>{messages.dateOfBirthLabel}</Label>
          {/* A typed date after today marks the box invalid, as the calendar cannot offer one. */}
          <div ref={groupRef} className={css.dateGroup} data-invalid={isInvalid || undefined}>
            <DateInput className={css.dateInput}>{(segment) => <DateSegment className={css.dateSegment} segment={segment} />}</DateInput>
            {module === undefined ? (
              <button {...trigger} className={css.button({ kind: 'ghost' })} aria-label={messages.openCalendar} aria-haspopup="dialog">
                <CalendarIcon />
              </button>
            ) : (
              <module.DateOfBirthCalendar takeover={takeover} anchorRef={groupRef} value={date} latest={latest} onChange={choose} />
            )}
          </div>
          {errorMessage === undefined ? null : (
            <Text slot="errorMessage" className={css.fieldError}>
              {errorMessage}
            </Text>
          )}
        </>
      )}
    </DateField>
  );
}
