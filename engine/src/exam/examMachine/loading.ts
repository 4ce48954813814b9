// The exam's load (docs/exam.md#lifecycle, docs/exam.md#offline): the questions from the server, or
// offline the copy kept on the device; an exam already finished opens on its result.
import { sendTo } from 'xstate';
import type { BookmarkWish } from '../bookmarkSync';
import { lateOnLoad } from '../lateAnswers';
import { examSetup, unreachable } from './setup';
import type { ExamContext } from './types';

export const loading = examSetup.createStateConfig({
  invoke: {
    id: 'loadExam',
    src: 'loadExam',
    input: ({ context }) => ({ examId: context.examId }),
    onDone: [
      // An exam already finished opens on its result (docs/exam.md#lifecycle).
      {
        guard: { type: 'finishedExam', params: ({ event }) => event.output },
        target: 'finished',
        actions: [
          { type: 'showResult', params: ({ event }) => ({ exam: event.output.exam, result: event.output.result ?? null }) },
          // Choices still waiting on the device were not counted (docs/exam.md#late-answers).
          { type: 'setLateQuestions', params: ({ context, event }) => ({ lateQuestions: lateOnLoad(event.output.questions, context.pendingSaves ?? []) }) },
          { type: 'clearProgress', params: ({ context }) => ({ examId: context.examId }) },
        ],
      },
      { guard: { type: 'noQuestions', params: ({ event }) => event.output }, target: 'noQuestions' },
      {
        target: 'running',
        actions: [
          { type: 'start', params: ({ event }) => ({ load: event.output, fromDevice: false }) },
          sendTo('bookmarkSync', ({ context }) => ({ type: 'BOOKMARK' as const, wishes: unsentBookmarks(context) })),
          { type: 'storeExam', params: ({ context, event }) => ({ examId: context.examId, exam: { exam: event.output.exam, questions: event.output.questions } }) },
        ],
      },
    ],
    onError: [
      // docs/exam.md#offline: no network, and the device keeps the exam: it goes on from there.
      {
        guard: { type: 'deviceCopy', params: ({ event }) => ({ error: event.error }) },
        target: 'running',
        actions: [
          { type: 'start', params: ({ context }) => ({ load: context.storedExam ?? unreachable(), fromDevice: true }) },
          sendTo('bookmarkSync', ({ context }) => ({ type: 'BOOKMARK' as const, wishes: unsentBookmarks(context) })),
        ],
      },
      { target: 'loadFailed', actions: { type: 'setLoadFailure', params: ({ event }) => ({ error: event.error }) } },
    ],
  },
});

/** 'No Exam Question Found'. */
export const noQuestions = examSetup.createStateConfig({});

/** examLoadFailureMessage(loadFailure): not found, starts at {time}, or 'Something went wrong, Please Reload.' */
export const loadFailed = examSetup.createStateConfig({ on: { RETRY: { guard: 'canRetry', target: 'loading' } } });

/** The device's bookmarks the loaded questions do not say the server holds: sent at start (docs/exam.md#bookmarks-on-server). */
function unsentBookmarks(context: ExamContext): BookmarkWish[] {
  const held = new Set(context.questions.filter((question) => question.bookmarked === true).map((question) => question.id));
  return context.sheet.bookmarks.filter((questionId) => !held.has(questionId)).map((questionId) => ({ questionId, bookmarked: true }));
}
