import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorLogic, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../access/serverError';
import { silentAutosave } from '../testing/fakes';
import { recordEffects } from '../testing/effects';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { answerSheet } from './answering';
import type { AnswerSave, SaveQueue } from './autosave';
import {
  examAutosaveMachine,
  examMachine,
  examTags,
  scriptOf,
  type ExamContext,
  type ExamInput,
  type ExamLoad,
  type ExamResult,
  type StoreProgressParams,
} from './examMachine';
import { examScreenMessages } from './examMessages';
import type { StoredExam } from './examStorage';
import { clearedNoticeOf, examPhaseOf, examViewIn, examViewOf, type ExamSnapshot, type ExamView } from './examView';
import { answerDeliveryOf } from './answerDelivery';
import { lateAnswersMessage, notCountedMessage } from './lateAnswers';
import { ExamNotStartedError, examLoadFailureMessage } from './loadFailure';
import { tickerOn, type TickerInput } from './ticker';

const exam = { status: 'created' as const, timelimit: 600, mark_per_qn: 1, negative_mark_per_qn: 0.25 };
const text = (data: string) => [{ type: 'text' as const, data }];
const questions = [
  { id: 1, question_data: text('1 + 1 = ?'), options: [{ id: 11, data: text('2') }, { id: 12, data: text('3') }], choosed_options: [] },
  { id: 2, question_data: text('2 + 2 = ?'), options: [{ id: 21, data: text('4') }, { id: 22, data: text('5') }], choosed_options: [22] },
];
const result: ExamResult = {
  time_remaining: 120,
  mark_per_qn: 1,
  negative_mark_per_qn: 0.25,
  subject_result: [{ right: 1, wrong: 0, not_answered: 1 }],
};
const created: ExamLoad = { exam, questions };
const finishedExam: ExamLoad = { exam: { ...exam, status: 'finished', time_remaining: 90 }, questions, result };
const empty: ExamLoad = { exam, questions: [] };
const idleTicker = fromCallback<EventObject, TickerInput>(() => () => {});

/** The real answer queue, its writes settled through `fakes` as 'saveAnswer', its storage recorded. */
function realAutosave(fakes: FakePromises, recorded: Recorded) {
  return examAutosaveMachine.provide({
    actors: { saveAnswer: fakes.promise<void, AnswerSave>('saveAnswer') },
    actions: { persistQueue: (_, params: { queue: SaveQueue }) => void recorded.persisted.push(params.queue) },
  });
}

function machineWith(fakes: FakePromises, recorded: Recorded, autosave: 'real' | 'silent' = 'real', ticker: AnyActorLogic = idleTicker) {
  return examMachine.provide({
    actors: {
      loadExam: fakes.promise('loadExam'),
      submitScript: fakes.promise('submitScript'),
      cancelExam: fakes.promise('cancelExam'),
      ticker,
      autosave: autosave === 'real' ? realAutosave(fakes, recorded) : silentAutosave(recorded),
    },
    actions: {
      storeProgress: (_, params: StoreProgressParams) => void recorded.stored.push(params),
      clearProgress: (_, params: { examId: ExamInput['examId'] }) => void recorded.cleared.push(params.examId),
      shareAnswer: (_, params: Shared) => void recorded.shared.push(params),
      storeExam: (_, params: { exam: StoredExam }) => void recorded.exams.push(params.exam),
      shareEnded: () => void (recorded.ended += 1),
    },
  });
}

type Shared = { questionId: number | string; optionId: number | string | null; chosenAt?: number | undefined; confirmed?: boolean | undefined };

type Recorded = {
  stored: StoreProgressParams[];
  cleared: Array<ExamInput['examId']>;
  persisted: SaveQueue[];
  shared: Shared[];
  exams: StoredExam[];
  toasts: string[];
  /** How often this tab told the others it finished the exam (docs/exam.md#ended-elsewhere). */
  ended: number;
};
const recorder = (): Recorded => ({ stored: [], cleared: [], persisted: [], shared: [], exams: [], toasts: [], ended: 0 });
const submitCalls = (fakes: FakePromises) => fakes.calls.filter((call) => call.name === 'submitScript');

const modelInput: ExamInput = { examId: 7, remainingParam: 12, now: 0, stored: null, storedExam: created };
const pristine = answerSheet([1, 2], { 1: null, 2: 22 });
const chosenOnce = answerSheet([1, 2], { 1: 11, 2: 22 });

