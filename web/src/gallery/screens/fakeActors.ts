// The outside world of the gallery's machines: tickers that never tick (the model's own TICK
// events move the clock) and an answer queue that keeps nothing and never reports.
import type { TickerInput } from '@proshno/engine';
import { silentAutosave as silentAutosaveOf } from '@proshno/engine/testing';
import { fromCallback, type EventObject } from 'xstate';

export const idleTicker = fromCallback<EventObject, TickerInput>(() => () => {});

export const silentAutosave = silentAutosaveOf();
