// What the exam page tells the learner about their chosen answers' way to the server
// (docs/exam.md#answer-delivery): how many wait in the autosave queue (offline, or while the
// network fails), and a clear line once every chosen answer has reached the server.
import type { AnswerSheet, QuestionId } from './answering';
import type { SaveQueue } from './autosave';
import type { ConfirmedAnswers } from './examMachine';
import type { ExamSnapshot } from './examView';
import { lateAnswerNumbers, lateAnswersMessage, type RefusedAnswer } from './lateAnswers';
import { catalogue } from '../i18n/catalogue';
import { formatDigits } from '../i18n/format';

/** The strings, copied exactly from docs/exam.md#answer-delivery; {count} is a number. */
export const answerDeliveryMessages = catalogue('answerDelivery', {
  waiting: 'Answers waiting to be sent: {count}',
  delivered: 'Every answer you chose has reached the server.',
} as const);

export type AnswerDelivery =
  /** Nothing chosen yet and nothing queued: there is nothing to say. */
  | { kind: 'none' }
  /** Choices (or cleared choices) queued, or shown but not confirmed by the server. */
  | { kind: 'waiting'; count: number }
  /** Something was chosen and the server confirmed holding every shown choice: it has every answer. */
  | { kind: 'delivered' }
  /**
   * The queue is empty but the server refused shown choices because the time was up
   * (docs/exam.md#late-answers): the questions' numbers, in the exam's order.
   */
  | { kind: 'refused'; questions: number[] };

/**
 * The state of delivery, from what the server confirmed holding (the exam's load, then every save
 * it acknowledged, here or in another tab), the learner's answer sheet, the autosave queue and the
 * saves the server refused for good. A shown choice counts as delivered only once the server said
 * it holds it, never because nothing is queued (docs/exam.md#answer-delivery).
 */
export function answerDeliveryOf(
  queue: SaveQueue,
  sheet: Pick<AnswerSheet, 'answers' | 'questionIds'>,
  refused: readonly RefusedAnswer[],
  confirmed: ConfirmedAnswers,
): AnswerDelivery {
  const unconfirmed = new Set<QuestionId>(queue.map((save) => save.questionId));
  for (const questionId of sheet.questionIds) {
    if ((sheet.answers[questionId] ?? null) !== (confirmed[questionId]?.option ?? null)) unconfirmed.add(questionId);
  }
  if (queue.length > 0) return { kind: 'waiting', count: unconfirmed.size };
  const late = lateAnswerNumbers(sheet, refused);
  if (late.length > 0) return { kind: 'refused', questions: late };
  // A shown choice refused for another reason (the exam already finished) has not reached the server either.
  const refusedShown = refused.some((answer) => answer.option !== null && sheet.answers[answer.questionId] === answer.option);
  if (refusedShown) return { kind: 'none' };
  if (unconfirmed.size > 0) return { kind: 'waiting', count: unconfirmed.size };
  const chosen = Object.values(sheet.answers).some((option) => option !== null && option !== undefined);
  return chosen ? { kind: 'delivered' } : { kind: 'none' };
}

/** The line the exam page shows, or null for none. */
export function answerDeliveryText(delivery: AnswerDelivery): string | null {
  switch (delivery.kind) {
    case 'none':
      return null;
    case 'waiting':
      return answerDeliveryMessages.waiting.replace('{count}', formatDigits(delivery.count));
    case 'delivered':
      return answerDeliveryMessages.delivered;
    case 'refused':
      return lateAnswersMessage(delivery.questions);
  }
}

/** The exam's autosave child (its queue is the delivery's source); undefined before it starts. */
export function autosaveOf(snapshot: ExamSnapshot): ExamSnapshot['children']['autosave'] {
  return snapshot.children.autosave;
}