describeModel('examMachine', examMachine, {
  input: modelInput,
  // The network's states (online or not, a submit waiting) double part of the graph.
  limit: 8000,
  events: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ExamContext;
    // A tap cleared an answer: only its Undo is walked from there, then nothing (the unit tests walk the rest).
    if (context.cleared !== null) return context.cleared.restored ? [] : [{ type: 'UNDO_CLEAR' }];
    // Answer-sheet events only from the loaded sheet, ticks only at the rule's edges, so the model stays finite.
    // Offline only from the loaded sheet and without answering there (the unit tests below answer offline).
    // The network's events only from the loaded sheet before any tick, so the model stays within its limit.
    const loadedSheet =
      snapshot.matches('loading') || ((JSON.stringify(context.sheet) === JSON.stringify(pristine) || context.questions.length === 0) && context.remaining === modelInput.remainingParam);
    const sheetEvents =
      context.online && JSON.stringify(context.sheet) === JSON.stringify(pristine)
        ? [
            { type: 'CHOOSE', optionId: 11 },
            { type: 'TOGGLE_BOOKMARK' },
            { type: 'SET_VIEW', view: 'unanswered' },
            { type: 'GO', move: 'next' },
            { type: 'JUMP', questionId: 2 },
            { type: 'ANSWER_ELSEWHERE', questionId: 1, optionId: 12 },
          ]
        : // The chosen option tapped again, once, on the sheet that chose it (docs/exam.md#clear-undo).
          context.online && context.cleared === null && context.remaining === modelInput.remainingParam && JSON.stringify(context.sheet) === JSON.stringify(chosenOnce)
          ? [{ type: 'CHOOSE', optionId: 11 }]
          : [];
    // docs/exam.md#ended-elsewhere: another tab's word, or the server's refusal, that the exam is
    // finished; only from the untouched exam before any tick, so the model stays within its limit.
    const endedEvents =
      loadedSheet && context.online && context.refused.length === 0 && snapshot.matches({ running: 'answering' }) && JSON.stringify(context.sheet) === JSON.stringify(pristine)
        ? [{ type: 'ENDED_ELSEWHERE' }, { type: 'ANSWER_REFUSED', questionId: 1, optionId: 11, code: 'FINISHED' }]
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
      // The device's copy is taken offline, where the sheet is not answered (the unit tests below do).
      ...(context.online ? [] : [{ type: 'xstate.error.actor.loadExam', error: new NetworkError() }]),
      { type: 'xstate.error.actor.loadExam', error: new ServerError({ detail: 'Not found.' }, undefined, 'NOT_FOUND') },
      { type: 'xstate.done.actor.submitScript', output: result },
      { type: 'xstate.error.actor.submitScript', error: new ServerError({ detail: 'Exam already submitted' }) },
      ...(loadedSheet ? [{ type: 'xstate.error.actor.submitScript', error: new NetworkError() }] : []),
      // A refusal while the submit drains the queue, once, from the loaded sheet.
      ...(context.refused.length === 0 && context.online && loadedSheet && snapshot.matches({ running: 'draining' }) ? [{ type: 'ANSWER_REFUSED', questionId: 1, optionId: 11, code: 'TIME_UP' }] : []),
      // A new token, and a save confirmed here or in another tab (what the delivery line compares
      // with): walked once where they do not multiply the graph (the unit tests walk them in a running exam).
      ...(snapshot.matches('noQuestions') && context.confirmed[1] === undefined
        ? [
            { type: 'TOKEN_RENEWED' },
            { type: 'ANSWER_CONFIRMED', questionId: 1, optionId: 11, chosenAt: 5 },
            { type: 'CONFIRMED_ELSEWHERE', questionId: 1, optionId: 12, chosenAt: 6 },
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
      // An exam taken from the device stays offline in the model (the unit tests below bring it back).
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

const loadedAt = 1_700_000_000_000;

/** An exam loaded with `load`, its calls settled through `fakes`, its effects recorded. */
async function start(load: ExamLoad, input: Partial<ExamInput> = {}) {
  const fakes = fakePromises();
  const recorded = recorder();
  const actor = createActor(machineWith(fakes, recorded), {
    input: { examId: 7, remainingParam: null, now: loadedAt, stored: null, ...input },
  });
  const effects = recordEffects(actor);
  actor.on('toast', (toast) => recorded.toasts.push(toast.message));
  actor.start();
  fakes.settle('loadExam', 'done', load);
  await settled();
  return { actor, fakes, recorded, effects };
}

describe('examMachine', () => {

  it('opens an exam that is already finished on its result with the result remaining time', async () => {
    const { actor, recorded } = await start(finishedExam);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context).toMatchObject({ result, remaining: 120 });
    expect(recorded.stored).toEqual([]);
  });

  it('shows no questions for an exam without questions', async () => {
    const { actor } = await start(empty);
    expect(actor.getSnapshot().value).toBe('noQuestions');
  });

  it('reloads after a failed load when asked to retry', async () => {
    const fakes = fakePromises();
    const actor = createActor(machineWith(fakes, recorder()), { input: { ...modelInput } }).start();
    fakes.settle('loadExam', 'error', new Error('offline'));
    await settled();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(examLoadFailureMessage(actor.getSnapshot().context.loadFailure ?? { kind: 'notFound' })).toBe(examScreenMessages.loadFailed);
    actor.send({ type: 'RETRY' });
    expect(fakes.calls.filter((call) => call.name === 'loadExam')).toHaveLength(2);
  });

  it('says an exam that is not there was not found, and does not offer a reload that cannot help', async () => {
    const fakes = fakePromises();
    const actor = createActor(machineWith(fakes, recorder()), { input: { ...modelInput } }).start();
    fakes.settle('loadExam', 'error', new ServerError({ detail: 'Not found.' }, undefined, 'NOT_FOUND'));
    await settled();
    const { loadFailure } = actor.getSnapshot().context;
    expect(loadFailure).toEqual({ kind: 'notFound' });
    expect(examLoadFailureMessage(loadFailure ?? { kind: 'failed' })).toBe(examScreenMessages.notFound);
    actor.send({ type: 'RETRY' });
    expect(fakes.calls.filter((call) => call.name === 'loadExam')).toHaveLength(1);
  });

  it('says when a scheduled exam opened early starts, in Dhaka time', async () => {
    const fakes = fakePromises();
    const actor = createActor(machineWith(fakes, recorder()), { input: { ...modelInput } }).start();
    fakes.settle('loadExam', 'error', new ExamNotStartedError('2026-11-23T04:30:00.000Z'));
    await settled();
    const { loadFailure } = actor.getSnapshot().context;
    expect(loadFailure).toEqual({ kind: 'notStarted', startsAt: '2026-11-23T04:30:00.000Z' });
    expect(examLoadFailureMessage(loadFailure ?? { kind: 'failed' })).toBe('This exam starts at 23/11/2026, 10:30 am. Open it from Home then.');
  });

  it('starts from the saved choices and the stored index and start', async () => {
    const { actor } = await start(created, { stored: { index: 1, startedAt: loadedAt - 60_000 } });
    expect(actor.getSnapshot().context.sheet).toMatchObject({ answers: { 1: null, 2: 22 }, index: 1 });
    expect(actor.getSnapshot().context.remaining).toBe(540);
  });

  it('queues a save with the chosen option, and null when the chosen one is chosen again', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'CHOOSE', optionId: 12 });
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveAnswer', input: { examId: 7, questionId: 1, optionId: 12 } });
    actor.send({ type: 'CHOOSE', optionId: 12 });
    expect(recorded.persisted.at(-1)).toEqual([{ examId: 7, questionId: 1, optionId: null }]);
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveAnswer', input: { examId: 7, questionId: 1, optionId: null } });
  });

  // Issue 28 item 15 (docs/exam.md#clear-undo): a double tap cleared the answer without a word.
  it('names an answer a tap cleared, and Undo puts it back and saves it again as the newest', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'CHOOSE', optionId: 12, at: loadedAt + 1000 });
    expect(actor.getSnapshot().context.cleared).toBeNull();
    actor.send({ type: 'CHOOSE', optionId: 12, at: loadedAt + 1200 });
    expect(clearedNoticeOf(actor.getSnapshot().context.cleared)).toEqual({ text: 'Answer to question 1 cleared.', undo: true });
    // Undo works from another question too: the notice names the question.
    actor.send({ type: 'GO', move: 'next' });
    actor.send({ type: 'UNDO_CLEAR', at: loadedAt + 3000 });
    expect(actor.getSnapshot().context.sheet.answers[1]).toBe(12);
    expect(actor.getSnapshot().context.sheet.index).toBe(1);
    expect(clearedNoticeOf(actor.getSnapshot().context.cleared)).toEqual({ text: 'Answer to question 1 restored.', undo: false });
    expect(recorded.persisted.at(-1)).toEqual([{ examId: 7, questionId: 1, optionId: 12, chosenAt: loadedAt + 3000 }]);
    expect(recorded.shared.at(-1)).toEqual({ questionId: 1, optionId: 12, chosenAt: loadedAt + 3000 });
    expect(recorded.stored.at(-1)?.answers[1]).toBe(12);
    // A second Undo does nothing; the next choice takes the notice away.
    actor.send({ type: 'UNDO_CLEAR', at: loadedAt + 3500 });
    expect(fakes.calls.filter((call) => call.name === 'saveAnswer')).toHaveLength(1);
    actor.send({ type: 'CHOOSE', optionId: 21, at: loadedAt + 4000 });
    expect(actor.getSnapshot().context.cleared).toBeNull();
  });

  it('offers no Undo once the cleared question was answered in another tab', async () => {
    const { actor } = await start(created);
    actor.send({ type: 'CHOOSE', optionId: 11, at: loadedAt + 1000 });
    actor.send({ type: 'CHOOSE', optionId: 11, at: loadedAt + 1100 });
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 1, optionId: 12, chosenAt: loadedAt + 2000 });
    actor.send({ type: 'UNDO_CLEAR', at: loadedAt + 3000 });
    expect(actor.getSnapshot().context.sheet.answers[1]).toBe(12);
  });

  it('tells other tabs about a choice and shows theirs without saving it again', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'CHOOSE', optionId: 11 });
    expect(recorded.shared).toEqual([{ questionId: 1, optionId: 11 }]);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 2, optionId: 21 });
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 99, optionId: 1 });
    expect(actor.getSnapshot().context.sheet.answers).toEqual({ 1: 11, 2: 21 });
    expect(fakes.calls.filter((call) => call.name === 'saveAnswer')).toHaveLength(1);
    expect(recorded.shared).toHaveLength(1);
  });

  // Issue 26 item 2 (docs/exam.md#latest-choice): tab 1's stale retry overwrote tab 2's newer choice.
  it('drops its own queued save of a question chosen later in another tab, and ignores an older choice from there', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'CHOOSE', optionId: 11, at: loadedAt + 1000 });
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveAnswer', input: { examId: 7, questionId: 1, optionId: 11, chosenAt: loadedAt + 1000 } });
    expect(recorded.shared.at(-1)).toEqual({ questionId: 1, optionId: 11, chosenAt: loadedAt + 1000 });
    fakes.settle('saveAnswer', 'error', new NetworkError('Failed to fetch'));
    await settled();
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 1, optionId: 12, chosenAt: loadedAt + 2000 });
    expect(actor.getSnapshot().context.sheet.answers[1]).toBe(12);
    expect(actor.getSnapshot().children.autosave?.getSnapshot().context.queue).toEqual([]);
    expect(recorded.persisted.at(-1)).toEqual([]);
    // An older choice elsewhere (a delayed message) changes nothing here.
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 1, optionId: 11, chosenAt: loadedAt + 1500 });
    expect(actor.getSnapshot().context.sheet.answers[1]).toBe(12);
    expect(fakes.calls.filter((call) => call.name === 'saveAnswer')).toHaveLength(1);
  });

  // Issue 26 item 1 (docs/exam.md#save-outcome).
  it('keeps a save answered UNAUTHENTICATED and sends it again once the session announces a new token', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'CHOOSE', optionId: 11, at: loadedAt + 1000 });
    fakes.settle('saveAnswer', 'error', new ServerError({ detail: 'Token is invalid or expired' }, undefined, 'UNAUTHENTICATED'));
    await settled();
    expect(actor.getSnapshot().context.refused).toEqual([]);
    expect(actor.getSnapshot().children.autosave?.getSnapshot().context.queue).toHaveLength(1);
    actor.send({ type: 'TOKEN_RENEWED' });
    expect(fakes.calls.filter((call) => call.name === 'saveAnswer')).toHaveLength(2);
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().context.confirmed[1]).toEqual({ optionId: 11, chosenAt: loadedAt + 1000 });
  });

  it('counts a choice as delivered only once the server confirmed it, here or in another tab (docs/exam.md#answer-delivery)', async () => {
    const { actor, fakes, recorded } = await start(created);
    const delivery = () => {
      const { context, children } = actor.getSnapshot();
      return answerDeliveryOf(children.autosave?.getSnapshot().context.queue ?? [], context.sheet, context.refused, context.confirmed);
    };
    // The load's choice of question 2 is what the server holds.
    expect(delivery()).toEqual({ kind: 'delivered' });
    actor.send({ type: 'CHOOSE', optionId: 11, at: loadedAt + 1000 });
    expect(delivery()).toEqual({ kind: 'waiting', count: 1 });
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(delivery()).toEqual({ kind: 'delivered' });
    expect(recorded.shared.at(-1)).toEqual({ questionId: 1, optionId: 11, chosenAt: loadedAt + 1000, confirmed: true });
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 2, optionId: 21, chosenAt: loadedAt + 2000 });
    expect(delivery()).toEqual({ kind: 'waiting', count: 1 });
    actor.send({ type: 'CONFIRMED_ELSEWHERE', questionId: 2, optionId: 21, chosenAt: loadedAt + 2000 });
    expect(delivery()).toEqual({ kind: 'delivered' });
  });

  it('restores unsent choices over the server answers and sends them while loading', async () => {
    const fakes = fakePromises();
    const pendingSaves = [{ examId: 7, questionId: 2, optionId: 21 }];
    const actor = createActor(machineWith(fakes, recorder()), { input: { ...modelInput, pendingSaves } }).start();
    expect(fakes.calls).toContainEqual({ name: 'saveAnswer', input: pendingSaves[0] });
    fakes.settle('loadExam', 'done', created);
    await settled();
    expect(actor.getSnapshot().context.sheet.answers).toEqual({ 1: null, 2: 21 });
  });

  it('submits only once every queued choice is on the server, waiting through an outage', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'OFFLINE' });
    actor.send({ type: 'CHOOSE', optionId: 11 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag(examTags.savingAnswers)).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(submitCalls(fakes)).toHaveLength(0);
    actor.send({ type: 'ONLINE' });
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveAnswer', input: { examId: 7, questionId: 1, optionId: 11 } });
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().value).toEqual({ running: 'submitting' });
    expect(submitCalls(fakes)).toHaveLength(1);
    expect(recorded.persisted.at(-1)).toEqual([]);
  });

  it('passes connectivity on to the answer queue while the questions load', () => {
    const fakes = fakePromises();
    const pendingSaves = [{ examId: 7, questionId: 2, optionId: 21 }];
    const actor = createActor(machineWith(fakes, recorder()), { input: { ...modelInput, pendingSaves } });
    actor.start();
    actor.send({ type: 'OFFLINE' });
    fakes.settle('saveAnswer', 'done', undefined);
    actor.send({ type: 'ONLINE' });
    expect(fakes.calls.filter((call) => call.name === 'saveAnswer')).toHaveLength(2);
  });

  it('enters the time-up view when a tick reaches zero', async () => {
    const { actor } = await start(created, { remainingParam: 5 });
    actor.send({ type: 'TICK', now: loadedAt + 4000 });
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 1, blink: 'continuous' });
    actor.send({ type: 'TICK', now: loadedAt + 5000 });
    expect(actor.getSnapshot().value).toEqual({ running: 'timeUp' });
  });

  it('says the exam keeps running when its screen is left while it runs, and nothing once it is finished (docs/exam.md#leaving-running)', async () => {
    const { actor, recorded } = await start(created);
    actor.send({ type: 'LEAVE' });
    expect(actor.getSnapshot().value).toEqual({ running: 'answering' });
    expect(recorded.toasts).toEqual([examScreenMessages.leftRunning]);
    const done = await start(finishedExam);
    done.actor.send({ type: 'LEAVE' });
    expect(done.recorded.toasts).toEqual([]);
  });

  it('is time-up at load when the stored start is older than the time limit', async () => {
    const { actor } = await start(created, { stored: { index: 0, startedAt: loadedAt - 700_000 } });
    expect(actor.getSnapshot().value).toEqual({ running: 'timeUp' });
  });

  it('stays on the exam with the info toast when the user navigates back', async () => {
    const { actor, recorded } = await start(created);
    actor.send({ type: 'BACK_NAVIGATION' });
    expect(actor.getSnapshot().value).toEqual({ running: 'answering' });
    expect(recorded.toasts).toEqual(['You cannot leave the exam page until submission!']);
    expect(examScreenMessages.leaveBlocked).toBe(recorded.toasts[0]);
  });

  it('cancels the exam from the time-up view, clears progress and leaves', async () => {
    const { actor, fakes, recorded, effects } = await start(created, { remainingParam: 1 });
    actor.send({ type: 'TICK', now: loadedAt + 1000 });
    actor.send({ type: 'CANCEL' });
    // docs/exam.md#cancel-confirm: Cancel asks first; nothing is deleted until Delete Exam.
    expect(examViewOf(actor.getSnapshot())).toMatchObject({ phase: 'confirmingCancel', dialog: 'confirmCancel', dialogEnabled: true });
    expect(fakes.calls.some((call) => call.name === 'cancelExam')).toBe(false);
    actor.send({ type: 'CANCEL' });
    expect(examViewOf(actor.getSnapshot())).toMatchObject({ phase: 'timeUp', dialog: 'timeUp' });
    expect(fakes.calls.some((call) => call.name === 'cancelExam')).toBe(false);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CONFIRM' });
    expect(fakes.calls.at(-1)).toEqual({ name: 'cancelExam', input: { examId: 7 } });
    fakes.settle('cancelExam', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().value).toBe('left');
    expect(recorded.cleared).toEqual([7]);
    expect(recorded.toasts).toEqual(['Exam Cancelled']);
    expect(effects.all).toEqual([
      { type: 'toast', message: 'Exam Cancelled', kind: 'success' },
      { type: 'navigate', to: '/home', replace: true },
    ]);
  });

  it('goes home keeping the exam when the time-up cancel is refused because the server already finished it', async () => {
    const { actor, fakes, recorded, effects } = await start(created, { remainingParam: 1 });
    actor.send({ type: 'TICK', now: loadedAt + 1000 });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CONFIRM' });
    fakes.settle('cancelExam', 'error', new ServerError({ detail: 'This exam is already finished.' }, undefined, 'FINISHED'));
    await settled();
    expect(actor.getSnapshot().value).toBe('left');
    expect(recorded.cleared).toEqual([7]);
    expect(recorded.toasts).toEqual([examScreenMessages.keptFinished]);
    expect(effects.navigations).toEqual([{ type: 'navigate', to: '/home', replace: true }]);
  });

  it('stays on the time-up view with the server detail when a cancel fails for another reason', async () => {
    const { actor, fakes, recorded, effects } = await start(created, { remainingParam: 1 });
    actor.send({ type: 'TICK', now: loadedAt + 1000 });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CONFIRM' });
    fakes.settle('cancelExam', 'error', new ServerError({ detail: 'Something went wrong' }, undefined, 'UNAVAILABLE'));
    await settled();
    expect(actor.getSnapshot().value).toEqual({ running: 'timeUp' });
    expect(recorded.toasts).toEqual(['Something went wrong']);
    expect(effects.navigations).toEqual([]);
  });

  it('shows the server detail when submitting fails and submits again on retry', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toEqual({ running: 'confirmingSubmit' });
    actor.send({ type: 'CONFIRM' });
    fakes.settle('submitScript', 'error', new ServerError({ detail: 'Exam already submitted' }));
    await settled();
    expect(actor.getSnapshot().value).toEqual({ running: 'submitFailed' });
    expect(actor.getSnapshot().context.error).toBe('Exam already submitted');
    expect(recorded.toasts).toEqual(['Exam already submitted']);
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(submitCalls(fakes)).toHaveLength(2);
  });

  it('ignores a second submit while submitting', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    expect(submitCalls(fakes)).toHaveLength(1);
  });

  it('submits every question with its chosen option or none', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'CHOOSE', optionId: 11 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(fakes.calls.at(-1)?.input).toEqual({
      examId: 7,
      answers: [
        { question: 1, choosed_options: [11] },
        { question: 2, choosed_options: [22] },
      ],
    });
    expect(scriptOf(answerSheet([3]))).toEqual([{ question: 3, choosed_options: [] }]);
  });

  it('keeps the bookmarks with the progress, so an exam opened again has them back', async () => {
    const { actor, recorded } = await start(created);
    actor.send({ type: 'GO', move: 'next' });
    actor.send({ type: 'TOGGLE_BOOKMARK' });
    expect(recorded.stored.at(-1)).toMatchObject({ examId: 7, index: 1, startedAt: loadedAt, bookmarks: [2] });
    const { startedAt, index, bookmarks } = recorded.stored.at(-1) ?? { startedAt: 0, index: 0, bookmarks: [] };
    // Opened again (after leaving by a link): a question no longer in the exam is dropped.
    const again = await start(created, { stored: { index, startedAt, bookmarks: [99, 2] } });
    expect(again.actor.getSnapshot().context.sheet.bookmarks).toEqual([2]);
  });

  it('stores progress on load and on index change, and clears it on submit', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'GO', move: 'next' });
    expect(recorded.stored).toMatchObject([
      { examId: 7, index: 0, startedAt: loadedAt, bookmarks: [] },
      { examId: 7, index: 1, startedAt: loadedAt, bookmarks: [] },
    ]);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    fakes.settle('submitScript', 'done', result);
    await settled();
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.remaining).toBe(120);
    expect(recorded.cleared).toEqual([7]);
    expect(recorded.toasts).toEqual(['Exam submitted successfully.']);
  });
});

