// User-facing strings of the practice setup screens, copied exactly from spec 000 §5 and §8.
// Kept here until the lead merges them into engine/src/messages.ts.
export const practiceMessages = {
  // spec 000 §5 Random test / Flashcard setup; {n} is the available count
  availableQuestionsOnly: 'Your available questions are only {n}.',
  totalAboveAvailable: 'Total number of questions is greater than available question',
  nextStepHint: "Next step: Please select the number of questions you'd like to practice with.",
  // spec 000 §5 Previous-year test
  selectExamAndYear: 'Please select an exam and year',
  // spec 000 §8 exam actions
  examCreated: 'Exam Data Created',
  examStarted: 'Exam Started Successfully',
  examScheduled: 'Exam Scheduled Successfully',
} as const;

/** 'Your available questions are only {n}.' with n filled in. */
export function availableQuestionsOnly(n: number): string {
  return practiceMessages.availableQuestionsOnly.replace('{n}', String(n));
}
