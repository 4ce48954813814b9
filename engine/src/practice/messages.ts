// The practice catalogue: every word of the practice setup screens, copied exactly from docs/practice.md.
import { catalogue } from '../i18n/catalogue';
export const practiceMessages = catalogue('practice', {
  // docs/practice.md#count-presets; {n} is the available count
  availableQuestionsOnly: 'Your available questions are only {n}.',
  /** availableQuestionsOnly with n filled in (availableQuestionsOnly() below). */
  availableQuestionsOnlyOf: (n: number): string => `Your available questions are only ${n}.`,
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
  // The setup screens' shared words (model test, previous year, random test, My Exam Schedule)
  startExam: 'Start Exam',
  cancel: 'Cancel',
  loading: 'Loading…',
  reload: 'Reload',
  numberOfQuestions: 'Number of Questions',
  others: 'Others',
  subject: 'Subject',
  examType: 'Exam Type',
  actions: 'Actions',
  /** An exam's length, '1h 12m 0s'. */
  durationHms: '{hours}h {minutes}m {seconds}s',
  // /previous-year-test (docs/practice.md#previous-year)
  previousYearTitle: 'Previous Year Test',
  previousYearLoading: 'Loading previous-year exams',
  previousYearEmpty: 'No previous-year exams are available yet.',
  previousYearSetup: 'Previous-year test setup',
  selectExam: 'Select Exam',
  selectUniversity: 'Select University',
  selectExamYear: 'Select Exam Year',
  dhakaTime: 'Dhaka time',
  // /model-test (docs/practice.md#model-test)
  modelTestTitle: 'Model Test',
  modelTestLoading: 'Loading model tests',
  modelTestEmpty: 'No model tests are available yet.',
  modelTestSelection: 'Model test selection',
  selectModelTest: 'Select Model Test',
  /** Followed by the duration, 'Exam Duration: 1h 12m 0s'. */
  examDurationLabel: 'Exam Duration:',
  clear: 'Clear',
  modelTestSubjects: 'Subjects',
  countForPass: 'Count for Pass',
  modelTestChooseFirst: 'Choose a model test to see its subjects.',
  modelTestNoSubjects: 'This model test has no subjects.',
  // /random-test (docs/practice.md#random-test): the header, the cards and the buttons
  randomTestTitle: 'Random Test',
  dateAndTime: 'Date and time',
  duration: 'Duration',
  chooseQuestions: 'Choose questions',
  selectedQuestions: 'Selected questions',
  clearAll: 'Clear All',
  scheduleExam: 'Schedule Exam',
  starting: 'Starting…',
  // /random-test made by Practise these (docs/practice.md#random-test-near-level; our wording, issue 32)
  nearLevel: 'Questions near your level: about 2 in 3 you should get right.',
  drawAtRandom: 'Draw at random instead',
  // /random-test: the form above the table (grade → subject → topic → subtopic and the count)
  grade: 'Grade',
  topic: 'Topic',
  subtopic: 'Subtopic',
  otherNumberOfQuestions: 'Other number of questions',
  add: 'Add',
  /** A select whose list came back empty; {list} is its label in lower case. */
  listEmpty: 'No {list} with questions',
  // /random-test: the table of chosen rows and its edit dialog
  noRowsYet: 'No questions added yet.',
  serialColumn: '#',
  questionsColumn: 'Questions',
  editRow: 'Edit row {n}',
  deleteRow: 'Delete row {n}',
  pages: 'Pages',
  editCountTitle: 'Edit Number of Questions',
  save: 'Save',
  // /random-test: the schedule dialog (docs/practice.md#schedule-dialog)
  scheduleTitle: 'Set Your Exam Schedule',
  schedule: 'Schedule',
  startTimeDhaka: 'Start Time (Dhaka)',
  openCalendar: 'Open calendar',
  chooseExamDate: 'Choose the exam date',
  // "My Exam Schedule" on /home (docs/progress.md#exam-schedule, docs/practice.md#scheduled-exams)
  myExamSchedule: 'My Exam Schedule',
  search: 'Search',
  startTime: 'Start Time',
  endTime: 'End Time',
  deleteExam: 'Delete exam',
  no: 'No',
  yes: 'Yes',
  // /flashcard: the setup (docs/practice.md#flashcard-setup); also grade, subject, topic, subtopic,
  // numberOfQuestions and others above. Kept out of flashcardMessages, whose test pins its exact keys.
  flashcardTitle: 'Flashcard',
  flashcardLoadingSubjects: 'Loading subjects',
  flashcardSetup: 'Flashcard setup',
  yourNumberOfQuestions: 'Your number of questions',
  flashcardChooseSubjectFirst: 'Choose a subject to see the available questions.',
  flashcardAvailable: 'Available questions: {n}',
  flashcardStart: 'Start',
  // /flashcard/exam: the session (docs/practice.md#flashcard-session)
  flashcardLoadingQuestions: 'Loading questions',
  backToFlashcard: 'Back to Flashcard',
  /** The name of the 'n / total' counter. */
  flashcardCounter: 'Card',
  /** The counter itself, 'n / total' (flashcardPosition in ./flashcardFaces). */
  flashcardPosition: (position: number, total: number): string => `${position} / ${total}`,
  flashcardQuestionNumber: 'Question {number}',
  flashcardOptions: 'Options',
  /** The hidden name before an option's text; {letter} is A to D. */
  flashcardOptionName: 'Option {letter}: ',
  flashcardExplanation: 'Explanation',
  flashcardNavigation: 'Flashcard navigation',
  flashcardBack: 'Back',
  flashcardNext: 'Next',
  flashcardFinished: 'Finished',
  /** The back of the right option once a wrong one was flipped. */
  flashcardCorrectAnswer: 'Correct answer',
  // /flashcard/exam: the summary once finished
  flashcardSummaryTitle: 'Flashcards finished',
  flashcardSeenOne: 'You saw {seen} of {total} card.',
  flashcardSeen: 'You saw {seen} of {total} cards.',
  flashcardCardsSeen: 'Cards seen',
  flashcardRight: 'Right',
  flashcardWrong: 'Wrong',
  flashcardNotAnswered: 'Not answered',
  flashcardPractiseAgain: 'Practise again',
  flashcardNew: 'New flashcards',
  goHome: 'Go Home',
} as const);

/** 'Your available questions are only {n}.' with n filled in. */
export function availableQuestionsOnly(n: number): string {
  return practiceMessages.availableQuestionsOnlyOf(n);
}
