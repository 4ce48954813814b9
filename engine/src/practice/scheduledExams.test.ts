import { describe, expect, it } from 'vitest';
import { canStartScheduled, isScheduleShown, nextScheduleChange, scheduledExamsFrom, scheduledRows } from './scheduledExams';

const at = (iso: string) => Date.parse(iso);
const exam = { start_time: '2026-05-10T10:00:00.000Z', end_time: '2026-05-10T10:20:00.000Z' };

describe('scheduled exams', () => {
  it('shows a row while its start is in the future', () => {
    expect(isScheduleShown(exam, at('2026-05-10T09:59:59Z'))).toBe(true);
  });

  it('shows a row while the exam is ongoing and drops it at the end', () => {
    expect(isScheduleShown(exam, at('2026-05-10T10:19:59Z'))).toBe(true);
    expect(isScheduleShown(exam, at('2026-05-10T10:20:00Z'))).toBe(false);
  });

  it('enables Start only once the start time is reached', () => {
    expect(canStartScheduled(exam, at('2026-05-10T09:59:59.999Z'))).toBe(false);
    expect(canStartScheduled(exam, at('2026-05-10T10:00:00Z'))).toBe(true);
    expect(canStartScheduled(exam, at('2026-05-10T10:20:00Z'))).toBe(false);
  });

  it('never enables Start for an exam without a start time', () => {
    expect(canStartScheduled({ start_time: null, end_time: exam.end_time }, at('2026-05-10T10:10:00Z'))).toBe(false);
  });

  it('lists the shown rows earliest start first', () => {
    const later = { start_time: '2026-05-10T12:00:00.000Z', end_time: '2026-05-10T12:10:00.000Z' };
    const over = { start_time: '2026-05-10T08:00:00.000Z', end_time: '2026-05-10T08:10:00.000Z' };
    expect(scheduledRows([later, over, exam], at('2026-05-10T09:00:00Z'))).toEqual([exam, later]);
  });

  it('names the next start or end as the moment to look again', () => {
    expect(nextScheduleChange([exam], at('2026-05-10T09:00:00Z'))).toBe(at(exam.start_time));
    expect(nextScheduleChange([exam], at('2026-05-10T10:00:00Z'))).toBe(at(exam.end_time));
    expect(nextScheduleChange([exam], at('2026-05-10T10:20:00Z'))).toBeNull();
  });

  it('asks for the list from today 00:00 in Dhaka, as UTC', () => {
    // 19:30 UTC on 9 May is 01:30 on 10 May in Dhaka (UTC+6).
    expect(scheduledExamsFrom(at('2026-05-09T19:30:00Z'))).toBe('2026-05-09T18:00:00.000Z');
    expect(scheduledExamsFrom(at('2026-05-09T17:59:00Z'))).toBe('2026-05-08T18:00:00.000Z');
  });
});
