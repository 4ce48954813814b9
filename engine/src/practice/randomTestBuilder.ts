// The random-test builder (docs/practice.md#random-test, docs/practice.md#random-test-rules): rows of subject/topic/subtopic counts, merged
// by key, paged 5 per page, with the exam duration and the schedule rules.
import { durationOf, type Duration } from '../exam/timer';
import { RANDOM_TEST_ROWS_PER_PAGE } from './limits';
import { practiceMessages } from './messages';
import { checkCount } from './questionCount';

export type RandomTestRow = {
  id: number;
  subject: number;
  subjectName: string;
  topic: number | null;
  topicName: string;
  subTopic: number | null;
  subTopicName: string;
  noOfQuestion: number;
};

export type Choice = { id: number; name: string };

/** The form above the table; `available` is questions_available of the deepest chosen level. */
export type RandomTestDraft = {
  examType: number | null;
  grade: number | null;
  subject: Choice | null;
  topic: Choice | null;
  subTopic: Choice | null;
  count: number | null;
  available: number;
};

export type RandomTest = { examType: number | null; rows: RandomTestRow[]; page: number };

/** A change that may be refused; `error` is null when the screen shows no message. */
export type BuilderResult = { ok: true; test: RandomTest } | { ok: false; error: string | null };

export const emptyRandomTest: RandomTest = { examType: null, rows: [], page: 1 };

/** The hint under the form (docs/practice.md#random-test-rules). */
export const nextStepHint = practiceMessages.nextStepHint;

/** Add needs an exam type, a grade, a subject and a count from 1 to the available count. */
export function canAdd(draft: RandomTestDraft): boolean {
  return draft.examType !== null && draft.grade !== null && draft.subject !== null && checkCount(draft.count, draft.available).valid;
}

/**
 * Adds the draft as a row, or sums it into the row with the same subject, topic and subtopic;
 * a sum above the available count is refused with 'Total number of questions is greater than
 * available question'.
 */
export function addRow(test: RandomTest, draft: RandomTestDraft): BuilderResult {
  const check = checkCount(draft.count, draft.available);
  if (!check.valid) return { ok: false, error: check.error };
  const { examType, grade, subject } = draft;
  if (examType === null || grade === null || subject === null) return { ok: false, error: null };
  const row = rowOf({ ...draft, subject }, check.count, nextRowId(test.rows));
  const same = test.rows.find((existing) => sameKey(existing, row));
  if (same === undefined) return { ok: true, test: { ...test, examType, rows: [...test.rows, row] } };
  const total = same.noOfQuestion + row.noOfQuestion;
  if (total > draft.available) return { ok: false, error: practiceMessages.totalAboveAvailable };
  return { ok: true, test: replaceRow(test, { ...same, noOfQuestion: total }) };
}

/** Changes a row's count, under the same 1..available rule as the form. */
export function editRow(test: RandomTest, id: number, count: number | null, available: number): BuilderResult {
  const row = test.rows.find((existing) => existing.id === id);
  if (row === undefined) return { ok: false, error: null };
  const check = checkCount(count, available);
  if (!check.valid) return { ok: false, error: check.error };
  return { ok: true, test: replaceRow(test, { ...row, noOfQuestion: check.count }) };
}

/** Deletes a row; the page stays in range when its last row goes. */
export function deleteRow(test: RandomTest, id: number): RandomTest {
  const rows = test.rows.filter((row) => row.id !== id);
  return { ...test, rows, page: Math.min(test.page, pageCount(rows)) };
}

/** Clear All empties the table, which unlocks the exam type. */
export function clearRows(test: RandomTest): RandomTest {
  return { ...test, rows: [], page: 1 };
}

/** The exam type cannot be changed once rows exist. */
export function examTypeLocked(test: RandomTest): boolean {
  return test.rows.length > 0;
}

export function chooseExamType(test: RandomTest, examType: number | null): RandomTest {
  return examTypeLocked(test) ? test : { ...test, examType };
}

export function totalQuestions(rows: readonly RandomTestRow[]): number {
  return rows.reduce((sum, row) => sum + row.noOfQuestion, 0);
}

/** At least one page, 5 rows each. */
export function pageCount(rows: readonly RandomTestRow[]): number {
  return Math.max(1, Math.ceil(rows.length / RANDOM_TEST_ROWS_PER_PAGE));
}

/** The pager appears at 6 or more rows (docs/constants.md#practice-limits). */
export function showsPager(rows: readonly RandomTestRow[]): boolean {
  return rows.length > RANDOM_TEST_ROWS_PER_PAGE;
}

export function rowsOnPage(test: RandomTest): RandomTestRow[] {
  const start = (test.page - 1) * RANDOM_TEST_ROWS_PER_PAGE;
  return test.rows.slice(start, start + RANDOM_TEST_ROWS_PER_PAGE);
}

/** Pages are numbered from 1; a page out of range is clamped. */
export function goToPage(test: RandomTest, page: number): RandomTest {
  return { ...test, page: Math.min(Math.max(1, Math.trunc(page)), pageCount(test.rows)) };
}

/** Exam duration is time per question (seconds) times total questions (docs/constants.md#exam-duration). */
export function examDuration(timePerQuestion: number, total: number): Duration {
  return durationOf(timePerQuestion * total);
}

/** The Schedule Exam button is disabled with an empty list. */
export function canSchedule(test: RandomTest): boolean {
  return test.rows.length > 0;
}

/** Only future times can be scheduled; both are epoch milliseconds, `now` from the caller's clock. */
export function isFutureTime(time: number, now: number): boolean {
  return time > now;
}

/**
 * Why the schedule dialog's Schedule is greyed out, or null when the time may be scheduled
 * (docs/practice.md#schedule-dialog): no time chosen (or one that cannot be read), or one passed.
 */
export function scheduleTimeProblem(time: number | null, now: number): string | null {
  if (time === null) return practiceMessages.scheduleTimeMissing;
  return isFutureTime(time, now) ? null : practiceMessages.scheduleTimePassed;
}

function rowOf(draft: RandomTestDraft & { subject: Choice }, count: number, id: number): RandomTestRow {
  return {
    id,
    subject: draft.subject.id,
    subjectName: draft.subject.name,
    topic: draft.topic?.id ?? null,
    topicName: draft.topic?.name ?? '',
    subTopic: draft.subTopic?.id ?? null,
    subTopicName: draft.subTopic?.name ?? '',
    noOfQuestion: count,
  };
}

// Ids follow the largest in the table, so they stay small however often rows come and go.
function nextRowId(rows: readonly RandomTestRow[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
}

function sameKey(a: RandomTestRow, b: RandomTestRow): boolean {
  return a.subject === b.subject && a.topic === b.topic && a.subTopic === b.subTopic;
}

function replaceRow(test: RandomTest, row: RandomTestRow): RandomTest {
  return { ...test, rows: test.rows.map((existing) => (existing.id === row.id ? row : existing)) };
}
