// The "My Exam Schedule" table (docs/progress.md#exam-schedule, docs/practice.md#scheduled-exams): which rows
// show, when Start is enabled, and when either changes next. Instants are ISO-8601 UTC; `now` is
// epoch milliseconds from the caller's clock.
import { dhakaDateOf, dhakaWallClockToInstant } from '../shell/time';
import { catalogue } from '../i18n/catalogue';

/** The fields of a scheduled exam these rules read. */
export type ScheduledExam = { start_time: string | null; end_time: string | null };

/**
 * What a row's main button does (docs/progress.md#in-progress): a scheduled exam is started; any
 * other exam listed is one already running, which is resumed.
 */
export function scheduleActionOf(exam: { is_scheduled?: boolean | null }): 'start' | 'resume' {
  return exam.is_scheduled === false ? 'resume' : 'start';
}

/** The row's exam runs now: its start is reached and its end is not. */
export function isInProgress(exam: ScheduledExam, now: number): boolean {
  const start = instantMs(exam.start_time);
  const end = instantMs(exam.end_time);
  return start !== null && start <= now && end !== null && end > now;
}

export const scheduleMessages = catalogue('schedule', {
  // docs/progress.md#exam-schedule
  empty: 'No upcoming or ongoing exams scheduled',
  // docs/progress.md#in-progress (our wording)
  start: 'Start',
  resume: 'Resume',
  inProgress: 'In progress',
  confirmDelete: 'Are you sure you want to delete the exam?',
  deleted: 'Exam Deleted Successfully',
} as const);

/** docs/progress.md#exam-schedule: the delete dialog closes 3 seconds after a successful delete. */
export const DELETE_DIALOG_CLOSE_MS = 3000;
/** docs/constants.md#cache-lifetimes: the scheduled-exam list is kept 10 seconds. */
export const SCHEDULED_EXAMS_CACHE_MS = 10_000;

/** A row shows while its start is in the future or the exam is ongoing; it drops off after the end. */
export function isScheduleShown(exam: ScheduledExam, now: number): boolean {
  const start = instantMs(exam.start_time);
  const end = instantMs(exam.end_time);
  return (start !== null && start > now) || (end !== null && end > now);
}

/** Start is enabled only once the start time is reached, and only while the row shows. */
export function canStartScheduled(exam: ScheduledExam, now: number): boolean {
  const start = instantMs(exam.start_time);
  return start !== null && start <= now && isScheduleShown(exam, now);
}

/** The rows the table shows at `now`, earliest start first. */
export function scheduledRows<T extends ScheduledExam>(exams: readonly T[], now: number): T[] {
  return exams
    .filter((exam) => isScheduleShown(exam, now))
    .sort((a, b) => (instantMs(a.start_time) ?? 0) - (instantMs(b.start_time) ?? 0));
}

/**
 * The next instant (ms) after `now` at which a start or an end is reached, so the screen
 * re-evaluates the rows then without a reload; null when nothing is due.
 */
export function nextScheduleChange(exams: readonly ScheduledExam[], now: number): number | null {
  const due = exams
    .flatMap((exam) => [instantMs(exam.start_time), instantMs(exam.end_time)])
    .filter((time): time is number => time !== null && time > now);
  return due.length === 0 ? null : Math.min(...due);
}

/** The `from` of the list: today 00:00 in Dhaka, as a UTC instant. */
export function scheduledExamsFrom(now: number): string {
  const today = dhakaDateOf(new Date(now).toISOString());
  const midnight = today === null ? null : dhakaWallClockToInstant(today, '00:00');
  if (midnight === null) throw new Error(`no Dhaka day for ${now}`);
  return midnight;
}

function instantMs(instant: string | null): number | null {
  if (instant === null) return null;
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? null : ms;
}
