// The submit (docs/exam.md#submit, docs/exam.md#offline, docs/exam.md#submit-survives-reload): every
// choice reaches the server first, offline it waits for the network, then the script goes once.
import { sendTo } from 'xstate';
import type { AnswerSheet, QuestionId } from '../../answering';
import { examScreenMessages } from '../../screenMessages';
import { lateAnswerNumbers } from '../../lateAnswers';
import type { QuestionTimes } from '../../questionTime';
import { storeProgress } from '../progress';
import { examSetup, examTags, goOnline } from '../setup';
import type { ScriptAnswer } from '../types';

/** Submit waits until every choice is on the server (offline, until the connection is back). */
export const draining = examSetup.createStateConfig({
  tags: [examTags.savingAnswers],
  entry: ['requestSubmit', storeProgress, sendTo('autosave', { type: 'DRAIN' })],
  on: { ANSWERS_SAVED: [{ guard: 'offline', target: 'waitingToSubmit' }, { target: 'submitting' }] },
  // A second SUBMIT while draining is ignored: no transition handles it here.
});

/**
 * docs/exam.md#offline: every choice is on the server or queued, and the submit waits for the
 * network; back online it goes (the queue first, then the script).
 */
export const waitingToSubmit = examSetup.createStateConfig({
  tags: [examTags.savingAnswers],
  on: { ONLINE: { target: 'draining', actions: goOnline() } },
});

export const submitting = examSetup.createStateConfig({
  entry: 'clearError',
  invoke: {
    id: 'submitScript',
    src: 'submitScript',
    input: ({ context }) => ({ examId: context.examId, answers: scriptOf(context.sheet, context.chosenAt, context.answerSpent) }),
    onDone: {
      target: '#exam.finished',
      actions: [
        { type: 'showResult', params: ({ context, event }) => ({ exam: context.exam, result: event.output }) },
        { type: 'setLateQuestions', params: ({ context }) => ({ lateQuestions: lateAnswerNumbers(context.sheet, context.refused) }) },
        { type: 'clearProgress', params: ({ context }) => ({ examId: context.examId }) },
        'shareEnded',
        { type: 'toast', params: { message: examScreenMessages.submitted, kind: 'success' } },
      ],
    },
    onError: [
      // The device went offline while the script was on its way: it waits for the network.
      { guard: { type: 'lostNetwork', params: ({ event }) => ({ error: event.error }) }, target: 'waitingToSubmit' },
      // No answer online (the connection dropped, or the page was left and its call cut off, as a
      // reload does): the failure shows, and the kept progress still holds the submit, so a reload
      // goes on with it (docs/exam.md#submit-survives-reload).
      {
        guard: { type: 'noAnswer', params: ({ event }) => ({ error: event.error }) },
        target: 'submitFailed',
        actions: [
          { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          { type: 'toast', params: ({ context }) => ({ message: context.error ?? examScreenMessages.actionFailed, kind: 'error' as const }) },
        ],
      },
      // The server answered with a refusal: the submit is withdrawn, so a reload does not send it again.
      {
        target: 'submitFailed',
        actions: [
          'withdrawSubmit',
          storeProgress,
          { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          { type: 'toast', params: ({ context }) => ({ message: context.error ?? examScreenMessages.actionFailed, kind: 'error' as const }) },
        ],
      },
    ],
  },
  // A second SUBMIT while submitting is ignored: no transition handles it here.
});

/** Shows the server detail; SUBMIT retries, DISMISS returns to the questions or the time-up view. */
export const submitFailed = examSetup.createStateConfig({
  on: {
    SUBMIT: 'draining',
    // Back to the questions the learner no longer asks to submit (docs/exam.md#submit-survives-reload).
    DISMISS: { target: 'answering', actions: ['clearError', 'withdrawSubmit', storeProgress] },
  },
});

/**
 * The exam script: every question with its chosen option, or none, and when it was chosen where
 * known, so the server keeps a newer choice made elsewhere (docs/exam.md#latest-choice), with its
 * time on screen then (docs/exam.md#question-time).
 */
export function scriptOf(sheet: AnswerSheet, chosenAt: Partial<Record<QuestionId, number>> = {}, answerSpent: QuestionTimes = {}): ScriptAnswer[] {
  return sheet.questionIds.map((question) => {
    const at = chosenAt[question];
    const spentMs = answerSpent[question];
    return { question, option: sheet.answers[question] ?? null, ...(at === undefined ? {} : { chosenAt: at }), ...(spentMs === undefined ? {} : { spentMs }) };
  });
}
