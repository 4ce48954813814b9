// User-facing strings of the practice setup screens, copied exactly from docs/practice.md.
// Kept here until the lead merges them into engine/src/messages.ts.
export const practiceMessages = {
  // docs/practice.md#count-presets; {n} is the available count
  availableQuestionsOnly: 'Your available questions are only {n}.',
  totalAboveAvailable: 'Total number of questions is greater than available question',
  nextStepHint: "Next step: Please select the number of questions you'd like to practice with.",
  // docs/practice.md#previous-year
  selectExamAndYear: 'Please select an exam and year',
  // docs/practice.md#random-test-flow
  examCreated: 'Exam Data Created',
  examStarted: 'Exam Started Successfully',
  examScheduled: 'Exam Scheduled Successfully',
  // docs/practice.md#schedule-dialog (our wording, issue 28): why Schedule is greyed out
  scheduleTimeMissing: 'Choose the date and time the exam starts.',
  scheduleTimePassed: 'That time has passed. Choose a time in the future.',
} as const;

/** 'Your available questions are only {n}.' with n filled in. */
export function availableQuestionsOnly(n: number): string {
  return practiceMessages.availableQuestionsOnly.replace('{n}', String(n));
}
