// Strings of the exam screens (docs/exam.md#header, docs/progress.md#history-list), copied exactly; merged into ../messages.ts later.
export const examMessages = {
  // docs/progress.md#history-accuracy: accuracy when an exam has no questions; docs/exam.md#header: header without negative marks
  notAvailable: 'N/A',
  // docs/exam.md#header: a previous-year exam without a university
  previousYearExam: 'Previous Year Exam',
  /** The header's type when the server named none (not in the specification). */
  exam: 'Exam',
} as const;
