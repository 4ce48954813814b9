// The date of birth's calendar button and popover, fetched on first intent (./DateOfBirthField).
// It opens on the chosen date, else at 2001-01-01, and disables every day after today.
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DOB_CALENDAR_OPENS_AT, messages } from '@proshno/engine';
import type { RefObject } from 'react';
import { Button, Calendar, Dialog, Popover } from 'react-aria-components';
import { CalendarIcon } from './CalendarIcon';
import { CalendarMonth } from './CalendarMonth';
import * as css from './controls.css';
import { useTakeover, type Takeover } from './deferred';

export type DateOfBirthCalendarProps = {
  takeover: Takeover;
  /** The field's box, which the popover hangs from. */
  anchorRef: RefObject<HTMLDivElement | null>;
  value: CalendarDate | null;
  latest: CalendarDate;
  onChange: (date: CalendarDate) => void;
};

/** How many years back the year select reaches (this year included). */
const DOB_YEARS_OFFERED = 100;

export function DateOfBirthCalendar({ takeover, anchorRef, value, latest, onChange }: DateOfBirthCalendarProps) {
  const { triggerRef, isOpen, onOpenChange } = useTakeover(takeover);
  return (
    <>
      <Button ref={triggerRef} className={css.button({ kind: 'ghost' })} aria-label={messages.openCalendar} aria-haspopup="dialog" aria-expanded={isOpen} onPress={() => onOpenChange(true)}>
        <CalendarIcon />
      </Button>
      <Popover className={css.popover} triggerRef={anchorRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom start">
        <Dialog aria-label={messages.chooseDateOfBirth}>
          <Calendar
            className={css.calendar}
            value={value}
            maxValue={latest}
            defaultFocusedValue={value ?? parseDate(DOB_CALENDAR_OPENS_AT)}
            onChange={(date) => {
              onChange(date);
              onOpenChange(false);
            }}
          >
            <CalendarMonth years={{ first: latest.year - DOB_YEARS_OFFERED + 1, last: latest.year }} />
          </Calendar>
        </Dialog>
      </Popover>
    </>
  );
}
