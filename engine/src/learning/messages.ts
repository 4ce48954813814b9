// Words of the review session and the dashboard's due card (docs/learning.md). Not in the
// specification: our wording. Apart from the other catalogues so only the pages that show them
// carry them; no import of the schedule, so the dashboard can read it without ts-fsrs.
import { catalogue } from '../i18n/catalogue';
import { formatNumber } from '../i18n/format';

export const learningMessages = catalogue('learning', {
  title: 'Review',
  dueToday: 'Due today',
  /** The dashboard's and Revision's count of cards due today. */
  dueCount: (count: number) => (count === 1 ? '1 question to review' : `${formatNumber(count)} questions to review`),
  nothingDue: 'Nothing to review today. Questions you miss in an exam come back here when it is time to see them again.',
  /** The dashboard's line when nothing is due. */
  nothingDueShort: 'Nothing due today',
  startReview: 'Start review',
  loading: 'Loading your reviews…',
  loadFailed: 'Your reviews could not be loaded.',
  retry: 'Try again',
  /** Where the learner is in today's session. */
  left: (count: number) => (count === 1 ? '1 left today' : `${formatNumber(count)} left today`),
  optionsLabel: 'Choose an answer',
  right: 'Right',
  wrong: 'Wrong',
  rightAnswer: 'Right answer',
  yourAnswer: 'Your answer',
  explanation: 'Explanation',
  /** After an answer: when the question comes back, as Intl's relative time ('in 10 minutes', 'tomorrow'). */
  comesBack: (when: string) => `Comes back ${when}.`,
  next: 'Next',
  finish: 'Finish',
  allDone: 'All done for today. Well done!',
  reviewedCount: (count: number) => (count === 1 ? 'You reviewed 1 question.' : `You reviewed ${formatNumber(count)} questions.`),
  backHome: 'Back to dashboard',
  /** Reviews kept on the phone until the server has them (docs/learning.md#delivery). */
  unsent: (count: number) =>
    count === 1 ? '1 answer is kept on this phone and will be sent when you are online.' : `${formatNumber(count)} answers are kept on this phone and will be sent when you are online.`,
  allSent: 'All answers sent.',
  /** The dashboard's weakest topics (docs/learning.md#mastery). */
  weakestTitle: 'Weakest topics',
  weakestNone: 'Answer at least 3 questions of a topic in your exams to see where you stand.',
  /** 'Physics › Optics' */
  topicPath: (subject: string, topic: string) => `${subject} › ${topic}`,
  /** The level as a share of questions of average difficulty answered right, and how sure it is. */
  level: (level: number, sure: 'high' | 'medium' | 'low') =>
    `${formatNumber(level, { style: 'percent' })} · ${sure === 'high' ? 'sure' : sure === 'medium' ? 'fairly sure' : 'not sure yet'}`,
  levelLabel: (topic: string) => `Your level in ${topic}`,
  /** Builds a random test of the weakest topics (docs/learning.md#practise-these). */
  practiseThese: 'Practise these',
  practiseFailed: 'The practice test could not be made. Try again.',
} as const);
