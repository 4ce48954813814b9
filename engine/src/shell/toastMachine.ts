// Toasts: one at a time at bottom right, text cut at 100 characters. A newer toast
// replaces the one on screen and gets its own full time: a queue would keep a stale error (say
// 'Invalid Email') on screen for seconds while the form already shows the next one.
import { assign, setup } from 'xstate';
import { TOAST_DISMISS_MS } from '../limits';
import { truncateToast } from './display';

export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; text: string; kind: ToastKind };
export type ToastContext = { current: Toast | null; nextId: number };
export type ToastEvent = { type: 'SHOW'; text: string; kind: ToastKind } | { type: 'DISMISS' };

export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  actions: {
    show: assign(({ context }, params: { text: string; kind: ToastKind }) => ({
      current: { id: context.nextId, text: truncateToast(params.text), kind: params.kind },
      nextId: context.nextId + 1,
    })),
    clear: assign({ current: null }),
  },
  delays: { toastTimeout: TOAST_DISMISS_MS },
}).createMachine({
  id: 'toast',
  context: { current: null, nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SHOW: { target: 'showing', actions: { type: 'show', params: ({ event }) => ({ text: event.text, kind: event.kind }) } },
      },
    },
    showing: {
      on: {
        // Re-entering restarts the timer, so the newer toast stays its full time.
        SHOW: { target: 'showing', reenter: true, actions: { type: 'show', params: ({ event }) => ({ text: event.text, kind: event.kind }) } },
        DISMISS: { target: 'idle', actions: 'clear' },
      },
      after: { toastTimeout: { target: 'idle', actions: 'clear' } },
    },
  },
});
