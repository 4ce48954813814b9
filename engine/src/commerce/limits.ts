// Business constants (docs/constants.md#commerce-limits) for packages, custom plans and invoices.

/** docs/constants.md#standard-durations: standard package type → subscription days; any other type is 3 days. */
export const STANDARD_DURATION_DAYS = { quarterly: 90, monthly: 30, '7 days': 7 } as const;
export const STANDARD_DURATION_FALLBACK_DAYS = 3;
/** docs/constants.md#custom-durations: the custom plan's duration select. */
export const CUSTOM_PLAN_DURATIONS = [30, 60, 90, 180, 365] as const;
/** docs/constants.md#vat: VAT 15 %, discount 0 %, quantity 1, in BDT. */
export const INVOICE_VAT_PERCENT = 15;
export const INVOICE_DISCOUNT_PERCENT = 0;
export const INVOICE_QUANTITY = 1;
export const INVOICE_CURRENCY = 'BDT';
/** docs/api.md#study-plan-paths: the standard package types the packages page asks for (type__in). */
export const STANDARD_PACKAGE_TYPES = ['3 days', '7 days', 'quarterly', 'monthly'] as const;
/** docs/api.md#study-plan-paths: the offers page asks for type=offer. */
export const OFFER_PACKAGE_TYPE = 'offer';
