// Toasts of spec 000 §2: one at a time at bottom right, text cut at 100 characters.
import { assign, setup } from 'xstate';
import { TOAST_DISMISS_MS } from '../limits';
import { truncateToast } from './display';

export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; text: string; kind: ToastKind };
export type ToastContext = { current: Toast | null; queue: Toast[]; nextId: number };
export type ToastEvent = { type: 'SHOW'; text: string; kind: ToastKind } | { type: 'DISMISS' };

export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  actions: {
    enqueue: assign(({ context }, params: { text: string; kind: ToastKind }) => ({
      queue: [...context.queue, { id: context.nextId, text: truncateToast(params.text), kind: params.kind }],
      nextId: context.nextId + 1,
    })),
    showNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
  },
  guards: {
    queueEmpty: ({ context }) => context.queue.length === 0,
  },
  delays: { toastTimeout: TOAST_DISMISS_MS },
}).createMachine({
  id: 'toast',
  context: { current: null, queue: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SHOW: {
          target: 'showing',
          actions: [{ type: 'enqueue', params: ({ event }) => ({ text: event.text, kind: event.kind }) }, 'showNext'],
        },
      },
    },
    showing: {
      // A toast that arrives while one is shown waits its turn.
      on: {
        SHOW: { actions: { type: 'enqueue', params: ({ event }) => ({ text: event.text, kind: event.kind }) } },
        DISMISS: next(),
      },
      after: { toastTimeout: next() },
    },
  },
});

function next() {
  return [
    { guard: 'queueEmpty' as const, target: '#toast.idle', actions: 'showNext' as const },
    { target: '#toast.showing', reenter: true, actions: 'showNext' as const },
  ];
}
