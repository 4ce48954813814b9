// Package and custom-plan arithmetic of spec 001 §2, §5 and §9: durations, totals, invoices.
import {
  CUSTOM_PLAN_DURATIONS,
  INVOICE_CURRENCY,
  INVOICE_DISCOUNT_PERCENT,
  INVOICE_QUANTITY,
  INVOICE_VAT_PERCENT,
  STANDARD_DURATION_DAYS,
  STANDARD_DURATION_FALLBACK_DAYS,
} from './limits';

export type CustomPlanDuration = (typeof CUSTOM_PLAN_DURATIONS)[number];

/** A subject of a grade as GET /api/exam/v1/grade/ returns it (spec 001 §3). */
export type GradeSubject = { id: number; name: string; price: number; status: boolean };
export type Grade = { id: number; name: string; subjects: GradeSubject[] };
/** One ticked row of the grade-and-subject checklist (spec 001 §3 Custom plan selection). */
export type CustomPlanSelection = { grade_id: number; subject_id: number; price: number; grade: string; subject: string };

/** POST /api/study-plan/v1/custom-purchase/ body (spec 001 §7). */
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

/** spec 001 §9: quarterly 90, monthly 30, '7 days' 7, any other package type 3 days. */
export function standardDuration(packageType: string): number {
  return Object.hasOwn(STANDARD_DURATION_DAYS, packageType)
    ? STANDARD_DURATION_DAYS[packageType as keyof typeof STANDARD_DURATION_DAYS]
    : STANDARD_DURATION_FALLBACK_DAYS;
}

export function isCustomPlanDuration(days: number): days is CustomPlanDuration {
  return (CUSTOM_PLAN_DURATIONS as readonly number[]).includes(days);
}

/** spec 001 §2: only subjects with status true are offered on the custom plan page. */
export function offeredSubjects(grade: Grade): GradeSubject[] {
  return grade.subjects.filter((subject) => subject.status);
}

/** spec 001 §9: the sum of the selected subjects' prices times the days. */
export function customPlanTotal(selection: readonly CustomPlanSelection[], days: number): number {
  return selection.reduce((sum, row) => sum + row.price, 0) * days;
}

/**
 * spec 001 §2 and §5: Subscribe Now needs a duration and at least one subject, and
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

/** spec 001 §9 Invoice: the price includes 15 % VAT; no discount; one item in BDT. */
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

/** Two decimals (poisha), so 15 % of a price prints without float noise. */
function roundTaka(amount: number): number {
  return Math.round(amount * 100) / 100;
}
