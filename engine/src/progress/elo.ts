// The leaderboard's rating (docs/decisions.md#elo): every answered question of a finished
// exam is a game between the learner and the question, Elo style, played in question order.
import { ELO_K_LEARNER, ELO_K_QUESTION } from './limits';

/** One answered question as the rating sees it: the question's rating before it, and the outcome. */
export type RatedAnswer = { question: number; right: boolean };

export type RatedExam = {
  /** The learner's rating after the exam. */
  learner: number;
  /** Each question's rating after the exam, in the order of `answers`. */
  questions: number[];
  /** The learner's rating change over the exam (what a period's score adds up). */
  change: number;
};

/** The learner's expected score against a question: 1 / (1 + 10^((d - r) / 400)). */
export function expectedScore(learner: number, question: number): number {
  return 1 / (1 + 10 ** ((question - learner) / 400));
}

/** Both ratings after one answer: K = 24 for the learner, 8 for the question. */
export function rateAnswer(learner: number, question: number, right: boolean): { learner: number; question: number } {
  const expected = expectedScore(learner, question);
  const score = right ? 1 : 0;
  return {
    learner: learner + ELO_K_LEARNER * (score - expected),
    // The question "wins" when the learner is wrong; its expectation is the complement.
    question: question + ELO_K_QUESTION * (1 - score - (1 - expected)),
  };
}

/** Plays the answers in order, the learner's rating carried from one to the next. */
export function rateExam(learner: number, answers: readonly RatedAnswer[]): RatedExam {
  let rating = learner;
  const questions = answers.map((answer) => {
    const next = rateAnswer(rating, answer.question, answer.right);
    rating = next.learner;
    return next.question;
  });
  return { learner: rating, questions, change: rating - learner };
}
