// Cancelling deletes the exam (docs/exam.md#lifecycle, docs/exam.md#cancel-confirm); the learner
// goes home, in place of the exam's entry.
import { examScreenMessages } from '../screenMessages';
import { examSetup } from './setup';

export const cancelling = examSetup.createStateConfig({
  invoke: {
    id: 'cancelExam',
    src: 'cancelExam',
    input: ({ context }) => ({ examId: context.examId }),
    onDone: {
      target: 'left',
      actions: [
        { type: 'clearProgress', params: ({ context }) => ({ examId: context.examId }) },
        { type: 'toast', params: { message: examScreenMessages.cancelled, kind: 'success' } },
      ],
    },
    onError: [
      // Nothing is left to cancel or answer: the learner goes home and the exam stays finished.
      {
        guard: { type: 'alreadyFinished', params: ({ event }) => ({ error: event.error }) },
        target: 'left',
        actions: [
          { type: 'clearProgress', params: ({ context }) => ({ examId: context.examId }) },
          { type: 'toast', params: { message: examScreenMessages.keptFinished, kind: 'info' } },
        ],
      },
      {
        target: 'running',
        actions: [
          { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          { type: 'toast', params: ({ context }) => ({ message: context.error ?? examScreenMessages.actionFailed, kind: 'error' as const }) },
        ],
      },
    ],
  },
});

/** The exam was cancelled, or had already finished on the server: home, in place of the exam's entry. */
export const left = examSetup.createStateConfig({ type: 'final', entry: { type: 'navigate', params: { to: '/home', replace: true } } });
