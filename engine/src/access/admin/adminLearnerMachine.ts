// One account on the Admin's learner page (docs/access.md#admin-learners) as a machine: it loads the
// account; 'Disable account', 'Enable account' and 'Change role' each ask to confirm first
// (confirming), then send the change (saving); the answer is said on the page (saved, or failed in
// the server's words: the Admin's own account, the last Admin), and the page shows the account as
// the server left it. What the page shows is adminLearnerView (./adminLearnerView.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../serverError';
import { messages } from '../../messages';
import type { AdminLearnerEntry, LearnerRole } from './adminLearnersMachine';

export type LearnerTransactionStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** One account with its subscriptions and purchases (the gateway's AdminLearnerDetail). */
export type AdminLearnerDetailData = AdminLearnerEntry & {
  date_of_birth: string | null;
  gender: string | null;
  country: string;
  state: string;
  city: string;
  language: 'en' | 'bn';
  subscriptions: ReadonlyArray<{ id: number; package: string; subjects: readonly string[]; from_date: string; to_date: string }>;
  transactions: ReadonlyArray<{ id: number; transaction_id: string; package: string; amount: number; status: LearnerTransactionStatus; created_at: string }>;
};

/** A change the Admin asked for, waiting to be confirmed or being saved. */
export type AccountChange = { kind: 'disable' } | { kind: 'enable' } | { kind: 'role'; role: LearnerRole };

export type AdminLearnerContext = {
  id: number;
  data: AdminLearnerDetailData | null;
  loadError: string | null;
  /** The role chosen in the role field, before 'Change role'. */
  chosenRole: LearnerRole | null;
  change: AccountChange | null;
  /** Why the last change was refused. */
  refusal: string | null;
};

export type AdminLearnerEvent =
  | { type: 'RETRY' }
  | { type: 'DISABLE' }
  | { type: 'ENABLE' }
  | { type: 'CHOOSE_ROLE'; role: LearnerRole }
  | { type: 'CHANGE_ROLE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** What the page may start from idle, saved or failed: each change asks to be confirmed first. */
const startable = {
  DISABLE: { guard: 'isEnabled', target: 'confirming', actions: { type: 'ask', params: { change: { kind: 'disable' } } } },
  ENABLE: { guard: 'isDisabled', target: 'confirming', actions: { type: 'ask', params: { change: { kind: 'enable' } } } },
  CHOOSE_ROLE: { actions: { type: 'chooseRole', params: ({ event }: { event: { role: LearnerRole } }) => event } },
  CHANGE_ROLE: { guard: 'isNewRole', target: 'confirming', actions: 'askRole' },
} as const;

export const adminLearnerMachine = setup({
  types: {
    context: {} as AdminLearnerContext,
    events: {} as AdminLearnerEvent,
    input: {} as { id: number },
  },
  actors: {
    loadLearner: fromPromise<AdminLearnerDetailData, { id: number }>(async () => {
      throw new Error('loadLearner not provided');
    }),
    // `change` is only ever null if a change were saved without being asked for; the actor then refuses it.
    saveChange: fromPromise<AdminLearnerEntry, { id: number; change: AccountChange | null }>(async () => {
      throw new Error('saveChange not provided');
    }),
  },
  actions: {
    setData: assign((_, params: { data: AdminLearnerDetailData }) => ({ data: params.data, loadError: null, chosenRole: params.data.role })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    ask: assign((_, params: { change: AccountChange }) => ({ change: params.change, refusal: null })),
    askRole: assign(({ context }) => ({ change: context.chosenRole === null ? null : { kind: 'role' as const, role: context.chosenRole }, refusal: null })),
    chooseRole: assign((_, params: { role: LearnerRole }) => ({ chosenRole: params.role })),
    cancel: assign({ change: null }),
    /** The account as the server left it; its subscriptions and purchases are unchanged. */
    saved: assign(({ context }, params: { account: AdminLearnerEntry }) => ({
      data: context.data === null ? null : { ...context.data, ...params.account },
      chosenRole: params.account.role,
    })),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalDetailOf(params.error) ?? messages.somethingWrong })),
  },
  guards: {
    isEnabled: ({ context }) => context.data !== null && context.data.disabled_at === null,
    isDisabled: ({ context }) => context.data !== null && context.data.disabled_at !== null,
    isNewRole: ({ context }) => context.data !== null && context.chosenRole !== null && context.chosenRole !== context.data.role,
  },
}).createMachine({
  id: 'adminLearner',
  context: ({ input }) => ({ id: input.id, data: null, loadError: null, chosenRole: null, change: null, refusal: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLearner',
        src: 'loadLearner',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: startable },
        confirming: {
          on: { CONFIRM: 'saving', CANCEL: { target: 'idle', actions: 'cancel' } },
        },
        saving: {
          invoke: {
            id: 'saveChange',
            src: 'saveChange',
            input: ({ context }) => ({ id: context.id, change: context.change }),
            onDone: { target: 'saved', actions: { type: 'saved', params: ({ event }) => ({ account: event.output }) } },
            onError: { target: 'failed', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** The change is made; the notice says which until the next one starts. */
        saved: { on: startable },
        failed: { on: startable },
      },
    },
  },
});

export type AdminLearnerSnapshot = SnapshotFrom<typeof adminLearnerMachine>;
