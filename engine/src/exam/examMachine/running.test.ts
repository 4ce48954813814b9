// examMachine's running state (./running.ts): the clock, another tab's choices, and the screen left
// or navigated back from while the exam runs (docs/exam.md#timer, docs/exam.md#latest-choice).
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../access/serverError';
import { fakePromises, settled } from '../../testing/modelTest';
import { examScreenMessages } from '../screenMessages';
import { tickerOn } from '../ticker';
import { created, finishedExam, loadedAt, machineWith, recorder, result, start } from './fixtures';
import type { ExamInput } from './index';

describe('examMachine: running (docs/exam.md#latest-choice, docs/exam.md#leaving-running)', () => {
  it('tells other tabs about a choice and shows theirs without saving it again', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'CHOOSE', option: 11 });
    expect(recorded.shared).toEqual([{ questionId: 1, option: 11 }]);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 2, option: 21 });
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 99, option: 1 });
    expect(actor.getSnapshot().context.sheet.answers).toEqual({ 1: 11, 2: 21 });
    expect(fakes.calls.filter((call) => call.name === 'saveAnswer')).toHaveLength(1);
    expect(recorded.shared).toHaveLength(1);
  });

  // Issue 26 item 2 (docs/exam.md#latest-choice): tab 1's stale retry overwrote tab 2's newer choice.
  it('drops its own queued save of a question chosen later in another tab, and ignores an older choice from there', async () => {
    const { actor, fakes, recorded } = await start(created);
    actor.send({ type: 'CHOOSE', option: 11, at: loadedAt + 1000 });
    expect(fakes.calls.at(-1)).toEqual({ name: 'saveAnswer', input: { spentMs: 1000, examId: 7, questionId: 1, option: 11, chosenAt: loadedAt + 1000 } });
    expect(recorded.shared.at(-1)).toEqual({ questionId: 1, option: 11, chosenAt: loadedAt + 1000 });
    fakes.settle('saveAnswer', 'error', new NetworkError('Failed to fetch'));
    await settled();
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 1, option: 12, chosenAt: loadedAt + 2000 });
    expect(actor.getSnapshot().context.sheet.answers[1]).toBe(12);
    expect(actor.getSnapshot().children.autosave?.getSnapshot().context.queue).toEqual([]);
    expect(recorded.persisted.at(-1)).toEqual([]);
    // An older choice elsewhere (a delayed message) changes nothing here.
    actor.send({ type: 'ANSWER_ELSEWHERE', questionId: 1, option: 11, chosenAt: loadedAt + 1500 });
    expect(actor.getSnapshot().context.sheet.answers[1]).toBe(12);
    expect(fakes.calls.filter((call) => call.name === 'saveAnswer')).toHaveLength(1);
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

  it('stays on the exam with the info toast when the user navigates back', async () => {
    const { actor, recorded } = await start(created);
    actor.send({ type: 'BACK_NAVIGATION' });
    expect(actor.getSnapshot().value).toEqual({ running: 'answering' });
    expect(recorded.toasts).toEqual(['You cannot leave the exam page until submission!']);
    expect(examScreenMessages.leaveBlocked).toBe(recorded.toasts[0]);
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
