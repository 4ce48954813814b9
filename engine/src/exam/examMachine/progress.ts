// The progress kept per exam in browser storage (docs/exam.md#timer, docs/exam.md#offline): the sheet,
// the start and deadline, a waiting submit and what the server confirmed. It is stored after every
// change to any of them, and a change to the sheet always goes through `updateSheet`.
import type { AnswerSheet } from '../answering';
import type { ExamContext, ExamEvent, StoreProgressParams } from './types';

/** Stores the progress as the context now holds it (the provided `storeProgress` action). */
export const storeProgress = { type: 'storeProgress', params: progressOf } as const;

/**
 * Puts in place the sheet `next` makes of the context and the `on` event, then stores the progress
 * with it. `on` names the event the transition handles, so `next` reads that event's fields.
 */
export function updateSheet<TType extends ExamEvent['type']>(on: TType, next: (args: SheetChange<TType>) => AnswerSheet) {
  return [{ type: 'setSheet', params: (args: SheetChange<TType>) => ({ sheet: next(args) }) }, storeProgress] as const;
}

type SheetChange<TType extends ExamEvent['type']> = { context: ExamContext; event: Extract<ExamEvent, { type: TType }> };

function progressOf({ context }: { context: ExamContext }): StoreProgressParams {
  return {
    examId: context.examId,
    index: context.sheet.index,
    startedAt: context.startedAt,
    bookmarks: context.sheet.bookmarks,
    answers: context.sheet.answers,
    deadline: context.deadline,
    submitting: context.submitRequested,
    confirmed: context.confirmed,
    spent: context.spent,
  };
}
