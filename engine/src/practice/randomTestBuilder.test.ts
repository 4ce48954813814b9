import { describe, expect, it } from 'vitest';
import { practiceMessages } from './messages';
import {
  addRow,
  canAdd,
  canSchedule,
  chooseExamType,
  clearRows,
  deleteRow,
  editRow,
  emptyRandomTest,
  examDuration,
  examTypeLocked,
  goToPage,
  isFutureTime,
  nextStepHint,
  pageCount,
  rowsOnPage,
  showsPager,
  totalQuestions,
  type BuilderResult,
  type RandomTest,
  type RandomTestDraft,
} from './randomTestBuilder';

const physics: RandomTestDraft = {
  examType: 1,
  grade: 11,
  subject: { id: 7, name: 'Physics' },
  topic: { id: 70, name: 'Motion' },
  subTopic: null,
  count: 10,
  available: 25,
};

function added(result: BuilderResult): RandomTest {
  if (!result.ok) throw new Error(`refused: ${String(result.error)}`);
  return result.test;
}

/** A table of n rows on distinct subjects. */
function tableOf(n: number): RandomTest {
  let test = emptyRandomTest;
  for (let i = 1; i <= n; i += 1) test = added(addRow(test, { ...physics, subject: { id: i, name: `S${i}` }, count: 1 }));
  return test;
}

describe('random-test builder: Add', () => {
  it('needs an exam type, a grade, a subject and a valid count', () => {
    expect(canAdd(physics)).toBe(true);
    expect(canAdd({ ...physics, examType: null })).toBe(false);
    expect(canAdd({ ...physics, grade: null })).toBe(false);
    expect(canAdd({ ...physics, subject: null })).toBe(false);
    expect(canAdd({ ...physics, count: 0 })).toBe(false);
    expect(canAdd({ ...physics, count: 26 })).toBe(false);
    expect(addRow(emptyRandomTest, { ...physics, grade: null })).toEqual({ ok: false, error: null });
  });

  it('adds a row with the subject, topic and subtopic ids and names and the count', () => {
    expect(added(addRow(emptyRandomTest, physics)).rows).toEqual([
      { id: 1, subject: 7, subjectName: 'Physics', topic: 70, topicName: 'Motion', subTopic: null, subTopicName: '', noOfQuestion: 10 },
    ]);
  });

  it("refuses a count above the available one with 'Your available questions are only {n}.'", () => {
    expect(addRow(emptyRandomTest, { ...physics, count: 30 })).toEqual({ ok: false, error: 'Your available questions are only 25.' });
  });

  it('merges a row with the same subject, topic and subtopic by summing the counts', () => {
    const test = added(addRow(added(addRow(emptyRandomTest, physics)), { ...physics, count: 15 }));
    expect(test.rows).toHaveLength(1);
    expect(test.rows[0]?.noOfQuestion).toBe(25);
  });

  it('keeps rows apart when the topic or subtopic differs', () => {
    const first = added(addRow(emptyRandomTest, physics));
    const otherTopic = added(addRow(first, { ...physics, topic: { id: 71, name: 'Heat' } }));
    const withSubtopic = added(addRow(otherTopic, { ...physics, subTopic: { id: 700, name: 'Speed' } }));
    expect(withSubtopic.rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it("refuses a merged total above the available count with 'Total number of questions is greater than available question'", () => {
    const first = added(addRow(emptyRandomTest, physics));
    expect(addRow(first, { ...physics, count: 16 })).toEqual({ ok: false, error: practiceMessages.totalAboveAvailable });
    expect(practiceMessages.totalAboveAvailable).toBe('Total number of questions is greater than available question');
  });
});

describe('random-test builder: exam type', () => {
  it('can be changed while the table is empty', () => {
    expect(chooseExamType(emptyRandomTest, 4).examType).toBe(4);
  });

  it('is locked once rows exist and unlocked by Clear All', () => {
    const test = added(addRow(emptyRandomTest, physics));
    expect(examTypeLocked(test)).toBe(true);
    expect(chooseExamType(test, 4)).toBe(test);
    expect(chooseExamType(clearRows(test), 4).examType).toBe(4);
  });
});

describe('random-test builder: edit and delete', () => {
  it('edits a row count within 1..available', () => {
    const test = added(addRow(emptyRandomTest, physics));
    expect(added(editRow(test, 1, 20, 25)).rows[0]?.noOfQuestion).toBe(20);
    expect(editRow(test, 1, 26, 25)).toEqual({ ok: false, error: 'Your available questions are only 25.' });
    expect(editRow(test, 1, 0, 25)).toEqual({ ok: false, error: null });
    expect(editRow(test, 99, 5, 25)).toEqual({ ok: false, error: null });
  });

  it('deletes a row, and a new row then takes the next id after the largest left', () => {
    const test = deleteRow(tableOf(3), 2);
    expect(test.rows.map((row) => row.id)).toEqual([1, 3]);
    expect(added(addRow(test, { ...physics, subject: { id: 99, name: 'X' } })).rows.map((row) => row.id)).toEqual([1, 3, 4]);
  });

  it('totals the questions of all rows', () => {
    expect(totalQuestions(tableOf(4).rows)).toBe(4);
  });
});

describe('random-test builder: paging', () => {
  it('shows 5 rows per page and the pager from 6 rows on', () => {
    expect(showsPager(tableOf(5).rows)).toBe(false);
    expect(showsPager(tableOf(6).rows)).toBe(true);
    expect(pageCount(tableOf(5).rows)).toBe(1);
    expect(pageCount(tableOf(6).rows)).toBe(2);
    expect(pageCount([])).toBe(1);
  });

  it('lists the rows of the current page and clamps the page to the range', () => {
    const test = tableOf(7);
    expect(rowsOnPage(test).map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    expect(rowsOnPage(goToPage(test, 2)).map((row) => row.id)).toEqual([6, 7]);
    expect(goToPage(test, 9).page).toBe(2);
    expect(goToPage(test, 0).page).toBe(1);
  });

  it('moves back a page when the last row of the last page is deleted', () => {
    const test = goToPage(tableOf(6), 2);
    expect(deleteRow(test, 6).page).toBe(1);
  });
});

describe('random-test builder: duration and schedule', () => {
  it('computes the duration as time per question times total questions in h/m/s', () => {
    expect(examDuration(60, 10)).toEqual({ hours: 0, minutes: 10, seconds: 0 });
    expect(examDuration(45, 85)).toEqual({ hours: 1, minutes: 3, seconds: 45 });
    expect(examDuration(30, 0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });

  it('disables Schedule Exam with no rows', () => {
    expect(canSchedule(emptyRandomTest)).toBe(false);
    expect(canSchedule(tableOf(1))).toBe(true);
  });

  it('accepts only a schedule time in the future of the given now', () => {
    const now = Date.UTC(2025, 0, 1, 12);
    expect(isFutureTime(now + 60_000, now)).toBe(true);
    expect(isFutureTime(now, now)).toBe(false);
    expect(isFutureTime(now - 1, now)).toBe(false);
  });

  it('reads the next-step hint exactly as the specification writes it', () => {
    expect(nextStepHint).toBe("Next step: Please select the number of questions you'd like to practice with.");
  });
});
