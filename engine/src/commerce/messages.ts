// Strings of the commerce slice, copied exactly from spec 001 (§2, §8); the lead merges them into ../messages.ts.
export const commerceMessages = {
  // spec 001 §8 Payment start failure (toasts)
  paymentFailed: 'Something went wrong.',
  noSslUrl: 'No SSL URL returned from server.',
} as const;
