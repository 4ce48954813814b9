// The outside world of the gallery's machines: tickers that never tick (the model's own TICK
// events move the clock) and an answer queue that keeps nothing and never reports.
import { examAutosaveMachine, type AnswerSave, type TickerInput } from '@proshno/engine';
import { fromCallback, fromPromise, type EventObject } from 'xstate';

export const idleTicker = fromCallback<EventObject, TickerInput>(() => () => {});

export const silentAutosave = examAutosaveMachine.provide({
  actors: { saveAnswer: fromPromise<void, AnswerSave>(() => new Promise<void>(() => {})) },
  actions: { persistQueue: () => {}, notifyDrained: () => {} },
});
