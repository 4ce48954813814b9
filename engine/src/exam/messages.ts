// Strings of the exam screens (spec 000 §2, spec 001 §2), copied exactly; merged into ../messages.ts later.
export const examMessages = {
  // spec 001 §2 History list: accuracy when an exam has no questions; spec 000 §2 header without negative marks
  notAvailable: 'N/A',
  // spec 000 §2: a previous-year exam without a university
  previousYearExam: 'Previous Year Exam',
  /** The header's type when the server named none (not in the specification). */
  exam: 'Exam',
} as const;
