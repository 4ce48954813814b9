// Strings of the commerce slice, copied exactly from spec 001 (§2, §8); the lead merges them into ../messages.ts.
export const commerceMessages = {
  // spec 001 §8 Payment start failure (toasts)
  paymentFailed: 'Something went wrong.',
  noSslUrl: 'No SSL URL returned from server.',
  // spec 001 §8 Package load failure
  packagesLoadFailed: 'Something went wrong. Please try again later.',
  // spec 001 §2 Offers and Packages lists, Subscribe dialog, Custom plan page
  getStarted: 'Get started',
  payNow: 'Pay Now',
  customizeYourPlan: 'Customize your plan',
  subscribeNow: 'Subscribe Now',
  // spec 001 §2 Payment result pages
  paymentSuccessTitle: 'Payment Successful',
  paymentSuccessBody: 'Thank you for your purchase! your order has been placed.',
  paymentFailedTitle: 'Payment Failed',
  paymentFailedBody: 'There was an issue processing your payment. Please try again or contact support for assistance.',
  paymentCancelledTitle: 'Payment Cancelled',
  paymentCancelledBody: 'Your Payment was cancelled, please try again.',
  backToHome: 'Back To Home',
  // spec 001 §2 My Subscriptions, §8 Empty states
  noSubscription: 'No subscription found',
  renewPackage: 'Renew Package',
  // spec 001 §2 My Transactions, §8 Transactions
  noTransaction: 'No Transaction Found',
  noPackageFound: 'No Package Found',
  buyPackageNow: 'Buy Package Now',
  printInvoice: 'Print Invoice',
  // Our wording where spec 001 leaves the text open: the Bengali custom-plan card of §2 and the
  // empty package list.
  customPlanCardTitle: 'নিজের প্ল্যান নিজেই বানাও',
  customPlanCardBody: 'যে বিষয়গুলো দরকার আর যত দিনের জন্য দরকার, শুধু সেগুলোই বেছে নাও।',
  customPlanCardAction: 'কাস্টম প্ল্যান তৈরি করো',
  noPackages: 'No packages are on sale right now.',
} as const;
