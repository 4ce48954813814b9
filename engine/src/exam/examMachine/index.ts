// The exam-taking screen (docs/exam.md#screen, docs/exam.md#lifecycle, docs/exam.md#timer, docs/exam.md#answering): load, answer
// against the clock, submit or cancel. Answer-sheet rules come from ../answering, the clock's rules from
// ../timer and its readings from the injected ticker (../ticker); this machine is the only countdown.
// Its names are set up in ./setup; each state's behaviour is in the file named after it.
import { sendTo } from 'xstate';
import { answerSheet } from '../answering';
import { cancelling, left } from './cancelling';
import { endedElsewhere } from './endedElsewhere';
import { loadFailed, loading, noQuestions } from './loading';
import { running } from './running';
import { storeProgress } from './progress';
import { examSetup, goOnline } from './setup';

export type {
  ClearedAnswer,
  ConfirmedAnswer,
  ConfirmedAnswers,
  ExamContext,
  ExamData,
  ExamEvent,
  ExamInput,
  ExamLoad,
  ExamQuestion,
  ExamResult,
  ScriptAnswer,
  StoredProgress,
  StoreProgressParams,
} from './types';
export { examCancellable } from './types';
export { examAutosaveMachine, examTags } from './setup';
export { scriptOf } from './running/submitting';

export const examMachine = examSetup.createMachine({
  id: 'exam',
  context: ({ input }) => ({
    ...input,
    exam: null,
    questions: [],
    sheet: answerSheet([]),
    result: null,
    startedAt: input.stored?.startedAt ?? input.now,
    deadline: input.now,
    remaining: 0,
    blink: 'none',
    error: null,
    loadFailure: null,
    online: input.online ?? true,
    fromDevice: false,
    submitRequested: input.stored?.submitting ?? false,
    refused: [],
    lateQuestions: [],
    notCounted: [],
    confirmed: {},
    chosenAt: {},
    spent: {},
    seenAt: null,
    answerSpent: {},
    cleared: null,
  }),
  // The answer queue lives as long as the exam screen: saves left from before a reload are sent
  // while the questions load, and a failed cancel keeps the queue it had.
  invoke: [
    {
      id: 'autosave',
      src: 'autosave',
      input: ({ context }) => ({ examId: context.examId, queue: context.pendingSaves ?? [] }),
    },
    { id: 'bookmarkSync', src: 'bookmarkSync', input: ({ context }) => ({ examId: context.examId }) },
  ],
  on: {
    ONLINE: { actions: goOnline() },
    OFFLINE: { actions: [{ type: 'setOnline', params: { online: false } }, sendTo('autosave', { type: 'OFFLINE' })] },
    ANSWER_REFUSED: {
      actions: { type: 'recordRefusal', params: ({ event }) => ({ questionId: event.questionId, option: event.option, code: event.code }) },
    },
    // The server holds this choice (or a newer one): the delivery line counts it, and the other tabs hear of it.
    ANSWER_CONFIRMED: {
      actions: [
        { type: 'confirm', params: ({ event }) => ({ questionId: event.questionId, option: event.option, chosenAt: event.chosenAt }) },
        { type: 'shareAnswer', params: ({ event }) => ({ questionId: event.questionId, option: event.option, chosenAt: event.chosenAt, confirmed: true }) },
        storeProgress,
      ],
    },
    CONFIRMED_ELSEWHERE: {
      actions: [
        { type: 'confirm', params: ({ event }) => ({ questionId: event.questionId, option: event.option, chosenAt: event.chosenAt }) },
        storeProgress,
      ],
    },
    TOKEN_RENEWED: { actions: [sendTo('autosave', { type: 'TOKEN_RENEWED' }), sendTo('bookmarkSync', { type: 'ONLINE' })] },
  },
  initial: 'loading',
  states: {
    loading,
    noQuestions,
    loadFailed,
    running,
    cancelling,
    endedElsewhere,
    /** The result view; the clock shows the result's remaining time. */
    finished: { type: 'final' },
    left,
  },
});
