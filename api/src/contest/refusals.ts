// The contest slice's refusals and mails, worded as docs/contest.md has them.
import { contestMessages, formatDhakaDateTime, inLanguage, serverWords, type Language } from '@proshno/engine';
import { mailWords } from '../mail/mailWords';

export const contestRefusals = {
  /** docs/contest.md#registration */
  registrationClosed: serverWords.registrationClosed,
  /** docs/contest.md#clock */
  notStarted: serverWords.contestNotStarted,
  notRegistered: serverWords.notRegistered,
  ended: serverWords.contestEnded,
  /** docs/contest.md#one-sitting */
  joinedOnce: contestMessages.joinedOnce,
  sittingKept: contestMessages.sittingKept,
  /** docs/contest.md#held */
  notEnded: serverWords.contestNotEnded,
  /** docs/contest.md#learner-result */
  resultsNotReady: serverWords.resultsNotReady,
  noResult: serverWords.noResult,
  /** docs/contest.md#admin */
  startInPast: serverWords.contestStartInPast,
  startedAlready: serverWords.contestStartedAlready,
  paperRequired: serverWords.paperRequired,
} as const;

/** A contest mail in one language: its subject and text (docs/i18n.md#mails). */
export type ContestMail = (language: Language) => { subject: string; text: string };

/** docs/contest.md#mails: the contest as it is after the edit, in the recipient's language. */
export function changedMail(title: string, startsAt: Date, timeBreaksTies: boolean): ContestMail {
  return (language) => {
    const words = mailWords(language);
    const at = inLanguage(language, () => formatDhakaDateTime(startsAt.toISOString()));
    return { subject: words.contestChangedSubject(title), text: words.contestChangedText(title, at, timeBreaksTies) };
  };
}

/** docs/contest.md#mails */
export function cancelledMail(title: string, startsAt: Date): ContestMail {
  return (language) => {
    const words = mailWords(language);
    const at = inLanguage(language, () => formatDhakaDateTime(startsAt.toISOString()));
    return { subject: words.contestCancelledSubject(title), text: words.contestCancelledText(title, at) };
  };
}