describe('the exam clock (docs/exam.md#timer)', () => {
  /** A running exam whose real ticker reads `clock`, loaded at `loadedAt`. */
  async function running(input: Pick<ExamInput, 'remainingParam'> & Partial<ExamInput>, clock = simulatedClock()) {
    const fakes = fakePromises();
    const recorded = recorder();
    const actor = createActor(machineWith(fakes, recorded, 'real', tickerOn(clock)), {
      input: { examId: 7, now: clock.now(), stored: null, ...input },
      clock,
    });
    actor.on('toast', (toast) => recorded.toasts.push(toast.message));
    actor.start();
    fakes.settle('loadExam', 'done', created);
    await settled();
    return { actor, clock, fakes, recorded };
  }

  function simulatedClock() {
    const clock = new SimulatedClock();
    clock.set(loadedAt);
    return clock;
  }

  /** Advances one second at a time and records what the clock shows, and time-up when it comes. */
  function secondsShown(run: Awaited<ReturnType<typeof running>>, seconds: number): string[] {
    const shown: string[] = [];
    for (let i = 0; i < seconds; i += 1) {
      run.clock.increment(1000);
      const snapshot = run.actor.getSnapshot();
      const { remaining, blink } = snapshot.context;
      shown.push(`${remaining}:${snapshot.matches({ running: 'timeUp' }) ? 'timeUp' : blink}`);
    }
    return shown;
  }

  it('starts from the remaining parameter when it is above 0, whatever the stored start', async () => {
    const { actor } = await running({ remainingParam: 125, stored: { index: 0, startedAt: loadedAt - 30_000 } });
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 125, startedAt: loadedAt - 30_000 });
  });

  it('never starts above the deadline kept on the device, even from the remaining parameter (a reload, docs/exam.md#reload-clock)', async () => {
    const kept = { index: 0, startedAt: loadedAt - 100_000, deadline: loadedAt + 25_000 };
    expect((await running({ remainingParam: 125, stored: kept })).actor.getSnapshot().context.remaining).toBe(25);
    const passed = await running({ remainingParam: 125, stored: { ...kept, deadline: loadedAt - 1_000 } });
    expect(passed.actor.getSnapshot().matches({ running: 'timeUp' })).toBe(true);
  });

  it('starts from the limit minus the whole seconds since the stored start without a remaining parameter', async () => {
    const { actor } = await running({ remainingParam: 0, stored: { index: 0, startedAt: loadedAt - 30_400 } });
    expect(actor.getSnapshot().context.remaining).toBe(570);
  });

  it('counts down one second per second', async () => {
    const run = await running({ remainingParam: 600 });
    expect(secondsShown(run, 3)).toEqual(['599:none', '598:none', '597:none']);
  });

  it('blinks the warning exactly once, for 3 seconds, when 300 seconds are left', async () => {
    const run = await running({ remainingParam: 305 });
    const shown = secondsShown(run, 294);
    expect(shown.filter((second) => second.endsWith(':warning'))).toEqual(['300:warning', '299:warning', '298:warning']);
    expect(shown.slice(2, 8)).toEqual(['302:none', '301:none', '300:warning', '299:warning', '298:warning', '297:none']);
  });

  it('blinks the warning at load when exactly 300 seconds are left, and not below', async () => {
    expect((await running({ remainingParam: 300 })).actor.getSnapshot().context.blink).toBe('warning');
    expect((await running({ remainingParam: 299 })).actor.getSnapshot().context.blink).toBe('none');
  });

  it('blinks continuously from 10 seconds left until time-up', async () => {
    const run = await running({ remainingParam: 12 });
    expect(secondsShown(run, 12)).toEqual([
      '11:none',
      ...[10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((second) => `${second}:continuous`),
      '0:timeUp',
    ]);
  });

  it('enters time-up at 0, stays at 0, and stops ticking when the exam ends', async () => {
    const clock = simulatedClock();
    const pending = new Set<number>();
    const tracked = {
      now: () => clock.now(),
      setTimeout: (fn: () => void, ms: number) => {
        const id = clock.setTimeout(() => {
          pending.delete(id);
          fn();
        }, ms);
        pending.add(id);
        return id;
      },
      clearTimeout: (id: number) => {
        pending.delete(id);
        clock.clearTimeout(id);
      },
    };
    const fakes = fakePromises();
    const actor = createActor(machineWith(fakes, recorder(), 'real', tickerOn(tracked)), {
      input: { examId: 7, remainingParam: 2, now: clock.now(), stored: null },
      clock,
    }).start();
    fakes.settle('loadExam', 'done', created);
    await settled();
    clock.increment(1999);
    expect(actor.getSnapshot().value).toEqual({ running: 'answering' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ running: 'timeUp' });
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 0, blink: 'none' });
    clock.increment(3000);
    expect(actor.getSnapshot()).toMatchObject({ value: { running: 'timeUp' }, context: { remaining: 0 } });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CONFIRM' });
    fakes.settle('cancelExam', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().value).toBe('left');
    expect(pending.size).toBe(0);
  });

  it('opens on time-up when zero or less is left at load', async () => {
    for (const startedAt of [loadedAt - 600_000, loadedAt - 900_000]) {
      const { actor } = await running({ remainingParam: null, stored: { index: 0, startedAt } });
      expect(actor.getSnapshot().value).toEqual({ running: 'timeUp' });
      expect(actor.getSnapshot().context.remaining).toBe(0);
    }
  });

  it('resumes at the right second after the tab was suspended for 2 hours', async () => {
    const run = await running({ remainingParam: 3 * 3600 });
    run.clock.increment(2 * 3600 * 1000);
    expect(run.actor.getSnapshot().context.remaining).toBe(3600);
    expect(secondsShown(run, 2)).toEqual(['3599:none', '3598:none']);
  });

  it('enters time-up when the suspension outlasts the deadline', async () => {
    const run = await running({ remainingParam: 3600 });
    run.clock.increment(2 * 3600 * 1000);
    expect(run.actor.getSnapshot().value).toEqual({ running: 'timeUp' });
  });

  it('realigns to the second boundary after a late tick', async () => {
    const run = await running({ remainingParam: 100 });
    run.actor.send({ type: 'TICK', now: loadedAt + 1500 });
    expect(run.actor.getSnapshot().context.remaining).toBe(99);
    run.clock.increment(2000);
    expect(run.actor.getSnapshot().context.remaining).toBe(98);
  });

  it("shows the result's remaining time after finishing, and the clock stops", async () => {
    const run = await running({ remainingParam: 100 });
    run.actor.send({ type: 'SUBMIT' });
    run.actor.send({ type: 'CONFIRM' });
    run.fakes.settle('submitScript', 'done', { ...result, time_remaining: 87 });
    await settled();
    expect(run.actor.getSnapshot()).toMatchObject({ value: 'finished', status: 'done', context: { remaining: 87, blink: 'none' } });
    run.clock.increment(5000);
    expect(run.actor.getSnapshot().context.remaining).toBe(87);
  });
});

