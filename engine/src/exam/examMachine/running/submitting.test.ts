// examMachine's submit (./submitting.ts): the queue drained first, offline it waits for the network,
// the script sent once, a failure shown (docs/exam.md#submit, docs/exam.md#offline, docs/exam.md#late-answers).
import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../../../access/serverError';
import { settled } from '../../../testing/modelTest';
import { answerSheet } from '../../answering';
import { examViewOf } from '../../examView';
import { lateAnswersMessage } from '../../lateAnswers';
import { created, loadedAt, reopenedOffline, result, start, submitCalls } from '../fixtures';
import { examTags, scriptOf } from '../index';

describe('examMachine: submitting (docs/exam.md#submit, docs/exam.md#offline)', () => {
  it('submits only once every queued choice is on the server, waiting through an outage', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'OFFLINE' });
    actor.send({ type: 'CHOOSE', option: 11 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag(examTags.savingAnswers)).toBe(true);
    actor.send({ type: 'SUBMIT' });
    expect(submitCalls(fakes)).toHaveLength(0);
    actor.send({ type: 'ONLINE' });
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveAnswer', input: { examId: 7, questionId: 1, option: 11 } });
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().value).toEqual({ running: 'submitting' });
    expect(submitCalls(fakes)).toHaveLength(1);
    expect(recorded.persisted.at(-1)).toEqual([]);
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
    actor.send({ type: 'CHOOSE', option: 11 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(fakes.calls.at(-1)?.input).toEqual({
      examId: 7,
      answers: [
        { question: 1, option: 11 },
        { question: 2, option: 22 },
      ],
    });
    expect(scriptOf(answerSheet([3]))).toEqual([{ question: 3, option: null }]);
  });

  it('queues a submit made offline and sends it exactly once when the network is back', async () => {
    const { actor, fakes, recorded } = await reopenedOffline({ stored: { index: 0, startedAt: loadedAt } });
    actor.send({ type: 'CHOOSE', option: 11 });
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

  it('names the questions whose choice reached the server too late, on the result', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'OFFLINE' });
    actor.send({ type: 'CHOOSE', option: 11 });
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

  it('says nothing when every answer counted', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'CHOOSE', option: 11 });
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
