// docs/exam.md#answer-delivery: the count of answers waiting to be sent and the line once the server has them all.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakePromises, settled } from '../testing/modelTest';
import { answerSheet } from './answering';
import { answerDeliveryMessages, answerDeliveryOf, answerDeliveryText } from './answerDelivery';
import type { AnswerSave } from './autosave';
import { autosaveMachine } from './autosaveMachine';

const examId = 7;
const sheetWith = (answers: Record<number, number | null>) => ({ ...answerSheet([1, 2, 3]), answers });

describe('answer delivery (docs/exam.md#answer-delivery)', () => {
  it('says nothing before anything is chosen', () => {
    expect(answerDeliveryOf([], sheetWith({}))).toEqual({ kind: 'none' });
    expect(answerDeliveryOf([], sheetWith({ 1: null }))).toEqual({ kind: 'none' });
    expect(answerDeliveryText({ kind: 'none' })).toBeNull();
  });

  it('counts the queued saves, a cleared choice included', () => {
    const queue: AnswerSave[] = [
      { examId, questionId: 1, optionId: 11 },
      { examId, questionId: 2, optionId: null },
    ];
    expect(answerDeliveryOf(queue, sheetWith({ 1: 11 }))).toEqual({ kind: 'waiting', count: 2 });
    expect(answerDeliveryText({ kind: 'waiting', count: 2 })).toBe('Answers waiting to be sent: 2');
  });

  it('says every answer reached the server once the queue is empty', () => {
    expect(answerDeliveryOf([], sheetWith({ 1: 11 }))).toEqual({ kind: 'delivered' });
    expect(answerDeliveryText({ kind: 'delivered' })).toBe(answerDeliveryMessages.delivered);
  });

  it('follows the autosave queue: offline choices wait, and are delivered once sent', async () => {
    const fakes = fakePromises();
    const actor = createActor(
      autosaveMachine.provide({ actors: { saveAnswer: fakes.promise<void, AnswerSave>('saveAnswer') }, actions: { persistQueue: () => undefined } }),
      { input: { examId } },
    ).start();
    const delivery = (answers: Record<number, number>) => answerDeliveryOf(actor.getSnapshot().context.queue, sheetWith(answers));

    actor.send({ type: 'OFFLINE' });
    actor.send({ type: 'SAVE', questionId: 1, optionId: 11 });
    actor.send({ type: 'SAVE', questionId: 2, optionId: 21 });
    actor.send({ type: 'SAVE', questionId: 1, optionId: 12 });
    expect(delivery({ 1: 12, 2: 21 })).toEqual({ kind: 'waiting', count: 2 });

    actor.send({ type: 'ONLINE' });
    await settled();
    // Sent but not yet acknowledged still waits.
    expect(delivery({ 1: 12, 2: 21 })).toEqual({ kind: 'waiting', count: 2 });
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(delivery({ 1: 12, 2: 21 })).toEqual({ kind: 'waiting', count: 1 });
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    expect(delivery({ 1: 12, 2: 21 })).toEqual({ kind: 'delivered' });
    actor.stop();
  });
});