describe('examViewOf: what the screen shows (docs/exam.md#submit, docs/exam.md#time-up)', () => {
  const view = (actor: { getSnapshot: () => ExamSnapshot }) => examViewOf(actor.getSnapshot());
  const quiet: Omit<ExamView, 'phase' | 'screen'> = {
    taking: true,
    leaving: false,
    answering: false,
    dialog: 'none',
    dialogEnabled: false,
    cancellable: true,
    busy: false,
    savingAnswers: false,
    waitingForNetwork: false,
    submitEnabled: false,
    failure: null,
  };

  it('shows the spinner while loading, then the load failure', async () => {
    const fakes = fakePromises();
    const actor = createActor(machineWith(fakes, recorder()), { input: modelInput }).start();
    expect(view(actor)).toMatchObject({ phase: 'loading', screen: 'loading', taking: false });
    fakes.settle('loadExam', 'error', new Error('offline'));
    await settled();
    expect(view(actor)).toMatchObject({ phase: 'loadFailed', screen: 'loadFailed', taking: false });
  });

  it('takes input while answering, asks before submitting, and shows the queue draining as busy', async () => {
    const { actor } = await start(created);
    expect(view(actor)).toEqual({ ...quiet, phase: 'answering', screen: 'exam', answering: true, submitEnabled: true });
    actor.send({ type: 'SUBMIT' });
    expect(view(actor)).toEqual({ ...quiet, phase: 'confirmingSubmit', screen: 'exam', dialog: 'confirm', dialogEnabled: true, submitEnabled: true });
    actor.send({ type: 'OFFLINE' });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CHOOSE', optionId: 11 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    expect(view(actor)).toEqual({ ...quiet, phase: 'draining', screen: 'exam', busy: true, savingAnswers: true, waitingForNetwork: true });
  });

  it("shows a failed submit's detail with Submit enabled to try again", async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    expect(view(actor)).toEqual({ ...quiet, phase: 'submitting', screen: 'exam', busy: true });
    fakes.settle('submitScript', 'error', new ServerError({ detail: 'Exam already submitted' }));
    await settled();
    expect(view(actor)).toEqual({ ...quiet, phase: 'submitFailed', screen: 'exam', submitEnabled: true, failure: 'Exam already submitted' });
    actor.send({ type: 'DISMISS' });
    expect(view(actor)).toMatchObject({ phase: 'answering', failure: null });
  });

  it('offers a contest sitting no Cancel at time-up, and a CANCEL there cancels nothing (docs/contest.md#one-sitting)', async () => {
    const sitting: ExamLoad = { exam: { ...exam, contest_role: 'sitting' }, questions };
    const { actor, fakes } = await start(sitting, { remainingParam: 1 });
    actor.send({ type: 'CANCEL_EXAM' });
    expect(view(actor)).toEqual({ ...quiet, phase: 'answering', screen: 'exam', answering: true, submitEnabled: true, cancellable: false });
    actor.send({ type: 'TICK', now: loadedAt + 1000 });
    expect(view(actor)).toEqual({ ...quiet, phase: 'timeUp', screen: 'exam', dialog: 'timeUp', dialogEnabled: true, cancellable: false });
    actor.send({ type: 'CANCEL' });
    expect(view(actor)).toMatchObject({ phase: 'timeUp', cancellable: false });
    expect(fakes.calls.filter((call) => call.name === 'cancelExam')).toEqual([]);
    // A practice attempt of a contest is the learner's own exam: Cancel stays.
    const practice = await start({ exam: { ...exam, contest_role: 'practice' }, questions }, { remainingParam: 1 });
    practice.actor.send({ type: 'TICK', now: loadedAt + 1000 });
    expect(view(practice.actor)).toMatchObject({ phase: 'timeUp', cancellable: true });
  });

  it("asks before the time-up Cancel deletes, keeps that question, its buttons stopped, while the cancel runs, then leaves", async () => {
    const { actor, fakes } = await start(created, { remainingParam: 1 });
    actor.send({ type: 'TICK', now: loadedAt + 1000 });
    expect(view(actor)).toEqual({ ...quiet, phase: 'timeUp', screen: 'exam', dialog: 'timeUp', dialogEnabled: true });
    actor.send({ type: 'CANCEL' });
    expect(view(actor)).toEqual({ ...quiet, phase: 'confirmingCancel', screen: 'exam', dialog: 'confirmCancel', dialogEnabled: true });
    actor.send({ type: 'CONFIRM' });
    expect(view(actor)).toEqual({ ...quiet, phase: 'cancelling', screen: 'exam', taking: false, dialog: 'confirmCancel', busy: true });
    fakes.settle('cancelExam', 'done', undefined);
    await settled();
    expect(view(actor)).toMatchObject({ phase: 'left', screen: 'exam', taking: false, leaving: true });
  });

  it('shows the time-up dialog when a submit begun in time is still running at zero', () => {
    expect(examViewIn('submitting', { remaining: 5, error: null }).dialog).toBe('none');
    expect(examViewIn('submitting', { remaining: 0, error: null })).toMatchObject({ dialog: 'timeUp', dialogEnabled: false, busy: true });
    expect(examViewIn('draining', { remaining: 0, error: null })).toMatchObject({ dialog: 'timeUp', savingAnswers: true });
  });

  it('opens a finished exam on its result', async () => {
    const { actor } = await start(finishedExam);
    expect(view(actor)).toMatchObject({ phase: 'finished', screen: 'finished', taking: false, leaving: false });
  });
});

