// Result arithmetic (docs/exam.md#score) and the history accuracy (docs/progress.md#history-accuracy), on the spec's field names.
import { examMessages } from './messages';

/** A subject result, or the sum of all of them. */
export type AnswerCounts = { right: number; wrong: number; not_answered: number };
/** negative_mark_per_qn is absent for exams without negative marking. */
export type Marking = { mark_per_qn: number; negative_mark_per_qn: number | null };
export type Distribution = { correct: number; wrong: number; unanswered: number };

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

/** Result view: right over right plus wrong, as a percent; null when nothing was answered. */
export function accuracyPercent(counts: AnswerCounts): number | null {
  const answered = counts.right + counts.wrong;
  return answered === 0 ? null : (counts.right / answered) * 100;
}

/** History list (docs/progress.md#history-accuracy): right over total as a percent with 2 decimals, or 'N/A' for no questions. */
export function historyAccuracy(right: number, total: number): string {
  return total === 0 ? examMessages.notAvailable : `${((right / total) * 100).toFixed(2)}%`;
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
