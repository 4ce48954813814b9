// The refund note a learner gets when an Admin refunds their payment (docs/content.md#refunds): the
// amount, the transaction, the reason and what became of the subscription, in the account's language
// (docs/i18n.md#mails). Written to the outbox in the same database transaction that records the
// refund, so a recorded refund always has its note and the note never tells of a refund not made.
import { formatDhakaDate, formatDigits, formatTaka, inLanguage, type Language, type Translation } from '@proshno/engine';
import { escapeHtml } from '@proshno/server-kit';

export type RefundNote = {
  fullName: string;
  tranId: string;
  packageName: string;
  /** BDT refunded and paid. */
  refunded: number;
  paid: number;
  currency: string;
  remarks: string;
  /** The subscription's new end, or null when the payment granted none that still exists. */
  subscriptionEnds: Date | null;
  /** True when the subscription ended with the refund (a full refund). */
  ended: boolean;
  refundedAt: Date;
  supportPhone: string;
  language: Language;
};

const english = {
  subject: (amount: string) => `Your Proshno refund: ${amount}`,
  heading: 'Refund issued',
  greeting: (name: string) => `Dear ${name},`,
  issued: (amount: string, paid: string, packageName: string) => `We have refunded ${amount} of the ${paid} you paid for ${packageName}.`,
  transaction: 'Transaction ID',
  refundedOn: 'Refunded on',
  reason: 'Reason',
  ended: (date: string) => `Your subscription ended on ${date}.`,
  shortened: (date: string) => `Your subscription now ends on ${date}.`,
  arrival: 'The money goes back the way you paid; your bank or wallet may take several working days to show it.',
  support: (phone: string) => `Questions? Call us on ${phone}.`,
};

const bengali: Translation<typeof english> = {
  subject: (amount) => `আপনার প্রশ্নো রিফান্ড: ${amount}`,
  heading: 'টাকা ফেরত দেওয়া হয়েছে',
  greeting: (name) => `প্রিয় ${name},`,
  issued: (amount, paid, packageName) => `${packageName}-এর জন্য আপনার পরিশোধ করা ${paid}-এর মধ্যে ${amount} আমরা ফেরত দিয়েছি।`,
  transaction: 'লেনদেন আইডি',
  refundedOn: 'ফেরতের তারিখ',
  reason: 'কারণ',
  ended: (date) => `আপনার সাবস্ক্রিপশন ${date}-এ শেষ হয়েছে।`,
  shortened: (date) => `আপনার সাবস্ক্রিপশন এখন ${date}-এ শেষ হবে।`,
  arrival: 'টাকা যে মাধ্যমে পরিশোধ করেছিলেন সেখানেই ফেরত যাবে; আপনার ব্যাংক বা ওয়ালেটে দেখাতে কয়েক কর্মদিবস লাগতে পারে।',
  support: (phone) => `কোনো প্রশ্ন থাকলে ${phone} নম্বরে ফোন করুন।`,
};

export function refundMail(note: RefundNote): { subject: string; text: string; html: string } {
  return inLanguage(note.language, () => writeNote(note, note.language === 'bn' ? bengali : english));
}

function writeNote(n: RefundNote, words: typeof english): { subject: string; text: string; html: string } {
  const money = (amount: number) => `${formatTaka(amount)} ${n.currency}`;
  const date = (d: Date) => formatDhakaDate(d.toISOString());
  const rows: Array<[string, string]> = [
    [words.transaction, n.tranId],
    [words.refundedOn, date(n.refundedAt)],
    [words.reason, n.remarks],
  ];
  const subscription = n.subscriptionEnds === null ? null : (n.ended ? words.ended : words.shortened)(date(n.subscriptionEnds));
  const paragraphs = [
    words.issued(money(n.refunded), money(n.paid), n.packageName),
    ...(subscription === null ? [] : [subscription]),
    words.arrival,
    words.support(formatDigits(n.supportPhone)),
  ];
  const subject = words.subject(money(n.refunded));
  const text = [words.greeting(n.fullName), '', ...rows.map(([label, value]) => `${label}: ${value}`), '', ...paragraphs.flatMap((p) => [p, '']), ''].join('\n');
  const html = `<!doctype html>
<html lang="${n.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;margin:0;padding:16px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(words.heading)}</h1>
<p>${escapeHtml(words.greeting(n.fullName))}</p>
<table style="border-collapse:collapse;margin:12px 0" role="presentation">
${rows.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;font-weight:normal;color:#52606d">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>
`;
  return { subject, text, html };
}
