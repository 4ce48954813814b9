// The contest slice's refusals and mails, worded as docs/contest.md has them.
import { contestMessages, formatDhakaDateTime } from '@proshno/engine';

export const contestRefusals = {
  /** docs/contest.md#registration */
  registrationClosed: 'Registration for this contest is closed.',
  /** docs/contest.md#clock */
  notStarted: 'This contest has not started yet.',
  notRegistered: 'You are not registered for this contest.',
  ended: 'This contest has ended.',
  /** docs/contest.md#one-sitting */
  joinedOnce: contestMessages.joinedOnce,
  sittingKept: contestMessages.sittingKept,
  /** docs/contest.md#held */
  notEnded: 'This contest has not ended yet.',
  /** docs/contest.md#learner-result */
  resultsNotReady: 'The results of this contest are not ready yet.',
  noResult: 'You have no result in this contest.',
  /** docs/contest.md#admin */
  startInPast: 'The start time of a contest must be in the future.',
  startedAlready: 'A contest can only be changed before it starts.',
  paperRequired: 'A previous-year contest needs a university, a unit and a year.',
} as const;

/** docs/contest.md#mails: the contest as it is after the edit. */
export function changedMail(title: string, startsAt: Date, timeBreaksTies: boolean): { subject: string; text: string } {
  const ties = timeBreaksTies ? 'are ordered by the time used' : 'share a rank';
  return {
    subject: `Contest changed: ${title}`,
    text: `The contest ${title} has changed. It starts at ${formatDhakaDateTime(startsAt.toISOString())}; equal scores ${ties}.`,
  };
}

/** docs/contest.md#mails */
export function cancelledMail(title: string, startsAt: Date): { subject: string; text: string } {
  return {
    subject: `Contest cancelled: ${title}`,
    text: `The contest ${title}, which was to start at ${formatDhakaDateTime(startsAt.toISOString())}, has been cancelled.`,
  };
}
