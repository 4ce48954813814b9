// The exam clock's ticker (docs/exam.md#timer): an actor that reads the wall clock each time the
// shown second changes and sends the reading to the exam machine, which keeps the only countdown.
import { fromCallback, type EventObject } from 'xstate';
import { msToNextSecond } from './timer';

export type TickerInput = { deadline: number };
/** The clock the ticker reads: xstate's `Clock` plus `now()` (SimulatedClock fits; the web wraps Date.now). */
export type WallClock<TimeoutId> = {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => TimeoutId;
  clearTimeout: (id: TimeoutId) => void;
};

/** The ticker the web and the tests run: wakes when the shown second changes and sends TICK { now }. */
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
