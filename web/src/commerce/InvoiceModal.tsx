// The invoice modal (docs/commerce.md#invoice), with Print Invoice and Close. The invoice
// figures come from the server (docs/commerce.md#vat: quantity 1, subtotal = price − 15 %, VAT 15 %, discount 0 %,
// BDT); dates are en-GB in Asia/Dhaka. On paper only the invoice is printed (commerce.css.ts), on
// A4 (invoicePrint.css). The seller's identity (legal name, address, trade licence, BIN, support
// phone) comes from the api's configuration, so an accountant can read who sold what and how
// the figures add up.
import { commerceMessages as m, fillIn, formatDhakaDate, formatMoney, invoiceLines, messages } from '@proshno/engine';
import { useEffect } from 'react';
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
  const open = transaction !== null;
  // Marks <body> while open, so only the invoice is printed (commerce.css.ts printingInvoice).
  useEffect(() => {
    if (!open) return undefined;
    document.body.classList.add(css.printingInvoice);
    return () => document.body.classList.remove(css.printingInvoice);
  }, [open]);
  return (
    <DismissableDialog isOpen={transaction !== null} onClose={onClose} className={css.wideModal} overlayClassName={css.printRoot}>
      {transaction === null ? null : <Invoice transaction={transaction} onClose={onClose} />}
    </DismissableDialog>
  );
}

function Invoice({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { invoice, seller } = transaction;
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  return (
    <div className={css.invoice} data-testid="invoice">
      <DialogParts
        actions={
          <>
            <Button className={controls.button({ kind: 'secondary' })} onPress={onClose}>
              {m.close}
            </Button>
            <Button className={controls.button({ kind: 'primary' })} onPress={() => window.print()}>
              {m.printInvoice}
            </Button>
          </>
        }
      >
        <div className={purchase.invoiceTop}>
          <div className={purchase.brand}>
            <Logo />
            <Heading slot="title">{m.invoiceTitle}</Heading>
          </div>
          <span className={purchase.paidMark} data-testid="invoice-paid">
            {m.invoicePaid}
          </span>
        </div>
        <div className={css.invoiceParties}>
          <dl className={css.facts}>
            <dt>{m.invoiceNumber}</dt>
            <dd>{transaction.transaction_id}</dd>
            <dt>{m.invoiceDate}</dt>
            <dd>{formatDhakaDate(transaction.created_at)}</dd>
            <dt>{m.invoicePaidBy}</dt>
            <dd>{transaction.card_type ? fillIn(m.invoicePaidThroughCard, { card: transaction.card_type }) : m.invoicePaidThrough}</dd>
            {transaction.subscription ? (
              <>
                <dt>{m.invoiceSubscription}</dt>
                <dd>
                  {fillIn(m.invoicePeriod, { from: formatDhakaDate(transaction.subscription.from_date), to: formatDhakaDate(transaction.subscription.to_date) })}
                </dd>
              </>
            ) : null}
          </dl>
          <dl className={css.facts}>
            <dt>{m.invoiceBilledTo}</dt>
            <dd>{transaction.user.full_name}</dd>
            <dt>{m.invoiceEmail}</dt>
            <dd>{transaction.user.email}</dd>
          </dl>
        </div>
        <address className={purchase.sellerBlock} data-testid="invoice-seller">
          {m.invoiceSoldBy} <strong>{seller.legal_name}</strong>
          <br />
          {seller.address}
          <br />
          {fillIn(m.invoiceRegistration, { licence: seller.trade_licence, bin: seller.bin })}
          <br />
          {fillIn(m.invoiceSupport, { phone: seller.support_phone })}
        </address>
        <div className={css.tableWrap}>
          <table className={css.table} aria-label={m.invoiceItems}>
            <thead>
              <tr>
                <th scope="col">{m.invoiceItem}</th>
                <th scope="col">{m.invoiceQuantity}</th>
                <th scope="col" className={css.amount}>
                  {m.invoicePrice}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  {fillIn(m.invoiceItemLine, { package: transaction.package.name, days: transaction.duration })}
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
                <td colSpan={2}>{m.invoiceDiscount}</td>
                <td className={css.amount}>{invoice.discount_percent}%</td>
              </tr>
              <tr>
                <td colSpan={2}>{m.invoiceTotal}</td>
                <td className={css.amount} data-testid="invoice-total">
                  {money(invoice.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className={purchase.vatNote} data-testid="invoice-vat-note">
          {fillIn(m.invoiceVatNote, { percent: invoice.vat_percent, subtotal: money(invoice.subtotal), vat: money(invoice.vat), total: money(invoice.total) })}{' '}
          {invoice.discount_percent === 0 ? m.invoiceNoDiscount : fillIn(m.invoiceDiscountNote, { percent: invoice.discount_percent })}
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
    <svg className={purchase.logo} viewBox="0 0 512 512" role="img" aria-label={messages.brand}>
      <rect width="512" height="512" rx="96" fill="#1f5fbf" />
      <circle cx="256" cy="256" r="150" fill="none" stroke="#ffffff" strokeWidth="36" />
      <path d="M186 262l48 48 96-104" fill="none" stroke="#ffffff" strokeWidth="40" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
