// Time is up (docs/exam.md#time-up, docs/exam.md#cancel-confirm): 'Time is up, Submit Exam?' with
// Submit, and Cancel, which deletes the exam once confirmed.
import { examSetup } from '../setup';

/** 'Time is up, Submit Exam?' Cancel cancels the exam in every flow (docs/decisions.md#time-up-cancel), once confirmed. */
export const timeUp = examSetup.createStateConfig({
  entry: 'stopBlinking',
  on: { CANCEL: { guard: 'cancellable', target: 'confirmingCancel' }, SUBMIT: 'draining' },
});

/**
 * docs/exam.md#cancel-confirm: Cancel at time-up deletes the exam and its answers, so it asks
 * first. CANCEL (Keep Exam) goes back to the time-up view; CONFIRM (Delete Exam) cancels.
 */
export const confirmingCancel = examSetup.createStateConfig({
  on: { CANCEL: 'timeUp', CONFIRM: { guard: 'cancellable', target: '#exam.cancelling' } },
});
