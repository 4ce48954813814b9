// The words of every mail, in English and in Bengali (docs/i18n.md#mails). A mail is written in the
// language of the account it goes to (users.language), whatever language the process or the
// request speaks; the Bengali words are checked against the English keys by `Translation`.
import { commerceMessages, type Language, type Translation } from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';

const english = {
  verifySubject: 'Verify your email',
  verifyText: (link: string) => `Welcome to Proshno!\n\nOpen this link within 24 hours to verify your email:\n${link}\n`,
  resetSubject: 'Your password reset code',
  resetText: (otp: string) => `Your password reset code is ${otp}.\nIt expires in 15 minutes. If you did not ask for it, ignore this mail.\n`,
  emailChangeSubject: 'Confirm your new email',
  emailChangeText: (link: string) =>
    `Someone asked to use this address for a Proshno account.\n\n` +
    `Open this link within 24 hours to confirm it:\n${link}\n\n` +
    `Until then the account keeps its current email. If you did not ask for it, ignore this mail.\n`,
  emailChangeNoticeSubject: 'Your Proshno email is being changed',
  emailChangeNoticeText: (newEmail: string, link: string) =>
    `Someone signed in to your Proshno account asked to change its email to ${newEmail}.\n` +
    `The change takes effect only when the link mailed to that address is opened.\n\n` +
    `If this wasn't you, open this link within 7 days: it cancels the change (or undoes it), ` +
    `signs your account out everywhere, and you should then reset your password:\n${link}\n`,
  receiptSubject: (total: string, packageName: string) => `Your Proshno receipt: ${total} for ${packageName}`,
  receiptHeading: 'Payment received',
  receiptGreeting: (name: string) => `Dear ${name},`,
  receiptThanks: (total: string, packageName: string) => `Thank you for your payment. We received ${total} for ${packageName}.`,
  receiptTransaction: 'Transaction ID',
  receiptPaidOn: 'Paid on',
  receiptPackage: 'Package',
  receiptPackageLine: (packageName: string, days: string) => `${packageName} (${days} days)`,
  receiptSubjects: 'Subjects',
  receiptSubscription: 'Subscription',
  receiptPeriod: (from: string, until: string) => `${from} to ${until}`,
  receiptTotal: 'Total paid',
  receiptVat: (percent: string) => `The price includes ${percent}% VAT.`,
  receiptInvoiceText: (url: string) => `Your invoice: ${url}`,
  receiptInvoiceLink: 'View and print your invoice',
  receiptSeller: (legalName: string, address: string, licence: string, bin: string, phone: string) =>
    `${legalName}, ${address}. Trade licence ${licence}, BIN ${bin}. Support: ${phone}.`,
  invoiceSubtotalLine: commerceMessages.invoiceSubtotalLine,
  invoiceVatLine: commerceMessages.invoiceVatLine,
  // docs/contest.md#mails: the contest as it is after the edit, or its cancellation
  contestChangedSubject: (title: string) => `Contest changed: ${title}`,
  contestChangedText: (title: string, startsAt: string, timeBreaksTies: boolean) =>
    `The contest ${title} has changed. It starts at ${startsAt}; equal scores ${timeBreaksTies ? 'are ordered by the time used' : 'share a rank'}.`,
  contestCancelledSubject: (title: string) => `Contest cancelled: ${title}`,
  contestCancelledText: (title: string, startsAt: string) => `The contest ${title}, which was to start at ${startsAt}, has been cancelled.`,
};

