// The exam while it takes answers against the clock (docs/exam.md#timer, docs/exam.md#answering):
// the ticker runs, another tab's choices show, and an exam finished elsewhere ends here. Its
// children are in ./running: answering, submitting and the time-up view.
import { sendTo } from 'xstate';
import { receiveAnswer } from '../answering';
import { examScreenMessages } from '../screenMessages';
import { storeProgress, updateSheet } from './progress';
import { answering, confirmingSubmit } from './running/answering';
import { draining, submitFailed, submitting, waitingToSubmit } from './running/submitting';
import { confirmingCancel, timeUp } from './running/timeUp';
import { examSetup } from './setup';

export const running = examSetup.createStateConfig({
  entry: storeProgress,
  invoke: { id: 'ticker', src: 'ticker', input: ({ context }) => ({ deadline: context.deadline }) },
  on: {
    // docs/exam.md#ended-elsewhere: another tab finished the exam, or the server refused a save
    // because it is finished. No more answers are taken; its result says what counted.
    ENDED_ELSEWHERE: '#exam.endedElsewhere',
    ANSWER_REFUSED: {
      guard: { type: 'finishedRefusal', params: ({ event }) => ({ code: event.code }) },
      target: '#exam.endedElsewhere',
      actions: { type: 'recordRefusal', params: ({ event }) => ({ questionId: event.questionId, option: event.option, code: event.code }) },
    },
    TICK: { actions: [{ type: 'tick', params: ({ event }) => ({ now: event.now }) }, { type: 'seeTime', params: ({ event }) => ({ now: event.now }) }] },
    // docs/exam.md#back-navigation: back navigation is blocked with an info message.
    BACK_NAVIGATION: { actions: { type: 'toast', params: { message: examScreenMessages.leaveBlocked, kind: 'info' } } },
    // docs/exam.md#leaving-running: a link or the menu leaves the screen; the exam runs on, and the learner is told where to find it.
    LEAVE: { actions: { type: 'toast', params: { message: examScreenMessages.leftRunning, kind: 'info' } } },
    // Whatever this tab is doing, it shows (and would submit) the other tab's newer choice, and
    // drops its own older queued save of the question (docs/exam.md#latest-choice).
    ANSWER_ELSEWHERE: {
      guard: { type: 'newerElsewhere', params: ({ event }) => ({ questionId: event.questionId, chosenAt: event.chosenAt }) },
      actions: [
        ...updateSheet('ANSWER_ELSEWHERE', ({ context, event }) => receiveAnswer(context.sheet, event.questionId, event.option)),
        { type: 'noteChosenAt', params: ({ event }) => ({ questionId: event.questionId, chosenAt: event.chosenAt }) },
        // An undated choice (from an older tab) counts as the newest.
        sendTo('autosave', ({ event }) => ({ type: 'SUPERSEDED' as const, questionId: event.questionId, chosenAt: event.chosenAt ?? Number.MAX_SAFE_INTEGER })),
      ],
    },
  },
  initial: 'answering',
  states: { answering, confirmingSubmit, timeUp, confirmingCancel, draining, waitingToSubmit, submitting, submitFailed },
});
