// Strings of the contest screens, copied exactly from docs/contest.md#learner-screen.
import { catalogue } from '../i18n/catalogue';
export const contestMessages = catalogue('contest', {
  // docs/contest.md#card-action
  register: 'Register',
  registered: 'Registered',
  join: 'Join',
  result: 'Result',
  meritList: 'Merit list',
  review: 'Review',
  practise: 'Practise',
  registrationClosed: 'Registration for this contest is closed.',
  // docs/contest.md#sitting-on-card (issue 28): a live contest the caller has submitted
  submitted: 'Submitted. Your result opens when the contest ends.',
  // docs/contest.md#card-terms (issue 28): the card's terms, each figure with its words
  termsDuration: '{minutes} min',
  termsQuestions: '{count} questions',
  termsMarks: '{mark} mark each',
  termsNegative: '−{negative} for a wrong answer',
  termsNoNegative: 'no negative marks',
  termsRegistered: '{count} registered',
  // docs/contest.md#sitting-on-card (issue 28): a submitted sitting's questions while the contest runs
  sittingHeld: 'This question is in a contest that has not ended yet; its answer shows once the contest is over.',
  // docs/contest.md#sections
  upcoming: 'Upcoming',
  live: 'Live',
  finished: 'Finished',
  noContests: 'No contests yet.',
  // docs/contest.md#held, docs/contest.md#learner-result
  notEnded: 'This contest has not ended yet.',
  resultsNotReady: 'The results of this contest are not ready yet.',
  // docs/contest.md#result-screens
  resultTitle: 'Contest Result',
  meritListTitle: 'Merit List',
  reviewTitle: 'Contest Review',
  score: 'Score',
  rank: 'Rank',
  percentile: 'Percentile',
  timeUsed: 'Time used',
  right: 'Right',
  wrong: 'Wrong',
  unanswered: 'Unanswered',
  subject: 'Subject',
  subjectScores: 'By subject',
  highestScore: 'Highest score',
  averageScore: 'Average score',
  learnersRanked: 'Learners ranked',
  thisContest: 'This contest',
  name: 'Name',
  yourPosition: 'Your position',
  previousPage: 'Previous',
  nextPage: 'Next',
  nobodyRanked: 'No one has been ranked in this contest.',
  backToContests: 'Back to contests',
  noQuestions: 'This contest has no questions.',
  // docs/contest.md#on-dashboard (issue 28 item 8)
  dashboardTitle: 'My Contests',
  dashboardLink: 'Go to contests',
  dashboardLiveNow: 'Live now · ends {time}',
  dashboardStarts: 'Starts {time}',
  // docs/contest.md#one-sitting
  sittingKept: 'A contest sitting cannot be cancelled or deleted.',
  joinedOnce: 'You have already joined this contest once.',
  // The contest pages' loading and refusal lines (web ContestScreen, ContestPages, the admin's screen)
  loadingContests: 'Loading contests',
  loadingResult: 'Loading the result',
  loadingMeritList: 'Loading the merit list',
  notFound: 'Not found.',
  // docs/contest.md#merit-list: the pager's name
  meritListPages: 'Merit list pages',
  // docs/contest.md#admin-screen: the contests table; {names} are filled by fillIn
  adminContestColumn: 'Contest',
  adminPaperColumn: 'Paper',
  adminScheduleColumn: 'Schedule',
  adminStatusColumn: 'Status',
  adminActionsColumn: 'Actions',
  adminSchedule: '{start} · {duration} · {count} questions',
  adminContestPages: 'Contest pages',
  // docs/contest.md#admin-screen: the registrations and merit list under a contest's row
  adminListLabel: '{list}: {title}',
  loadingRegistrations: 'Loading registrations',
  adminFullNameColumn: 'Full name',
  adminEmailColumn: 'E-mail',
  adminJoinedColumn: 'Joined',
  adminJoinedYes: 'Yes',
  adminJoinedNo: 'No',
  // docs/contest.md#admin-form: the create/edit contest form
  loadingTemplates: 'Loading templates',
  formTemplate: 'Template',
  formUniversity: 'University',
  formUnit: 'Unit',
  formYear: 'Year',
  formTitle: 'Title',
  formStart: 'Start (Asia/Dhaka)',
  formStartDate: 'Start date',
  formStartTime: 'Start time',
  formTimeBreaksTies: 'Equal scores are ordered by the time used',
  // docs/contest.md#card-action: the countdown ('3:04:05', or '2d 03:04:05' from one day on) and its words
  startsIn: (countdown: string): string => `Starts in ${countdown}`,
  countdown: (days: number, clock: string): string => (days > 0 ? `${days}d ${clock}` : clock),
  // docs/contest.md#learner-result: the caller's rank of how many were ranked
  rankOf: (rank: number, ranked: number): string => `${rank} of ${ranked}`,
  // docs/contest.md#merit-list: the page shown of how many
  pagePosition: (page: number, pageCount: number): string => `Page ${page} of ${pageCount}`,
  // docs/contest.md#result-screens: the review's header
  reviewContest: 'Contest',
  reviewSubject: 'Subject',
  reviewNoSubject: 'N/A',
  reviewStartTime: 'Start Time',
  reviewEndTime: 'End Time',
  reviewTotalQuestions: 'Total Questions',
} as const);

/** docs/contest.md#card-action: 'Starts in {countdown}'. */
export const startsIn = (countdown: string): string => contestMessages.startsIn(countdown);
