// The previous-year test setup of spec 000 §4 and §5: exam, university and year, where changing
// the exam clears the other two and Start needs an exam and a year.
import { PREVIOUS_YEAR_FIRST, PREVIOUS_YEAR_LAST } from './limits';
import { practiceMessages } from './messages';

export type PreviousYearChoice = { exam: number | null; university: number | null; year: number | null };

export const noPreviousYearChoice: PreviousYearChoice = { exam: null, university: null, year: null };

/** The years offered, 1997 to 2025 (spec 000 §9: 29 entries). */
export function previousYears(): number[] {
  return Array.from({ length: PREVIOUS_YEAR_LAST - PREVIOUS_YEAR_FIRST + 1 }, (_, i) => PREVIOUS_YEAR_FIRST + i);
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

/** The Start button is disabled until both an exam and a year are chosen. */
export function canStartPreviousYear(choice: PreviousYearChoice): boolean {
  return choice.exam !== null && choice.year !== null;
}

/** 'Please select an exam and year' when Start is pressed without both, else null. */
export function previousYearStartError(choice: PreviousYearChoice): string | null {
  return canStartPreviousYear(choice) ? null : practiceMessages.selectExamAndYear;
}
