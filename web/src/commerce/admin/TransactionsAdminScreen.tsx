// /admin/transactions (docs/content.md#transactions-admin), Admin only (docs/access.md#admin-pages):
// renders the engine's transactionsAdminMachine through transactionsAdminView: the search (tran_id,
// e-mail, phone or name; status; Dhaka days), the transactions as cards, 20 a page, and the refund
// dialog. Nothing here decides.
import { salesAdminMessages as m, transactionsAdminMachine, transactionsAdminView, type AdminTransactionStatus, type RefundDialogView, type TransactionRowView } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, type FormEvent } from 'react';
import { Button, Heading } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { DialogParts } from '../../controls/DialogParts';
import { DismissableDialog } from '../../controls/DismissableDialog';
import { LoadFailed } from '../../controls/LoadFailed';
import { Loading } from '../../controls/LoadState';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import * as css from './salesAdmin.css';
import { loadTransactions, refundTransaction } from './salesAdminCalls';

export type TransactionsAdminActor = ActorRefFrom<typeof transactionsAdminMachine>;

export default function TransactionsAdminScreen() {
  return <TransactionsAdminPage actor={useTransactionsAdminActor()} now={() => new Date()} />;
}

function useTransactionsAdminActor(): TransactionsAdminActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      transactionsAdminMachine.provide({
        actors: {
          loadTransactions: fromPromise(({ input }) => loadTransactions(client, input)),
          refundTransaction: fromPromise(({ input }) => refundTransaction(client, input)),
        },
      }),
    [client],
  );
  return useActorRef(machine);
}

/** The page for whatever state its actor is in; the gallery renders it from a snapshot at a fixed clock. */
export function TransactionsAdminPage({ actor, now }: { actor: TransactionsAdminActor; now: () => Date }) {
  const view = useSelector(actor, (snapshot) => transactionsAdminView(snapshot, now()), sameView);
  return (
    <div className={css.page}>
      <h1>{m.transactionsHeading}</h1>
      {view.screen === 'loading' ? (
        <Loading label={view.label} />
      ) : view.screen === 'failed' ? (
        <LoadFailed text={view.message} onRetry={() => actor.send({ type: 'RETRY' })} />
      ) : (
        <>
          <SearchForm view={view} onSearch={(search) => actor.send({ type: 'SEARCH', ...search })} />
          {view.refusal === null ? null : (
            <p role="alert" className={css.alert}>
              {view.refusal}
            </p>
          )}
          <section className={css.section} aria-label={m.transactionsHeading} aria-busy={view.busy}>
            {view.empty === null ? (
              <ul className={css.cards}>
                {view.rows.map((row) => (
                  <TransactionCard key={row.id} row={row} onRefund={() => actor.send({ type: 'REFUND', id: row.id })} />
                ))}
              </ul>
            ) : (
              <p className={css.muted}>{view.empty}</p>
            )}
            <nav className={css.row} aria-label={m.pagesLabel}>
              <Button className={controls.button({ kind: 'secondary' })} isDisabled={view.previous === null} onPress={() => view.previous !== null && actor.send({ type: 'PAGE', page: view.previous })}>
                {m.previous}
              </Button>
              <span className={css.muted}>{view.pageLine}</span>
              <Button className={controls.button({ kind: 'secondary' })} isDisabled={view.next === null} onPress={() => view.next !== null && actor.send({ type: 'PAGE', page: view.next })}>
                {m.next}
              </Button>
            </nav>
          </section>
          <RefundDialog dialog={view.dialog} send={(event) => actor.send(event)} />
        </>
      )}
    </div>
  );
}

type Search = { q: string; status: AdminTransactionStatus | 'all'; from: string; to: string };
type PageView = Extract<ReturnType<typeof transactionsAdminView>, { screen: 'page' }>;

