// The server stays the authority on time (docs/exam.md#server-time, docs/exam.md#late-answers): a
// choice that reaches it after the exam's end plus the grace is refused and not counted, however
// it was kept on the device meanwhile, and the result says which questions that was.
import type { AnswerSheet, OptionId, QuestionId } from './answering';
import { refusalCodes } from '../access/refusal';
import type { SaveQueue } from './autosave';
import { examScreenMessages } from './screenMessages';
import type { ExamQuestion } from './examMachine';
import { formatDigits } from '../i18n/format';

/** A save the server refused for good, with its code (docs/exam.md#save-outcome). */
export type RefusedAnswer = { questionId: QuestionId; option: OptionId | null; code: string | undefined };

/**
 * The numbers (1-based, in the exam's order) of the questions whose shown choice the server refused
 * because the time was up. A refused choice the learner has since replaced is not this one's, and a
 * cleared choice is no answer.
 */
export function lateAnswerNumbers(sheet: Pick<AnswerSheet, 'answers' | 'questionIds'>, refused: readonly RefusedAnswer[]): number[] {
  const late = new Set(
    refused
      .filter((answer) => answer.code === refusalCodes.timeUp && answer.option !== null && sheet.answers[answer.questionId] === answer.option)
      .map((answer) => answer.questionId),
  );
  return numbersOf(sheet.questionIds, late);
}

/**
 * An exam that opens already finished while choices were still waiting on the device to be sent:
 * those the server does not hold were not counted.
 */
export function lateOnLoad(questions: readonly ExamQuestion[], pending: SaveQueue): number[] {
  const held = new Map(questions.map((question) => [question.id, question.option]));
  const late = new Set(
    pending.filter((save) => save.option !== null && held.has(save.questionId) && held.get(save.questionId) !== save.option).map((save) => save.questionId),
  );
  return numbersOf(
    questions.map((question) => question.id),
    late,
  );
}

/**
 * docs/exam.md#ended-elsewhere: the exam was finished elsewhere; the numbers of the questions whose
 * choice shown here the finished exam does not hold (a cleared choice is no answer).
 */
export function notCountedOf(sheet: Pick<AnswerSheet, 'answers' | 'questionIds'>, finished: readonly ExamQuestion[]): number[] {
  const held = new Map(finished.map((question) => [question.id, question.option]));
  const lost = new Set(
    sheet.questionIds.filter((id) => {
      const shown = sheet.answers[id] ?? null;
      return shown !== null && held.has(id) && held.get(id) !== shown;
    }),
  );
  return numbersOf(sheet.questionIds, lost);
}

/** 'One answer chosen here … question 3.' or '2 answers chosen here … questions 3, 5.'; null when none. */
export function notCountedMessage(numbers: readonly number[]): string | null {
  if (numbers.length === 0) return null;
  const list = numbers.join(', ');
  if (numbers.length === 1) return examScreenMessages.notCountedAnswer.replace('{questions}', list);
  return examScreenMessages.notCountedAnswers.replace('{count}', formatDigits(numbers.length)).replace('{questions}', list);
}

/** 'One answer reached …: question 3.' or '2 answers reached …: questions 3, 5.'; null when none. */
export function lateAnswersMessage(numbers: readonly number[]): string | null {
  if (numbers.length === 0) return null;
  const list = numbers.join(', ');
  if (numbers.length === 1) return examScreenMessages.lateAnswer.replace('{questions}', list);
  return examScreenMessages.lateAnswers.replace('{count}', formatDigits(numbers.length)).replace('{questions}', list);
}

function numbersOf(questionIds: readonly QuestionId[], late: ReadonlySet<QuestionId>): number[] {
  return questionIds.flatMap((id, index) => (late.has(id) ? [index + 1] : []));
}
