// The access and shell catalogue: every word of sign-in, registration, verification, reset and the shell
// (top bar, drawer, footer, toasts, the 404), copied exactly from docs/access.md and docs/shell.md.
// Typos of the specification are kept on purpose ('Reset Password Successfull').
import { RESET_CODE_MAILS, RESET_CODE_MINUTES } from './limits';
import { catalogue } from './i18n/catalogue';

export const messages = catalogue('access', {
  // docs/access.md#session, docs/access.md#subscription-gate
  checkingAuth: 'Checking authentication ...',
  subscriptionRequiredTitle: 'Subscription Required',
  subscriptionRequiredBody: 'You need to purchase a package to use this platform.',
  buyPackage: 'Buy Package',
  cancel: 'Cancel',
  // docs/shell.md#top-bar, docs/shell.md#profile-menu
  logoutConfirm: 'Are you sure you want to logout?',
  yes: 'Yes',
  no: 'No',
  // docs/shell.md#logout-unsent (our wording, issue 26)
  logoutSendFirst: 'Send and log out',
  logoutAnyway: 'Log out anyway',
  logoutSending: 'Sending your answers …',
  /** docs/shell.md#logout-unsent: logout while answers chosen on this device wait to be sent. */
  logoutUnsent: (waiting: number): string =>
    waiting === 1
      ? '1 answer you chose has not reached the server yet. Send it before you log out? If you log out anyway, it is lost.'
      : `${waiting} answers you chose have not reached the server yet. Send them before you log out? If you log out anyway, they are lost.`,
  /** docs/shell.md#logout-unsent: the answers could not all be sent (no network, or the server did not answer). */
  logoutSendFailed: (waiting: number): string =>
    waiting === 1
      ? '1 answer could not be sent. Connect to the internet and try again, or log out anyway and lose it.'
      : `${waiting} answers could not be sent. Connect to the internet and try again, or log out anyway and lose them.`,
  // docs/shell.md#routes
  notFound: "Sorry we couldn't find the page you're looking for",
  backToHomepage: 'back to homepage',
  notAllowed: 'This page is for the coaching centre’s staff; your account cannot open it.',
  /** The not-allowed page's heading and its document title (docs/access.md#admin-pages). */
  notAllowedTitle: 'Not Allowed',
  // docs/shell.md#error-boundary (our wording, issue 29)
  screenFailedTitle: 'This page could not be shown',
  screenFailedBody: 'Something went wrong on our side. We have been told about it.',
  screenFailedChunk: 'Part of this page could not be downloaded. Check your connection and try again.',
  screenFailedAnswersKept: 'Any exam answers you chose are kept on this device and will be sent.',
  tryAgain: 'Try Again',
  // A list or page whose load failed, where its own section names no other words (docs/commerce.md#package-lists' wording).
  loadFailed: 'Something went wrong. Please try again later.',
  goHome: 'Go to Home',
  // Words of the shell's own controls (issue 30 item 7: every string a learner reads is here)
  brand: 'Proshno',
  signUpButton: 'Sign Up',
  reload: 'Reload',
  goHomeShort: 'Go Home',
  skipToMain: 'Skip to main content',
  questionFigure: 'Question figure',
  // docs/shell.md#not-found: the page's heading (a catalogue of another script writes its own digits)
  notFoundTitle: '404',
  // Where to read the three policies beside an agreement box ('Read the {terms}, {refund} and {privacy}.')
  policiesBefore: 'Read the',
  policiesAnd: 'and',
  forgotPassword: 'Forgot password?',
  signUp: 'Sign up',
  checkYourEmail: 'Check your email',
  goToLogin: 'Go to Login',
  contest: 'Contest',
  // docs/shell.md#offline-indicator, docs/shell.md#new-version
  offline: 'You are offline',
  // docs/shell.md#offline-first (our wording, issue 29): on the exam page, whether a reload offline goes on
  offlinePreparing: 'Getting this exam ready to continue offline…',
  offlineReady: 'Ready to continue offline: this exam goes on if the connection drops.',
  // docs/shell.md#reconnecting (our wording, issue 27): the api tier is away while the network is not
  reconnecting: 'Reconnecting…',
  // docs/shell.md#offline-load (our wording, issue 28): what a page that could not load says offline, instead of its own failure
  needsConnection: 'This page needs an internet connection. Connect, then try again.',
  // docs/shell.md#offline-load (our wording): a part a person asked for (a dialog, a screen) could not be fetched
  partUnavailable: 'This could not be opened: check your internet connection and try again.',
  newVersionReady: 'A new version is ready. It starts on your next page outside an exam.',
  newVersionHeldByExam: 'A new version is ready. It starts once no tab has an exam open.',
  // docs/access.md#registration-order, in rule order
  invalidDateOfBirth: 'Invalid Date of Birth',
  selectGender: 'Select gender',
  invalidEmail: 'Invalid Email',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordMismatch: 'Password does not match',
  passwordTooLong: 'Password must be at most 16 characters',
  phoneTooShort: 'Phone Number must be 11 digits or above',
  mustAgree: 'You must agree to the policies to register',
  // Required fields of docs/access.md#registration-fields that the specification gives no message for (our wording).
  fullNameRequired: 'Full name is required',
  addressLine1Required: 'Address line 1 is required',
  // The contract's length limits (full name and e-mail: progress/messages.ts), so its own wording never reaches the learner (our wording).
  addressLine1TooLong: 'Address line 1 must be at most 255 characters',
  addressLine2TooLong: 'Address line 2 must be at most 255 characters',
  postalCodeTooLong: 'Postal code must be at most 20 characters',
  // docs/access.md#address: the address's fields, at registration and on the profile
  addressCountry: 'Country',
  addressDivision: 'Division',
  addressDistrict: 'District',
  addressState: 'State',
  addressCity: 'City',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2 (optional)',
  addressPostalCode: 'Postal Code (optional)',
  /** The profile's view of the whole address on one line (docs/progress.md#profile-address). */
  address: 'Address',
  // docs/access.md#address: a place that is not one of the lists (only a crafted request can send one).
  countryUnknown: 'Choose a country from the list',
  divisionUnknown: 'Choose a division from the list',
  districtUnknown: 'Choose a district of the chosen division',
  // docs/access.md#password-hints (first unmet one is shown)
  hintLength: 'Use at least 6 characters',
  hintUppercase: 'Include an uppercase letter',
  hintLowercase: 'Include a lowercase letter',
  hintDigit: 'Include a number',
  hintSpecial: 'Include a special character (!@#$%^&*)',
  // docs/access.md#login-messages
  loginVerifyEmail: 'Please verify your email before logging in.',
  loginInvalid: 'Invalid email or password',
  loginUserNotFound: 'User not found, please register first',
  // docs/access.md#disabled-accounts (our wording, issue 33): the api's detail is this sentence
  loginDisabled: 'This account is disabled. Please contact the coaching centre.',
  somethingWrong: 'Something went wrong',
  // docs/api.md#learner-concurrency (our wording, issue 26): one account's requests in flight are bounded
  tooManyAtOnce: 'Too many requests at once from your account. Please wait a moment and try again.',
  // docs/api.md#database-unavailable (our wording, issue 27): the database cannot be reached for a moment
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  loginSuccess: 'Login success',
  // docs/access.md#registration-outcome, docs/access.md#reset-request, docs/access.md#reset-confirm, docs/access.md#verification
  registrationSuccess: 'Registration successful. Check your email for verification.',
  resetRequestSuccess: 'An OTP has been sent to your email. Please check your inbox.',
  resetConfirmSuccess: 'Reset Password Successfull',
  verificationSuccess: 'Email verified successfully!',
  verificationAlreadyUsed: 'This link has already been used',
  verificationFailedTitle: 'Verification Failed',
  verificationFailedBody: 'The verification link is invalid or has expired. Please try again.',
  verificationFailedDefault: 'Email verification failed. Please try again.',
  // docs/access.md#verification-resend (our wording, issue 28): /verify-info and the login card's notice
  verifyInfoIntro: 'We have sent a verification link to the email address you registered with. Open it to activate your account, then sign in.',
  verifyInfoArrival: 'The mail comes from Proshno and can take a few minutes to arrive.',
  verifyInfoSpam: 'If it is not in your inbox, look in the Spam, Junk or Promotions folder.',
  verifyInfoOnce: 'Each link works once, within 24 hours of being sent; after that you sign in directly.',
  verifyInfoResend: 'No mail, or the link has expired? We can send you a new one.',
  verifyInfoSupportBefore: 'Still nothing? Write to',
  verifyInfoSupportAfter: 'from the same address.',
  supportEmail: 'support@proshno.com',
  emailLabel: 'Email',
  sendNewLink: 'Send a new link',
  verificationNotThereYet: 'Not there yet?',
  verificationAlreadyVerified: 'This email is already verified. You can sign in.',
  /** Where the link went, on the login card after sign-up and on /verify-info. */
  verificationSentTo: (email: string): string =>
    `We sent a verification link to ${email}. Open it from your inbox (look in the Spam or Promotions folder too), then sign in.`,
  /** /verify-info's first sentence when it knows the address. */
  verificationSentIntro: (email: string): string =>
    `We have sent a verification link to ${email}. Open it to activate your account, then sign in.`,
  /** A new link was mailed just now. */
  verificationResent: (email: string): string => `We sent a new verification link to ${email}. Links from earlier mails still work.`,
  /** The api's refusal past VERIFICATION_RESENDS_PER_HOUR. */
  verificationResendsTooOften: (minutes: number): string =>
    `Too many verification emails. Nothing was sent; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  // docs/access.md#reset-request, docs/access.md#reset-confirm: the two reset forms (our wording where the spec shows none)
  forgotPasswordTitle: 'Forgot password',
  forgotPasswordIntro: 'Enter the email you registered with. We will send you a 6-digit code.',
  sendOtp: 'Send OTP',
  backToLogin: 'Back to Login',
  resetPasswordTitle: 'Reset Password',
  otpLabel: 'OTP',
  newPasswordLabel: 'New Password',
  // docs/access.md#reset-truth (our wording, issue 28): what was mailed, and when a new code may be asked for
  resetNoNewCode: `No new code was sent: ${RESET_CODE_MAILS} went to this address in ${RESET_CODE_MINUTES} minutes. Enter the last one.`,
  sendNewCode: 'Send a new code',
  askForNewCode: 'Ask for a new code',
  /** The reset form says where the code went and when it was sent. */
  resetCodeSent: (email: string, time: string): string =>
    `We sent a 6-digit code to ${email} at ${time}. It works for ${RESET_CODE_MINUTES} minutes.`,
  /** A request past the mail limit mailed nothing; the last code still works. */
  resetCodeNotResent: (email: string, time: string): string =>
    `No new code was sent: ${RESET_CODE_MAILS} went to ${email} in ${RESET_CODE_MINUTES} minutes. Enter the last one, sent at ${time}.`,
  /** From when a request mails a new code. */
  resetNextRequest: (time: string): string => `You can ask for a new code from ${time}.`,
  /** The api's refusal past the mail limit when the last code cannot be used (under 100 characters). */
  resetCodesTooOften: (minutes: number): string =>
    `No new code was sent: ${RESET_CODE_MAILS} went to this address in ${RESET_CODE_MINUTES} minutes. Ask again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  // The shell's, the access screens' and the shared controls' labels (our wording, issue 30 item 7):
  // every string a person reads or hears comes from a catalogue, so a second language is a second one.
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  siteNavigation: 'Site',
  siteMenu: 'Site menu',
  openSiteMenu: 'Open site menu',
  // docs/shell.md#profile-menu: the trigger's name starts with the name it shows (WCAG 2.5.3)
  profileMenuName: (name: string): string => `${name}, profile menu`,
  openNavigationMenu: 'Open navigation menu',
  closeNavigationMenu: 'Close navigation menu',
  navigationMenu: 'Navigation menu',
  navExam: 'Exam',
  navProfile: 'Profile',
  // docs/shell.md#top-bar: the links of the top bar, the drawer and the profile menu
  navPreviousYear: 'Previous year',
  navRandomTest: 'Random Test',
  navModelTest: 'Model Test',
  navLiveContests: 'Live Contests',
  navFlashcard: 'Flashcard',
  navRevision: 'Revision',
  navHistory: 'History',
  navLeaderboard: 'Leaderboard',
  navOffers: 'Offers',
  navPackages: 'Packages',
  navSubscriptions: 'Subscriptions',
  navTransactions: 'Transactions',
  navMyProfile: 'My Profile',
  navManageContests: 'Manage Contests',
  // docs/content.md#admin-page (issue 33)
  navQuestionQuality: 'Question Quality',
  navAuditLog: 'Audit Log',
  navLearners: 'Learners',
  navImportQuestions: 'Import Questions',
  navCatalogue: 'Catalogue',
  navExamTemplates: 'Exam Templates',
  navQuestionBank: 'Question Bank',
  navManagePackages: 'Manage Packages',
  navAllTransactions: 'All Transactions',
  navHome: 'Home',
  logoutLabel: 'Logout',
  dismissNotification: 'Dismiss notification',
  loading: 'Loading',
  signingIn: 'Signing in',
  footerQuickLinks: 'Quick links',
  footerContact: 'Contact',
  footerPlace: 'Dhaka, Bangladesh',
  footerPolicies: 'Policies',
  // docs/i18n.md#switch: the footer's language switch (each language is named in itself)
  footerLanguage: 'Language',
  // docs/i18n.md#numbers: the 12-hour clock's halves in every date and time shown (engine/src/shell/time.ts)
  clockAm: 'am',
  clockPm: 'pm',
  termsAndConditions: 'Terms and Conditions',
  refundPolicy: 'Refund Policy',
  privacyPolicy: 'Privacy Policy',
  landingFeatures: 'Features',
  landingPricing: 'Pricing',
  landingPricingSignIn: 'Sign in to see the current packages and their prices.',
  landingRefundsBefore: 'Refunds follow our',
  landingEvents: 'Events',
  landingAbout: 'About Us',
  comingSoon: 'This page is coming soon.',
  loginTitle: 'Login',
  createYourAccount: 'Create your account',
  fullNameLabel: 'Full Name',
  countryCodeLabel: 'Country Code',
  phoneNumberLabel: 'Phone Number',
  genderLabel: 'Gender',
  // docs/access.md#registration-order rule 2: each gender as a person reads it (the values the api takes, in English)
  genderNames: { male: 'male', female: 'female', others: 'others', 'not to specify': 'not to specify' },
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',
  passwordStrengthLabel: 'Strength',
  alreadyHaveAccount: 'Already have an account?',
  signIn: 'Sign In',
  verifyingEmail: 'Verifying your email',
  emailAlreadyVerified: 'Your email is already verified. You can sign in.',
  canNowSignIn: 'You can now sign in to your account.',
  dateOfBirthLabel: 'Date of Birth',
  openCalendar: 'Open calendar',
  chooseDateOfBirth: 'Choose date of birth',
  calendarMonth: 'Month',
  calendarYear: 'Year',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  // A pager's name, a table's pager's ('{table}' is the table's name) and each page button's
  pagerPages: 'Pages',
  tablePages: '{table} pages',
  pageNumber: 'Page {n}',
  agreeToPolicies: 'I agree to the Terms and Conditions, Refund Policy and Privacy Policy',
  // docs/exam.md#messages: exam page (the shell refuses back navigation with it)
  leaveExam: 'You cannot leave the exam page until submission!',
} as const);

