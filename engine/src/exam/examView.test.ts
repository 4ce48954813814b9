// examViewOf over examMachine's snapshots (./examView.ts): what the exam screen shows in each phase.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { fakePromises, settled } from '../testing/modelTest';
import { created, exam, finishedExam, loadedAt, machineWith, modelInput, questions, recorder, start } from './examMachine/fixtures';
import type { ExamLoad } from './examMachine';
import { examViewIn, examViewOf, type ExamSnapshot, type ExamView } from './examView';

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
    actor.send({ type: 'CHOOSE', option: 11 });
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
