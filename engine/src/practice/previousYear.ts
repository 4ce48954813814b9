// The previous-year test setup (docs/practice.md#previous-year, docs/practice.md#cascading-selects): exam, university and year, where changing
// the exam clears the other two and Start needs an exam and a year.
import { PREVIOUS_YEAR_FIRST, PREVIOUS_YEAR_LAST } from './limits';
import { practiceMessages } from './messages';

/**
 * An entry of Select University: one university of a previous-year template with one of its units
 * (docs/api.md#shape-template). `id` numbers the entry; `university_id` and `units` are what the
 * exam is created with.
 */
export type PreviousYearUniversity = {
  id: number;
  university_id: number;
  university: string;
  units: string;
  /** The entry as the page names it ('University of Dhaka (A unit)', in Bengali 'ঢাকা বিশ্ববিদ্যালয় (ক ইউনিট)'); made from the two above when absent. */
  label?: string;
  count_for_pass: number;
};

/** An exam of the Select Exam dropdown: a previous-year template with its universities. */
export type PreviousYearTemplate = { id: number; name: string; universities: PreviousYearUniversity[] };

export type PreviousYearChoice = { exam: number | null; university: number | null; year: number | null };

export const noPreviousYearChoice: PreviousYearChoice = { exam: null, university: null, year: null };

/**
 * The years offered, 1997 to 2025 (docs/constants.md#previous-years: 29 entries), newest first:
 * the paper a student wants is most often last year's (issue 28).
 */
export function previousYears(): number[] {
  return Array.from({ length: PREVIOUS_YEAR_LAST - PREVIOUS_YEAR_FIRST + 1 }, (_, i) => PREVIOUS_YEAR_LAST - i);
}

/** Changing the exam clears university and year; choosing the same exam again keeps them. */
export function chooseExam(choice: PreviousYearChoice, exam: number | null): PreviousYearChoice {
  return exam === choice.exam ? choice : { exam, university: null, year: null };
}

export function chooseUniversity(choice: PreviousYearChoice, university: number | null): PreviousYearChoice {
  return { ...choice, university };
}

export function chooseYear(choice: PreviousYearChoice, year: number | null): PreviousYearChoice {
  return { ...choice, year };
}

/** Select University is disabled until an exam is chosen (docs/practice.md#previous-year). */
export function isUniversityEnabled(choice: PreviousYearChoice): boolean {
  return choice.exam !== null;
}

/** Select Exam Year is disabled until a university is chosen (docs/practice.md#previous-year). */
export function isYearEnabled(choice: PreviousYearChoice): boolean {
  return choice.university !== null;
}

/** The universities of the chosen exam, none while no exam (or an unknown one) is chosen. */
export function universitiesOf(templates: readonly PreviousYearTemplate[], choice: PreviousYearChoice): PreviousYearUniversity[] {
  return templates.find((template) => template.id === choice.exam)?.universities ?? [];
}


/** The Start button is disabled until both an exam and a year are chosen. */
export function canStartPreviousYear(choice: PreviousYearChoice): boolean {
  return choice.exam !== null && choice.year !== null;
}

/** 'Please select an exam and year' when Start is pressed without both, else null. */
export function previousYearStartError(choice: PreviousYearChoice): string | null {
  return canStartPreviousYear(choice) ? null : practiceMessages.selectExamAndYear;
}
