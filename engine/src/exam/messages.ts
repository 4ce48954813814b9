// The exam catalogue (docs/exam.md#header, docs/progress.md#history-list): what the exam's header,
// its result and every question shown elsewhere say, the specification's words copied exactly. The
// exam page's own words are screenMessages.ts.
import { catalogue } from '../i18n/catalogue';
export const examMessages = catalogue('exam', {
  // docs/progress.md#history-accuracy: accuracy when an exam has no questions; docs/exam.md#header: header without negative marks
  notAvailable: 'N/A',
  // docs/i18n.md#questions (issue 31): a question without a twin in the version asked for, shown in its own language
  otherVersion: (shown: 'en' | 'bn'): string =>
    shown === 'en' ? 'This question has no Bangla version yet: it is shown in English.' : 'This question has no English version yet: it is shown in Bangla.',
  // docs/exam.md#header: a previous-year exam without a university
  previousYearExam: 'Previous Year Exam',
  /** The header's type when the server named none (not in the specification). */
  exam: 'Exam',
  /**
   * The exam types' names as the server writes them (its exam_types table), in the page's language
   * (docs/i18n.md#server-words): examTypeName() shows a name not listed here as the server wrote it.
   */
  examTypeNames: { 'Random Test': 'Random Test', 'Model Test': 'Model Test', 'Previous Year': 'Previous Year' },
  // docs/exam.md#header (our wording, issue 29 item 5): the clock's name, with its value, for a screen reader
  remainingTime: (shown: string) => `Remaining time ${shown}`,
  // docs/exam.md#header: the sticky bar (its facts also use `exam` and `resultSubject`)
  examDetails: 'Exam details',
  details: 'Details',
  answered: 'Answered',
  marks: 'Marks',
  negativeMarks: 'Negative Marks',
  // docs/exam.md#result: the result after an exam (docs/exam.md#one-definition for what each figure is)
  resultTitle: 'Result',
  resultScore: 'Score',
  resultOutOf: 'out of {max}',
  resultTotalQuestions: 'Total Questions',
  resultCorrect: 'Correct',
  resultWrong: 'Wrong',
  resultUnanswered: 'Unanswered',
  resultAccuracy: 'Accuracy',
  resultTimeRemaining: 'Time Remaining',
  resultBySubject: 'By subject',
  resultSubject: 'Subject',
  resultRight: 'Right',
  resultNotAnswered: 'Not answered',
  /** A subject the server named none for. */
  resultSubjectNumber: 'Subject {n}',
  resultNotAvailable: 'Result not available.',
  // docs/content.md#pass-rule: shown only for an exam whose template had pass marks
  resultPassed: 'Pass',
  resultFailed: 'Fail',
  resultVerdict: 'Result',
  resultPassBySubject: 'Pass or fail by subject',
  resultMarksOfPassMark: '{marks} marks; pass mark {pass}',
  resultMarks: 'Marks',
  resultPassMark: 'Pass mark',
  resultNoPassMark: '—',
  viewExamHistory: 'View Exam History',
  goHome: 'Go Home',
  /**
   * The label of each option, in its order, wherever a question is shown (the exam, the flashcard,
   * revision and history; docs/exam.md#answering). A second language has its own (ক খ গ ঘ); the
   * keys that choose an option stay A–D on every keyboard (optionLabels.ts).
   */
  optionLetters: ['A', 'B', 'C', 'D'],
} as const);
