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
  /** The way from the weakest topics to all of them (docs/learning.md#topic-map). */
  allTopics: 'See all your topics',

  /** /progress: every topic the learner has met, by subject (docs/learning.md#topic-map). */
  mapTitle: 'Your topics',
  mapIntro: 'How likely you are to answer a question of average difficulty right, in each topic you have met, weakest first.',
  mapNone: 'Finish an exam to see how you stand in each topic.',
  mapAnswers: (answered: number, right: number) => `${formatNumber(right)} of ${formatNumber(answered)} answered right`,
  mapPractise: 'Practise the weakest',

  /** After an exam with negative marks: answer or skip, by topic (docs/learning.md#guessing). */
  guessingTitle: 'Answer or skip?',
  /** The break-even chance: at −0.25 of 1 mark, one in five. */
  guessingRule: (negative: number, chance: number) =>
    `With ${marks(negative)} off for a wrong answer, answering pays when you are right more than ${percent(chance)} of the time.`,
  guessingShare: (share: number, answered: number) => `You are right ${percent(share)} of the times you answer (${formatNumber(answered)} answers).`,
  guessingBlind: (chance: number) => `Fewer than 3 answers here yet: a blind guess is right ${percent(chance)} of the time.`,
  verdictAnswer: 'Answering pays.',
  verdictSkip: 'Skipping pays.',
  /** What the skipped questions were expected to bring had they been answered. */
  skippingCost: (skipped: number, cost: number) =>
    cost >= 0
      ? `Skipping ${formatNumber(skipped)} cost you about ${marks(cost)}.`
      : `Skipping ${formatNumber(skipped)} saved you about ${marks(-cost)}.`,
  wrongCost: (wrong: number, lost: number) => `${wrong === 1 ? '1 wrong answer' : `${formatNumber(wrong)} wrong answers`} cost ${marks(lost)}.`,
  skippingTotal: (cost: number) => (cost >= 0 ? `In all, skipping cost you about ${marks(cost)}.` : `In all, skipping saved you about ${marks(-cost)}.`),
  guessingNothing: 'You answered every question and none was wrong: nothing to weigh here.',

  /** The plan toward the learner's exam (docs/learning.md#plan). */
  planTitle: 'Your exam plan',
  planLoading: 'Loading your plan…',
  planNone: 'Name the exam you are preparing for and the time you have each day: we plan your days toward it.',
  planSet: 'Set a target',
  planChange: 'Change',
  planRemove: 'Remove target',
  planSave: 'Save target',
  planCancel: 'Cancel',
  planName: 'Exam',
  planNameHint: 'For example: DU Science Unit (Ka) or Medical admission',
  planDate: 'Exam date',
  planMinutes: 'Minutes a day',
  planNameRequired: 'Enter the exam you are preparing for.',
  planNameTooLong: (max: number) => `Use at most ${formatNumber(max)} characters.`,
  planDateInvalid: 'Enter the exam date.',
  planDatePast: 'The exam date cannot be in the past.',
  planDateTooFar: 'The exam date must be within three years.',
  planMinutesInvalid: (min: number, max: number) => `Enter whole minutes from ${formatNumber(min)} to ${formatNumber(max)}.`,
  planSaveFailed: 'The target could not be saved. Try again.',
  planLoadFailed: 'Your plan could not be loaded.',
  /** '45 days left' */
  daysLeft: (days: number) => (days === 1 ? '1 day left' : `${formatNumber(days)} days left`),
  planToday: (reviews: number, fresh: number) =>
    `Today: ${reviews === 1 ? '1 review' : `${formatNumber(reviews)} reviews`} and ${fresh === 1 ? '1 new question' : `${formatNumber(fresh)} new questions`}.`,
  planExamDay: 'Exam day. Good luck!',
  planPast: 'Your exam date has passed. Set your next target.',
  /** The streak (a missed day pauses it). */
  streak: (days: number) => (days === 1 ? '1-day streak' : `${formatNumber(days)}-day streak`),
  streakNone: 'Study today to start a streak.',
  streakPaused: 'Paused: study today to keep it going.',
  streakKeep: 'Study today to add a day.',
  streakDone: 'Today counted.',
} as const);

function percent(share: number): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
}

function marks(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 1 ? '1 mark' : `${formatNumber(rounded, { maximumFractionDigits: 2 })} marks`;
}
