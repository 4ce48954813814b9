// The exam clock of spec 000 §4 Timer: counts down from the deadline, reading wall-clock time on
// every tick, so a suspended tab or a late tick shows the right second when it wakes.
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { blinkOf, deadlineOf, initialRemaining, msToNextSecond, remainingAt, type Blink, type TimerStart } from './timer';

export type TimerInput = TimerStart;
export type TimerContext = {
  /** The start timestamp to keep per exam (the stored one, or the load time on first load). */
  startedAt: number;
  deadline: number;
  /** Seconds shown; never below 0. After finishing, the result's remaining time. */
  remaining: number;
  blink: Blink;
};
export type TimerEvent =
  /** A reading of the wall clock (ms), from the ticker or from the web when the tab wakes. */
  | { type: 'TICK'; now: number }
  /** The exam was submitted; shows the result's `time_remaining`. */
  | { type: 'FINISH'; timeRemaining: number };

export type TickerInput = { deadline: number };
/** The clock the ticker reads: xstate's `Clock` plus `now()` (SimulatedClock fits; the web wraps Date.now). */
export type WallClock<TimeoutId> = {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => TimeoutId;
  clearTimeout: (id: TimeoutId) => void;
};

export const timerMachine = setup({
  types: {
    context: {} as TimerContext,
    events: {} as TimerEvent,
    input: {} as TimerInput,
  },
  actors: {
    /** Sends TICK { now } each time the shown second changes; the web provides `tickerOn(browserClock)`. */
    ticker: fromCallback<EventObject, TickerInput>(() => {
      throw new Error('ticker not provided');
    }),
  },
  actions: {
    tick: assign(({ context }, params: { now: number }) => {
      const remaining = Math.max(0, remainingAt(context.deadline, params.now));
      return { remaining, blink: blinkOf(remaining, context) };
    }),
    showResult: assign((_, params: { timeRemaining: number }) => ({
      remaining: Math.max(0, params.timeRemaining),
      blink: 'none' as const,
    })),
    stopBlinking: assign({ blink: 'none' as const }),
  },
  guards: {
    timeIsUp: ({ context }) => context.remaining <= 0,
  },
}).createMachine({
  id: 'timer',
  context: ({ input }) => {
    const remaining = Math.max(0, initialRemaining(input));
    return { startedAt: input.startedAt ?? input.now, deadline: deadlineOf(input), remaining, blink: blinkOf(remaining, null) };
  },
  initial: 'running',
  states: {
    running: {
      // Zero or less at load, or a tick reaching zero, is time-up (spec 000 §4 Timer).
      always: { guard: 'timeIsUp', target: 'timeUp' },
      invoke: { id: 'ticker', src: 'ticker', input: ({ context }) => ({ deadline: context.deadline }) },
      on: {
        TICK: { actions: { type: 'tick', params: ({ event }) => ({ now: event.now }) } },
        FINISH: finish(),
      },
    },
    /** The web shows 'Time is up, Submit Exam?'; the clock stays at 0 until the result arrives. */
    timeUp: {
      entry: 'stopBlinking',
      on: { FINISH: finish() },
    },
    finished: { type: 'final' },
  },
});

/** The ticker the web and the tests run: wakes when the shown second changes and reads the clock. */
export function tickerOn<TimeoutId>(clock: WallClock<TimeoutId>) {
  return fromCallback<EventObject, TickerInput>(({ sendBack, input }) => {
    // A tick that ends the running state stops this actor inside sendBack; it must not reschedule.
    let stopped = false;
    const schedule = (): TimeoutId =>
      clock.setTimeout(() => {
        sendBack({ type: 'TICK', now: clock.now() });
        if (!stopped) timeout = schedule();
      }, msToNextSecond(input.deadline, clock.now()));
    let timeout = schedule();
    return () => {
      stopped = true;
      clock.clearTimeout(timeout);
    };
  });
}

function finish() {
  return {
    target: '#timer.finished' as const,
    actions: { type: 'showResult' as const, params: ({ event }: { event: { timeRemaining: number } }) => ({ timeRemaining: event.timeRemaining }) },
  };
}
