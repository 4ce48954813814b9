// The receipt a learner gets once a payment is validated: the invoice's figures in plain text and
// HTML, the subscription's dates and a link to the invoice, in the account's language. Rendered when the payment is
// credited and stored in the outbox as it was then, so a retry sends the very same words.
import { formatDhakaDate, formatDigits, formatTaka, inLanguage, INVOICE_VAT_PERCENT, invoiceOf, type Language } from '@proshno/engine';
import { mailWords, type MailWords } from './mailWords';
import type { Seller } from '../config';
import { escapeHtml } from '@proshno/server-kit';

export type Receipt = {
  to: string;
  fullName: string;
  tranId: string;
  packageName: string;
  durationDays: number;
  /** BDT charged. */
  amount: number;
  currency: string;
  paidAt: Date;
  from: Date;
  until: Date;
  /** A custom plan's subjects, 'Grade: Subject'. */
  subjects: string[];
  invoiceUrl: string;
  seller: Seller;
  /** The account's language (docs/i18n.md#mails). */
  language: Language;
};

export function receiptMail(r: Receipt): { subject: string; text: string; html: string } {
  // Figures and dates in the account's digits, through the same formatting the pages use.
  return inLanguage(r.language, () => writeReceipt(r, mailWords(r.language)));
}

function writeReceipt(r: Receipt, words: MailWords): { subject: string; text: string; html: string } {
  const invoice = invoiceOf(r.amount);
  const money = (amount: number) => `${formatTaka(amount)} ${r.currency}`;
  const date = (d: Date) => formatDhakaDate(d.toISOString());
  const rows: Array<[string, string]> = [
    [words.receiptTransaction, r.tranId],
    [words.receiptPaidOn, date(r.paidAt)],
    [words.receiptPackage, words.receiptPackageLine(r.packageName, formatDigits(r.durationDays))],
    ...(r.subjects.length === 0 ? [] : ([[words.receiptSubjects, r.subjects.join(', ')]] as Array<[string, string]>)),
    [words.receiptSubscription, words.receiptPeriod(date(r.from), date(r.until))],
    [words.invoiceSubtotalLine(INVOICE_VAT_PERCENT), money(invoice.subtotal)],
    [words.invoiceVatLine(INVOICE_VAT_PERCENT), money(invoice.vat)],
    [words.receiptTotal, money(invoice.total)],
  ];
  const vatLine = words.receiptVat(formatDigits(INVOICE_VAT_PERCENT));
  const seller = words.receiptSeller(r.seller.legalName, r.seller.address, r.seller.tradeLicence, r.seller.bin, r.seller.supportPhone);
  const subject = words.receiptSubject(money(invoice.total), r.packageName);
  const text = [
    words.receiptGreeting(r.fullName),
    '',
    words.receiptThanks(money(invoice.total), r.packageName),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    vatLine,
    '',
    words.receiptInvoiceText(r.invoiceUrl),
    '',
    seller,
    '',
  ].join('\n');
  const thanks = words.receiptThanks(`\u0000${money(invoice.total)}\u0000`, r.packageName);
  const html = `<!doctype html>
<html lang="${r.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;margin:0;padding:16px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(words.receiptHeading)}</h1>
<p>${escapeHtml(words.receiptGreeting(r.fullName))}</p>
<p>${escapeHtml(thanks).replace(/\u0000([^\u0000]*)\u0000/, '<strong>$1</strong>')}</p>
<table style="border-collapse:collapse;margin:12px 0" role="presentation">
${rows.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;font-weight:normal;color:#52606d">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p>${escapeHtml(vatLine)}</p>
<p><a href="${escapeHtml(r.invoiceUrl)}" style="color:#0b63ce">${escapeHtml(words.receiptInvoiceLink)}</a></p>
<p style="font-size:12px;color:#52606d">${escapeHtml(seller)}</p>
</body></html>
`;
  return { subject, text, html };
}
