// Reconnecting to the api tier (docs/architecture.md#readiness, docs/shell.md#reconnecting): a GraphQL
// answer that says the api is away turns the app to 'Reconnecting…'; it asks the gateway's /readyz
// after 1, 2, 4, 8, then every 10 seconds, only while the tab is visible and the browser online,
// and once the api is ready again it shows nothing and the web asks the screens' queries again.
// The web sends the events and provides `probeReadiness` and `rerunQueries`; which answers count as
// the api away, and what the app shows, are reconnect.ts's.
import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';

/** The first wait before asking /readyz, doubled after each answer that is not 'ready'. */
export const RECONNECT_FIRST_WAIT_MS = 1000;
/** The longest wait between two questions to /readyz. */
export const RECONNECT_MAX_WAIT_MS = 10_000;

/** What the gateway's /readyz says of the api tier; no answer, or a draining gateway's 503, is 'unavailable'. */
export type ApiReadiness = 'ready' | 'unavailable';

/** The wait before the `attempt`-th question to /readyz (0-based): 1 s, 2 s, 4 s, 8 s, then 10 s. */
export function reconnectWaitMs(attempt: number): number {
  return Math.min(RECONNECT_FIRST_WAIT_MS * 2 ** attempt, RECONNECT_MAX_WAIT_MS);
}

export type ReconnectContext = {
  /** How many times /readyz has said 'unavailable' (or not answered) since reconnecting began. */
  attempt: number;
  /** The tab is visible: a hidden tab asks nothing. */
  visible: boolean;
  /** The browser says it is online: offline, nothing is asked and the offline line shows instead. */
  online: boolean;
};

export type ReconnectEvent =
  /** A GraphQL answer `meansApiUnavailable`. */
  | { type: 'API_UNAVAILABLE' }
  | { type: 'VISIBILITY'; visible: boolean }
  | { type: 'NETWORK'; online: boolean };

export const reconnectMachine = setup({
  types: {
    context: {} as ReconnectContext,
    events: {} as ReconnectEvent,
    input: {} as { visible: boolean; online: boolean },
  },
  actors: {
    /** Asks the gateway's /readyz what it says of the api tier. */
    probeReadiness: fromPromise<ApiReadiness>(async () => {
      throw new Error('probeReadiness not provided');
    }),
  },
  actions: {
    /** Asks every query on screen again from the network, now that the api answers. */
    rerunQueries: () => {},
    startCounting: assign({ attempt: 0 }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    setVisibility: assign((_, params: { visible: boolean }) => params),
    setNetwork: assign((_, params: { online: boolean }) => params),
  },
  guards: {
    mayAsk: ({ context }) => context.visible && context.online,
  },
  delays: {
    backoff: ({ context }) => reconnectWaitMs(context.attempt),
  },
}).createMachine({
  id: 'reconnect',
  context: ({ input }) => ({ attempt: 0, visible: input.visible, online: input.online }),
  initial: 'connected',
  on: {
    VISIBILITY: { actions: { type: 'setVisibility', params: ({ event }) => ({ visible: event.visible }) } },
    NETWORK: { actions: { type: 'setNetwork', params: ({ event }) => ({ online: event.online }) } },
  },
  states: {
    connected: {
      on: { API_UNAVAILABLE: { target: 'reconnecting', actions: 'startCounting' } },
    },
    reconnecting: {
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: not('mayAsk'), target: 'paused' },
          after: { backoff: 'asking' },
        },
        asking: {
          always: { guard: not('mayAsk'), target: 'paused' },
          invoke: {
            id: 'probeReadiness',
            src: 'probeReadiness',
            onDone: [
              { guard: ({ event }) => event.output === 'ready', target: '#reconnect.connected', actions: 'rerunQueries' },
              { target: 'waiting', actions: 'countAttempt' },
            ],
            onError: { target: 'waiting', actions: 'countAttempt' },
          },
        },
        /** Hidden or offline: nothing is asked until the tab is seen online again, then at once. */
        paused: {
          always: { guard: 'mayAsk', target: 'asking' },
        },
      },
    },
  },
});

export type ReconnectSnapshot = SnapshotFrom<typeof reconnectMachine>;
