// Strings of the flashcard session (spec 000 §2 Flashcard session, §4 Flashcard, §8 Error
// catalogue), copied exactly; merged into ../messages.ts later.
export const flashcardMessages = {
  // spec 000 §4 Flashcard: the feedback of the latest flip (the web adds confetti to 'Congrats!')
  congrats: 'Congrats!',
  oops: 'Oops!',
  // spec 000 §2 Flashcard session buttons
  flush: 'Flush',
  unflush: 'Unflush',
  // spec 000 §8 Error catalogue: question load failure, no questions
  loadFailed: 'Something went wrong, Please Reload.',
  noQuestions: 'No Exam Question Found',
  /** The session's address names a subject, topic or subtopic the bank does not have (not in the specification). */
  notFound: 'These flashcards cannot be found: the subject, topic or subtopic in the link does not exist. Choose them again.',
} as const;

export type FlashcardFeedback = typeof flashcardMessages.congrats | typeof flashcardMessages.oops;
