// The invoice modal of spec 001 §2 My Transactions, with Print Invoice and Close. The invoice
// figures come from the server (§9: quantity 1, subtotal = price − 15 %, VAT 15 %, discount 0 %,
// BDT); dates are en-GB in Asia/Dhaka. On paper only the invoice is printed (commerce.css.ts).
import { commerceMessages, formatDhakaDate, formatTaka } from '@proshno/engine';
import { Button, Heading } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import { DismissableDialog } from '../controls/DismissableDialog';
import type { MyTransactionsQuery } from '../generated/graphql';
import * as css from './commerce.css';

type Transaction = MyTransactionsQuery['myTransactions'][number];

export function InvoiceModal({ transaction, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  return (
    <DismissableDialog isOpen={transaction !== null} onClose={onClose} className={css.wideModal} overlayClassName={css.printRoot}>
      {transaction === null ? null : <Invoice transaction={transaction} onClose={onClose} />}
    </DismissableDialog>
  );
}

function Invoice({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { invoice } = transaction;
  const money = (amount: number) => `${formatTaka(amount)} ${invoice.currency}`;
  return (
    <div className={css.invoice} data-testid="invoice">
      <Heading slot="title">Invoice</Heading>
      <div className={css.invoiceParties}>
        <dl className={css.facts}>
          <dt>Invoice No.</dt>
          <dd>{transaction.transaction_id}</dd>
          <dt>Date</dt>
          <dd>{formatDhakaDate(transaction.created_at)}</dd>
          <dt>Paid by</dt>
          <dd>SSLCommerz</dd>
        </dl>
        <dl className={css.facts}>
          <dt>Billed to</dt>
          <dd>{transaction.user.full_name}</dd>
          <dt>Email</dt>
          <dd>{transaction.user.email}</dd>
          <dt>From</dt>
          <dd>Proshno, Dhaka, Bangladesh</dd>
        </dl>
      </div>
      <div className={css.tableWrap}>
        <table className={css.table} aria-label="Invoice items">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Quantity</th>
              <th scope="col" className={css.amount}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                {transaction.package.name} ({transaction.duration} days)
                {transaction.details.length === 0 ? null : (
                  <ul>
                    {transaction.details.map((d) => (
                      <li key={`${d.grade}-${d.subject}`}>
                        {d.grade}: {d.subject}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>{invoice.quantity}</td>
              <td className={css.amount}>{money(invoice.price)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>Subtotal</td>
              <td className={css.amount} data-testid="invoice-subtotal">
                {money(invoice.subtotal)}
              </td>
            </tr>
            <tr>
              <td colSpan={2}>VAT ({invoice.vat_percent}%)</td>
              <td className={css.amount} data-testid="invoice-vat">
                {money(invoice.vat)}
              </td>
            </tr>
            <tr>
              <td colSpan={2}>Discount</td>
              <td className={css.amount}>{invoice.discount_percent}%</td>
            </tr>
            <tr>
              <td colSpan={2}>Total</td>
              <td className={css.amount} data-testid="invoice-total">
                {money(invoice.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className={`${controls.dialogActions} ${css.noPrint}`}>
        <Button className={controls.button({ kind: 'secondary' })} onPress={onClose}>
          Close
        </Button>
        <Button className={controls.button({ kind: 'primary' })} onPress={() => window.print()}>
          {commerceMessages.printInvoice}
        </Button>
      </div>
    </div>
  );
}