const bengali: Translation<typeof english> = {
  verifySubject: 'আপনার ইমেইল যাচাই করুন',
  verifyText: (link) => `প্রশ্নোতে আপনাকে স্বাগতম!\n\nআপনার ইমেইল যাচাই করতে ২৪ ঘণ্টার মধ্যে এই লিংকটি খুলুন:\n${link}\n`,
  resetSubject: 'আপনার পাসওয়ার্ড রিসেট কোড',
  resetText: (otp) => `আপনার পাসওয়ার্ড রিসেট কোড ${otp}।\nকোডটির মেয়াদ ১৫ মিনিট। আপনি এটি না চেয়ে থাকলে এই মেইলটি উপেক্ষা করুন।\n`,
  emailChangeSubject: 'আপনার নতুন ইমেইল নিশ্চিত করুন',
  emailChangeText: (link) =>
    `কেউ একটি প্রশ্নো অ্যাকাউন্টের জন্য এই ঠিকানাটি ব্যবহার করতে চেয়েছেন।\n\n` +
    `এটি নিশ্চিত করতে ২৪ ঘণ্টার মধ্যে এই লিংকটি খুলুন:\n${link}\n\n` +
    `ততক্ষণ অ্যাকাউন্টে বর্তমান ইমেইলটিই থাকবে। আপনি এটি না চেয়ে থাকলে এই মেইলটি উপেক্ষা করুন।\n`,
  emailChangeNoticeSubject: 'আপনার প্রশ্নো ইমেইল বদলানো হচ্ছে',
  emailChangeNoticeText: (newEmail, link) =>
    `আপনার প্রশ্নো অ্যাকাউন্টে লগইন করা কেউ এর ইমেইল বদলে ${newEmail} করতে চেয়েছেন।\n` +
    `ওই ঠিকানায় পাঠানো লিংকটি খোলা হলেই কেবল পরিবর্তনটি কার্যকর হবে।\n\n` +
    `এটি আপনি না হলে ৭ দিনের মধ্যে এই লিংকটি খুলুন: এটি পরিবর্তনটি বাতিল করবে (বা ফিরিয়ে আনবে), ` +
    `সব জায়গা থেকে আপনার অ্যাকাউন্ট লগআউট করবে, এরপর আপনার পাসওয়ার্ড রিসেট করা উচিত:\n${link}\n`,
  receiptSubject: (total, packageName) => `আপনার প্রশ্নো রসিদ: ${packageName}-এর জন্য ${total}`,
  receiptHeading: 'পেমেন্ট পাওয়া গেছে',
  receiptGreeting: (name) => `প্রিয় ${name},`,
  receiptThanks: (total, packageName) => `পেমেন্টের জন্য ধন্যবাদ। ${packageName}-এর জন্য আমরা ${total} পেয়েছি।`,
  receiptTransaction: 'লেনদেন আইডি',
  receiptPaidOn: 'পরিশোধের তারিখ',
  receiptPackage: 'প্যাকেজ',
  receiptPackageLine: (packageName, days) => `${packageName} (${days} দিন)`,
  receiptSubjects: 'বিষয়',
  receiptSubscription: 'সাবস্ক্রিপশন',
  receiptPeriod: (from, until) => `${from} থেকে ${until}`,
  receiptTotal: 'মোট পরিশোধ',
  receiptVat: (percent) => `দামে ${percent}% ভ্যাট অন্তর্ভুক্ত।`,
  receiptInvoiceText: (url) => `আপনার ইনভয়েস: ${url}`,
  receiptInvoiceLink: 'আপনার ইনভয়েস দেখুন ও প্রিন্ট করুন',
  receiptSeller: (legalName, address, licence, bin, phone) => `${legalName}, ${address}। ট্রেড লাইসেন্স ${licence}, বিআইএন ${bin}। সহায়তা: ${phone}।`,
  invoiceSubtotalLine: bengaliTwins.commerce.invoiceSubtotalLine,
  invoiceVatLine: bengaliTwins.commerce.invoiceVatLine,
  contestChangedSubject: (title) => `কনটেস্ট বদলেছে: ${title}`,
  contestChangedText: (title, startsAt, timeBreaksTies) =>
    `${title} কনটেস্টটি বদলেছে। এটি শুরু হবে ${startsAt}-এ; সমান নম্বর পেলে ${timeBreaksTies ? 'কম সময় নেওয়া জন আগে থাকবেন' : 'একই অবস্থান পাবেন'}।`,
  contestCancelledSubject: (title) => `কনটেস্ট বাতিল: ${title}`,
  contestCancelledText: (title, startsAt) => `${title} কনটেস্টটি, যা ${startsAt}-এ শুরু হওয়ার কথা ছিল, বাতিল করা হয়েছে।`,
};

export type MailWords = typeof english;

/** The mail words of a language. */
export function mailWords(language: Language): MailWords {
  return language === 'bn' ? bengali : english;
}