export type MessageKey = keyof typeof messages;

/** docs/access.md#verification-resend: where the link went, on the login card after sign-up and on /verify-info. */
export function verificationSentToMessage(email: string): string {
  return messages.verificationSentTo(email);
}

/** docs/access.md#verification-resend: /verify-info's first sentence when it knows the address. */
export function verificationSentIntroMessage(email: string): string {
  return messages.verificationSentIntro(email);
}

/** docs/access.md#verification-resend: a new link was mailed just now. */
export function verificationResentMessage(email: string): string {
  return messages.verificationResent(email);
}

/** docs/access.md#verification-resend: the api's refusal past VERIFICATION_RESENDS_PER_HOUR. */
export function verificationResendsTooOften(minutes: number): string {
  return messages.verificationResendsTooOften(minutes);
}

/** docs/access.md#reset-truth: the reset form says where the code went and when it was sent. */
export function resetCodeSentMessage(email: string, time: string): string {
  return messages.resetCodeSent(email, time);
}

/** docs/access.md#reset-truth: a request past the mail limit mailed nothing; the last code still works. */
export function resetCodeNotResentMessage(email: string, time: string): string {
  return messages.resetCodeNotResent(email, time);
}

/** docs/access.md#reset-truth: from when a request mails a new code. */
export function resetNextRequestMessage(time: string): string {
  return messages.resetNextRequest(time);
}

/** docs/access.md#reset-truth: the api's refusal past the mail limit when the last code cannot be used (under 100 characters). */
export function resetCodesTooOften(minutes: number): string {
  return messages.resetCodesTooOften(minutes);
}

/** docs/shell.md#logout-unsent: logout while answers chosen on this device wait to be sent. */
export function logoutUnsentMessage(waiting: number): string {
  return messages.logoutUnsent(waiting);
}

/** docs/shell.md#logout-unsent: the answers could not all be sent (no network, or the server did not answer). */
export function logoutSendFailedMessage(waiting: number): string {
  return messages.logoutSendFailed(waiting);
}
