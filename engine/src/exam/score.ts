// Result arithmetic (docs/exam.md#score), on the spec's field names: one definition of each figure
// (docs/exam.md#one-definition) that the result, History, the dashboard and the api all use.
import { examMessages } from './messages';
import { formatDigits } from '../i18n/format';

/** A subject result, or the sum of all of them. */
export type AnswerCounts = { right: number; wrong: number; not_answered: number };
/** negative_mark_per_qn is absent for exams without negative marking. */
export type Marking = { mark_per_qn: number; negative_mark_per_qn: number | null };
export type Distribution = { correct: number; wrong: number; unanswered: number };
/** The counts attempted and accuracy read: unanswered questions may be given, and count for neither. */
export type Answered = { right: number; wrong: number; not_answered?: number };

/** Sums subject results into the exam's counts. */
export function totalsOf(subjects: AnswerCounts[]): AnswerCounts {
  return subjects.reduce(
    (sum, subject) => ({
      right: sum.right + subject.right,
      wrong: sum.wrong + subject.wrong,
      not_answered: sum.not_answered + subject.not_answered,
    }),
    { right: 0, wrong: 0, not_answered: 0 },
  );
}

export function questionCountOf(counts: AnswerCounts): number {
  return counts.right + counts.wrong + counts.not_answered;
}

/** Right × mark − wrong × negative mark, rounded to 2 decimals so 0.1-mark sums show no float noise. */
export function scoreOf(counts: AnswerCounts, marking: Marking): number {
  return round2(counts.right * marking.mark_per_qn - counts.wrong * (marking.negative_mark_per_qn ?? 0));
}

/** Total questions × mark. */
export function maximumScoreOf(counts: AnswerCounts, marking: Marking): number {
  return round2(questionCountOf(counts) * marking.mark_per_qn);
}

/** The questions attempted: answered right or wrong; an unanswered question is not attempted. */
export function attemptedOf(counts: Answered): number {
  return counts.right + counts.wrong;
}

/** Accuracy: right over attempted (right plus wrong), as a percent; null when nothing was answered. */
export function accuracyPercent(counts: Answered): number | null {
  const attempted = attemptedOf(counts);
  return attempted === 0 ? null : (counts.right / attempted) * 100;
}

/** Accuracy as every screen writes it (docs/progress.md#history-accuracy): a percent with 2 decimals, or 'N/A' when nothing was answered. */
export function accuracyText(counts: Answered): string {
  const accuracy = accuracyPercent(counts);
  return accuracy === null ? examMessages.notAvailable : percentText(accuracy);
}

/** A percent with 2 decimals: '66.67%'. */
export function percentText(percent: number): string {
  return formatDigits(`${percent.toFixed(2)}%`);
}

/** A score or mark as written: at most 2 decimals, no trailing zeros ('1.25', '2', '-0.5'). */
export function formatScore(score: number): string {
  return formatDigits(round2(score));
}

/** The correct, wrong and unanswered bars as percents of all questions (all 0 for none). */
export function distributionOf(counts: AnswerCounts): Distribution {
  const total = questionCountOf(counts);
  const percent = (part: number) => (total === 0 ? 0 : (part / total) * 100);
  return { correct: percent(counts.right), wrong: percent(counts.wrong), unanswered: percent(counts.not_answered) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
