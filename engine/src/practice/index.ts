// The practice setup screens' public surface (docs/practice.md#cascading-selects, docs/practice.md#random-test-rules,
// docs/practice.md#flashcard-setup, docs/practice.md#previous-year, docs/practice.md#model-test); merged into ../index.ts later.
export { practiceMessages, availableQuestionsOnly } from './messages';
export * from './limits';
export * from './cascade';
export * from './questionCount';
export * from './randomTestBuilder';
export * from './randomTestDevice';
export * from './randomTestMachine';
export * from './randomTestView';
export * from './previousYear';
export * from './modelTestSelection';
export * from './flashcardSetup';
export { flashcardMessages, type FlashcardFeedback } from './flashcardMessages';
export * from './flashcardMachine';
export * from './flashcardSetupMachine';
export * from './flashcardSetupView';
export * from './flashcardQuery';
export * from './flashcardFaces';
export * from './flashcardGrades';
export * from './subjectGrades';
export * from './previousYearMachine';
export * from './modelTestMachine';
export * from './randomTestForm';
export * from './scheduledExams';
export * from './examVersion';
