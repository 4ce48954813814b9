// The Admin's Transactions page (docs/content.md#transactions-admin) as a machine: it loads a page of
// transactions for the search; a new search, status, day or page loads again while the page stays
// shown. 'Refund' opens the refund dialog for a paid transaction: confirming (amount, reason), refunding
// through the api (and SSLCommerz), then refunded (the row shows its refund) or failed with the
// server's words, where the Admin may change the amount or reason and confirm again. What the page
// shows is transactionsAdminView (./transactionsAdminView.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../../access/serverError';
import { messages } from '../../messages';
import { poishaOfTyped, typedOfPoisha } from './money';

export type AdminTransactionStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

/** One transaction as the gateway's AdminTransaction gives it. */
export type AdminTransactionEntry = {
  id: number;
  tran_id: string;
  status: string;
  amount_poisha: number;
  created_at: string;
  learner: { full_name: string; email: string; phone_no: string };
  package: { name: string };
  subscription: { from_date: string; to_date: string } | null;
  refund: { amount_poisha: number; remarks: string; refunded_at: string } | null;
};

export type AdminTransactionPage = { count: number; page: number; page_size: number; results: readonly AdminTransactionEntry[] };

export type TransactionQuery = { q: string; status: AdminTransactionStatus | 'all'; from: string; to: string; page: number };

export type RefundOrder = { id: number; amount_poisha: number; remarks: string };

export type RefundDialog = {
  transaction: AdminTransactionEntry;
  amount: string;
  remarks: string;
  /** The server's words when the last refund was refused. */
  error: string | null;
};

export type TransactionsAdminContext = {
  query: TransactionQuery;
  data: AdminTransactionPage | null;
  loadError: string | null;
  refusal: string | null;
  dialog: RefundDialog | null;
};

export type TransactionsAdminEvent =
  | { type: 'RETRY' }
  | { type: 'SEARCH'; q: string; status: AdminTransactionStatus | 'all'; from: string; to: string }
  | { type: 'PAGE'; page: number }
  | { type: 'REFUND'; id: number }
  | { type: 'AMOUNT'; text: string }
  | { type: 'REMARKS'; text: string }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' };

const queryOf = ({ context }: { context: TransactionsAdminContext }) => context.query;