/** The search's fields are read when it is sent (FormData): the machine holds the search it ran. */
function SearchForm({ view, onSearch }: { view: PageView; onSearch: (search: Search) => void }) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const status = view.statuses.find((s) => s.id === text('status'))?.id ?? 'all';
    onSearch({ q: text('q'), status, from: text('from'), to: text('to') });
  };
  return (
    <form className={css.searchForm} role="search" onSubmit={submit}>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-q`}>
          {m.searchLabel}
        </label>
        <input className={controls.input} id={`${id}-q`} name="q" type="search" defaultValue={view.query.q} />
      </div>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-status`}>
          {m.statusLabel}
        </label>
        <select className={controls.input} id={`${id}-status`} name="status" defaultValue={view.query.status}>
          {view.statuses.map((status) => (
            <option key={status.id} value={status.id}>
              {status.name}
            </option>
          ))}
        </select>
      </div>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-from`}>
          {m.fromLabel}
        </label>
        <input className={controls.input} id={`${id}-from`} name="from" type="date" defaultValue={view.query.from} />
      </div>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-to`}>
          {m.toLabel}
        </label>
        <input className={controls.input} id={`${id}-to`} name="to" type="date" defaultValue={view.query.to} />
      </div>
      <Button type="submit" className={controls.button({ kind: 'primary' })} isPending={view.busy}>
        {m.search}
      </Button>
    </form>
  );
}

function TransactionCard({ row, onRefund }: { row: TransactionRowView; onRefund: () => void }) {
  return (
    <li className={css.card} data-transaction={row.tranId} data-status={row.status}>
      <div className={css.row}>
        <p className={css.title} lang="en" translate="no">
          {row.tranId}
        </p>
        <span className={css.badge} data-status={row.status}>
          {row.statusName}
        </span>
      </div>
      <p className={css.text}>{row.line}</p>
      <p className={css.text} lang={row.learner.language}>
        {row.learner.text}
      </p>
      <p className={css.muted}>
        <span lang="en">{row.email}</span> · {row.phone}
      </p>
      <p className={css.muted}>{row.subscription}</p>
      {row.refund === null ? null : <p className={css.text}>{row.refund}</p>}
      {row.canRefund ? (
        <div className={css.row}>
          <Button className={controls.button({ kind: 'secondary' })} onPress={onRefund}>
            {m.refund}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

type DialogEvent = { type: 'AMOUNT'; text: string } | { type: 'REMARKS'; text: string } | { type: 'CONFIRM' } | { type: 'CLOSE' };

function RefundDialog({ dialog, send }: { dialog: RefundDialogView | null; send: (event: DialogEvent) => void }) {
  const editable = dialog !== null && (dialog.state === 'confirming' || dialog.state === 'failed');
  return (
    <DismissableDialog isOpen={dialog !== null} onClose={() => send({ type: 'CLOSE' })} className={controls.modal}>
      {dialog === null ? null : (
        <DialogParts
          actions={
            dialog.state === 'refunded' ? (
              <Button className={controls.button({ kind: 'primary' })} onPress={() => send({ type: 'CLOSE' })}>
                {m.close}
              </Button>
            ) : (
              <>
                <Button className={controls.button({ kind: 'secondary' })} isDisabled={dialog.state === 'refunding'} onPress={() => send({ type: 'CLOSE' })}>
                  {m.cancel}
                </Button>
                <Button className={controls.button({ kind: 'primary' })} isDisabled={!dialog.canConfirm} isPending={dialog.state === 'refunding'} onPress={() => send({ type: 'CONFIRM' })}>
                  {dialog.confirm}
                </Button>
              </>
            )
          }
        >
          <Heading slot="title" className={css.heading}>
            {dialog.title}
          </Heading>
          {editable ? (
            <>
              <TextInput label={m.refundAmountLabel} value={dialog.amount} inputMode="text" onChange={(text) => send({ type: 'AMOUNT', text })} />
              <TextInput label={m.refundRemarksLabel} value={dialog.remarks} onChange={(text) => send({ type: 'REMARKS', text })} />
            </>
          ) : null}
          {dialog.effect === null ? null : <p className={css.text}>{dialog.effect}</p>}
          {dialog.message === null ? null : (
            <p role={dialog.state === 'failed' ? 'alert' : 'status'} className={dialog.state === 'failed' ? css.alert : css.text}>
              {dialog.message}
            </p>
          )}
        </DialogParts>
      )}
    </DismissableDialog>
  );
}

/** The view is rebuilt on every snapshot; one that shows the same draws nothing. */
function sameView(a: ReturnType<typeof transactionsAdminView>, b: ReturnType<typeof transactionsAdminView>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
