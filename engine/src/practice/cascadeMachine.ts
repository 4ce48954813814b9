// The cascading selects (docs/practice.md#cascading-selects) as an actor, for screens that keep their choices in one
// place; the rules themselves are the pure functions of cascade.ts.
import { assign, setup } from 'xstate';
import { emptyCascade, isEnabled, select, type Cascade } from './cascade';

export type CascadeInput = { levels: readonly string[] };

export type CascadeEvent =
  /** Choose (or, with null, unchoose) a level; every level below is cleared. */
  | { type: 'SELECT'; level: string; id: number | null }
  /** The Clear button: nothing chosen at any level. */
  | { type: 'CLEAR' };

export const cascadeMachine = setup({
  types: {
    context: {} as Cascade<string>,
    events: {} as CascadeEvent,
    input: {} as CascadeInput,
  },
  actions: {
    choose: assign(({ context }, params: { level: string; id: number | null }) => select(context, params.level, params.id)),
    clearAll: assign(({ context }) => emptyCascade(context.levels)),
  },
  guards: {
    // A disabled select cannot change (its parent is unchosen).
    levelEnabled: ({ context }, params: { level: string }) => isEnabled(context, params.level),
  },
}).createMachine({
  id: 'cascade',
  context: ({ input }) => emptyCascade(input.levels),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        SELECT: {
          guard: { type: 'levelEnabled', params: ({ event }) => ({ level: event.level }) },
          actions: { type: 'choose', params: ({ event }) => ({ level: event.level, id: event.id }) },
        },
        CLEAR: { actions: 'clearAll' },
      },
    },
  },
});
