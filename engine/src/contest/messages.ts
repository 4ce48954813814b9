// Strings of the contest screens, copied exactly from docs/contest.md#learner-screen.
export const contestMessages = {
  // docs/contest.md#card-action
  register: 'Register',
  registered: 'Registered',
  join: 'Join',
  result: 'Result',
  meritList: 'Merit list',
  review: 'Review',
  practise: 'Practise',
  registrationClosed: 'Registration for this contest is closed.',
  // docs/contest.md#sections
  upcoming: 'Upcoming',
  live: 'Live',
  finished: 'Finished',
  noContests: 'No contests yet.',
} as const;

/** docs/contest.md#card-action: 'Starts in {countdown}'. */
export const startsIn = (countdown: string): string => `Starts in ${countdown}`;
