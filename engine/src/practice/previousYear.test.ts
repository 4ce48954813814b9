import { describe, expect, it } from 'vitest';
import { practiceMessages } from './messages';
import {
  canStartPreviousYear,
  chooseExam,
  chooseUniversity,
  chooseYear,
  isUniversityEnabled,
  isYearEnabled,
  noPreviousYearChoice,
  previousYears,
  previousYearStartError,
  universitiesOf,
  type PreviousYearTemplate,
} from './previousYear';

const full = chooseYear(chooseUniversity(chooseExam(noPreviousYearChoice, 1), 5), 2020);

describe('previous-year setup', () => {
  it('offers the years 1997 to 2025, 29 entries, newest first', () => {
    const years = previousYears();
    expect(years).toHaveLength(29);
    expect(years[0]).toBe(2025);
    expect(years[28]).toBe(1997);
  });

  it('changing the exam clears university and year', () => {
    expect(chooseExam(full, 2)).toEqual({ exam: 2, university: null, year: null });
  });

  it('choosing the same exam again keeps university and year', () => {
    expect(chooseExam(full, 1)).toBe(full);
  });

  it('Start is disabled until both an exam and a year are chosen', () => {
    expect(canStartPreviousYear(noPreviousYearChoice)).toBe(false);
    expect(canStartPreviousYear(chooseExam(noPreviousYearChoice, 1))).toBe(false);
    expect(canStartPreviousYear(chooseYear(chooseExam(noPreviousYearChoice, 1), 2001))).toBe(true);
  });

  it("says 'Please select an exam and year' when a choice is missing", () => {
    expect(previousYearStartError(chooseExam(noPreviousYearChoice, 1))).toBe('Please select an exam and year');
    expect(previousYearStartError(chooseYear(noPreviousYearChoice, 2001))).toBe(practiceMessages.selectExamAndYear);
    expect(previousYearStartError(full)).toBeNull();
  });

  it('enables Select University once an exam is chosen and Select Exam Year once a university is', () => {
    const withExam = chooseExam(noPreviousYearChoice, 1);
    expect([isUniversityEnabled(noPreviousYearChoice), isYearEnabled(noPreviousYearChoice)]).toEqual([false, false]);
    expect([isUniversityEnabled(withExam), isYearEnabled(withExam)]).toEqual([true, false]);
    expect([isUniversityEnabled(full), isYearEnabled(full)]).toEqual([true, true]);
  });

  it('lists the universities of the chosen exam only', () => {
    const dhaka = { id: 5, university_id: 15, university: 'Dhaka University', units: 'A', count_for_pass: 40 };
    const templates: PreviousYearTemplate[] = [
      { id: 1, name: 'Admission', universities: [dhaka] },
      { id: 2, name: 'Medical', universities: [] },
    ];
    expect(universitiesOf(templates, noPreviousYearChoice)).toEqual([]);
    expect(universitiesOf(templates, full)).toEqual([dhaka]);
    expect(universitiesOf(templates, chooseExam(full, 2))).toEqual([]);
  });

});
