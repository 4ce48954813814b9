// The invoice modal (docs/commerce.md#invoice), with Print Invoice and Close. The invoice
// figures come from the server (docs/commerce.md#vat: quantity 1, subtotal = price − 15 %, VAT 15 %, discount 0 %,
// BDT); dates are en-GB in Asia/Dhaka. On paper only the invoice is printed (commerce.css.ts), on
// A4 (invoicePrint.css). The seller's identity (legal name, address, trade licence, BIN, support
// phone) comes from the api's configuration, so an accountant can read who sold what and how
// the figures add up.
import { commerceMessages, formatDhakaDate, formatTaka, invoiceLines } from '@proshno/engine';
import { Button, Heading } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import { DialogParts } from '../controls/DialogParts';
import { DismissableDialog } from '../controls/DismissableDialog';
import type { MyTransactionsQuery } from '../generated/graphql';
import * as css from './commerce.css';
import './invoicePrint.css';
import * as purchase from './purchase.css';

type Transaction = MyTransactionsQuery['myTransactions'][number];

export function InvoiceModal({ transaction, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  return (
    <DismissableDialog isOpen={transaction !== null} onClose={onClose} className={css.wideModal} overlayClassName={css.printRoot}>
      {transaction === null ? null : <Invoice transaction={transaction} onClose={onClose} />}
    </DismissableDialog>
  );
}

function Invoice({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { invoice, seller } = transaction;
  const money = (amount: number) => `${formatTaka(amount)} ${invoice.currency}`;
  return (
    <div className={css.invoice} data-testid="invoice">
      <DialogParts
        actions={
          <>
            <Button className={controls.button({ kind: 'secondary' })} onPress={onClose}>
              Close
            </Button>
            <Button className={controls.button({ kind: 'primary' })} onPress={() => window.print()}>
              {commerceMessages.printInvoice}
            </Button>
          </>
        }
      >
        <div className={purchase.invoiceTop}>
          <div className={purchase.brand}>
            <Logo />
            <Heading slot="title">Invoice</Heading>
          </div>
          <span className={purchase.paidMark} data-testid="invoice-paid">
            PAID
          </span>
        </div>
        <div className={css.invoiceParties}>
          <dl className={css.facts}>
            <dt>Invoice No.</dt>
            <dd>{transaction.transaction_id}</dd>
            <dt>Date</dt>
            <dd>{formatDhakaDate(transaction.created_at)}</dd>
            <dt>Paid by</dt>
            <dd>SSLCommerz{transaction.card_type ? ` (${transaction.card_type})` : ''}</dd>
            {transaction.subscription ? (
              <>
                <dt>Subscription</dt>
                <dd>
                  {formatDhakaDate(transaction.subscription.from_date)} to {formatDhakaDate(transaction.subscription.to_date)}
                </dd>
              </>
            ) : null}
          </dl>
          <dl className={css.facts}>
            <dt>Billed to</dt>
            <dd>{transaction.user.full_name}</dd>
            <dt>Email</dt>
            <dd>{transaction.user.email}</dd>
          </dl>
        </div>
        <address className={purchase.sellerBlock} data-testid="invoice-seller">
          Sold by <strong>{seller.legal_name}</strong>
          <br />
          {seller.address}
          <br />
          Trade licence: {seller.trade_licence} · BIN (VAT registration): {seller.bin}
          <br />
          Support: {seller.support_phone}
        </address>
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
                <td colSpan={2}>{invoiceLines.subtotal}</td>
                <td className={css.amount} data-testid="invoice-subtotal">
                  {money(invoice.subtotal)}
                </td>
              </tr>
              <tr>
                <td colSpan={2}>{invoiceLines.vat}</td>
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
        <p className={purchase.vatNote} data-testid="invoice-vat-note">
          The price includes {invoice.vat_percent}% VAT: {money(invoice.subtotal)} + {money(invoice.vat)} VAT = {money(invoice.total)}.
          {invoice.discount_percent === 0 ? ' No discount.' : ` Discount ${invoice.discount_percent}%.`}
        </p>
      </DialogParts>
    </div>
  );
}

/**
 * Proshno's mark, the app icon's own drawing (web/public/icons/icon.svg: a ticked answer on the
 * primary blue), drawn here rather than fetched so a printed invoice always has it (issue 28: it
 * was a question mark of its own).
 */
function Logo() {
  return (
    <svg className={purchase.logo} viewBox="0 0 512 512" role="img" aria-label="Proshno">
      <rect width="512" height="512" rx="96" fill="#1f5fbf" />
      <circle cx="256" cy="256" r="150" fill="none" stroke="#ffffff" strokeWidth="36" />
      <path d="M186 262l48 48 96-104" fill="none" stroke="#ffffff" strokeWidth="40" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
