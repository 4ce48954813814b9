// examMachine's load (./loading.ts): the result of a finished exam, no questions, a failed load,
// and offline the copy kept on the device (docs/exam.md#lifecycle, docs/exam.md#offline).
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../../access/serverError';
import { fakePromises, settled } from '../../testing/modelTest';
import { examScreenMessages } from '../screenMessages';
import { examLoadFailureMessage, ExamNotStartedError } from '../loadFailure';
import { created, empty, finishedExam, loadedAt, machineWith, modelInput, questions, recorder, reopenedOffline, result, start, storedExam } from './fixtures';

describe('examMachine: loading (docs/exam.md#lifecycle, docs/exam.md#offline)', () => {
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

  it('restores unsent choices over the server answers and sends them while loading', async () => {
    const fakes = fakePromises();
    const pendingSaves = [{ examId: 7, questionId: 2, option: 21 }];
    const actor = createActor(machineWith(fakes, recorder()), { input: { ...modelInput, pendingSaves } }).start();
    expect(fakes.calls).toContainEqual({ name: 'saveAnswer', input: pendingSaves[0] });
    fakes.settle('loadExam', 'done', created);
    await settled();
    expect(actor.getSnapshot().context.sheet.answers).toEqual({ 1: null, 2: 21 });
  });

  it('passes connectivity on to the answer queue while the questions load', () => {
    const fakes = fakePromises();
    const pendingSaves = [{ examId: 7, questionId: 2, option: 21 }];
    const actor = createActor(machineWith(fakes, recorder()), { input: { ...modelInput, pendingSaves } });
    actor.start();
    actor.send({ type: 'OFFLINE' });
    fakes.settle('saveAnswer', 'done', undefined);
    actor.send({ type: 'ONLINE' });
    expect(fakes.calls.filter((call) => call.name === 'saveAnswer')).toHaveLength(2);
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
    const pendingSaves = [{ examId: 7, questionId: 2, option: 21 }];
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

  it('names the waiting choices the server does not hold when the exam opens already finished, and clears the device', async () => {
    const pendingSaves = [
      { examId: 7, questionId: 1, option: 12 },
      { examId: 7, questionId: 2, option: 21 },
    ];
    const { actor, recorded } = await start(finishedExam, { pendingSaves });
    expect(actor.getSnapshot().context.lateQuestions).toEqual([1, 2]);
    expect(recorded.cleared).toEqual([7]);
  });
});
