// What the exam page tells the learner about their chosen answers' way to the server
// (docs/exam.md#answer-delivery): how many wait in the autosave queue (offline, or while the
// network fails), and a clear line once every chosen answer has reached the server.
import type { AnswerSheet } from './answering';
import type { SaveQueue } from './autosave';
import type { ExamSnapshot } from './examView';

/** The strings, copied exactly from docs/exam.md#answer-delivery; {count} is a number. */
export const answerDeliveryMessages = {
  waiting: 'Answers waiting to be sent: {count}',
  delivered: 'Every answer you chose has reached the server.',
} as const;

export type AnswerDelivery =
  /** Nothing chosen yet and nothing queued: there is nothing to say. */
  | { kind: 'none' }
  /** Choices (or cleared choices) the server has not acknowledged yet. */
  | { kind: 'waiting'; count: number }
  /** Something was chosen and the queue is empty: the server has every answer. */
  | { kind: 'delivered' };

/** The state of delivery from the autosave queue and the learner's answer sheet. */
export function answerDeliveryOf(queue: SaveQueue, sheet: Pick<AnswerSheet, 'answers'>): AnswerDelivery {
  if (queue.length > 0) return { kind: 'waiting', count: queue.length };
  const chosen = Object.values(sheet.answers).some((option) => option !== null && option !== undefined);
  return chosen ? { kind: 'delivered' } : { kind: 'none' };
}

/** The line the exam page shows, or null for none. */
export function answerDeliveryText(delivery: AnswerDelivery): string | null {
  switch (delivery.kind) {
    case 'none':
      return null;
    case 'waiting':
      return answerDeliveryMessages.waiting.replace('{count}', String(delivery.count));
    case 'delivered':
      return answerDeliveryMessages.delivered;
  }
}

/** The exam's autosave child (its queue is the delivery's source); undefined before it starts. */
export function autosaveOf(snapshot: ExamSnapshot): ExamSnapshot['children']['autosave'] {
  return snapshot.children.autosave;
}
