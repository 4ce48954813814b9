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
  // docs/practice.md#flashcard-grades (not in the specification): how well the learner knew a turned card
  gradeQuestion: 'How well did you know it?',
  /** Each grade's button: its name and what it means. */
  grades: {
    again: { name: 'Again', hint: 'I did not know it' },
    hard: { name: 'Hard', hint: 'I knew it, with effort' },
    good: { name: 'Good', hint: 'I knew it' },
    easy: { name: 'Easy', hint: 'I knew it at once' },
  },
  /** Beside the grade the first flip suggests: Good for a right one, Again for a wrong one. */
  gradeSuggested: 'Suggested',
  gradeSending: 'Saving your grade…',
  gradeKept: 'Your grade is kept on this phone and will be sent when you are online.',
  gradeRefused: 'This grade could not be saved.',
  /** Under the buttons once a grade is chosen: 'Hard. Comes back in 15 minutes.' */
  gradeLine: (grade: string, outcome: string) => `${grade}. ${outcome}`,
} as const);

export type FlashcardFeedback = typeof flashcardMessages.congrats | typeof flashcardMessages.oops;
