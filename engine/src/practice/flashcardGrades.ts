// A flashcard's grade (docs/practice.md#flashcard-grades, docs/learning.md#flashcards): once a card
// is turned (its first flip, or Flush) the learner says how well they knew it, Again, Hard, Good or
// Easy; a right first flip suggests Good and a wrong one Again. The grade is given once per card per
// session, kept on the device with the learner's other reviews until the server has it, and then
// says when the card comes back under the learner's plan. Pure rules of flashcardMachine.ts.
import type { GradedReview, ReviewGrade } from '../learning/pendingReviews';
import { plannedDue } from '../learning/plan';
import type { CardId, CardResult } from './flashcardMachine';

/** A grade given this session and what became of it. */
export type CardGrade = {
  review: GradedReview;
  /** When the card comes back under the learner's plan, once the server has the grade; null until then. */
  due: string | null;
  /** The server refused the grade for good (a question the learner may no longer draw): it is not kept. */
  refused: boolean;
};

/** What the server answers a grade: the card's due and last review, and the eve of the learner's exam (GradedOutcome). */
export type GradeSent = { due: string; lastReview: string | null; examEve: string | null };

/**
 * The grade panel under a turned card: the grade suggested, the one chosen, and where it is. `choose`
 * before a grade; `sending` on its way; `kept` on the phone while the network is away; `sent` with
 * `due`; `refused` when the server would never take it.
 */
export type GradingView = {
  suggested: ReviewGrade | null;
  chosen: ReviewGrade | null;
  status: 'choose' | 'sending' | 'kept' | 'sent' | 'refused';
  due: string | null;
};

/** The grade a card's first flip suggests: Good for a right one, Again for a wrong one; none before a flip or after Flush showed the answer first. */
export function suggestedGrade(result: CardResult | undefined): ReviewGrade | null {
  if (result === 'right') return 'good';
  if (result === 'wrong') return 'again';
  return null;
}

/** The grade given to the card of `question` this session, if any. */
export function gradeOf(grades: readonly CardGrade[], question: CardId | undefined): CardGrade | undefined {
  return grades.find((given) => given.review.question === question);
}

/** The grades the server does not have yet, oldest first. */
export function unsentGrades(grades: readonly CardGrade[]): GradedReview[] {
  return grades.filter((given) => given.due === null && !given.refused).map((given) => given.review);
}

/** The grades with the one of `key` taken by the server: its card comes back at its due, or at the exam's eve when that is sooner. */
export function gradeDelivered(grades: readonly CardGrade[], key: string, sent: GradeSent): CardGrade[] {
  const due = plannedDue(
    { due: new Date(sent.due), last_review: sent.lastReview === null ? null : new Date(sent.lastReview) },
    sent.examEve === null ? null : new Date(sent.examEve),
  ).toISOString();
  return grades.map((given) => (given.review.key === key ? { ...given, due } : given));
}

/** The grades with the one of `key` refused for good. */
export function gradeRefused(grades: readonly CardGrade[], key: string): CardGrade[] {
  return grades.map((given) => (given.review.key === key ? { ...given, refused: true } : given));
}

/**
 * The panel for the card on screen: shown once the card is turned or graded, null before. `waiting`:
 * the last delivery failed and the next waits for the network (the machine's delivery state).
 */
export function gradingOf(
  card: { question: CardId | undefined; turned: boolean; result: CardResult | undefined },
  grades: readonly CardGrade[],
  waiting: boolean,
): GradingView | null {
  const given = gradeOf(grades, card.question);
  if (given === undefined) return card.turned ? { suggested: suggestedGrade(card.result), chosen: null, status: 'choose', due: null } : null;
  const status = given.refused ? 'refused' : given.due !== null ? 'sent' : waiting ? 'kept' : 'sending';
  return { suggested: suggestedGrade(card.result), chosen: given.review.grade, status, due: given.due };
}
