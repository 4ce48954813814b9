// Every user-facing string of the access slice, copied exactly from docs/access.md and docs/shell.md.
// Typos of the specification are kept on purpose ('Reset Password Successfull').
export const messages = {
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
  // docs/shell.md#routes
  notFound: "Sorry we couldn't find the page you're looking for",
  backToHomepage: 'back to homepage',
  notAllowed: 'This page is for the coaching centre’s staff; your account cannot open it.',
  forgotPassword: 'Forgot password?',
  signUp: 'Sign up',
  checkYourEmail: 'Check your email',
  goToLogin: 'Go to Login',
  contest: 'Contest',
  // docs/shell.md#offline-indicator, docs/shell.md#new-version
  offline: 'You are offline',
  // docs/shell.md#reconnecting (our wording, issue 27): the api tier is away while the network is not
  reconnecting: 'Reconnecting…',
  // docs/shell.md#offline-load (our wording, issue 28): what a page that could not load says offline, instead of its own failure
  needsConnection: 'This page needs an internet connection. Connect, then try again.',
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
  // docs/exam.md#messages: exam page (the shell refuses back navigation with it)
  leaveExam: 'You cannot leave the exam page until submission!',
} as const;

export type MessageKey = keyof typeof messages;

/** docs/shell.md#logout-unsent: logout while answers chosen on this device wait to be sent. */
export function logoutUnsentMessage(waiting: number): string {
  if (waiting === 1) return '1 answer you chose has not reached the server yet. Send it before you log out? If you log out anyway, it is lost.';
  return `${waiting} answers you chose have not reached the server yet. Send them before you log out? If you log out anyway, they are lost.`;
}

/** docs/shell.md#logout-unsent: the answers could not all be sent (no network, or the server did not answer). */
export function logoutSendFailedMessage(waiting: number): string {
  if (waiting === 1) return '1 answer could not be sent. Connect to the internet and try again, or log out anyway and lose it.';
  return `${waiting} answers could not be sent. Connect to the internet and try again, or log out anyway and lose them.`;
}
