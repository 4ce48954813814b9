// The exam-taking screen's header (docs/exam.md#header): exam type, subject (or university and unit),
// marks per question and negative marks per question, 'N/A' when there are none.
import { examMessages } from './messages';
import { formatDigits } from '../i18n/format';

/** 3 is the previous-year exam type (docs/constants.md#exam-type-ids). */
export const PREVIOUS_YEAR_TYPE_ID = 3;
/** 2 is the model test type (docs/constants.md#exam-type-ids). */
export const MODEL_TEST_TYPE_ID = 2;

export type ExamHeaderSource = {
  type?: { id: number; name: string } | null;
  subjects?: string[] | null;
  university?: string | null;
  unit?: string | null;
  mark_per_qn: number;
  negative_mark_per_qn: number | null;
};

/** An exam type's name, as the server writes it, in the page's language when the catalogue knows it. */
export function examTypeName(name: string): string {
  const names: Readonly<Record<string, string>> = examMessages.examTypeNames;
  return names[name] ?? name;
}

export type ExamHeader = { type: string; subject: string; marks: string; negativeMarks: string };

export function examHeaderOf(exam: ExamHeaderSource): ExamHeader {
  const previousYear = exam.type?.id === PREVIOUS_YEAR_TYPE_ID;
  const university = exam.university ?? null;
  const type =
    previousYear && university === null ? examMessages.previousYearExam : exam.type?.name === undefined ? examMessages.exam : examTypeName(exam.type.name);
  const subject =
    previousYear && university !== null
      ? [university, exam.unit].filter((part): part is string => typeof part === 'string' && part !== '').join(', ')
      : (exam.subjects ?? []).join(', ');
  const negative = exam.negative_mark_per_qn;
  return {
    type,
    subject,
    marks: formatMark(exam.mark_per_qn),
    negativeMarks: negative === null || negative === 0 ? examMessages.notAvailable : formatMark(negative),
  };
}

/** The exam page's one h1 (a screen reader's outline): the type, then the subjects when there are any. */
export function examHeading(header: ExamHeader): string {
  return header.subject === '' ? header.type : `${header.type}: ${header.subject}`;
}

/** Marks without float noise: 1, 0.25, 0.5. */
export function formatMark(mark: number): string {
  return formatDigits(Math.round(mark * 100) / 100);
}
