// Guessing under negative marking (docs/learning.md#guessing): whether answering a question the
// learner is unsure of beats leaving it, from their own share right when they answer, and after an
// exam with negative marks what leaving questions cost or saved them, topic by topic. Pure.
import { MIN_ANSWERS } from './mastery';
import { learningMessages as m } from './messages';

/**
 * The chance of being right above which answering pays: right earns `mark`, wrong loses
 * `negative`, so the expected marks p·mark − (1 − p)·negative beat skipping's 0 when
 * p > negative / (mark + negative). Four options at −0.25 of 1: one in five. 0 without negative marks.
 */
export function breakEvenChance(mark: number, negative: number): number {
  if (!(negative > 0) || !(mark > 0)) return 0;
  return negative / (mark + negative);
}

/** The marks a question is expected to bring if answered at `chance` of being right. */
export function expectedMarks(chance: number, mark: number, negative: number): number {
  return chance * mark - (1 - chance) * Math.max(0, negative);
}

/** A topic's answers: how many the learner answered in all their finished exams, and how many right. */
export type AnswerShare = { answered: number; right: number };

export type Verdict = 'answer' | 'skip' | 'unknown';

/** Whether answering pays in a topic: unknown until MIN_ANSWERS answers say something. */
export function verdictOf(share: AnswerShare | undefined, mark: number, negative: number): Verdict {
  if (share === undefined || share.answered < MIN_ANSWERS) return 'unknown';
  return share.right / share.answered > breakEvenChance(mark, negative) ? 'answer' : 'skip';
}

/** One question of a finished exam as the summary needs it. */
export type ExamQuestionOutcome = {
  topic: number;
  /** true right, false wrong, null left unanswered. */
  right: boolean | null;
  /** How many options it had: a blind guess is right one time in this many. */
  options: number;
};

export type TopicSkipping = {
  topic: number;
  skipped: number;
  wrong: number;
  /** The chance used for its skipped questions: the learner's share right, or a blind guess's. */
  chance: number;
  /** True when `chance` is the learner's own share (MIN_ANSWERS or more answers), false for a blind guess. */
  fromAnswers: boolean;
  verdict: Verdict;
  /** Marks the skipped questions were expected to bring if answered: above 0 skipping cost them, below 0 it saved them. */
  skippingCost: number;
  /** Marks the wrong answers lost to negative marking. */
  lostToWrong: number;
};

/**
 * What skipping cost or saved in each topic of an exam with negative marks, from the learner's share
 * right in that topic over all their answers (a blind guess where they have fewer than MIN_ANSWERS).
 * Topics with nothing skipped or wrong are left out; order: most marks at stake first, then topic id.
 */
export function skippingByTopic(
  questions: readonly ExamQuestionOutcome[],
  shares: ReadonlyMap<number, AnswerShare>,
  mark: number,
  negative: number,
): TopicSkipping[] {
  const byTopic = new Map<number, { skipped: number; wrong: number; blind: number }>();
  for (const question of questions) {
    const row = byTopic.get(question.topic) ?? { skipped: 0, wrong: 0, blind: 0 };
    if (question.right === null) {
      row.skipped += 1;
      row.blind += 1 / Math.max(1, question.options);
    } else if (!question.right) {
      row.wrong += 1;
    }
    byTopic.set(question.topic, row);
  }
  const rows: TopicSkipping[] = [];
  for (const [topic, row] of byTopic) {
    if (row.skipped === 0 && row.wrong === 0) continue;
    const share = shares.get(topic);
    const fromAnswers = share !== undefined && share.answered >= MIN_ANSWERS;
    const chance = fromAnswers ? share.right / share.answered : row.skipped > 0 ? row.blind / row.skipped : 0;
    rows.push({
      topic,
      skipped: row.skipped,
      wrong: row.wrong,
      chance,
      fromAnswers,
      verdict: verdictOf(share, mark, negative),
      skippingCost: row.skipped * expectedMarks(chance, mark, negative),
      lostToWrong: row.wrong * Math.max(0, negative),
    });
  }
  return rows.sort((a, b) => Math.abs(b.skippingCost) + b.lostToWrong - (Math.abs(a.skippingCost) + a.lostToWrong) || a.topic - b.topic);
}

/** A topic's row of the "Answer or skip?" card: its name and its lines, worded. */
export type GuessingRow = { topic: number; name: string; lines: string[] };

export type GuessingView = { rule: string; rows: GuessingRow[]; total: string | null } | null;

/**
 * The "Answer or skip?" card of an exam's review (docs/learning.md#guessing), or null when the
 * exam has no negative marks or its questions were not loaded with their topics. `shares` are the
 * learner's answers per topic over all their finished exams (the mastery rows).
 */
export function guessingViewOf(
  exam: { mark_per_qn?: number; negative_mark_per_qn?: number | null },
  questions: ReadonlyArray<{ topic?: { id: number; name: string }; option: number | null; options: ReadonlyArray<{ id: number; is_answer: boolean }> }>,
  shares: ReadonlyArray<{ topic: { id: number }; answered: number; right: number }>,
): GuessingView {
  const mark = exam.mark_per_qn ?? 0;
  const negative = exam.negative_mark_per_qn ?? 0;
  if (!(negative > 0) || !(mark > 0)) return null;
  const names = new Map<number, string>();
  const outcomes: ExamQuestionOutcome[] = [];
  for (const question of questions) {
    if (question.topic === undefined) return null;
    names.set(question.topic.id, question.topic.name);
    const chosen = question.option === null ? undefined : question.options.find((option) => option.id === question.option);
    outcomes.push({ topic: question.topic.id, right: question.option === null ? null : chosen?.is_answer === true, options: question.options.length });
  }
  const shareOf = new Map(shares.map((row) => [row.topic.id, { answered: row.answered, right: row.right }] as const));
  const topics = skippingByTopic(outcomes, shareOf, mark, negative);
  const rows = topics.map((row): GuessingRow => {
    const share = shareOf.get(row.topic);
    const lines = [row.fromAnswers && share !== undefined ? m.guessingShare(row.chance, share.answered) : m.guessingBlind(row.chance)];
    if (row.verdict !== 'unknown') lines.push(row.verdict === 'answer' ? m.verdictAnswer : m.verdictSkip);
    if (row.skipped > 0) lines.push(m.skippingCost(row.skipped, row.skippingCost));
    if (row.wrong > 0) lines.push(m.wrongCost(row.wrong, row.lostToWrong));
    return { topic: row.topic, name: names.get(row.topic) ?? '', lines };
  });
  const skipped = topics.some((row) => row.skipped > 0);
  return {
    rule: m.guessingRule(negative, breakEvenChance(mark, negative)),
    rows,
    total: skipped ? m.skippingTotal(topics.reduce((sum, row) => sum + row.skippingCost, 0)) : null,
  };
}
