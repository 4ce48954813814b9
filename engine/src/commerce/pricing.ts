// Package and custom-plan arithmetic (docs/commerce.md#custom-plan, docs/commerce.md#durations, docs/commerce.md#custom-plan-total, docs/commerce.md#vat): durations, totals, invoices.
import {
  CUSTOM_PLAN_DURATIONS,
  INVOICE_CURRENCY,
  INVOICE_DISCOUNT_PERCENT,
  INVOICE_QUANTITY,
  INVOICE_VAT_PERCENT,
  STANDARD_DURATION_DAYS,
  STANDARD_DURATION_FALLBACK_DAYS,
} from './limits';
import { commerceMessages } from './messages';

export type CustomPlanDuration = (typeof CUSTOM_PLAN_DURATIONS)[number];

/** A subject of a grade as GET /api/exam/v1/grade/ returns it (docs/api.md#shape-grade). */
export type GradeSubject = { id: number; name: string; price: number; status: boolean };
export type Grade = { id: number; name: string; subjects: GradeSubject[] };
/** One ticked row of the grade-and-subject checklist (docs/api.md#shape-custom-selection). */
export type CustomPlanSelection = { grade_id: number; subject_id: number; price: number; grade: string; subject: string };

/** POST /api/study-plan/v1/custom-purchase/ body (docs/api.md#study-plan-paths). */
export type CustomPurchaseInput = {
  type: 'custom';
  duration: number;
  details: Array<{ grade_id: number; subject_id: number }>;
};

export type Invoice = {
  quantity: number;
  currency: string;
  price: number;
  /** The price minus 15 %. */
  subtotal: number;
  /** 15 % of the price. */
  vat: number;
  discountPercent: number;
  total: number;
};

/** docs/constants.md#standard-durations: quarterly 90, monthly 30, '7 days' 7, any other package type 3 days. */
export function standardDuration(packageType: string): number {
  return Object.prototype.hasOwnProperty.call(STANDARD_DURATION_DAYS, packageType)
    ? STANDARD_DURATION_DAYS[packageType as keyof typeof STANDARD_DURATION_DAYS]
    : STANDARD_DURATION_FALLBACK_DAYS;
}

export function isCustomPlanDuration(days: number): days is CustomPlanDuration {
  return (CUSTOM_PLAN_DURATIONS as readonly number[]).includes(days);
}

/** docs/commerce.md#custom-plan: only subjects with status true are offered on the custom plan page. */
export function offeredSubjects(grade: Grade): GradeSubject[] {
  return grade.subjects.filter((subject) => subject.status);
}

/** docs/commerce.md#custom-plan-total: the sum of the selected subjects' prices times the days. */
export function customPlanTotal(selection: readonly CustomPlanSelection[], days: number): number {
  return selection.reduce((sum, row) => sum + row.price, 0) * days;
}

/**
 * docs/commerce.md#custom-plan: Subscribe Now needs a duration and at least one subject, and
 * subscribing needs the terms ticked.
 */
export function canSubscribeCustomPlan(plan: {
  duration: number | null;
  selection: readonly CustomPlanSelection[];
  agreed: boolean;
}): boolean {
  return plan.duration !== null && isCustomPlanDuration(plan.duration) && plan.selection.length > 0 && plan.agreed;
}

export function customPurchaseInput(duration: CustomPlanDuration, selection: readonly CustomPlanSelection[]): CustomPurchaseInput {
  return { type: 'custom', duration, details: selection.map(({ grade_id, subject_id }) => ({ grade_id, subject_id })) };
}

/** docs/commerce.md#vat: the price includes 15 % VAT; no discount; one item in BDT. */
export function invoiceOf(price: number): Invoice {
  const vat = roundTaka((price * INVOICE_VAT_PERCENT) / 100);
  return {
    quantity: INVOICE_QUANTITY,
    currency: INVOICE_CURRENCY,
    price,
    subtotal: roundTaka(price - vat),
    vat,
    discountPercent: INVOICE_DISCOUNT_PERCENT,
    total: price,
  };
}

/**
 * docs/commerce.md#vat: the invoice's two lines named for what they are. The VAT is 15 % of the
 * price the learner paid (not of the subtotal, of which it is about 17.6 %), and the subtotal is
 * that price less it; the invoice and the receipt mail say so alike.
 */
export const invoiceLines = {
  // Read from the catalogue each time, so a Bengali page's catalogue is the one read.
  get subtotal(): string {
    return commerceMessages.invoiceSubtotalLine(INVOICE_VAT_PERCENT);
  },
  get vat(): string {
    return commerceMessages.invoiceVatLine(INVOICE_VAT_PERCENT);
  },
};

/** Two decimals (poisha), so 15 % of a price prints without float noise. */
function roundTaka(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A standard package as the custom plan page compares it: every subject, for its days. */
export type StandardOffer = { name: string; duration: number; total_price: number };
export type StandardCover = { name: string; count: number; packageDays: number; days: number; total: number };

/**
 * The cheapest way to hold every subject for at least `days` with one standard package bought
 * `count` times in a row (a renewal of the same package extends from its expiry), or null when
 * none is on sale. What the custom plan page shows beside its own total.
 */
export function cheapestStandardCover(offers: readonly StandardOffer[], days: number): StandardCover | null {
  let best: StandardCover | null = null;
  for (const offer of offers) {
    if (offer.duration <= 0 || days <= 0) continue;
    const count = Math.ceil(days / offer.duration);
    const total = roundTaka(count * offer.total_price);
    if (best === null || total < best.total || (total === best.total && count * offer.duration > best.days)) {
      best = { name: offer.name, count, packageDays: offer.duration, days: count * offer.duration, total };
    }
  }
  return best;
}
