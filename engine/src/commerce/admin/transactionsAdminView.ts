// docs/content.md#transactions-admin: what the Transactions page and its refund dialog show in any
// state of transactionsAdminMachine, in the page's words, money and dates through Intl; the web, the
// gallery and the tests read the page through this alone.
import { fillIn } from '../messages';
import { formatDigits } from '../../i18n/format';
import { writtenWords, type WrittenWords } from '../../i18n/script';
import { formatDhakaDate, formatDhakaDateTime } from '../../shell/time';
import { salesAdminMessages as m } from './messages';
import { moneyOfPoisha } from './money';
import { isFullRefund, refundedEnd } from './refundRule';
import { orderOf, refundAmountOf, type AdminTransactionEntry, type AdminTransactionStatus, type TransactionQuery, type TransactionsAdminSnapshot } from './transactionsAdminMachine';

export type TransactionRowView = {
  id: number;
  tranId: string;
  /** The status as data (for styling) and in words. */
  status: AdminTransactionStatus | 'other';
  statusName: string;
  /** The learner's name as written, and their e-mail (Latin letters whatever the page) and phone. */
  learner: WrittenWords;
  email: string;
  phone: string;
  line: string;
  subscription: string;
  refund: string | null;
  canRefund: boolean;
};

export type RefundDialogView = {
  state: 'confirming' | 'refunding' | 'refunded' | 'failed';
  title: string;
  amount: string;
  remarks: string;
  /** What the refund does to the subscription, for the amount typed; null while it is not an amount. */
  effect: string | null;
  confirm: string;
  canConfirm: boolean;
  /** 'Refunding through SSLCommerz', the done sentence or the refusal. */
  message: string | null;
};

export type TransactionsAdminView =
  | { screen: 'loading'; label: string }
  | { screen: 'failed'; message: string }
  | {
      screen: 'page';
      busy: boolean;
      refusal: string | null;
      query: TransactionQuery;
      statuses: Array<{ id: AdminTransactionStatus | 'all'; name: string }>;
      rows: TransactionRowView[];
      /** 'No transaction matches.' when the page has none. */
      empty: string | null;
      pageLine: string;
      previous: number | null;
      next: number | null;
      dialog: RefundDialogView | null;
    };

const statusIds: ReadonlyArray<AdminTransactionStatus | 'all'> = ['all', 'paid', 'refunded', 'pending', 'failed', 'cancelled'];

export function transactionsAdminView(snapshot: TransactionsAdminSnapshot, now: Date): TransactionsAdminView {
  const { data, loadError, refusal, query, dialog } = snapshot.context;
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: loadError ?? m.transactionsLoadFailed };
  if (data === null || snapshot.matches('loading')) return { screen: 'loading', label: m.transactionsLoading };
  const pages = Math.max(1, Math.ceil(data.count / data.page_size));
  const dialogState = (['confirming', 'refunding', 'refunded', 'failed'] as const).find((state) => snapshot.matches({ ready: state }));
  return {
    screen: 'page',
    busy: snapshot.matches({ ready: 'refreshing' }),
    refusal,
    query,
    statuses: statusIds.map((id) => ({ id, name: m.statuses[id] })),
    rows: data.results.map(rowOf),
    empty: data.results.length === 0 ? m.noTransactions : null,
    pageLine: fillIn(m.pageOf, { page: data.page, pages }),
    previous: data.page > 1 ? data.page - 1 : null,
    next: data.page < pages ? data.page + 1 : null,
    dialog: dialog === null || dialogState === undefined ? null : dialogOf(dialogState, dialog, now),
  };
}

function rowOf(t: AdminTransactionEntry): TransactionRowView {
  const status = statusIds.find((s) => s !== 'all' && s === t.status);
  return {
    id: t.id,
    tranId: t.tran_id,
    status: status === undefined || status === 'all' ? 'other' : status,
    statusName: status === undefined || status === 'all' ? t.status : m.statuses[status],
    learner: writtenWords(t.learner.full_name),
    email: t.learner.email,
    phone: formatDigits(t.learner.phone_no),
    line: fillIn(m.transactionLine, { amount: moneyOfPoisha(t.amount_poisha), package: t.package.name, date: formatDhakaDateTime(t.created_at) }),
    subscription:
      t.subscription === null ? m.noSubscription : fillIn(m.subscriptionUntil, { from: formatDhakaDate(t.subscription.from_date), to: formatDhakaDateTime(t.subscription.to_date) }),
    refund:
      t.refund === null
        ? null
        : fillIn(m.refundedLine, { amount: moneyOfPoisha(t.refund.amount_poisha), date: formatDhakaDateTime(t.refund.refunded_at), remarks: t.refund.remarks }),
    canRefund: t.status === 'paid',
  };
}

function dialogOf(state: RefundDialogView['state'], dialog: NonNullable<TransactionsAdminSnapshot['context']['dialog']>, now: Date): RefundDialogView {
  const order = orderOf(dialog);
  const { transaction } = dialog;
  const amount = refundAmountOf(dialog);
  const effect =
    amount === null
      ? null
      : isFullRefund(transaction.amount_poisha, amount) || transaction.subscription === null
        ? m.refundFull
        : fillIn(m.refundPartial, {
            date: formatDhakaDateTime(
              refundedEnd({ from: new Date(transaction.subscription.from_date), to: new Date(transaction.subscription.to_date) }, transaction.amount_poisha, amount, now).toISOString(),
            ),
          });
  const refundedAmount = transaction.refund === null ? null : moneyOfPoisha(transaction.refund.amount_poisha);
  const message =
    state === 'refunding'
      ? m.refunding
      : state === 'refunded' && refundedAmount !== null
        ? fillIn(m.refundDone, { amount: refundedAmount })
        : state === 'failed'
          ? fillIn(m.refundFailed, { reason: dialog.error ?? '' })
          : null;
  return {
    state,
    title: fillIn(m.refundTitle, { tranId: transaction.tran_id }),
    amount: dialog.amount,
    remarks: dialog.remarks,
    effect: state === 'refunded' ? null : effect,
    confirm: fillIn(m.refundConfirm, { amount: amount === null ? '' : moneyOfPoisha(amount) }),
    canConfirm: (state === 'confirming' || state === 'failed') && order !== null,
    message,
  };
}
