// docs/exam.md#ended-elsewhere: the exam was finished elsewhere (another tab submitted it, or the
// server refused a save as finished).
import { examScreenMessages } from '../screenMessages';
import { notCountedOf } from '../lateAnswers';
import { examSetup } from './setup';

/**
 * Its questions stay on screen, taking no input, while the finished exam is read; then its result
 * shows, naming the choices shown here that it does not hold. If it cannot be read, the exam
 * screen comes back as it was.
 */
export const endedElsewhere = examSetup.createStateConfig({
  invoke: {
    id: 'loadExam',
    src: 'loadExam',
    input: ({ context }) => ({ examId: context.examId }),
    onDone: [
      {
        guard: { type: 'finishedExam', params: ({ event }) => event.output },
        target: 'finished',
        actions: [
          { type: 'showResult', params: ({ event }) => ({ exam: event.output.exam, result: event.output.result ?? null }) },
          { type: 'setNotCounted', params: ({ context, event }) => ({ notCounted: notCountedOf(context.sheet, event.output.questions) }) },
          { type: 'clearProgress', params: ({ context }) => ({ examId: context.examId }) },
          { type: 'toast', params: { message: examScreenMessages.endedElsewhere, kind: 'info' } },
        ],
      },
      { target: 'running' },
    ],
    onError: 'running',
  },
});
