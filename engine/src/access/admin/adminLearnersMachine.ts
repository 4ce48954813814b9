// The Admin's learner search (docs/access.md#admin-learners) as a machine: it loads the first page
// of every account; a search (the typed text, sent on SEARCH), a role, a status or a page loads again
// while the page stays shown. A failed first load is an error with Retry; a failed later load is
// said above the page in the server's words and what was shown stays. What the page shows is
// adminLearnersView (./adminLearnersView.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../serverError';
import { messages } from '../../messages';

/** The stored role names (docs/access.md#roles); shown as Learner, Manager, Admin. */
export type LearnerRole = 'Admin' | 'Default' | 'Management';
export const learnerRoles: readonly LearnerRole[] = ['Default', 'Management', 'Admin'];

export type LearnerRoleFilter = LearnerRole | 'all';
export type LearnerStatusFilter = 'all' | 'enabled' | 'disabled';

/** One account as the gateway's AdminLearner has it. */
export type AdminLearnerEntry = {
  id: number;
  full_name: string;
  email: string;
  phone_no: string;
  role: LearnerRole;
  is_verified: boolean;
  disabled_at: string | null;
  created_at: string;
  subscribed_until: string | null;
};

export type AdminLearnersData = { count: number; page: number; page_size: number; results: readonly AdminLearnerEntry[] };

export type AdminLearnersQuery = { text: string; role: LearnerRoleFilter; status: LearnerStatusFilter; page: number };

export type AdminLearnersContext = AdminLearnersQuery & {
  /** What is typed in the search field; searched for on SEARCH. */
  draft: string;
  data: AdminLearnersData | null;
  loadError: string | null;
  refusal: string | null;
};

export type AdminLearnersEvent =
  | { type: 'TYPE'; text: string }
  | { type: 'SEARCH' }
  | { type: 'ROLE'; role: LearnerRoleFilter }
  | { type: 'STATUS'; status: LearnerStatusFilter }
  | { type: 'PAGE'; page: number }
  | { type: 'RETRY' };

const queryOf = ({ context }: { context: AdminLearnersContext }): AdminLearnersQuery => ({
  text: context.text,
  role: context.role,
  status: context.status,
  page: context.page,
});

export const adminLearnersMachine = setup({
  types: {
    context: {} as AdminLearnersContext,
    events: {} as AdminLearnersEvent,
  },
  actors: {
    loadLearners: fromPromise<AdminLearnersData, AdminLearnersQuery>(async () => {
      throw new Error('loadLearners not provided');
    }),
  },
  actions: {
    setData: assign((_, params: { data: AdminLearnersData }) => ({ data: params.data, loadError: null, refusal: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalDetailOf(params.error) ?? messages.somethingWrong })),
    type: assign((_, params: { text: string }) => ({ draft: params.text })),
    search: assign(({ context }) => ({ text: context.draft.trim(), page: 1 })),
    setRole: assign((_, params: { role: LearnerRoleFilter }) => ({ role: params.role, page: 1 })),
    setStatus: assign((_, params: { status: LearnerStatusFilter }) => ({ status: params.status, page: 1 })),
    setPage: assign((_, params: { page: number }) => ({ page: params.page })),
  },
}).createMachine({
  id: 'adminLearners',
  context: { text: '', role: 'all', status: 'all', page: 1, draft: '', data: null, loadError: null, refusal: null },
  initial: 'loading',
  on: {
    TYPE: { actions: { type: 'type', params: ({ event }) => event } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadLearners',
        src: 'loadLearners',
        input: queryOf,
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'shown',
      on: {
        SEARCH: { target: '.refreshing', reenter: true, actions: 'search' },
        ROLE: { target: '.refreshing', reenter: true, actions: { type: 'setRole', params: ({ event }) => event } },
        STATUS: { target: '.refreshing', reenter: true, actions: { type: 'setStatus', params: ({ event }) => event } },
        PAGE: { target: '.refreshing', reenter: true, actions: { type: 'setPage', params: ({ event }) => event } },
      },
      states: {
        shown: {},
        /** The page stays shown, marked busy, while the newer one loads; a newer search replaces it. */
        refreshing: {
          invoke: {
            id: 'loadLearners',
            src: 'loadLearners',
            input: queryOf,
            onDone: { target: 'shown', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
            onError: { target: 'shown', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type AdminLearnersSnapshot = SnapshotFrom<typeof adminLearnersMachine>;
