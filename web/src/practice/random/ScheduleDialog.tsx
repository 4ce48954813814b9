// 'Set Your Exam Schedule' (docs/practice.md#schedule-dialog): a date-time picker shown and entered in Asia/Dhaka,
// past times disabled, with Cancel and Schedule.
import { parseDateTime, type CalendarDateTime } from '@internationalized/date';
import { dhakaWallClockOf, dhakaWallClockToInstant, practiceMessages, scheduleTimeProblem } from '@proshno/engine';
import { useCallback, useId, useState } from 'react';
import { Button, Calendar, DateInput, DatePicker, DateSegment, Dialog, Group, Label, Popover } from 'react-aria-components';
import { CalendarIcon } from '../../controls/CalendarIcon';
import { CalendarMonth } from '../../controls/CalendarMonth';
import { ConfirmDialog } from '../../controls/ConfirmDialog';
import * as controls from '../../controls/controls.css';
import { useNow } from '../schedule/useNow';
import * as css from './randomTest.css';

export type ScheduleDialogProps = {
  isOpen: boolean;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  /** Epoch milliseconds of the chosen start, and the clock's now. */
  onSchedule: (startTime: number, now: number) => void;
};

export function ScheduleDialog({ isOpen, busy, error, onCancel, onSchedule }: ScheduleDialogProps) {
  const [value, setValue] = useState<CalendarDateTime | null>(null);
  // Each second the earliest allowed minute moves on, and a chosen time may pass.
  const now = useNow(useCallback((at: number) => (isOpen ? at + 1000 : null), [isOpen]));
  const start = value === null ? null : startOf(value);
  // Schedule is greyed out with its reason beside it (docs/practice.md#schedule-dialog).
  const problem = scheduleTimeProblem(start, now);
  const problemId = useId();
  const canSchedule = start !== null && problem === null && !busy;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open || busy ? undefined : onCancel())}
      title={practiceMessages.scheduleTitle}
      actions={
        <>
          <Button className={controls.button({ kind: 'secondary' })} isDisabled={busy} onPress={onCancel}>
            {practiceMessages.cancel}
          </Button>
          <Button
            className={controls.button({ kind: 'primary' })}
            isDisabled={!canSchedule}
            aria-describedby={problem === null ? undefined : problemId}
            onPress={() => (start === null ? undefined : onSchedule(start, Date.now()))}
          >
            {practiceMessages.schedule}
          </Button>
        </>
      }
    >
      <DatePicker<CalendarDateTime>
        className={controls.field}
        value={value}
        onChange={setValue}
        minValue={dhakaNow(now)}
        granularity="minute"
        hourCycle={12}
        shouldForceLeadingZeros
      >
        <Label className={controls.label}>{practiceMessages.startTimeDhaka}</Label>
        <Group className={controls.dateGroup}>
          <DateInput className={controls.dateInput}>{(segment) => <DateSegment className={controls.dateSegment} segment={segment} />}</DateInput>
          <Button className={controls.button({ kind: 'ghost' })} aria-label={practiceMessages.openCalendar}>
            <CalendarIcon />
          </Button>
        </Group>
        <Popover className={controls.popover}>
          <Dialog aria-label={practiceMessages.chooseExamDate}>
            <Calendar className={controls.calendar}>
              <CalendarMonth />
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
      {problem === null ? null : (
        <p id={problemId} className={controls.hint} aria-live="polite">
          {problem}
        </p>
      )}
      {error === null ? null : (
        <p className={css.error} role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}

/** The picker's Dhaka wall clock as the instant it names (ms), null when unreadable. */
function startOf(value: CalendarDateTime): number | null {
  const text = value.toString();
  const instant = dhakaWallClockToInstant(text.slice(0, 10), text.slice(11, 16));
  return instant === null ? null : Date.parse(instant);
}

/** Now on Dhaka's wall clock, to the minute: the earliest the picker allows. */
function dhakaNow(now: number): CalendarDateTime {
  const wall = dhakaWallClockOf(new Date(now).toISOString());
  if (wall === null) throw new Error(`no Dhaka wall clock for ${now}`);
  return parseDateTime(`${wall.date}T${wall.time}`);
}