export const transactionsAdminMachine = setup({
  types: { context: {} as TransactionsAdminContext, events: {} as TransactionsAdminEvent },
  actors: {
    loadTransactions: fromPromise<AdminTransactionPage, TransactionQuery>(async () => {
      throw new Error('loadTransactions not provided');
    }),
    refundTransaction: fromPromise<AdminTransactionEntry, RefundOrder>(async () => {
      throw new Error('refundTransaction not provided');
    }),
  },
  actions: {
    setData: assign((_, params: { data: AdminTransactionPage }) => ({ data: params.data, loadError: null, refusal: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalDetailOf(params.error) ?? messages.somethingWrong })),
    setSearch: assign((_, params: Omit<TransactionQuery, 'page'>) => ({ query: { q: params.q.trim(), status: params.status, from: params.from, to: params.to, page: 1 } })),
    setPage: assign(({ context }, params: { page: number }) => ({ query: { ...context.query, page: params.page } })),
    openDialog: assign(({ context }, params: { id: number }) => {
      const transaction = context.data?.results.find((t) => t.id === params.id);
      return { dialog: transaction === undefined ? null : { transaction, amount: typedOfPoisha(transaction.amount_poisha), remarks: '', error: null } };
    }),
    setAmount: assign(({ context }, params: { text: string }) => ({ dialog: context.dialog && { ...context.dialog, amount: params.text } })),
    setRemarks: assign(({ context }, params: { text: string }) => ({ dialog: context.dialog && { ...context.dialog, remarks: params.text } })),
    closeDialog: assign({ dialog: null }),
    refundFailed: assign(({ context }, params: { error: unknown }) => ({
      dialog: context.dialog && { ...context.dialog, error: refusalDetailOf(params.error) ?? messages.somethingWrong },
    })),
    /** The refunded transaction replaces its row: the page shows the refund and the shortened subscription. */
    refunded: assign(({ context }, params: { transaction: AdminTransactionEntry }) => ({
      data: context.data && { ...context.data, results: context.data.results.map((t) => (t.id === params.transaction.id ? params.transaction : t)) },
      dialog: context.dialog && { ...context.dialog, transaction: params.transaction, error: null },
    })),
  },
  guards: {
    isRefundable: ({ context }, params: { id: number }) => context.data?.results.some((t) => t.id === params.id && t.status === 'paid') ?? false,
    /** An amount from 0.01 BDT up to what was paid, and a reason. */
    canRefund: ({ context }) => orderOf(context.dialog) !== null,
  },
}).createMachine({
  id: 'transactionsAdmin',
  context: { query: { q: '', status: 'all', from: '', to: '', page: 1 }, data: null, loadError: null, refusal: null, dialog: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTransactions',
        src: 'loadTransactions',
        input: queryOf,
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'shown',
      states: {
        shown: {
          on: {
            SEARCH: { target: 'refreshing', actions: { type: 'setSearch', params: ({ event }) => event } },
            PAGE: { target: 'refreshing', actions: { type: 'setPage', params: ({ event }) => event } },
            REFUND: { guard: { type: 'isRefundable', params: ({ event }) => event }, target: 'confirming', actions: { type: 'openDialog', params: ({ event }) => event } },
          },
        },
        /** The page stays shown, marked busy, while the newer one loads. */
        refreshing: {
          invoke: {
            id: 'loadTransactions',
            src: 'loadTransactions',
            input: queryOf,
            onDone: { target: 'shown', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
            onError: { target: 'shown', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirming: {
          on: {
            AMOUNT: { actions: { type: 'setAmount', params: ({ event }) => event } },
            REMARKS: { actions: { type: 'setRemarks', params: ({ event }) => event } },
            CONFIRM: { guard: 'canRefund', target: 'refunding' },
            CLOSE: { target: 'shown', actions: 'closeDialog' },
          },
        },
        refunding: {
          invoke: {
            id: 'refundTransaction',
            src: 'refundTransaction',
            input: ({ context }) => orderOf(context.dialog) ?? { id: 0, amount_poisha: 0, remarks: '' },
            onDone: { target: 'refunded', actions: { type: 'refunded', params: ({ event }) => ({ transaction: event.output }) } },
            onError: { target: 'failed', actions: { type: 'refundFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        refunded: { on: { CLOSE: { target: 'shown', actions: 'closeDialog' } } },
        failed: {
          on: {
            AMOUNT: { target: 'confirming', actions: { type: 'setAmount', params: ({ event }) => event } },
            REMARKS: { target: 'confirming', actions: { type: 'setRemarks', params: ({ event }) => event } },
            CONFIRM: { guard: 'canRefund', target: 'refunding' },
            CLOSE: { target: 'shown', actions: 'closeDialog' },
          },
        },
      },
    },
  },
});

export type TransactionsAdminSnapshot = SnapshotFrom<typeof transactionsAdminMachine>;

/** The refund the dialog asks for, or null while its amount or reason is not one to send. */
export function orderOf(dialog: RefundDialog | null): RefundOrder | null {
  const amount = refundAmountOf(dialog);
  const remarks = dialog?.remarks.trim() ?? '';
  if (dialog === null || amount === null || remarks === '') return null;
  return { id: dialog.transaction.id, amount_poisha: amount, remarks };
}

/** The amount typed in poisha, when it is from 0.01 BDT up to what was paid; else null. */
export function refundAmountOf(dialog: RefundDialog | null): number | null {
  const amount = dialog === null ? null : poishaOfTyped(dialog.amount);
  return dialog === null || amount === null || amount < 1 || amount > dialog.transaction.amount_poisha ? null : amount;
}
