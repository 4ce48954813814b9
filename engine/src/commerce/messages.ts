// Strings of the commerce slice, copied exactly from docs/commerce.md; the lead merges them into ../messages.ts.
export const commerceMessages = {
  // docs/commerce.md#payment: payment start failure (toasts)
  paymentFailed: 'Something went wrong.',
  noSslUrl: 'No SSL URL returned from server.',
  // docs/commerce.md#package-lists: package load failure
  packagesLoadFailed: 'Something went wrong. Please try again later.',
  // docs/commerce.md#package-lists, docs/commerce.md#subscribe-dialog, docs/commerce.md#custom-plan
  getStarted: 'Get started',
  payNow: 'Pay Now',
  customizeYourPlan: 'Customize your plan',
  subscribeNow: 'Subscribe Now',
  // docs/commerce.md#payment-results
  paymentSuccessTitle: 'Payment Successful',
  paymentSuccessBody: 'Thank you for your purchase! your order has been placed.',
  paymentConfirming: 'Confirming your payment…',
  nothingCharged: 'Nothing was charged.',
  /** The subscribe dialog's summary rows (docs/commerce.md#subscribe-dialog). */
  summaryPackage: 'Package',
  summaryDuration: 'Duration',
  summaryYouPay: 'You pay',
  summaryVat: 'VAT',
  summarySubscription: 'Subscription',
  priceLoading: 'Loading the price…',
  priceLoadFailed: 'The price could not be loaded. The amount is shown again on the payment page.',
  myTransactions: 'My Transactions',
  paymentUnconfirmedTitle: 'Payment not confirmed',
  paymentUnconfirmedBody:
    'This account has no confirmed payment with this transaction. If money was taken, it appears in My Transactions once the bank confirms it; otherwise nothing was charged.',
  paymentFailedTitle: 'Payment Failed',
  paymentFailedBody: 'There was an issue processing your payment. Please try again or contact support for assistance.',
  paymentCancelledTitle: 'Payment Cancelled',
  paymentCancelledBody: 'Your Payment was cancelled, please try again.',
  backToHome: 'Back To Home',
  // docs/commerce.md#subscriptions (with its empty state)
  noSubscription: 'No subscription found',
  renewPackage: 'Renew Package',
  // docs/commerce.md#transactions
  noTransaction: 'No Transaction Found',
  noPackageFound: 'No Package Found',
  buyPackageNow: 'Buy Package Now',
  printInvoice: 'Print Invoice',
  close: 'Close',
  // Our wording for the invoice (docs/commerce.md#invoice); {names} are filled by fillIn.
  invoiceTitle: 'Invoice',
  invoicePaid: 'PAID',
  invoiceNumber: 'Invoice No.',
  invoiceDate: 'Date',
  invoicePaidBy: 'Paid by',
  invoicePaidThrough: 'SSLCommerz',
  invoicePaidThroughCard: 'SSLCommerz ({card})',
  invoiceSubscription: 'Subscription',
  invoicePeriod: '{from} to {to}',
  invoiceBilledTo: 'Billed to',
  invoiceEmail: 'Email',
  invoiceSoldBy: 'Sold by',
  invoiceRegistration: 'Trade licence: {licence} · BIN (VAT registration): {bin}',
  invoiceSupport: 'Support: {phone}',
  invoiceItems: 'Invoice items',
  invoiceItem: 'Item',
  invoiceQuantity: 'Quantity',
  invoicePrice: 'Price',
  invoiceItemLine: '{package} ({days} days)',
  invoiceDiscount: 'Discount',
  invoiceTotal: 'Total',
  invoiceVatNote: 'The price includes {percent}% VAT: {subtotal} + {vat} VAT = {total}.',
  invoiceNoDiscount: 'No discount.',
  invoiceDiscountNote: 'Discount {percent}%.',
  // docs/commerce.md#subscriptions: the Details dialog
  detailsGrade: 'Grade',
  detailsSubscriptionDate: 'Subscription Date',
  detailsExpiryDate: 'Expiry Date',
  detailsIncludedSubjects: 'Included subjects',
  detailsGradeSubjects: '{grade} subjects',
  // Our wording where the specification leaves the text open: the Bengali custom-plan card of docs/commerce.md#custom-plan and the
  // empty package list.
  customPlanCardTitle: 'নিজের প্ল্যান নিজেই বানাও',
  customPlanCardBody: 'যে বিষয়গুলো দরকার আর যত দিনের জন্য দরকার, শুধু সেগুলোই বেছে নাও।',
  customPlanCardAction: 'কাস্টম প্ল্যান তৈরি করো',
  noPackages: 'No packages are on sale right now.',
} as const;

/** A catalogue string with its {names} filled in: fillIn('{from} to {to}', { from, to }). */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
