// The progress catalogue: every word of the dashboard, history, revision, leaderboard, profile and
// password screens, copied exactly from docs/progress.md.
import { catalogue } from '../i18n/catalogue';
import { formatNumber } from '../i18n/format';
export const progressMessages = catalogue('progress', {
  // docs/progress.md#leaderboard-periods
  tabThisWeek: 'This Week',
  tabThisMonth: 'This Month',
  tabThisYear: 'This Year',
  tabLifetime: 'Lifetime',
  tabCustom: 'Custom',
  // docs/progress.md#leaderboard-custom
  selectYear: 'Please select at least a year',
  // docs/progress.md#profile-save, in check order
  fullNameRequired: 'Full Name is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone Number is required',
  usernameRequired: 'Username is required',
  dateOfBirthRequired: 'Date of Birth is required',
  genderRequired: 'Gender is required',
  userIdNotFound: 'User ID not found',
  // Limits of docs/progress.md#profile-limits that the specification gives no message for (our wording).
  fullNameTooLong: 'Full Name must be at most 150 characters',
  emailTooLong: 'Email must be at most 100 characters',
  phoneLength: 'Phone Number must be 11 to 14 characters',
  usernameTooLong: 'Username must be at most 150 characters',
  dateOfBirthFormat: 'Date of Birth must be DD/MM/YYYY',
  dateOfBirthFuture: 'Date of Birth cannot be in the future',
  // docs/progress.md#change-password
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'Must be at least 6 characters',
  newPasswordSameAsCurrent: 'New password must be different from current password',
  confirmPasswordRequired: 'Please confirm your new password',
  confirmPasswordMismatch: 'Passwords do not match',
  // docs/progress.md#change-password
  passwordChanged: 'Password changed successfully',
  currentPasswordIncorrect: 'Your current password is incorrect',
  // docs/progress.md#profile-messages
  profileUpdated: 'Profile Updated Successfully',
  profileAndImageUpdated: 'Profile and Image Updated Successfully',
  profileUpdateFailed: 'Profile Update Failed',
  imageUploadFailed: 'Image Upload Failed',
  /** A chosen file that is not an image, refused when chosen (our wording; the server takes these four). */
  imageNotAnImage: 'That file is not an image. Choose a JPEG, PNG, GIF or WebP photo.',
  imageTooLarge: 'That photo is larger than 2 MB. Choose a smaller one.',
  profileLoadFailed: 'Error loading profile data',
  // A changed e-mail waits for the link mailed to it (README "Security").
  profileUpdatedEmailPending: 'Profile Updated Successfully. Confirm your new email through the link we mailed to it.',
  emailPendingHint: 'Confirm it through the link we mailed to it; until then you sign in with your current email.',
  emailChangeConfirmed: 'Your new email is confirmed. Sign in with it from now on.',
  emailChangeCancelled:
    'The email change is cancelled and your account is signed out everywhere. Someone else may know your password: reset it now.',
  emailChangeLinkInvalid: 'The link is invalid or has expired.',
  emailChangeFailedTitle: 'Email change failed',
  tryAgain: 'Try Again',
  // docs/progress.md#history-list, docs/progress.md#history-detail
  historyTitle: 'History',
  noExamGiven: 'No Exam Given',
  examHasNoHistory: 'This Exam Has No History',
  historyLoadFailed: 'Something went wrong, Please Reload.',
  statusFinished: 'Finished',
  statusUnattempted: 'Unattempted',
  /** A scheduled exam that has not begun; its Exam Time is the start (our wording). */
  statusScheduled: 'Scheduled',
  // docs/progress.md#in-progress: an exam still running, and the way back to it (our wording).
  statusInProgress: 'In progress',
  resume: 'Resume',
  resumeExam: 'Resume exam {id}',
  inProgressTitle: 'Exams in progress',
  inProgressEnds: 'In progress, ends {time}',
  /** A reviewed question that is also in an exam the learner is still taking (our wording). */
  answerHeldBack: 'This question is in an exam you are still taking; its answer shows once that exam is finished.',
  // docs/progress.md#leaderboard
  leaderboardLoadFailed: 'Something went wrong. Please try again later.',
  showingDataFor: 'Showing data for',
  /** What the Score column means (our wording; the rule is in the api's ratings). */
  leaderboardScoreExplained: 'Score: a rating that rises when you answer questions right, more for harder ones; 1000 to start.',
  /** Marks the learner's own row beside their name. */
  leaderboardYou: '(you)',
  // docs/progress.md#revision, docs/progress.md#revision-messages
  selectSubject: 'Please select a subject',
  noRevisionData: 'No revision data found',
  revisionRemoved: 'Question removed from revision',
  revisionRemoveFailed: 'Failed to remove question from revision',
  /** A revision list that did not load (the specification gives no message; the generic one of docs/exam.md#messages). */
  revisionLoadFailed: 'Something went wrong',
  // docs/progress.md#dashboard (its empty states)
  noSubscriptions: 'No subscriptions found',
  statAttemptedExams: 'Attempted Exams',
  statQuestionsAttempted: 'Questions Attempted',
  statCorrectAnswers: 'Correct Answers',
  statCorrectPercentage: 'Correct Percentage',
  /** The stat cards' period, said above them (dashboard.ts STATS_PERIOD_LABEL). */
  statsPeriod: (days: number): string => `Last ${days} days`,
  // docs/progress.md#performance-chart: the chart's four bars (dashboard.ts chartDays).
  chartQuestion: 'Question',
  chartRight: 'Right',
  chartWrong: 'Wrong',
  chartUnattempted: 'Unattempted',
  // Words shared by the progress screens (buttons, loading and load-failure notes, the question viewers).
  loading: 'Loading…',
  reload: 'Reload',
  cancel: 'Cancel',
  save: 'Save',
  back: 'Back',
  next: 'Next',
  optionsLabel: 'Options',
  rightAnswer: 'Right answer',
  explanation: 'Explanation',
  // The dashboard's heading (home): the second is filled with the learner's name by fillIn.
  welcome: 'Welcome!',
  welcomeName: 'Welcome, {name}!',
  // The dashboard's My Packages card (home).
  myPackagesTitle: 'My Packages',
  subscriptionsHistoryLink: 'Subscriptions History',
  packageNameColumn: 'Package Name',
  packageGradeColumn: 'Grade',
  packageSubscriptionColumn: 'Subscription',
  packageExpiryColumn: 'Expiry',
  // The dashboard's Performance Analysis card and its chart's screen-reader table (home).
  performanceTitle: 'Performance Analysis',
  performanceExpand: 'Expand',
  performanceCollapse: 'Collapse',
  performanceChartLoading: 'Loading chart…',
  performanceTableLabel: 'Performance Analysis data',
  performanceDateColumn: 'Date',
  // The history list (history); {id} is filled by fillIn.
  historyTableLabel: 'Exam history',
  historyPagesLabel: 'History pages',
  historyExamTypeColumn: 'Exam Type',
  historyTotalQuestionsColumn: 'Total Questions',
  historyMarkColumn: 'Mark',
  historyAccuracyColumn: 'Accuracy',
  historyStatusColumn: 'Status',
  historyExamTimeColumn: 'Exam Time',
  historyViewColumn: 'View',
  viewHistoryOfExam: 'View history of exam {id}',
  // An exam's history review (history/{id}); {number} is filled by fillIn.
  historyDetailTitle: 'Exam History',
  // The review's header rows (historyReviewMachine.ts historyHeader); N/A for an exam without subjects.
  historyHeaderExamType: 'Exam Type',
  historyHeaderSubject: 'Subject',
  historyHeaderStartTime: 'Start Time',
  historyHeaderEndTime: 'End Time',
  historyHeaderTotalQuestions: 'Total Questions',
  historyHeaderCorrect: 'Correct',
  historyHeaderUnattempted: 'Unattempted',
  historyHeaderWrong: 'Wrong',
  historyHeaderNotAvailable: 'N/A',
  historyBackToList: 'BACK',
  questionNumber: 'Question {number}',
  historyFirst: 'First',
  historyLast: 'Last',
  questionNavigationLabel: 'Question navigation',
  /** The review's filters (docs/progress.md#history-filters), each with how many questions it walks. */
  historyFilterLabel: 'Show',
  historyFilterAll: (count: number) => `All (${formatNumber(count)})`,
  historyFilterWrong: (count: number) => `Wrong (${formatNumber(count)})`,
  historyFilterSkipped: (count: number) => `Skipped (${formatNumber(count)})`,
  historyFilterSlow: (count: number) => `Slow (${formatNumber(count)})`,
  /** A question's time on screen before its answer (docs/exam.md#question-time), and after a slow one the exam's pace. */
  historyTimeSpent: (time: string) => `Time on this question: ${time}`,
  historySlowerThanPace: (pace: string) => `(slow: the exam gives ${pace} a question)`,
  yourAnswer: 'Your answer',
  notAnswered: 'Not answered',
  // The revision screen (revision): the picker, then the viewer.
  revisionTitle: 'Revision',
  revisionPickerLabel: 'Choose questions to revise',
  revisionSubject: 'Subject',
  revisionTopic: 'Topic',
  revisionSubtopic: 'Subtopic',
  revisionContinue: 'Continue',
  /** Heads the viewer's question; its position (3/10) follows in its own element. */
  revisionQuestion: 'Question',
  viewAnswer: 'View Answer',
  hideAnswer: 'Hide Answer',
  /** The button that ends the revision (not the history's status of the same words). */
  revisionFinished: 'Finished',
  // The leaderboard (leaderboard); {week}, {first} and {last} are filled by fillIn.
  leaderboardTitle: 'Leaderboard',
  leaderboardPeriodLabel: 'Period',
  leaderboardYear: 'Year',
  leaderboardMonth: 'Month',
  leaderboardWeek: 'Week',
  anyMonth: 'Any month',
  anyWeek: 'Any week',
  leaderboardMonths: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  leaderboardWeekOption: 'Week {week} ({first}–{last})',
  applySelection: 'Apply Selection',
  leaderboardEmpty: 'No learner finished an exam in this period.',
  leaderboardRankColumn: 'Rank',
  leaderboardNameColumn: 'Name',
  leaderboardScoreColumn: 'Score',
  leaderboardPagesLabel: 'Leaderboard pages',
  // The profile (profile): view mode, the edit form and the Change Password dialog.
  profileFullName: 'Full Name',
  profileUsername: 'Username',
  profileEmail: 'Email',
  profilePhoneNumber: 'Phone Number',
  profilePhonePlaceholder: '01XXXXXXXXX',
  profileDateOfBirth: 'Date of Birth',
  profileGender: 'Gender',
  // docs/i18n.md#questions (issue 31): the language of the learner's questions
  profileQuestionVersion: 'Questions in',
  questionVersionNames: { en: 'English version', bn: 'Bangla version' },
  profileNotAvailable: 'N/A',
  profilePending: 'Pending:',
  editProfile: 'Edit Profile',
  editProfileFormLabel: 'Edit profile',
  profilePhoto: 'Profile Photo',
  profilePhotoAlt: 'Profile photo',
  choosePhoto: 'Choose Photo',
  noPhotoChosen: 'No photo chosen',
  changePassword: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  passwordStrength: 'Strength',
  // The e-mail change links' page (confirm-email, cancel-email-change).
  confirmingEmail: 'Confirming your new email',
  cancellingEmailChange: 'Cancelling the email change',
  goToProfile: 'Go to Profile',
  /** A profile save refused because e-mail changes came too often (docs/access.md#email-change-limits; our wording). */
  emailChangesTooOften: (minutes: number): string =>
    `Too many email changes. Nothing was saved; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const);

/** A profile save refused because e-mail changes came too often (docs/access.md#email-change-limits; our wording). */
export const emailChangesTooOften = (minutes: number): string => progressMessages.emailChangesTooOften(minutes);
