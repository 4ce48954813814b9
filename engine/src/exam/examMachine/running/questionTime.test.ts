// examMachine's time per question (docs/exam.md#question-time): the time each question is on screen,
// by the ticker's readings and the moments of choices and moves, carried by its save and the script.
import { describe, expect, it } from 'vitest';
import { settled } from '../../../testing/modelTest';
import { created, loadedAt, start, submitCalls } from '../fixtures';

describe('examMachine: time per question (docs/exam.md#question-time)', () => {
  it('sends with a choice the time its question was on screen, over every visit, and not the time on others', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'TICK', now: loadedAt + 1_000 });
    actor.send({ type: 'TICK', now: loadedAt + 2_000 });
    actor.send({ type: 'GO', move: 'next', at: loadedAt + 2_500 });
    // 40 s on question 2, then back to question 1 for 3.2 s more before choosing.
    for (let s = 3; s <= 42; s += 1) actor.send({ type: 'TICK', now: loadedAt + s * 1_000 });
    actor.send({ type: 'GO', move: 'back', at: loadedAt + 42_500 });
    actor.send({ type: 'TICK', now: loadedAt + 43_000 });
    actor.send({ type: 'TICK', now: loadedAt + 44_000 });
    actor.send({ type: 'CHOOSE', option: 11, at: loadedAt + 45_700 });
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveAnswer', input: { examId: 7, questionId: 1, option: 11, chosenAt: loadedAt + 45_700, spentMs: 2_500 + 3_200 } });
    expect(actor.getSnapshot().context.spent[2]).toBe(40_000);
  });

  it('keeps the time a choice was made with, not the time spent after it, for the script', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'TICK', now: loadedAt + 1_000 });
    actor.send({ type: 'CHOOSE', option: 12, at: loadedAt + 5_000 });
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    for (let s = 8; s <= 20; s += 1) actor.send({ type: 'TICK', now: loadedAt + s * 1_000 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    expect(submitCalls(fakes).at(-1)?.input).toMatchObject({ answers: [{ question: 1, option: 12, spentMs: 5_000 }, { question: 2, option: 22 }] });
  });

  it('counts from the moment the screen opened, so a quick first choice has its time', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'CHOOSE', option: 11, at: loadedAt + 800 });
    expect(fakes.calls.at(-1)?.input).toMatchObject({ spentMs: 800 });
  });

  it('counts a phone asleep as a few seconds, not the minutes it slept', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'TICK', now: loadedAt + 1_000 });
    actor.send({ type: 'TICK', now: loadedAt + 181_000 });
    actor.send({ type: 'CHOOSE', option: 11, at: loadedAt + 182_000 });
    expect(fakes.calls.at(-1)?.input).toMatchObject({ spentMs: 1_000 + 5_000 + 1_000 });
  });

  it('keeps the time with the progress, so a reload goes on counting from it', async () => {
    const first = await start(created);
    first.actor.send({ type: 'TICK', now: loadedAt + 1_000 });
    first.actor.send({ type: 'TICK', now: loadedAt + 4_000 });
    first.actor.send({ type: 'GO', move: 'next', at: loadedAt + 4_000 });
    const stored = first.recorded.stored.at(-1);
    expect(stored?.spent).toEqual({ 1: 4_000 });
    const again = await start(created, { now: loadedAt + 10_000, stored: { index: 0, startedAt: loadedAt, spent: stored?.spent ?? {} } });
    again.actor.send({ type: 'TICK', now: loadedAt + 11_000 });
    again.actor.send({ type: 'CHOOSE', option: 11, at: loadedAt + 12_000 });
    expect(again.fakes.calls.at(-1)?.input).toMatchObject({ questionId: 1, spentMs: 6_000 });
  });

  it('forgets the time of a choice made in another tab, whose time on screen this tab does not know', async () => {
    const { actor, fakes } = await start(created);
    actor.send({ type: 'TICK', now: loadedAt + 1_000 });
    actor.send({ type: 'CHOOSE', option: 11, at: loadedAt + 3_000 });
    fakes.settle('saveAnswer', 'done', undefined);
    await settled();
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 1, option: 12, chosenAt: loadedAt + 4_000 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await settled();
    expect(submitCalls(fakes).at(-1)?.input).toMatchObject({ answers: [{ question: 1, option: 12, chosenAt: loadedAt + 4_000 }, { question: 2 }] });
    const script = submitCalls(fakes).at(-1)?.input as { answers: Array<Record<string, unknown>> };
    expect(script.answers[0]).not.toHaveProperty('spentMs');
  });
});
