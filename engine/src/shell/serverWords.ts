// The api's own sentences (docs/i18n.md#server-words): refusals the interface shows as the server
// words them. The api answers in English (it imports these English words); the gateway sends a
// page in Bengali their twins beside them (i18n/sentences.ts), and the page shows those
// (shell/shownDetail.ts). No page imports this catalogue.
import { catalogue } from '../i18n/catalogue';

// Pure: a page that imports the engine's index does not keep it (no page shows it, shell/shownDetail.ts).
export const serverWords = /* @__PURE__ */ catalogue('server', {
  // The exam slice (api/src/exam/refusals.ts)
  notFound: 'Not found.',
  examFinished: 'This exam is already finished.',
  examTimeUp: 'Time is up for this exam; the answer was not saved.',
  examNotStarted: 'This exam has not started yet.',
  questionsChosen: 'The questions of this exam are already chosen.',
  startInPast: 'The start time of a scheduled exam must be in the future.',
  startRequired: 'A scheduled exam needs a start_time.',
  notReschedulable: 'Only a scheduled exam that has not started can be moved.',
  questionNotInExam: 'This question is not part of this exam.',
  optionNotOfQuestion: "This option is not one of the question's options.",
  oneExamPerScript: 'All answers of a script must belong to one exam.',
  unknownExamType: 'Unknown exam type.',
  unknownSubject: 'Unknown subject.',
  topicNotOfSubject: 'This topic is not part of the subject.',
  subtopicNotOfTopic: 'This subtopic is not part of the topic.',
  unknownQuestion: 'Unknown question.',
  templateNotOfType: 'This template is not of that kind of exam.',
  templateInactive: 'This template is not active.',
  universityNotOfTemplate: 'This university is not offered by the template.',
  unitNotOfUniversity: 'This unit is not offered by the university.',
  yearNotOffered: 'This year is not offered.',
  notCovered: (subject: string): string => `Your subscription does not cover ${subject}.`,
  // The contest slice (api/src/contest/refusals.ts)
  registrationClosed: 'Registration for this contest is closed.',
  contestNotStarted: 'This contest has not started yet.',
  notRegistered: 'You are not registered for this contest.',
  contestEnded: 'This contest has ended.',
  contestNotEnded: 'This contest has not ended yet.',
  resultsNotReady: 'The results of this contest are not ready yet.',
  noResult: 'You have no result in this contest.',
  contestStartInPast: 'The start time of a contest must be in the future.',
  contestStartedAlready: 'A contest can only be changed before it starts.',
  paperRequired: 'A previous-year contest needs a university, a unit and a year.',
  // The access slice (api/src/access/, api/src/progress/profileRoutes.ts)
  emailTaken: 'A user with this email already exists.',
  phoneTaken: 'A user with this phone number already exists.',
  usernameTaken: 'A user with this username already exists.',
  registeredMailFailed: 'Registration successful, but the verification email could not be sent. Please contact support.',
  noSuchEmail: 'No user found with this email address.',
  mailFailed: 'We could not send the email. Please try again later.',
  invalidOtp: 'Invalid OTP.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpUsed: 'This code has already been used. Please request a new one.',
  otpNotResent: 'No new code was sent: use the last one we sent.',
  resetDone: 'Password reset successful.',
  verificationResent: 'A new verification link has been sent to your email.',
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  resetLocked: (hours: number): string => `Too many wrong codes. Password reset for this account is locked for up to ${hours} hours.`,
  tooManyAttempts: (seconds: number): string => `Too many attempts. Try again in ${seconds} seconds.`,
  // The progress slice (api/src/progress/days.ts, profileImage.ts)
  invalidDate: 'Dates must be real calendar days (YYYY-MM-DD).',
  rangeReversed: 'The start date must not be after the end date.',
  rangeTooLong: (days: number): string => `A date range may span at most ${days} days.`,
  imageNotMultipart: 'Send the image as multipart/form-data with the field image.',
  imageMissing: 'Send exactly one file, in the field image.',
  notImage: 'The file is not a PNG, JPEG, GIF or WebP image.',
  imageTooLarge: 'The image is larger than 2 MiB.',
  // The commerce slice (api/src/commerce/)
  packageNotOnSale: 'This package is no longer on sale.',
  packageLasts: (days: number): string => `This package lasts ${days} days.`,
  subjectChosenOnce: 'Each subject can be chosen once.',
  paymentNotValidated: 'The payment could not be validated.',
  // The learning slice (api/src/learning/)
  reviewHeld: 'This question is in an exam of yours that can still take answers: review it once that exam is over.',
  reviewKeyTaken: 'This review key was already used for another question.',
  // The plan toward the learner's exam (api/src/learning/plan.ts)
  planNameMissing: 'Name the exam you are preparing for.',
  planNameTooLong: (characters: number): string => `The name of the exam must be at most ${characters} characters.`,
  planNameControl: 'The name of the exam must not contain control characters.',
  planDateInvalid: 'The exam date must be a real calendar day (YYYY-MM-DD).',
  planDatePast: 'The exam date must not be before today.',
  planDateTooFar: (days: number): string => `The exam date must be at most ${days} days from today.`,
  planMinutesTooFew: (minutes: number): string => `Plan at least ${minutes} minutes a day.`,
  planMinutesTooMany: (minutes: number): string => `Plan at most ${minutes} minutes a day.`,
  // The question bank's editor (api/src/bank/editorRoutes.ts)
  bankQuestionNotCurrent: 'A newer version of this question was saved; open it to edit.',
  bankQuestionInvalid: 'This question breaks a rule of the bank: four options, one right, no empty part.',
});
