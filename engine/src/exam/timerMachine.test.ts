import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../testing/modelTest';
import { tickerOn, timerMachine, type TimerContext, type TimerInput } from './timerMachine';

const modelInput: TimerInput = { remainingParam: 302, timeLimitSeconds: 3600, startedAt: null, now: 0 };
// Readings that land on the rules' edges: the warning's start and end, continuous blink, zero, overdue.
const landmarks = [302, 301, 300, 298, 297, 11, 10, 0, -5];

describeModel('timerMachine', timerMachine, {
  input: modelInput,
  events: (snapshot) => {
    const context = snapshot.context as TimerContext;
    return [
      ...landmarks
        .filter((remaining) => remaining <= context.remaining)
        .map((remaining) => ({ type: 'TICK', now: context.deadline - remaining * 1000 })),
      { type: 'FINISH', timeRemaining: 42 },
    ];
  },
  start: (_, clock) => ({
    actor: createActor(timerMachine.provide({ actors: { ticker: tickerOn(clock) } }), { input: modelInput, clock }).start(),
  }),
  invariant: (snapshot) => {
    const context = snapshot.context as TimerContext;
    expect(context.remaining).toBeGreaterThanOrEqual(0);
    if (snapshot.matches('timeUp')) expect(context).toMatchObject({ remaining: 0, blink: 'none' });
    if (snapshot.matches('running')) expect(context.blink === 'continuous').toBe(context.remaining <= 10);
  },
});

describe('timerMachine', () => {
  const loadedAt = 1_700_000_000_000;

  function start(input: Omit<TimerInput, 'now'>) {
    const clock = new SimulatedClock();
    clock.set(loadedAt);
    const actor = createActor(timerMachine.provide({ actors: { ticker: tickerOn(clock) } }), {
      input: { ...input, now: clock.now() },
      clock,
    }).start();
    return { actor, clock };
  }

  /** Advances one second at a time and records what the clock shows. */
  function secondsShown(run: ReturnType<typeof start>, seconds: number): string[] {
    const shown: string[] = [];
    for (let i = 0; i < seconds; i += 1) {
      run.clock.increment(1000);
      const { value, context } = run.actor.getSnapshot();
      shown.push(`${context.remaining}:${value === 'running' ? context.blink : String(value)}`);
    }
    return shown;
  }

  it('starts from the remaining parameter when it is above 0', () => {
    const { actor } = start({ remainingParam: 125, timeLimitSeconds: 600, startedAt: loadedAt - 30_000 });
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 125, startedAt: loadedAt - 30_000 });
  });

  it('starts from the limit minus the seconds since the stored start without a remaining parameter', () => {
    const { actor } = start({ remainingParam: 0, timeLimitSeconds: 600, startedAt: loadedAt - 30_400 });
    expect(actor.getSnapshot().context.remaining).toBe(570);
  });

  it('takes the load time as the start to store on first load', () => {
    const { actor } = start({ remainingParam: null, timeLimitSeconds: 600, startedAt: null });
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 600, startedAt: loadedAt });
  });

  it('counts down one second per second', () => {
    const run = start({ remainingParam: 600, timeLimitSeconds: 600, startedAt: null });
    expect(secondsShown(run, 3)).toEqual(['599:none', '598:none', '597:none']);
  });

  it('blinks the warning exactly once, for 3 seconds, when 300 seconds are left', () => {
    const run = start({ remainingParam: 305, timeLimitSeconds: 600, startedAt: null });
    const shown = secondsShown(run, 294);
    const warnings = shown.filter((second) => second.endsWith(':warning'));
    expect(warnings).toEqual(['300:warning', '299:warning', '298:warning']);
    expect(shown.slice(2, 8)).toEqual(['302:none', '301:none', '300:warning', '299:warning', '298:warning', '297:none']);
  });

  it('blinks continuously from 10 seconds left until time-up', () => {
    const run = start({ remainingParam: 12, timeLimitSeconds: 600, startedAt: null });
    expect(secondsShown(run, 12)).toEqual([
      '11:none',
      ...[10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((second) => `${second}:continuous`),
      '0:timeUp',
    ]);
  });

  it('enters time-up at 0 and stops ticking', () => {
    const clock = new SimulatedClock();
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
    const actor = createActor(timerMachine.provide({ actors: { ticker: tickerOn(tracked) } }), {
      input: { remainingParam: 2, timeLimitSeconds: 600, startedAt: null, now: clock.now() },
      clock,
    }).start();
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe('running');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('timeUp');
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 0, blink: 'none' });
    expect(pending.size).toBe(0);
  });

  it('opens on time-up when zero or less is left at load', () => {
    for (const startedAt of [loadedAt - 600_000, loadedAt - 900_000]) {
      const { actor } = start({ remainingParam: null, timeLimitSeconds: 600, startedAt });
      expect(actor.getSnapshot().value).toBe('timeUp');
      expect(actor.getSnapshot().context.remaining).toBe(0);
    }
  });

  it('resumes at the right second after the tab was suspended for 2 hours', () => {
    const run = start({ remainingParam: null, timeLimitSeconds: 3 * 3600, startedAt: null });
    run.clock.increment(2 * 3600 * 1000);
    expect(run.actor.getSnapshot().context.remaining).toBe(3600);
    expect(secondsShown(run, 2)).toEqual(['3599:none', '3598:none']);
  });

  it('enters time-up when the suspension outlasts the deadline', () => {
    const run = start({ remainingParam: 3600, timeLimitSeconds: 3600, startedAt: null });
    run.clock.increment(2 * 3600 * 1000);
    expect(run.actor.getSnapshot().value).toBe('timeUp');
  });

  it('realigns to the second boundary after a late tick', () => {
    const run = start({ remainingParam: 100, timeLimitSeconds: 600, startedAt: null });
    run.actor.send({ type: 'TICK', now: loadedAt + 1500 });
    expect(run.actor.getSnapshot().context.remaining).toBe(99);
    run.clock.increment(2000);
    expect(run.actor.getSnapshot().context.remaining).toBe(98);
  });

  it("shows the result's remaining time after finishing, from running or from time-up", () => {
    const running = start({ remainingParam: 100, timeLimitSeconds: 600, startedAt: null });
    running.actor.send({ type: 'FINISH', timeRemaining: 87 });
    expect(running.actor.getSnapshot()).toMatchObject({ value: 'finished', status: 'done', context: { remaining: 87 } });
    running.clock.increment(5000);
    expect(running.actor.getSnapshot().context.remaining).toBe(87);

    const timeUp = start({ remainingParam: null, timeLimitSeconds: 600, startedAt: loadedAt - 700_000 });
    timeUp.actor.send({ type: 'FINISH', timeRemaining: 0 });
    expect(timeUp.actor.getSnapshot()).toMatchObject({ value: 'finished', context: { remaining: 0 } });
  });
});