describe('an exam that goes on offline (docs/exam.md#offline)', () => {
  const storedExam: StoredExam = { exam: { ...exam, time_remaining: 590 }, questions };

  /** The screen opened again with no network: the load gets no answer. */
  async function reopenedOffline(input: Partial<ExamInput>) {
    const fakes = fakePromises();
    const recorded = recorder();
    const actor = createActor(machineWith(fakes, recorded), {
      input: { examId: 7, remainingParam: null, now: loadedAt, stored: null, storedExam, online: false, ...input },
    });
    actor.on('toast', (toast) => recorded.toasts.push(toast.message));
    actor.start();
    actor.send({ type: 'OFFLINE' });
    fakes.settle('loadExam', 'error', new NetworkError('Failed to fetch'));
    await settled();
    return { actor, fakes, recorded };
  }

  it('keeps the question set once it has arrived, and the choices, index and deadline with the progress', async () => {
    const { actor, recorded } = await start(created, { remainingParam: null });
    expect(recorded.exams).toEqual([{ exam, questions }]);
    actor.send({ type: 'CHOOSE', optionId: 12 });
    expect(recorded.stored.at(-1)).toEqual({
      examId: 7,
      index: 0,
      startedAt: loadedAt,
      bookmarks: [],
      answers: { 1: 12, 2: 22 },
      deadline: loadedAt + 600_000,
      submitting: false,
      // What the server holds, as its load said (docs/exam.md#answer-delivery).
      confirmed: { 1: { optionId: null }, 2: { optionId: 22 } },
    });
  });

  it('continues from the device when the network fails: the choices shown, the index and the same clock', async () => {
    const stored = { index: 1, startedAt: loadedAt - 60_000, bookmarks: [2], answers: { '1': 11, '2': null }, deadline: loadedAt + 100_000 };
    // The address still says ?remaining=500, and the copy's time_remaining is old: the kept deadline wins.
    const { actor } = await reopenedOffline({ stored, remainingParam: 500 });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toEqual({ running: 'answering' });
    expect(context).toMatchObject({ fromDevice: true, remaining: 100, questions });
    expect(context.sheet).toMatchObject({ answers: { 1: 11, 2: null }, index: 1, bookmarks: [2] });
  });

  it('puts the queued choices over the kept ones and sends them once the network is back', async () => {
    const pendingSaves = [{ examId: 7, questionId: 2, optionId: 21 }];
    const { actor, fakes } = await reopenedOffline({ stored: { index: 0, startedAt: loadedAt, answers: { '2': 22 } }, pendingSaves });
    expect(actor.getSnapshot().context.sheet.answers).toEqual({ 1: null, 2: 21 });
    const sends = () => fakes.calls.filter((call) => call.name === 'saveAnswer').length;
    const before = sends();
    actor.send({ type: 'ONLINE' });
    expect(sends()).toBe(before + 1);
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveAnswer', input: pendingSaves[0] });
  });

  it('says the exam could not be loaded when the device keeps no copy, and obeys a refusal whatever it keeps', async () => {
    expect((await reopenedOffline({ storedExam: null })).actor.getSnapshot().value).toBe('loadFailed');
    const fakes = fakePromises();
    const actor = createActor(machineWith(fakes, recorder()), { input: { ...modelInput, storedExam } }).start();
    fakes.settle('loadExam', 'error', new ServerError({ detail: 'Not found.' }, undefined, 'NOT_FOUND'));
    await settled();
    expect(actor.getSnapshot().context.loadFailure).toEqual({ kind: 'notFound' });
  });

  it('queues a submit made offline and sends it exactly once when the network is back', async () => {
    const { actor, fakes, recorded } = await reopenedOffline({ stored: { index: 0, startedAt: loadedAt } });
    actor.send({ type: 'CHOOSE', optionId: 11 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    expect(examViewOf(actor.getSnapshot())).toMatchObject({ phase: 'draining', waitingForNetwork: true, busy: true });
    expect(recorded.stored.at(-1)?.submitting).toBe(true);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'ONLINE' });
    expect(submitCalls(fakes)).toHaveLength(0);
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(submitCalls(fakes)).toHaveLength(1);
    actor.send({ type: 'ONLINE' });
    fakes.settle('submitScript', 'done', result);
    await settled();
    expect(actor.getSnapshot().value).toBe('finished');
    expect(submitCalls(fakes)).toHaveLength(1);
    expect(recorded.cleared).toEqual([7]);
  });

  it('waits for the network when nothing is queued, instead of a submit that cannot arrive', async () => {
    const { actor, fakes } = await reopenedOffline({ stored: { index: 0, startedAt: loadedAt } });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    expect(examViewOf(actor.getSnapshot())).toMatchObject({ phase: 'waitingToSubmit', waitingForNetwork: true, savingAnswers: true });
    expect(submitCalls(fakes)).toHaveLength(0);
    actor.send({ type: 'ONLINE' });
    await settled();
    expect(submitCalls(fakes)).toHaveLength(1);
  });

  it('a submit cut off because the device went offline waits for the network; one that fails online shows the failure', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    actor.send({ type: 'OFFLINE' });
    fakes.settle('submitScript', 'error', new NetworkError('Failed to fetch'));
    await settled();
    expect(examViewOf(actor.getSnapshot())).toMatchObject({ phase: 'waitingToSubmit', waitingForNetwork: true, failure: null });
    actor.send({ type: 'ONLINE' });
    await settled();
    expect(submitCalls(fakes)).toHaveLength(2);
    // Online, no answer is a failure the learner sees and retries (the browser says nothing will change).
    fakes.settle('submitScript', 'error', new NetworkError('Failed to fetch'));
    await settled();
    expect(examViewOf(actor.getSnapshot())).toMatchObject({ phase: 'submitFailed', failure: 'Failed to fetch' });
  });

  it('goes on with a submit made before a reload', async () => {
    const { actor, fakes } = await reopenedOffline({ stored: { index: 0, startedAt: loadedAt, submitting: true } });
    expect(actor.getSnapshot().value).toEqual({ running: 'waitingToSubmit' });
    actor.send({ type: 'ONLINE' });
    await settled();
    expect(submitCalls(fakes)).toHaveLength(1);
  });

  // docs/exam.md#submit-survives-reload: a page being left cuts its calls off. Seen in the browser: a
  // reload offline while a submit waited, the connection flickering on as the page went (an online
  // event), the submit sent again and cut off by the reload, and the reloaded exam forgot it.
  it('keeps a submit cut off with no answer for the reload, and withdraws it only when the learner goes back', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'TICK', now: actor.getSnapshot().context.deadline });
    actor.send({ type: 'SUBMIT' });
    await settled();
    actor.send({ type: 'OFFLINE' });
    fakes.settle('submitScript', 'error', new NetworkError('Failed to fetch'));
    await settled();
    expect(actor.getSnapshot().value).toEqual({ running: 'waitingToSubmit' });
    actor.send({ type: 'ONLINE' });
    await settled();
    expect(submitCalls(fakes)).toHaveLength(2);
    fakes.settle('submitScript', 'error', new NetworkError('Failed to fetch'));
    await settled();
    expect(examViewOf(actor.getSnapshot())).toMatchObject({ phase: 'submitFailed', failure: 'Failed to fetch' });
    expect(recorded.stored.at(-1)?.submitting).toBe(true);
    // The page reloads here: what it kept goes on with the submit.
    const reloaded = await reopenedOffline({ stored: recorded.stored.at(-1) ?? null });
    expect(reloaded.actor.getSnapshot().value).toEqual({ running: 'waitingToSubmit' });
    // 'Back to questions' withdraws it.
    actor.send({ type: 'DISMISS' });
    expect(recorded.stored.at(-1)?.submitting).toBe(false);
    expect(actor.getSnapshot().value).toEqual({ running: 'timeUp' });
  });

  it('forgets the submit when the server refuses it, so a reload does not send it again', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    fakes.settle('submitScript', 'error', new ServerError({ detail: 'Exam already submitted' }, undefined, 'BAD_REQUEST'));
    await settled();
    expect(actor.getSnapshot().value).toEqual({ running: 'submitFailed' });
    expect(recorded.stored.at(-1)?.submitting).toBe(false);
  });
});

