// The previous-year test setup of spec 000 §4 and §5: exam, university and year, where changing
// the exam clears the other two and Start needs an exam and a year.
import { PREVIOUS_YEAR_FIRST, PREVIOUS_YEAR_LAST } from './limits';
import { practiceMessages } from './messages';

/** A university of a previous-year template (spec 000 §3 Exam template); `units` is sent as the unit. */
export type PreviousYearUniversity = { id: number; university: string; units: string; count_for_pass: number };

/** An exam of the Select Exam dropdown: a previous-year template with its universities. */
export type PreviousYearTemplate = { id: number; name: string; universities: PreviousYearUniversity[] };

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

/** Select University is disabled until an exam is chosen (spec 000 §2). */
export function isUniversityEnabled(choice: PreviousYearChoice): boolean {
  return choice.exam !== null;
}

/** Select Exam Year is disabled until a university is chosen (spec 000 §2). */
export function isYearEnabled(choice: PreviousYearChoice): boolean {
  return choice.university !== null;
}

/** The universities of the chosen exam, none while no exam (or an unknown one) is chosen. */
export function universitiesOf(templates: readonly PreviousYearTemplate[], choice: PreviousYearChoice): PreviousYearUniversity[] {
  return templates.find((template) => template.id === choice.exam)?.universities ?? [];
}

/**
 * The choice kept when the template list arrives again: an exam no longer listed clears
 * everything, a university no longer listed under it clears university and year.
 */
export function keepListedChoice(templates: readonly PreviousYearTemplate[], choice: PreviousYearChoice): PreviousYearChoice {
  if (!templates.some((template) => template.id === choice.exam)) return noPreviousYearChoice;
  if (choice.university === null || universitiesOf(templates, choice).some((u) => u.id === choice.university)) return choice;
  return { exam: choice.exam, university: null, year: null };
}

/** The Start button is disabled until both an exam and a year are chosen. */
export function canStartPreviousYear(choice: PreviousYearChoice): boolean {
  return choice.exam !== null && choice.year !== null;
}

/** 'Please select an exam and year' when Start is pressed without both, else null. */
export function previousYearStartError(choice: PreviousYearChoice): string | null {
  return canStartPreviousYear(choice) ? null : practiceMessages.selectExamAndYear;
}
