// docs/exam.md#answer-delivery: the count of answers waiting to be sent and the line once the server has them all.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fakePromises, settled } from '../testing/modelTest';
import { answerSheet } from './answering';
import { answerDeliveryMessages, answerDeliveryOf, answerDeliveryText } from './answerDelivery';
import type { AnswerSave } from './autosave';
import { autosaveMachine } from './autosaveMachine';
import type { ConfirmedAnswers } from './examMachine';
import { lateAnswersMessage } from './lateAnswers';

const examId = 7;
const sheetWith = (answers: Record<number, number | null>) => ({ ...answerSheet([1, 2, 3]), answers });
/** What the server said it holds. */
const held = (answers: Record<number, number | null>): ConfirmedAnswers =>
  Object.fromEntries(Object.entries(answers).map(([questionId, option]) => [questionId, { option }]));

describe('answer delivery (docs/exam.md#answer-delivery)', () => {
  it('says nothing before anything is chosen', () => {
    expect(answerDeliveryOf([], sheetWith({}), [], {})).toEqual({ kind: 'none' });
    expect(answerDeliveryOf([], sheetWith({ 1: null }), [], held({ 1: null }))).toEqual({ kind: 'none' });
    expect(answerDeliveryText({ kind: 'none' })).toBeNull();
  });

  it('counts the queued saves, a cleared choice included', () => {
    const queue: AnswerSave[] = [
      { examId, questionId: 1, option: 11 },
      { examId, questionId: 2, option: null },
    ];
    expect(answerDeliveryOf(queue, sheetWith({ 1: 11 }), [], {})).toEqual({ kind: 'waiting', count: 2 });
    expect(answerDeliveryText({ kind: 'waiting', count: 2 })).toBe('Answers waiting to be sent: 2');
  });

  it('says every answer reached the server once the server confirmed every shown choice', () => {
    expect(answerDeliveryOf([], sheetWith({ 1: 11 }), [], held({ 1: 11 }))).toEqual({ kind: 'delivered' });
    expect(answerDeliveryText({ kind: 'delivered' })).toBe(answerDeliveryMessages.delivered);
  });

  it('never says every answer reached the server when the server refused a shown choice as late (docs/exam.md#late-answers)', async () => {
    const fakes = fakePromises();
    const confirmed: ConfirmedAnswers = {};
    const actor = createActor(
      autosaveMachine.provide({
        actors: { saveAnswer: fakes.promise<void, AnswerSave>('saveAnswer') },
        actions: { persistQueue: () => undefined, notifyConfirmed: (_, save) => void (confirmed[save.questionId] = { option: save.option }) },
      }),
      { input: { examId } },
    ).start();
    const delivery = (answers: Record<number, number>) =>
      answerDeliveryOf(actor.getSnapshot().context.queue, sheetWith(answers), actor.getSnapshot().context.rejected, confirmed);

    actor.send({ type: 'SAVE', questionId: 1, option: 11 });
    await settled();
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    actor.send({ type: 'SAVE', questionId: 3, option: 31 });
    await settled();
    // The api's refusal after the end plus the grace: its code TIME_UP.
    fakes.settle('saveAnswer', 'error', Object.assign(new Error('Time is up for this exam; the answer was not saved.'), { code: 'TIME_UP' }));
    await settled();
    expect(actor.getSnapshot().context.queue).toEqual([]);
    expect(delivery({ 1: 11, 3: 31 })).toEqual({ kind: 'refused', questions: [3] });
    expect(answerDeliveryText(delivery({ 1: 11, 3: 31 }))).toBe(lateAnswersMessage([3]));
    expect(answerDeliveryText(delivery({ 1: 11, 3: 31 }))).not.toBe(answerDeliveryMessages.delivered);
    actor.stop();
  });

  it('says nothing of delivery while a shown choice was refused for another reason', () => {
    expect(answerDeliveryOf([], sheetWith({ 1: 11, 2: 21 }), [{ questionId: 2, option: 21, code: 'FINISHED' }], held({ 1: 11 }))).toEqual({ kind: 'none' });
    // A refused choice the learner has since replaced, and that replacement delivered, is delivered.
    expect(answerDeliveryOf([], sheetWith({ 1: 11, 2: 22 }), [{ questionId: 2, option: 21, code: 'TIME_UP' }], held({ 1: 11, 2: 22 }))).toEqual({ kind: 'delivered' });
  });

  // Issue 26 item 1: after a reload the queue was empty (a save answered 401 had been dropped) and
  // the line said every answer had reached the server while the server lacked one.
  it('never says delivered for a shown choice the server does not hold, whatever the queue', () => {
    expect(answerDeliveryOf([], sheetWith({ 1: 11, 2: 21 }), [], held({ 1: 11, 2: null, 3: null }))).toEqual({ kind: 'waiting', count: 1 });
    expect(answerDeliveryOf([], sheetWith({ 1: 11, 2: 21 }), [], held({ 1: 11, 2: 21, 3: null }))).toEqual({ kind: 'delivered' });
  });

  it('follows the autosave queue: offline choices wait, and are delivered once sent', async () => {
    const fakes = fakePromises();
    const confirmed: ConfirmedAnswers = {};
    const actor = createActor(
      autosaveMachine.provide({
        actors: { saveAnswer: fakes.promise<void, AnswerSave>('saveAnswer') },
        actions: { persistQueue: () => undefined, notifyConfirmed: (_, save) => void (confirmed[save.questionId] = { option: save.option }) },
      }),
      { input: { examId } },
    ).start();
    const delivery = (answers: Record<number, number>) =>
      answerDeliveryOf(actor.getSnapshot().context.queue, sheetWith(answers), actor.getSnapshot().context.rejected, confirmed);

    actor.send({ type: 'OFFLINE' });
    actor.send({ type: 'SAVE', questionId: 1, option: 11 });
    actor.send({ type: 'SAVE', questionId: 2, option: 21 });
    actor.send({ type: 'SAVE', questionId: 1, option: 12 });
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
