// examMachine's endedElsewhere (./endedElsewhere.ts): the exam finished in another tab or refused as
// finished by the server (docs/exam.md#ended-elsewhere).
import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../../access/serverError';
import { settled } from '../../testing/modelTest';
import { examScreenMessages } from '../screenMessages';
import { examViewOf } from '../examView';
import { notCountedMessage } from '../lateAnswers';
import { created, finishedExam, result, start, submitCalls } from './fixtures';

describe('examMachine: ended elsewhere (docs/exam.md#ended-elsewhere)', () => {
  it('ends the exam here when a save is refused because another tab submitted it, and names the answer that did not count (docs/exam.md#ended-elsewhere)', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'CHOOSE', option: 11 });
    fakes.settle('saveAnswer', 'error', new ServerError({ detail: 'This exam is already finished.' }, undefined, 'FINISHED'));
    await settled();
    expect(examViewOf(actor.getSnapshot())).toMatchObject({ phase: 'endedElsewhere', answering: false, taking: false, submitEnabled: false });
    // No more answers are taken while the finished exam is read.
    actor.send({ type: 'GO', move: 'next' });
    actor.send({ type: 'CHOOSE', option: 21 });
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
});
