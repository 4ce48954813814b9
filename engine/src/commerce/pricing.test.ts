import { describe, expect, it } from 'vitest';
import { CUSTOM_PLAN_DURATIONS } from './limits';
import {
  canSubscribeCustomPlan,
  customPlanTotal,
  customPurchaseInput,
  invoiceOf,
  isCustomPlanDuration,
  offeredSubjects,
  standardDuration,
  type CustomPlanSelection,
} from './pricing';

const physics: CustomPlanSelection = { grade_id: 1, subject_id: 11, price: 5, grade: 'HSC', subject: 'Physics' };
const chemistry: CustomPlanSelection = { grade_id: 1, subject_id: 12, price: 7.5, grade: 'HSC', subject: 'Chemistry' };

describe('standardDuration (spec 001 §9)', () => {
  it.each([
    ['quarterly', 90],
    ['monthly', 30],
    ['7 days', 7],
    ['3 days', 3],
    ['offer', 3],
    ['Monthly', 3],
    ['toString', 3],
  ])('a %j package lasts %i days', (type, days) => {
    expect(standardDuration(type)).toBe(days);
  });
});

describe('custom plan durations (spec 001 §9)', () => {
  it('offers 30, 60, 90, 180 and 365 days', () => {
    expect(CUSTOM_PLAN_DURATIONS).toEqual([30, 60, 90, 180, 365]);
  });
  it('accepts only those durations', () => {
    expect(CUSTOM_PLAN_DURATIONS.every(isCustomPlanDuration)).toBe(true);
    expect([0, 7, 45, 366].some(isCustomPlanDuration)).toBe(false);
  });
});

describe('offeredSubjects (spec 001 §2)', () => {
  it('offers only subjects whose status is true, in their order', () => {
    const grade = {
      id: 1,
      name: 'HSC',
      subjects: [
        { id: 11, name: 'Physics', price: 5, status: true },
        { id: 13, name: 'Biology', price: 6, status: false },
        { id: 12, name: 'Chemistry', price: 7.5, status: true },
      ],
    };
    expect(offeredSubjects(grade).map((s) => s.name)).toEqual(['Physics', 'Chemistry']);
  });
});

describe('customPlanTotal (spec 001 §9)', () => {
  it('is the sum of the selected prices times the days', () => {
    expect(customPlanTotal([physics, chemistry], 30)).toBe(375);
    expect(customPlanTotal([physics], 365)).toBe(1825);
  });
  it('is 0 with nothing selected', () => {
    expect(customPlanTotal([], 90)).toBe(0);
  });
});

describe('canSubscribeCustomPlan (spec 001 §2, §5)', () => {
  const ready = { duration: 60, selection: [physics], agreed: true };
  it('is enabled with a duration, a subject and the terms ticked', () => {
    expect(canSubscribeCustomPlan(ready)).toBe(true);
  });
  it('is disabled without a duration', () => {
    expect(canSubscribeCustomPlan({ ...ready, duration: null })).toBe(false);
  });
  it('is disabled with a duration the page does not offer', () => {
    expect(canSubscribeCustomPlan({ ...ready, duration: 45 })).toBe(false);
  });
  it('is disabled without a selected subject', () => {
    expect(canSubscribeCustomPlan({ ...ready, selection: [] })).toBe(false);
  });
  it('is disabled until the terms are ticked', () => {
    expect(canSubscribeCustomPlan({ ...ready, agreed: false })).toBe(false);
  });
});

describe('customPurchaseInput (spec 001 §7)', () => {
  it("sends type 'custom', the duration and the grade and subject ids", () => {
    expect(customPurchaseInput(90, [physics, chemistry])).toEqual({
      type: 'custom',
      duration: 90,
      details: [
        { grade_id: 1, subject_id: 11 },
        { grade_id: 1, subject_id: 12 },
      ],
    });
  });
});

describe('invoiceOf (spec 001 §9)', () => {
  it('splits the price into the price minus 15 % and 15 % VAT, no discount, one item in BDT', () => {
    expect(invoiceOf(1000)).toEqual({
      quantity: 1,
      currency: 'BDT',
      price: 1000,
      subtotal: 850,
      vat: 150,
      discountPercent: 0,
      total: 1000,
    });
  });
  it('rounds to two decimals and the parts add up to the price', () => {
    const invoice = invoiceOf(333.33);
    expect(invoice.vat).toBe(50);
    expect(invoice.subtotal).toBe(283.33);
    expect(invoice.subtotal + invoice.vat).toBeCloseTo(invoice.price, 10);
  });
});