describe('answers the server refused after the time was up (docs/exam.md#late-answers)', () => {
  it('names the questions whose choice reached the server too late, on the result', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'OFFLINE' });
    actor.send({ type: 'CHOOSE', optionId: 11 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'ONLINE' });
    fakes.settle('saveAnswer', 'error', new ServerError({ detail: 'Time is up for this exam; the answer was not saved.' }, undefined, 'TIME_UP'));
    await settled();
    fakes.settle('submitScript', 'done', result);
    await settled();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('finished');
    expect(context.lateQuestions).toEqual([1]);
    expect(lateAnswersMessage(context.lateQuestions)).toBe('One answer reached the server after the time was up and was not counted: question 1.');
  });

  it('ends the exam here when a save is refused because another tab submitted it, and names the answer that did not count (docs/exam.md#ended-elsewhere)', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'CHOOSE', optionId: 11 });
    fakes.settle('saveAnswer', 'error', new ServerError({ detail: 'This exam is already finished.' }, undefined, 'FINISHED'));
    await settled();
    expect(examViewOf(actor.getSnapshot())).toMatchObject({ phase: 'endedElsewhere', answering: false, taking: false, submitEnabled: false });
    // No more answers are taken while the finished exam is read.
    actor.send({ type: 'GO', move: 'next' });
    actor.send({ type: 'CHOOSE', optionId: 21 });
    expect(actor.getSnapshot().context.sheet.answers[2]).toBe(22);
    expect(fakes.calls.filter((call) => call.name === 'loadExam')).toHaveLength(2);
    // The other tab's submit counted question 2 only.
    fakes.settle('loadExam', 'done', finishedExam);
    await settled();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('finished');
    expect(context.notCounted).toEqual([1]);
    expect(notCountedMessage(context.notCounted)).toBe('One answer chosen here reached the server after the exam was submitted and was not counted: question 1.');
    expect(recorded.toasts).toEqual([examScreenMessages.endedElsewhere]);
    expect(recorded.toasts).not.toContain(examScreenMessages.submitted);
    expect(recorded.cleared).toEqual([7]);
    expect(submitCalls(fakes)).toEqual([]);
  });

  it("ends the exam here when another tab says it submitted it, and tells the other tabs of its own submit", async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'ENDED_ELSEWHERE' });
    expect(examViewOf(actor.getSnapshot()).phase).toBe('endedElsewhere');
    fakes.settle('loadExam', 'done', finishedExam);
    await settled();
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.notCounted).toEqual([]);
    expect(recorded.ended).toBe(0);

    const own = await start(created);
    own.actor.send({ type: 'SUBMIT' });
    own.actor.send({ type: 'CONFIRM' });
    own.fakes.settle('submitScript', 'done', result);
    await settled();
    expect(own.recorded.ended).toBe(1);
  });

  it('goes back to the exam when the exam said to be finished elsewhere is still running', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'ENDED_ELSEWHERE' });
    fakes.settle('loadExam', 'done', created);
    await settled();
    expect(examViewOf(actor.getSnapshot()).phase).toBe('answering');
    actor.send({ type: 'ENDED_ELSEWHERE' });
    fakes.settle('loadExam', 'error', new NetworkError('offline'));
    await settled();
    expect(examViewOf(actor.getSnapshot()).phase).toBe('answering');
  });

  it('names the waiting choices the server does not hold when the exam opens already finished, and clears the device', async () => {
    const pendingSaves = [
      { examId: 7, questionId: 1, optionId: 12 },
      { examId: 7, questionId: 2, optionId: 21 },
    ];
    const { actor, recorded } = await start(finishedExam, { pendingSaves });
    expect(actor.getSnapshot().context.lateQuestions).toEqual([1, 2]);
    expect(recorded.cleared).toEqual([7]);
  });

  it('says nothing when every answer counted', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'CHOOSE', optionId: 11 });
    fakes.settle('saveAnswer', 'done', undefined);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    fakes.settle('submitScript', 'done', result);
    await settled();
    expect(actor.getSnapshot().context.lateQuestions).toEqual([]);
    expect(lateAnswersMessage([])).toBeNull();
  });
});
