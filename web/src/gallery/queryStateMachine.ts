// The states of a screen that renders its queries without a machine of its own (the dashboard,
// the history list): loading, error (with Reload), empty and data. Its gallery stories are named
// by these states; the adapter answers the screen's queries the way the state says.
import { fromPromise, setup } from 'xstate';

export type QueryAnswer = 'data' | 'empty';

export const queryStateMachine = setup({
  types: { events: {} as { type: 'RETRY' } },
  actors: {
    /** The gateway's answer to the screen's queries. */
    answer: fromPromise<QueryAnswer>(async () => {
      throw new Error('answer not provided');
    }),
  },
  guards: {
    empty: (_, params: { answer: QueryAnswer }) => params.answer === 'empty',
  },
}).createMachine({
  id: 'query',
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'answer',
        src: 'answer',
        onDone: [{ guard: { type: 'empty', params: ({ event }) => ({ answer: event.output }) }, target: 'empty' }, { target: 'data' }],
        onError: 'error',
      },
    },
    error: { on: { RETRY: 'loading' } },
    empty: {},
    data: {},
  },
});

/** Every answer the gateway can give: data, nothing, a failure, and Reload after it. */
export const queryStateEvents = [
  { type: 'xstate.done.actor.answer', output: 'data' },
  { type: 'xstate.done.actor.answer', output: 'empty' },
  { type: 'xstate.error.actor.answer', error: new Error('Internal server error') },
  { type: 'RETRY' },
];
