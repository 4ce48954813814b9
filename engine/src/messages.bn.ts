// বাংলা: the Bengali twin of ./messages.ts (docs/i18n.md#catalogues). Same keys; written as a Bangladeshi student would write it.
import type { Translation } from './i18n/translation';
import type { messages } from './messages';
import { formatNumber } from './i18n/format';
import { RESET_CODE_MAILS, RESET_CODE_MINUTES } from './limits';

/**
 * A limit in a text fixed when this module loads (resetNoNewCode), in Bengali digits whatever the page's
 * language is at that moment: this catalogue is only ever applied on a Bengali page.
 */
const bn = (n: number): string => String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

export const messagesBn = {
  // docs/access.md#session, docs/access.md#subscription-gate
  checkingAuth: 'লগইন যাচাই করা হচ্ছে…',
  subscriptionRequiredTitle: 'সাবস্ক্রিপশন প্রয়োজন',
  subscriptionRequiredBody: 'এই প্ল্যাটফর্ম ব্যবহার করতে আপনাকে একটি প্যাকেজ কিনতে হবে।',
  buyPackage: 'প্যাকেজ কিনুন',
  cancel: 'বাতিল',
  // docs/shell.md#top-bar, docs/shell.md#profile-menu
  logoutConfirm: 'আপনি কি লগআউট করতে চান?',
  yes: 'হ্যাঁ',
  no: 'না',
  // docs/shell.md#logout-unsent
  logoutSendFirst: 'পাঠিয়ে লগআউট করুন',
  logoutAnyway: 'তবুও লগআউট করুন',
  logoutSending: 'আপনার উত্তরগুলো পাঠানো হচ্ছে…',
  logoutUnsent: (waiting: number): string =>
    waiting === 1
      ? 'আপনার বেছে নেওয়া ১টি উত্তর এখনও সার্ভারে পৌঁছায়নি। লগআউটের আগে পাঠিয়ে দেবেন? তবুও লগআউট করলে উত্তরটি হারিয়ে যাবে।'
      : `আপনার বেছে নেওয়া ${formatNumber(waiting)}টি উত্তর এখনও সার্ভারে পৌঁছায়নি। লগআউটের আগে পাঠিয়ে দেবেন? তবুও লগআউট করলে উত্তরগুলো হারিয়ে যাবে।`,
  logoutSendFailed: (waiting: number): string =>
    waiting === 1
      ? '১টি উত্তর পাঠানো যায়নি। ইন্টারনেটে যুক্ত হয়ে আবার চেষ্টা করুন, অথবা তবুও লগআউট করুন (উত্তরটি হারিয়ে যাবে)।'
      : `${formatNumber(waiting)}টি উত্তর পাঠানো যায়নি। ইন্টারনেটে যুক্ত হয়ে আবার চেষ্টা করুন, অথবা তবুও লগআউট করুন (উত্তরগুলো হারিয়ে যাবে)।`,
  // docs/shell.md#routes
  notFound: 'দুঃখিত, আপনি যে পেজটি খুঁজছেন সেটি পাওয়া যায়নি',
  backToHomepage: 'হোমপেজে ফিরে যান',
  notAllowed: 'এই পেজটি কোচিং সেন্টারের স্টাফদের জন্য; আপনার অ্যাকাউন্ট দিয়ে এটি খোলা যাবে না।',
  notAllowedTitle: 'অনুমতি নেই',
  // docs/shell.md#error-boundary
  screenFailedTitle: 'এই পেজটি দেখানো যায়নি',
  screenFailedBody: 'আমাদের দিক থেকে একটি সমস্যা হয়েছে। সমস্যাটি আমাদের জানানো হয়েছে।',
  screenFailedChunk: 'এই পেজের একটি অংশ ডাউনলোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  screenFailedAnswersKept: 'পরীক্ষায় আপনার বেছে নেওয়া উত্তরগুলো এই ডিভাইসে রাখা আছে, সেগুলো পাঠিয়ে দেওয়া হবে।',
  tryAgain: 'আবার চেষ্টা করুন',
  loadFailed: 'কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে কিছুক্ষণ পর আবার চেষ্টা করুন।',
  goHome: 'হোমে যান',
  // The shell's own controls
  brand: 'Proshno',
  signUpButton: 'রেজিস্ট্রেশন',
  reload: 'রিলোড করুন',
  goHomeShort: 'হোমে যান',
  skipToMain: 'মূল অংশে যান',
  questionFigure: 'প্রশ্নের চিত্র',
  // docs/shell.md#not-found
  notFoundTitle: '৪০৪',
  // Before, between and after the three policy links: 'বিস্তারিত পড়ুন: {terms}, {refund} ও {privacy}.'
  policiesBefore: 'বিস্তারিত পড়ুন:',
  policiesAnd: 'ও',
  forgotPassword: 'পাসওয়ার্ড ভুলে গেছেন?',
  signUp: 'রেজিস্ট্রেশন করুন',
  checkYourEmail: 'আপনার ইমেইল দেখুন',
  goToLogin: 'লগইনে যান',
  contest: 'কনটেস্ট',
  // docs/shell.md#offline-indicator, docs/shell.md#new-version
  offline: 'আপনি অফলাইনে আছেন',
  // docs/shell.md#offline-first
  offlinePreparing: 'অফলাইনে চালিয়ে যাওয়ার জন্য পরীক্ষাটি প্রস্তুত করা হচ্ছে…',
  offlineReady: 'অফলাইনে চালিয়ে যাওয়ার জন্য প্রস্তুত: ইন্টারনেট চলে গেলেও পরীক্ষাটি চলবে।',
  // docs/shell.md#reconnecting
  reconnecting: 'আবার সংযোগ করা হচ্ছে…',
  // docs/shell.md#offline-load
  needsConnection: 'এই পেজের জন্য ইন্টারনেট সংযোগ প্রয়োজন। ইন্টারনেটে যুক্ত হয়ে আবার চেষ্টা করুন।',
  partUnavailable: 'এটি খোলা যায়নি: ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  newVersionReady: 'নতুন ভার্সন প্রস্তুত। পরীক্ষার বাইরে আপনার পরের পেজ থেকে এটি চালু হবে।',
  newVersionHeldByExam: 'নতুন ভার্সন প্রস্তুত। কোনো ট্যাবে পরীক্ষা খোলা না থাকলে এটি চালু হবে।',
  // docs/access.md#registration-order
  invalidDateOfBirth: 'জন্মতারিখ সঠিক নয়',
  selectGender: 'লিঙ্গ নির্বাচন করুন',
  invalidEmail: 'ইমেইল সঠিক নয়',
  passwordTooShort: 'পাসওয়ার্ড কমপক্ষে ৬ অক্ষরের হতে হবে',
  passwordMismatch: 'পাসওয়ার্ড মেলেনি',
  passwordTooLong: 'পাসওয়ার্ড সর্বোচ্চ ১৬ অক্ষরের হতে পারবে',
  phoneTooShort: 'মোবাইল নম্বর কমপক্ষে ১১ সংখ্যার হতে হবে',
  mustAgree: 'রেজিস্ট্রেশন করতে আপনাকে শর্তাবলি ও নীতিমালায় সম্মত হতে হবে',
  fullNameRequired: 'পূর্ণ নাম দিতে হবে',
  addressLine1Required: 'ঠিকানার প্রথম লাইন দিতে হবে',
  addressLine1TooLong: 'ঠিকানার প্রথম লাইন সর্বোচ্চ ২৫৫ অক্ষরের হতে পারবে',
  addressLine2TooLong: 'ঠিকানার দ্বিতীয় লাইন সর্বোচ্চ ২৫৫ অক্ষরের হতে পারবে',
  postalCodeTooLong: 'পোস্ট কোড সর্বোচ্চ ২০ অক্ষরের হতে পারবে',
  // docs/access.md#address
  addressCountry: 'দেশ',
  addressDivision: 'বিভাগ',
  addressDistrict: 'জেলা',
  addressState: 'রাজ্য',
  addressCity: 'শহর',
  addressLine1: 'ঠিকানা (লাইন ১)',
  addressLine2: 'ঠিকানা (লাইন ২, ঐচ্ছিক)',
  addressPostalCode: 'পোস্ট কোড (ঐচ্ছিক)',
  address: 'ঠিকানা',
  countryUnknown: 'তালিকা থেকে একটি দেশ বেছে নিন',
  divisionUnknown: 'তালিকা থেকে একটি বিভাগ বেছে নিন',
  districtUnknown: 'নির্বাচিত বিভাগের একটি জেলা বেছে নিন',
  // docs/access.md#password-hints
  hintLength: 'কমপক্ষে ৬টি অক্ষর ব্যবহার করুন',
  hintUppercase: 'অন্তত একটি বড় হাতের ইংরেজি অক্ষর (A–Z) দিন',
  hintLowercase: 'অন্তত একটি ছোট হাতের ইংরেজি অক্ষর (a–z) দিন',
  hintDigit: 'অন্তত একটি সংখ্যা দিন',
  hintSpecial: 'অন্তত একটি বিশেষ চিহ্ন (!@#$%^&*) দিন',
  // docs/access.md#login-messages
  loginVerifyEmail: 'লগইন করার আগে অনুগ্রহ করে আপনার ইমেইল যাচাই করুন।',
  loginInvalid: 'ইমেইল বা পাসওয়ার্ড ভুল',
  loginUserNotFound: 'অ্যাকাউন্ট পাওয়া যায়নি, আগে রেজিস্ট্রেশন করুন',
  loginDisabled: 'এই অ্যাকাউন্টটি বন্ধ করা আছে। কোচিং সেন্টারের সাথে যোগাযোগ করুন।',
  somethingWrong: 'কিছু একটা সমস্যা হয়েছে',
  tooManyAtOnce: 'আপনার অ্যাকাউন্ট থেকে একসাথে অনেক বেশি অনুরোধ এসেছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
  serviceUnavailable: 'সার্ভিসটি কিছুক্ষণের জন্য পাওয়া যাচ্ছে না। কয়েক সেকেন্ড পর আবার চেষ্টা করুন।',
  loginSuccess: 'লগইন সফল হয়েছে',
  // docs/access.md#registration-outcome, #reset-request, #reset-confirm, #verification
  registrationSuccess: 'রেজিস্ট্রেশন সফল হয়েছে। যাচাইয়ের জন্য আপনার ইমেইল দেখুন।',
  resetRequestSuccess: 'আপনার ইমেইলে একটি OTP পাঠানো হয়েছে। অনুগ্রহ করে ইনবক্স দেখুন।',
  resetConfirmSuccess: 'পাসওয়ার্ড রিসেট সফল হয়েছে',
  verificationSuccess: 'ইমেইল সফলভাবে যাচাই করা হয়েছে!',
  verificationAlreadyUsed: 'এই লিংকটি আগেই ব্যবহার করা হয়েছে',
  verificationFailedTitle: 'যাচাই ব্যর্থ হয়েছে',
  verificationFailedBody: 'যাচাইয়ের লিংকটি সঠিক নয় অথবা এর মেয়াদ শেষ হয়ে গেছে। আবার চেষ্টা করুন।',
  verificationFailedDefault: 'ইমেইল যাচাই ব্যর্থ হয়েছে। আবার চেষ্টা করুন।',
  // docs/access.md#verification-resend
  verifyInfoIntro: 'রেজিস্ট্রেশনের সময় দেওয়া ইমেইল ঠিকানায় আমরা একটি যাচাইয়ের লিংক পাঠিয়েছি। অ্যাকাউন্ট চালু করতে লিংকটি খুলুন, তারপর লগইন করুন।',
  verifyInfoArrival: 'ইমেইলটি Proshno থেকে আসবে, পৌঁছাতে কয়েক মিনিট লাগতে পারে।',
  verifyInfoSpam: 'ইনবক্সে না পেলে Spam, Junk বা Promotions ফোল্ডারে দেখুন।',
  verifyInfoOnce: 'প্রতিটি লিংক পাঠানোর ২৪ ঘণ্টার মধ্যে একবারই কাজ করে; এরপর থেকে সরাসরি লগইন করবেন।',
  verifyInfoResend: 'ইমেইল আসেনি, নাকি লিংকের মেয়াদ শেষ? আমরা আপনাকে নতুন একটি লিংক পাঠাতে পারি।',
  // 'এখনও কিছু পাননি? … সেখান থেকে support@proshno.com ঠিকানায় ইমেইল করুন।'
  verifyInfoSupportBefore: 'এখনও কিছু পাননি? যে ঠিকানা দিয়ে রেজিস্ট্রেশন করেছেন, সেখান থেকে',
  verifyInfoSupportAfter: 'ঠিকানায় ইমেইল করুন।',
  supportEmail: 'support@proshno.com',
  emailLabel: 'ইমেইল',
  sendNewLink: 'নতুন লিংক পাঠান',
  verificationNotThereYet: 'এখনও আসেনি?',
  verificationAlreadyVerified: 'এই ইমেইল আগেই যাচাই করা হয়েছে। আপনি লগইন করতে পারেন।',
  verificationSentTo: (email: string): string =>
    `${email} ঠিকানায় আমরা একটি যাচাইয়ের লিংক পাঠিয়েছি। ইনবক্স থেকে লিংকটি খুলুন (Spam বা Promotions ফোল্ডারেও দেখুন), তারপর লগইন করুন।`,
  verificationSentIntro: (email: string): string =>
    `${email} ঠিকানায় আমরা একটি যাচাইয়ের লিংক পাঠিয়েছি। অ্যাকাউন্ট চালু করতে লিংকটি খুলুন, তারপর লগইন করুন।`,
  verificationResent: (email: string): string =>
    `${email} ঠিকানায় নতুন একটি যাচাইয়ের লিংক পাঠানো হয়েছে। আগের ইমেইলগুলোর লিংকও কাজ করবে।`,
  verificationResendsTooOften: (minutes: number): string =>
    `অনেকবার যাচাইয়ের ইমেইল চাওয়া হয়েছে। কিছুই পাঠানো হয়নি; ${formatNumber(minutes)} মিনিট পর আবার চেষ্টা করুন।`,
  // docs/access.md#reset-request, docs/access.md#reset-confirm
  forgotPasswordTitle: 'পাসওয়ার্ড ভুলে গেছেন',
  forgotPasswordIntro: 'রেজিস্ট্রেশনের সময় দেওয়া ইমেইলটি লিখুন। আমরা আপনাকে একটি ৬ সংখ্যার কোড পাঠাব।',
  sendOtp: 'OTP পাঠান',
  backToLogin: 'লগইনে ফিরে যান',
  resetPasswordTitle: 'পাসওয়ার্ড রিসেট',
  otpLabel: 'OTP',
  newPasswordLabel: 'নতুন পাসওয়ার্ড',
  // docs/access.md#reset-truth
  resetNoNewCode: `নতুন কোড পাঠানো হয়নি: ${bn(RESET_CODE_MINUTES)} মিনিটে এই ঠিকানায় ${bn(RESET_CODE_MAILS)}টি কোড পাঠানো হয়েছে। সর্বশেষ কোডটি দিন।`,
  sendNewCode: 'নতুন কোড পাঠান',
  askForNewCode: 'নতুন কোড চাই',
  resetCodeSent: (email: string, time: string): string =>
    `${email} ঠিকানায় ${time}-এ একটি ৬ সংখ্যার কোড পাঠানো হয়েছে। কোডটি ${formatNumber(RESET_CODE_MINUTES)} মিনিট কাজ করবে।`,
  resetCodeNotResent: (email: string, time: string): string =>
    `নতুন কোড পাঠানো হয়নি: ${formatNumber(RESET_CODE_MINUTES)} মিনিটে ${email} ঠিকানায় ${formatNumber(RESET_CODE_MAILS)}টি কোড পাঠানো হয়েছে। সর্বশেষ কোডটি দিন (পাঠানো হয়েছিল ${time}-এ)।`,
  resetNextRequest: (time: string): string => `${time} থেকে নতুন কোড চাইতে পারবেন।`,
  resetCodesTooOften: (minutes: number): string =>
    `নতুন কোড পাঠানো হয়নি: ${formatNumber(RESET_CODE_MINUTES)} মিনিটে এই ঠিকানায় ${formatNumber(RESET_CODE_MAILS)}টি কোড গেছে। ${formatNumber(minutes)} মিনিট পর আবার চেষ্টা করুন।`,
  // Labels of the shell, the access screens and the shared controls
  mainNavigation: 'প্রধান',
  mobileNavigation: 'মোবাইল',
  siteNavigation: 'সাইট',
  siteMenu: 'সাইট মেনু',
  openSiteMenu: 'সাইট মেনু খুলুন',
  profileMenuName: (name) => `${name}, প্রোফাইল মেনু`,
  openNavigationMenu: 'মেনু খুলুন',
  closeNavigationMenu: 'মেনু বন্ধ করুন',
  navigationMenu: 'মেনু',
  navExam: 'পরীক্ষা',
  navProfile: 'প্রোফাইল',
  // docs/shell.md#top-bar
  navPreviousYear: 'বিগত বছরের প্রশ্ন',
  navRandomTest: 'র‍্যান্ডম টেস্ট',
  navModelTest: 'মডেল টেস্ট',
  navLiveContests: 'লাইভ কনটেস্ট',
  navFlashcard: 'ফ্ল্যাশকার্ড',
  navRevision: 'রিভিশন',
  navHistory: 'পরীক্ষার ইতিহাস',
  navLeaderboard: 'লিডারবোর্ড',
  navOffers: 'অফার',
  navPackages: 'প্যাকেজ',
  navSubscriptions: 'সাবস্ক্রিপশন',
  navTransactions: 'লেনদেন',
  navMyProfile: 'আমার প্রোফাইল',
  navManageContests: 'কনটেস্ট পরিচালনা',
  navQuestionQuality: 'প্রশ্নের মান',
  navAuditLog: 'অডিট লগ',
  navLearners: 'শিক্ষার্থীরা',
  navImportQuestions: 'প্রশ্ন ইমপোর্ট',
  navCatalogue: 'ক্যাটালগ',
  navExamTemplates: 'পরীক্ষার টেমপ্লেট',
  navQuestionBank: 'প্রশ্ন ব্যাংক',
  navManagePackages: 'প্যাকেজ পরিচালনা',
  navAllTransactions: 'সব লেনদেন',
  navHome: 'হোম',
  logoutLabel: 'লগআউট',
  dismissNotification: 'নোটিফিকেশন বন্ধ করুন',
  loading: 'লোড হচ্ছে…',
  signingIn: 'লগইন করা হচ্ছে',
  footerQuickLinks: 'দরকারি লিংক',
  footerContact: 'যোগাযোগ',
  footerPlace: 'ঢাকা, বাংলাদেশ',
  footerPolicies: 'নীতিমালা',
  footerLanguage: 'ভাষা',
  // The halves of the day in Bengali ('১২:০৫ অপরাহ্ণ'), not the AM and PM Intl writes for bn-BD:
  // a Bengali page leaves no English word (docs/i18n.md#numbers-dates-and-money).
  clockAm: 'পূর্বাহ্ণ',
  clockPm: 'অপরাহ্ণ',
  termsAndConditions: 'শর্তাবলি',
  refundPolicy: 'রিফান্ড নীতি',
  privacyPolicy: 'গোপনীয়তা নীতি',
  landingFeatures: 'ফিচার',
  landingPricing: 'মূল্য',
  landingPricingSignIn: 'বর্তমান প্যাকেজ ও সেগুলোর মূল্য দেখতে লগইন করুন।',
  // Before the refund policy's link: 'রিফান্ডের নিয়ম জানতে দেখুন আমাদের {refund}.'
  landingRefundsBefore: 'রিফান্ডের নিয়ম জানতে দেখুন আমাদের',
  landingEvents: 'ইভেন্ট',
  landingAbout: 'আমাদের সম্পর্কে',
  comingSoon: 'এই পেজটি শিগগিরই আসছে।',
  loginTitle: 'লগইন',
  createYourAccount: 'আপনার অ্যাকাউন্ট খুলুন',
  fullNameLabel: 'পূর্ণ নাম',
  countryCodeLabel: 'দেশের কোড',
  phoneNumberLabel: 'মোবাইল নম্বর',
  genderLabel: 'লিঙ্গ',
  genderNames: { male: 'পুরুষ', female: 'নারী', others: 'অন্যান্য', 'not to specify': 'জানাতে চাই না' },
  passwordLabel: 'পাসওয়ার্ড',
  confirmPasswordLabel: 'পাসওয়ার্ড নিশ্চিত করুন',
  passwordStrengthLabel: 'পাসওয়ার্ডের শক্তি',
  alreadyHaveAccount: 'আগে থেকেই অ্যাকাউন্ট আছে?',
  signIn: 'লগইন করুন',
  verifyingEmail: 'আপনার ইমেইল যাচাই করা হচ্ছে',
  emailAlreadyVerified: 'আপনার ইমেইল আগেই যাচাই করা হয়েছে। আপনি লগইন করতে পারেন।',
  canNowSignIn: 'এখন আপনি আপনার অ্যাকাউন্টে লগইন করতে পারবেন।',
  dateOfBirthLabel: 'জন্মতারিখ',
  openCalendar: 'ক্যালেন্ডার খুলুন',
  chooseDateOfBirth: 'জন্মতারিখ বেছে নিন',
  calendarMonth: 'মাস',
  calendarYear: 'বছর',
  previousPage: 'পূর্ববর্তী পেজ',
  nextPage: 'পরবর্তী পেজ',
  pagerPages: 'পেজ',
  tablePages: '{table}-এর পেজ',
  pageNumber: 'পেজ {n}',
  agreeToPolicies: 'আমি শর্তাবলি, রিফান্ড নীতি ও গোপনীয়তা নীতি মেনে নিচ্ছি',
  // docs/exam.md#messages
  leaveExam: 'জমা না দেওয়া পর্যন্ত পরীক্ষার পেজ ছেড়ে যাওয়া যাবে না!',
} satisfies Translation<typeof messages>;
