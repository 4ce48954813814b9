// The receipt a learner gets once a payment is validated: the invoice's figures in plain text and
// HTML, the subscription's dates and a link to the invoice. Rendered when the payment is
// credited and stored in the outbox as it was then, so a retry sends the very same words.
import { formatDhakaDate, formatTaka, INVOICE_VAT_PERCENT, invoiceLines, invoiceOf } from '@proshno/engine';
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
};

export function receiptMail(r: Receipt): { subject: string; text: string; html: string } {
  const invoice = invoiceOf(r.amount);
  const money = (amount: number) => `${formatTaka(amount)} ${r.currency}`;
  const date = (d: Date) => formatDhakaDate(d.toISOString());
  const rows: Array<[string, string]> = [
    ['Transaction ID', r.tranId],
    ['Paid on', date(r.paidAt)],
    ['Package', `${r.packageName} (${r.durationDays} days)`],
    ...(r.subjects.length === 0 ? [] : ([['Subjects', r.subjects.join(', ')]] as Array<[string, string]>)),
    ['Subscription', `${date(r.from)} to ${date(r.until)}`],
    [invoiceLines.subtotal, money(invoice.subtotal)],
    [invoiceLines.vat, money(invoice.vat)],
    ['Total paid', money(invoice.total)],
  ];
  const vatLine = `The price includes ${INVOICE_VAT_PERCENT}% VAT.`;
  const seller = `${r.seller.legalName}, ${r.seller.address}. Trade licence ${r.seller.tradeLicence}, BIN ${r.seller.bin}. Support: ${r.seller.supportPhone}.`;
  const subject = `Your Proshno receipt: ${money(invoice.total)} for ${r.packageName}`;
  const text = [
    `Dear ${r.fullName},`,
    '',
    `Thank you for your payment. We received ${money(invoice.total)} for ${r.packageName}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    vatLine,
    '',
    `Your invoice: ${r.invoiceUrl}`,
    '',
    seller,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;margin:0;padding:16px">
<h1 style="font-size:20px;margin:0 0 12px">Payment received</h1>
<p>Dear ${escapeHtml(r.fullName)},</p>
<p>Thank you for your payment. We received <strong>${escapeHtml(money(invoice.total))}</strong> for ${escapeHtml(r.packageName)}.</p>
<table style="border-collapse:collapse;margin:12px 0" role="presentation">
${rows.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;font-weight:normal;color:#52606d">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p>${escapeHtml(vatLine)}</p>
<p><a href="${escapeHtml(r.invoiceUrl)}" style="color:#0b63ce">View and print your invoice</a></p>
<p style="font-size:12px;color:#52606d">${escapeHtml(seller)}</p>
</body></html>
`;
  return { subject, text, html };
}
