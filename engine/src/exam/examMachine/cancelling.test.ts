// examMachine's cancel (./cancelling.ts): asked at time-up, it deletes the exam and goes home, or
// stays with the server's detail (docs/exam.md#cancel-confirm).
import { describe, expect, it } from 'vitest';
import { ServerError } from '../../access/serverError';
import { settled } from '../../testing/modelTest';
import { examScreenMessages } from '../screenMessages';
import { examViewOf } from '../examView';
import { created, loadedAt, start } from './fixtures';

describe('examMachine: cancelling (docs/exam.md#cancel-confirm)', () => {
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
});
