// The parts the product's calendars share: the icon of the button that opens one, and a month
// (the previous and next buttons around its heading, then the day grid) to put in a Calendar.
// A calendar given a span of years shows month and year selects instead of the heading, so a
// birth year decades back is two choices away rather than a press per month.
import { messages } from '@proshno/engine';
import { useContext } from 'react';
import { Button, CalendarCell, CalendarGrid, CalendarStateContext, Heading } from 'react-aria-components';
import * as css from './controls.css';

/** The years a calendar's year select offers, newest first. */
export type YearSpan = { first: number; last: number };

export function CalendarMonth({ years }: { years?: YearSpan }) {
  return (
    <>
      <header className={css.calendarHeader}>
        <Button slot="previous" className={css.button({ kind: 'ghost' })}>
          ‹
        </Button>
        {years === undefined ? <Heading /> : <MonthAndYear years={years} />}
        <Button slot="next" className={css.button({ kind: 'ghost' })}>
          ›
        </Button>
      </header>
      <CalendarGrid>{(date) => <CalendarCell className={css.calendarCell} date={date} />}</CalendarGrid>
    </>
  );
}

const monthNames = Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2001, i, 1)));

/** Native selects: on a phone they open the system's own wheel or list. */
function MonthAndYear({ years }: { years: YearSpan }) {
  const state = useContext(CalendarStateContext);
  if (state === null) return <Heading />;
  const shown = state.focusedDate;
  const yearList = Array.from({ length: years.last - years.first + 1 }, (_, i) => years.last - i);
  return (
    <div className={css.calendarSelects}>
      <select
        aria-label={messages.calendarMonth}
        className={css.calendarSelect}
        value={shown.month}
        onChange={(event) => state.setFocusedDate(shown.set({ month: Number(event.target.value) }))}
      >
        {monthNames.map((name, i) => (
          <option key={name} value={i + 1}>
            {name}
          </option>
        ))}
      </select>
      <select
        aria-label={messages.calendarYear}
        className={css.calendarSelect}
        value={shown.year}
        onChange={(event) => state.setFocusedDate(shown.set({ year: Number(event.target.value) }))}
      >
        {yearList.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}
