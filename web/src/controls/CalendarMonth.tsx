// The parts the product's calendars share: the icon of the button that opens one, and a month
// (the previous and next buttons around its heading, then the day grid) to put in a Calendar.
import { Button, CalendarCell, CalendarGrid, Heading } from 'react-aria-components';
import * as css from './controls.css';

export function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

export function CalendarMonth() {
  return (
    <>
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
    </>
  );
}
