// /profile/transactions (docs/commerce.md#transactions): the grid with Transaction ID, Package Name,
// Purchased Price, Purchased Date and Invoice View, 10 rows a page (docs/constants.md#page-sizes); the invoice modal; the
// empty state 'No Transaction Found'; on error the server detail, with 'Buy Package Now' after
// 'No Package Found' (docs/commerce.md#transactions).
import { commerceMessages, fillIn, formatDhakaDate, formatTaka, rowsOfPage, transactionsFailure } from '@proshno/engine';
import { useEffect, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useQuery } from 'urql';
import { useSearch } from 'wouter';
import * as controls from '../controls/controls.css';
import { MyTransactionsDocument, type MyTransactionsQuery } from '../generated/graphql';
import * as css from './commerce.css';
import { GridPager } from './GridPager';
import { InvoiceModal } from './InvoiceModal';
import { Loading } from '../controls/LoadState';
import { LoadFailed } from '../controls/LoadFailed';
import { serverDetailOf } from '../graphql/serverError';

type Transaction = MyTransactionsQuery['myTransactions'][number];

export default function TransactionsScreen() {
  const [{ data, fetching, error }, reload] = useQuery({ query: MyTransactionsDocument, requestPolicy: 'cache-and-network' });
  const [page, setPage] = useState(1);
  const [invoice, setInvoice] = useState<Transaction | null>(null);
  // ?invoice=<transaction id> (the success page's and the receipt's link) opens that invoice.
  const linked = new URLSearchParams(useSearch()).get('invoice');
  const linkedRow = linked === null ? undefined : data?.myTransactions.find((t) => t.transaction_id === linked);
  const [linkOpened, setLinkOpened] = useState(false);
  useEffect(() => {
    if (linkedRow === undefined || linkOpened) return;
    setLinkOpened(true);
    setInvoice(linkedRow);
  }, [linkedRow, linkOpened]);

  return (
    <div className={css.screen}>
      <h1>{commerceMessages.myTransactions}</h1>
      {data ? (
        data.myTransactions.length === 0 ? (
          <div className={controls.centered}>
            <p>{commerceMessages.noTransaction}</p>
          </div>
        ) : (
          <>
            <TransactionGrid rows={rowsOfPage(data.myTransactions, page)} onInvoice={setInvoice} />
            <GridPager rows={data.myTransactions.length} page={page} onPage={setPage} label={commerceMessages.transactionPages} />
          </>
        )
      ) : fetching || error === undefined ? (
        <Loading label={commerceMessages.loadingTransactions} />
      ) : (
        <Failure detail={serverDetailOf(error)} onRetry={() => reload({ requestPolicy: 'network-only' })} />
      )}
      <InvoiceModal transaction={invoice} onClose={() => setInvoice(null)} />
    </div>
  );
}

function Failure({ detail, onRetry }: { detail: string | null; onRetry: () => void }) {
  const { text, buyLink } = transactionsFailure(detail);
  if (!buyLink) return <LoadFailed text={text} onRetry={onRetry} />;
  return (
    <LoadFailed text={text}>
      <Link className={controls.button({ kind: 'primary' })} href="/packages">
        {commerceMessages.buyPackageNow}
      </Link>
    </LoadFailed>
  );
}

function TransactionGrid({ rows, onInvoice }: { rows: Transaction[]; onInvoice: (row: Transaction) => void }) {
  return (
    <div className={css.tableWrap}>
      <table className={`${css.table} ${css.stacked}`} aria-label={commerceMessages.transactionsTable}>
        <thead>
          <tr>
            <th scope="col">{commerceMessages.transactionId}</th>
            <th scope="col">{commerceMessages.packageName}</th>
            <th scope="col" className={css.amount}>
              {commerceMessages.purchasedPrice}
            </th>
            <th scope="col">{commerceMessages.purchasedDate}</th>
            <th scope="col">{commerceMessages.invoiceView}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label={commerceMessages.transactionId}>{row.transaction_id}</td>
              <td data-label={commerceMessages.packageName}>{row.package.name}</td>
              <td data-label={commerceMessages.purchasedPrice} className={css.amount}>
                {fillIn(commerceMessages.amountBdt, { amount: formatTaka(row.amount) })}
              </td>
              <td data-label={commerceMessages.purchasedDate}>{formatDhakaDate(row.created_at)}</td>
              <td data-label={commerceMessages.invoiceView}>
                <Button className={controls.button({ kind: 'secondary' })} aria-label={fillIn(commerceMessages.viewInvoiceOf, { id: row.transaction_id })} onPress={() => onInvoice(row)}>
                  {commerceMessages.view}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
