// The commerce catalogue: every word of the packages, payment, subscription and transaction screens,
// copied exactly from docs/commerce.md.
import { catalogue } from '../i18n/catalogue';
import { formatDigits } from '../i18n/format';
export const commerceMessages = catalogue('commerce', {
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
  // Shared by several commerce screens: amounts, day counts, the retry button, sentence ends.
  tryAgain: 'Try Again',
  amountBdt: '{amount} BDT',
  durationDays: '{days} days',
  sentenceEnd: '.',
  subscribe: 'Subscribe',
  cancel: 'Cancel',
  youAreSubscribingTo: 'You are subscribing to {package}.',
  // The package card (PackageCard): type plan, the struck-through price read aloud, the button's name.
  packagePlan: '{type} plan',
  /** The package types REST names, as the card shows them (packageTypeName); a type not here is shown as REST gave it. */
  packageTypeNames: { '3 days': '3 days', '7 days': '7 days', monthly: 'monthly', quarterly: 'quarterly', offer: 'offer', custom: 'custom' },
  originalPrice: 'Original price ',
  priceNow: ' now ',
  getStartedWith: 'Get started with {package}',
  // /packages, /offers and /packages/{id}: headings, tab list and loading labels.
  packagesTitle: 'Packages',
  packageLength: 'Package length',
  loadingPackages: 'Loading packages',
  offersTitle: 'Offers',
  loadingOffers: 'Loading offers',
  packageDetailsTitle: 'Package Details',
  packageMissing: 'This package does not exist.',
  seeAllPackages: 'See all packages',
  customPlanRenewal: 'A custom plan is renewed by choosing its subjects and duration again.',
  packageOffSale: '{package} is no longer on sale.',
  loadingPackage: 'Loading the package',
  // The custom plan page (/custom-packages): the plan, its invoice table and the comparison with a standard package.
  loadingSubjects: 'Loading subjects',
  customPlanSection: 'Plan',
  selectDuration: 'Select duration',
  noCustomSubjects: 'No subjects are offered for a custom plan right now.',
  perDayPrice: '{amount} BDT / day',
  customInvoiceLines: 'Invoice lines',
  customSubject: 'Subject',
  pricePerDay: 'Price (per day)',
  priceForDays: 'Price ({days} days)',
  chooseOneSubject: 'Choose at least one subject.',
  totalPerDay: 'Total per day (BDT)',
  totalBdt: 'Total (BDT)',
  compareStandard: 'Compare with a standard package',
  compareInARow: '{count} × {package} in a row',
  compareCosts: 'A standard package holds every subject. For {days} days: {run} ({coverDays} days) costs',
  compareAgainst: ', against {amount} BDT for the {chosen} chosen here.',
  compareOneSubject: 'subject',
  compareSubjects: '{count} subjects',
  compareBetterBuy: 'The package is the better buy.',
  seeThePackages: 'See the packages',
  // The subscribe dialog's summary (PurchaseSummary): VAT, what is held now, the payment methods.
  vatIncluded: 'Included: {money} ({percent}%)',
  vatAdded: '{money} ({percent}%) is added',
  activeNow: 'Active now:',
  activeSeparator: '; ',
  activeUntil: '{package} until {date}',
  purchaseExtends: 'This purchase extends your {package} from {from} to {to}.',
  purchaseSeparate: 'This purchase is a separate subscription from {from} to {to}.',
  payOnSslCommerz: "Pay on SSLCommerz's secure page with:",
  // The mobile wallets by the names their apps show in each language.
  methodBkash: 'bKash',
  methodNagad: 'Nagad',
  methodRocket: 'Rocket',
  methodCards: 'Visa, Mastercard and Amex cards',
  methodInternetBanking: 'Internet banking',
  // The payment success page's details of the paid transaction.
  amountPaid: 'Amount paid',
  viewYourInvoice: 'View your invoice',
  receiptOnItsWay: '. A receipt is on its way to {email}.',
  // The grids' pager (GridPager).
  previousPages: 'Previous pages',
  pageNumber: 'Page {number}',
  nextPages: 'Next pages',
  // /profile/subscriptions: heading, grid (its column names are also the phone layout's data-label) and pager.
  mySubscriptions: 'My Subscriptions',
  subscriptionPages: 'Subscription pages',
  loadingSubscriptions: 'Loading subscriptions',
  subscriptionsTable: 'Subscriptions',
  details: 'Details',
  detailsOf: 'Details of {package} until {date}',
  // /profile/transactions: grid (its column names are also the phone layout's data-label), pager and invoice button.
  transactionPages: 'Transaction pages',
  loadingTransactions: 'Loading transactions',
  transactionsTable: 'Transactions',
  transactionId: 'Transaction ID',
  packageName: 'Package Name',
  purchasedPrice: 'Purchased Price',
  purchasedDate: 'Purchased Date',
  invoiceView: 'Invoice View',
  viewInvoiceOf: 'View invoice {id}',
  view: 'View',
  // The standard packages page's Days / Monthly / Quarterly toggle (docs/commerce.md#package-lists; PACKAGE_TABS).
  tabDays: 'Days',
  tabMonthly: 'Monthly',
  tabQuarterly: 'Quarterly',
  // The invoice's and the receipt mail's two price lines (docs/commerce.md#vat; invoiceLines, with INVOICE_VAT_PERCENT).
  invoiceSubtotalLine: (percent: number): string => `Subtotal (price less ${percent}% VAT)`,
  invoiceVatLine: (percent: number): string => `VAT (${percent}% of the price)`,
} as const);

/**
 * Sentences the server sends in English (api/src/commerce/transactionRoutes.ts), which the web
 * recognises whatever language the page speaks: the same words as the English catalogue's, written
 * out here, since on a Bengali page the catalogue holds Bengali (docs/i18n.md#catalogues).
 */
export const commerceServerSentences = { noPackageFound: 'No Package Found' } as const;

/** A catalogue string with its {names} filled in: fillIn('{from} to {to}', { from, to }). */
/** A number in the page's digits (docs/i18n.md#numbers); text (a name, an amount already written) as it is. */
function shown(value: string | number | undefined): string {
  return typeof value === 'number' ? formatDigits(value) : String(value);
}

export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? shown(values[name]) : whole));
}
