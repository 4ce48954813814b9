// examMachine's running.answering (./answering.ts): choices saved and shared, a cleared answer and
// its Undo, and the delivery line (docs/exam.md#answering, docs/exam.md#clear-undo).
import { describe, expect, it } from 'vitest';
import { ServerError } from '../../../access/serverError';
import { settled } from '../../../testing/modelTest';
import { answerDeliveryOf } from '../../answerDelivery';
import { clearedNoticeOf } from '../../examView';
import { created, loadedAt, start } from '../fixtures';

describe('examMachine: answering (docs/exam.md#answering)', () => {
  it('queues a save with the chosen option, and null when the chosen one is chosen again', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'CHOOSE', option: 12 });
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveAnswer', input: { examId: 7, questionId: 1, option: 12 } });
    actor.send({ type: 'CHOOSE', option: 12 });
    expect(recorded.persisted.at(-1)).toEqual([{ examId: 7, questionId: 1, option: null }]);
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveAnswer', input: { examId: 7, questionId: 1, option: null } });
  });

  // Issue 28 item 15 (docs/exam.md#clear-undo): a double tap cleared the answer without a word.
  it('names an answer a tap cleared, and Undo puts it back and saves it again as the newest', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'CHOOSE', option: 12, at: loadedAt + 1000 });
    expect(actor.getSnapshot().context.cleared).toBeNull();
    actor.send({ type: 'CHOOSE', option: 12, at: loadedAt + 1200 });
    expect(clearedNoticeOf(actor.getSnapshot().context.cleared)).toEqual({ text: 'Answer to question 1 cleared.', undo: true });
    // Undo works from another question too: the notice names the question.
    actor.send({ type: 'GO', move: 'next' });
    actor.send({ type: 'UNDO_CLEAR', at: loadedAt + 3000 });
    expect(actor.getSnapshot().context.sheet.answers[1]).toBe(12);
    expect(actor.getSnapshot().context.sheet.index).toBe(1);
    expect(clearedNoticeOf(actor.getSnapshot().context.cleared)).toEqual({ text: 'Answer to question 1 restored.', undo: false });
    // The restored answer keeps the time on screen of the choice it restores, not the time since on question 2.
    expect(recorded.persisted.at(-1)).toEqual([{ examId: 7, questionId: 1, option: 12, chosenAt: loadedAt + 3000, spentMs: 1200 }]);
    expect(recorded.shared.at(-1)).toEqual({ questionId: 1, option: 12, chosenAt: loadedAt + 3000 });
    expect(recorded.stored.at(-1)?.answers[1]).toBe(12);
    // A second Undo does nothing; the next choice takes the notice away.
    actor.send({ type: 'UNDO_CLEAR', at: loadedAt + 3500 });
    expect(fakes.calls.filter((call) => call.name === 'saveAnswer')).toHaveLength(1);
    actor.send({ type: 'CHOOSE', option: 21, at: loadedAt + 4000 });
    expect(actor.getSnapshot().context.cleared).toBeNull();
  });

  it('offers no Undo once the cleared question was answered in another tab', async () => {
    const { actor } = await start(created);
    actor.send({ type: 'CHOOSE', option: 11, at: loadedAt + 1000 });
    actor.send({ type: 'CHOOSE', option: 11, at: loadedAt + 1100 });
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 1, option: 12, chosenAt: loadedAt + 2000 });
    actor.send({ type: 'UNDO_CLEAR', at: loadedAt + 3000 });
    expect(actor.getSnapshot().context.sheet.answers[1]).toBe(12);
  });

  // Issue 26 item 1 (docs/exam.md#save-outcome).
  it('keeps a save answered UNAUTHENTICATED and sends it again once the session announces a new token', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'CHOOSE', option: 11, at: loadedAt + 1000 });
    fakes.settle('saveAnswer', 'error', new ServerError({ detail: 'Token is invalid or expired' }, undefined, 'UNAUTHENTICATED'));
    await settled();
    expect(actor.getSnapshot().context.refused).toEqual([]);
    expect(actor.getSnapshot().children.autosave?.getSnapshot().context.queue).toHaveLength(1);
    actor.send({ type: 'TOKEN_RENEWED' });
    expect(fakes.calls.filter((call) => call.name === 'saveAnswer')).toHaveLength(2);
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().context.confirmed[1]).toEqual({ option: 11, chosenAt: loadedAt + 1000 });
  });

  it('counts a choice as delivered only once the server confirmed it, here or in another tab (docs/exam.md#answer-delivery)', async () => {
    const { actor, fakes, recorded } = await start(created);
    const delivery = () => {
      const { context, children } = actor.getSnapshot();
      return answerDeliveryOf(children.autosave?.getSnapshot().context.queue ?? [], context.sheet, context.refused, context.confirmed);
    };
    // The load's choice of question 2 is what the server holds.
    expect(delivery()).toEqual({ kind: 'delivered' });
    actor.send({ type: 'CHOOSE', option: 11, at: loadedAt + 1000 });
    expect(delivery()).toEqual({ kind: 'waiting', count: 1 });
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(delivery()).toEqual({ kind: 'delivered' });
    expect(recorded.shared.at(-1)).toEqual({ questionId: 1, option: 11, chosenAt: loadedAt + 1000, confirmed: true });
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 2, option: 21, chosenAt: loadedAt + 2000 });
    expect(delivery()).toEqual({ kind: 'waiting', count: 1 });
    actor.send({ type: 'CONFIRMED_ELSEWHERE', questionId: 2, option: 21, chosenAt: loadedAt + 2000 });
    expect(delivery()).toEqual({ kind: 'delivered' });
  });
});
