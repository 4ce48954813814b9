// The exam-taking screen's catalogue (docs/exam.md#messages), the specification's words copied exactly.
// Apart from the exam catalogue (messages.ts: the header and result other screens show too), so that
// only the exam page downloads these.
import { catalogue } from '../i18n/catalogue';
export const examScreenMessages = catalogue('examScreen', {
  /** The name of the exam page's region that holds the question (docs/exam.md#focus-on-start). */
  questionRegion: 'Question',
  noQuestions: 'No Exam Question Found',
  loadFailed: 'Something went wrong, Please Reload.',
  /** An exam id that is not the learner's, or none at all (not in the specification). */
  notFound: 'This exam was not found. It may have been cancelled, or the link is wrong.',
  /** A scheduled exam opened before its start; {time} is the Dhaka date and time (not in the specification). */
  startsAt: 'This exam starts at {time}. Open it from Home then.',
  leaveBlocked: 'You cannot leave the exam page until submission!',
  confirmSubmit: 'Are you sure you want to submit? Answers can’t be changed.',
  timeUp: 'Time is up, Submit Exam?',
  submitted: 'Exam submitted successfully.',
  cancelled: 'Exam Cancelled',
  // docs/exam.md#cancel-confirm: the time-up Cancel asks before it deletes (not in the specification).
  confirmCancelTitle: 'Delete this exam?',
  confirmCancel: 'Cancelling deletes this exam and every answer you chose in it. It will not be scored or kept in your History.',
  keepExam: 'Keep Exam',
  deleteExam: 'Delete Exam',
  /** Cancel refused because the server had already finished the exam (its time ran out). */
  keptFinished: 'This exam had already ended, so it was not cancelled. Its result is in your History.',
  actionFailed: 'Something went wrong',
  // docs/exam.md#offline
  submitWaiting: 'Your submission is waiting for the connection and will be sent, with your answers, when it is back.',
  // docs/exam.md#late-answers
  lateAnswer: 'One answer reached the server after the time was up and was not counted: question {questions}.',
  lateAnswers: '{count} answers reached the server after the time was up and were not counted: questions {questions}.',
  // docs/exam.md#palette (not in the specification): the palette's name per view, and each chip's
  // accessible name, 'Question 7: answered, bookmarked, current'.
  paletteAll: 'Questions',
  paletteBookmarked: 'Bookmarked questions',
  paletteUnanswered: 'Unanswered questions',
  chipName: 'Question {number}: {states}',
  chipAnswered: 'answered',
  chipUnanswered: 'not answered',
  chipBookmarked: 'bookmarked',
  chipCurrent: 'current',
  // docs/exam.md#clear-undo (not in the specification): a tap on the chosen option cleared it.
  answerCleared: 'Answer to question {number} cleared.',
  answerRestored: 'Answer to question {number} restored.',
  undo: 'Undo',
  // docs/exam.md#leaving-running (not in the specification)
  leftRunning: 'The exam keeps running on the server clock; resume it from Home or History.',
  // docs/exam.md#ended-elsewhere (not in the specification)
  endedElsewhere: 'This exam was already submitted. The result shows which of your answers counted.',
  notCountedAnswer: 'One answer chosen here reached the server after the exam was submitted and was not counted: question {questions}.',
  notCountedAnswers: '{count} answers chosen here reached the server after the exam was submitted and were not counted: questions {questions}.',
  // docs/progress.md#revision-messages
  revisionSaved: 'Question saved for revision',
  revisionAlreadySaved: 'Question already saved for revision',
  revisionFailed: 'Failed to save question for revision',
  // docs/exam.md#screen: loading, and the question card
  loadingQuestions: 'Loading questions',
  questionNumber: 'Question {number}',
  bookmark: 'Bookmark',
  bookmarked: 'Bookmarked',
  options: 'Options',
  /** The hidden name before an option's text; {letter} is A to D. */
  optionName: 'Option {letter}: ',
  // docs/exam.md#screen: the navigation below the question
  questionNavigation: 'Question navigation',
  moveFirst: 'First',
  moveBack: 'Back',
  moveNext: 'Next',
  moveLast: 'Last',
  savingAnswers: 'Saving answers…',
  submitExam: 'Submit Exam',
  backToQuestions: 'Back to questions',
  // docs/exam.md#filters: the side panel; {filter} is Bookmarked or Unanswered, {count} its questions
  questionFilters: 'Question filters',
  unanswered: 'Unanswered',
  viewFilter: 'View {filter} ({count})',
  hideFilter: 'Hide {filter} ({count})',
  // docs/exam.md#submit, docs/exam.md#time-up: the dialogs' names and buttons
  submitDialog: 'Submit exam',
  timeUpDialog: 'Time is up',
  cancel: 'Cancel',
  submit: 'Submit',
  // docs/exam.md#screen: the progress bar's words and the 'n / total' position below the question
  answeredCount: (answered: number, total: number): string => `${answered} / ${total} answered`,
  questionPosition: (current: number, total: number): string => `${current} / ${total}`,
} as const);
