// Strings of the flashcard session (docs/practice.md#flashcard-session and the question-load messages of
// docs/exam.md#messages), copied exactly; apart from the practice catalogue so the session's page
// downloads only its own.
import { catalogue } from '../i18n/catalogue';
export const flashcardMessages = catalogue('flashcard', {
  // docs/practice.md#flashcard-session: the feedback of the latest flip (the web adds confetti to 'Congrats!')
  congrats: 'Congrats!',
  oops: 'Oops!',
  // docs/practice.md#flashcard-session buttons
  flush: 'Flush',
  unflush: 'Unflush',
  // docs/exam.md#messages: question load failure, no questions
  loadFailed: 'Something went wrong, Please Reload.',
  noQuestions: 'No Exam Question Found',
  /** The session's address names a subject, topic or subtopic the bank does not have (not in the specification). */
  notFound: 'These flashcards cannot be found: the subject, topic or subtopic in the link does not exist. Choose them again.',
} as const);

export type FlashcardFeedback = typeof flashcardMessages.congrats | typeof flashcardMessages.oops;
