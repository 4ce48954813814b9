// examMachine walked as a model (../../testing/modelTest.ts): a path to every state and through every
// transition, replayed on a real actor, with what must hold in every state checked on the way.
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { NetworkError, ServerError } from '../../access/serverError';
import { describeModel } from '../../testing/modelTest';
import { answerSheet } from '../answering';
import { examPhaseOf, examViewOf, type ExamSnapshot } from '../examView';
import { tickerOn } from '../ticker';
import { created, empty, finishedExam, machineWith, modelInput, recorder, result } from './fixtures';
import { examMachine, examTags, type ExamContext } from './index';

const pristine = answerSheet([1, 2], { 1: null, 2: 22 });
const chosenOnce = answerSheet([1, 2], { 1: 11, 2: 22 });

describeModel('examMachine', examMachine, {
  input: modelInput,
  // The network's states (online or not, a submit waiting) double part of the graph.
  limit: 8000,
  // The time on each question (docs/exam.md#question-time) moves with every reading of the clock and
  // no transition depends on it: states differing only in it are one state here (questionTime.test.ts checks it).
  serializeState: (snapshot) => {
    const { spent: _spent, seenAt: _seenAt, answerSpent: _answerSpent, ...rest } = snapshot.context as ExamContext;
    return JSON.stringify({ value: snapshot.value, context: rest, status: snapshot.status });
  },
  events: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ExamContext;
    // A tap cleared an answer: only its Undo is walked from there, then nothing (the unit tests walk the rest).
    if (context.cleared !== null) return context.cleared.restored ? [] : [{ type: 'UNDO_CLEAR' }];
    // Answer-sheet events only from the loaded sheet, ticks only at the rule's edges, so the model stays finite.
    // Offline only from the loaded sheet and without answering there (loading.test.ts and running/submitting.test.ts answer offline).
    // The network's events only from the loaded sheet before any tick, so the model stays within its limit.
    const loadedSheet =
      snapshot.matches('loading') || ((JSON.stringify(context.sheet) === JSON.stringify(pristine) || context.questions.length === 0) && context.remaining === modelInput.remainingParam);
    const sheetEvents =
      context.online && JSON.stringify(context.sheet) === JSON.stringify(pristine)
        ? [
            { type: 'CHOOSE', option: 11 },
            { type: 'TOGGLE_BOOKMARK' },
            { type: 'SET_VIEW', view: 'unanswered' },
            { type: 'GO', move: 'next' },
            { type: 'JUMP', questionId: 2 },
            { type: 'ANSWER_ELSEWHERE', questionId: 1, option: 12 },
          ]
        : // The chosen option tapped again, once, on the sheet that chose it (docs/exam.md#clear-undo).
          context.online && context.cleared === null && context.remaining === modelInput.remainingParam && JSON.stringify(context.sheet) === JSON.stringify(chosenOnce)
          ? [{ type: 'CHOOSE', option: 11 }]
          : [];
    // docs/exam.md#ended-elsewhere: another tab's word, or the server's refusal, that the exam is
    // finished; only from the untouched exam before any tick, so the model stays within its limit.
    const endedEvents =
      loadedSheet && context.online && context.refused.length === 0 && snapshot.matches({ running: 'answering' }) && JSON.stringify(context.sheet) === JSON.stringify(pristine)
        ? [{ type: 'ENDED_ELSEWHERE' }, { type: 'ANSWER_REFUSED', questionId: 1, option: 11, code: 'FINISHED' }]
        : [];
    // While the finished exam is read: it is finished, still running, or cannot be read. After the
    // refusal only finished, so the refused save does not double the graph of the running exam.
    if (snapshot.matches('endedElsewhere')) {
      return [
        { type: 'xstate.done.actor.loadExam', output: finishedExam },
        ...(context.refused.length === 0
          ? [
              { type: 'xstate.done.actor.loadExam', output: created },
              { type: 'xstate.error.actor.loadExam', error: new NetworkError() },
            ]
          : []),
      ];
    }
    return [
      ...endedEvents,
      { type: 'xstate.done.actor.loadExam', output: created },
      { type: 'xstate.done.actor.loadExam', output: finishedExam },
      { type: 'xstate.done.actor.loadExam', output: empty },
      { type: 'xstate.error.actor.loadExam', error: new Error('offline') },
      // The device's copy is taken offline, where the sheet is not answered (loading.test.ts does).
      ...(context.online ? [] : [{ type: 'xstate.error.actor.loadExam', error: new NetworkError() }]),
      { type: 'xstate.error.actor.loadExam', error: new ServerError({ detail: 'Not found.' }, undefined, 'NOT_FOUND') },
      { type: 'xstate.done.actor.submitScript', output: result },
      { type: 'xstate.error.actor.submitScript', error: new ServerError({ detail: 'Exam already submitted' }) },
      ...(loadedSheet ? [{ type: 'xstate.error.actor.submitScript', error: new NetworkError() }] : []),
      // A refusal while the submit drains the queue, once, from the loaded sheet.
      ...(context.refused.length === 0 && context.online && loadedSheet && snapshot.matches({ running: 'draining' }) ? [{ type: 'ANSWER_REFUSED', questionId: 1, option: 11, code: 'TIME_UP' }] : []),
      // A new token, and a save confirmed here or in another tab (what the delivery line compares
      // with): walked once where they do not multiply the graph (the unit tests walk them in a running exam).
      ...(snapshot.matches('noQuestions') && context.confirmed[1] === undefined
        ? [
            { type: 'TOKEN_RENEWED' },
            { type: 'ANSWER_CONFIRMED', questionId: 1, option: 11, chosenAt: 5 },
            { type: 'CONFIRMED_ELSEWHERE', questionId: 1, option: 12, chosenAt: 6 },
          ]
        : []),
      { type: 'xstate.done.actor.cancelExam', output: undefined },
      { type: 'xstate.error.actor.cancelExam', error: new ServerError({ detail: 'Not found' }) },
      { type: 'xstate.error.actor.cancelExam', error: new ServerError({ detail: 'This exam is already finished.' }, undefined, 'FINISHED') },
      ...sheetEvents,
      ...[10, 0].filter((left) => left < context.remaining).map((left) => ({ type: 'TICK', now: context.deadline - left * 1000 })),
      { type: 'BACK_NAVIGATION' },
      // docs/exam.md#leaving-running: the screen left by a link says the exam runs on.
      { type: 'LEAVE' },
      // An exam taken from the device stays offline in the model (loading.test.ts brings it back).
      ...(context.fromDevice || snapshot.status === 'done' ? [] : [{ type: 'ONLINE' }]),
      ...(loadedSheet && ['loading', 'answering', 'draining', 'submitting'].includes(examPhaseOf(snapshot as ExamSnapshot)) ? [{ type: 'OFFLINE' }] : []),
      { type: 'ANSWERS_SAVED' },
      { type: 'RETRY' },
      { type: 'SUBMIT' },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'CANCEL_EXAM' },
      { type: 'DISMISS' },
    ];
  },
  // The real ticker on the model's clock, which stands still: only the path's TICK events move the time.
  start: (fakes, clock) => ({
    actor: createActor(machineWith(fakes, recorder(), 'silent', tickerOn(clock)), { input: modelInput, clock }).start(),
  }),
  invariant: (snapshot) => {
    const context = snapshot.context as ExamContext;
    expect(snapshot.hasTag(examTags.savingAnswers)).toBe(snapshot.matches({ running: 'draining' }) || snapshot.matches({ running: 'waitingToSubmit' }));
    // docs/exam.md#offline: a submit waits for the network only while one was asked for.
    if (snapshot.matches({ running: 'waitingToSubmit' })) expect(context.submitRequested).toBe(true);
    const view = examViewOf(snapshot as ExamSnapshot);
    expect(view.savingAnswers).toBe(snapshot.hasTag(examTags.savingAnswers));
    expect(view.answering).toBe(snapshot.matches({ running: 'answering' }));
    expect(view.taking).toBe(snapshot.matches('running'));
    expect(context.remaining).toBeGreaterThanOrEqual(0);
    if (snapshot.matches({ running: 'timeUp' })) expect(context).toMatchObject({ remaining: 0, blink: 'none' });
    // At zero the blink is the time-up view's or the ticker's; above it, continuous is exactly 10 s or less.
    else if (snapshot.matches('running') && context.remaining > 0) expect(context.blink === 'continuous').toBe(context.remaining <= 10);
    // A refusal's detail, or online, the failed connection's message.
    if (snapshot.matches({ running: 'submitFailed' })) expect(['Exam already submitted', 'Network error']).toContain(context.error);
    if (snapshot.matches('finished')) expect(context.exam?.status).toBe('finished');
  },
});
