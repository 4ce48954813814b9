import { describe, expect, it } from 'vitest';
import { CUSTOM_PLAN_DURATIONS } from './limits';
import {
  cheapestStandardCover,
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

describe('standardDuration (docs/constants.md#standard-durations)', () => {
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

describe('custom plan durations (docs/constants.md#custom-durations)', () => {
  it('offers 30, 60, 90, 180 and 365 days', () => {
    expect(CUSTOM_PLAN_DURATIONS).toEqual([30, 60, 90, 180, 365]);
  });
  it('accepts only those durations', () => {
    expect(CUSTOM_PLAN_DURATIONS.every(isCustomPlanDuration)).toBe(true);
    expect([0, 7, 45, 366].some(isCustomPlanDuration)).toBe(false);
  });
});

describe('offeredSubjects (docs/commerce.md#custom-plan)', () => {
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

describe('customPlanTotal (docs/commerce.md#custom-plan-total)', () => {
  it('is the sum of the selected prices times the days', () => {
    expect(customPlanTotal([physics, chemistry], 30)).toBe(375);
    expect(customPlanTotal([physics], 365)).toBe(1825);
  });
  it('is 0 with nothing selected', () => {
    expect(customPlanTotal([], 90)).toBe(0);
  });
});

describe('canSubscribeCustomPlan (docs/commerce.md#custom-plan)', () => {
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

describe('customPurchaseInput (docs/api.md#study-plan-paths)', () => {
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

describe('invoiceOf (docs/commerce.md#vat)', () => {
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

describe('cheapestStandardCover (issue 17: the custom plan beside the standard packages)', () => {
  const offers = [
    { name: 'Exam Sprint', duration: 3, total_price: 49 },
    { name: 'Weekly Pass', duration: 7, total_price: 99 },
    { name: 'Premium Monthly', duration: 30, total_price: 299 },
    { name: 'Premium Quarterly', duration: 90, total_price: 799 },
  ];
  it('a year: the cheapest run of one package (13 monthly at 3,887 beats 5 quarterly at 3,995 and 122 sprints)', () => {
    expect(cheapestStandardCover(offers, 365)).toEqual({ name: 'Premium Monthly', count: 13, packageDays: 30, days: 390, total: 3887 });
    expect(cheapestStandardCover(offers, 90)).toEqual({ name: 'Premium Quarterly', count: 1, packageDays: 90, days: 90, total: 799 });
  });
  it('30 days is one monthly package; 60 days two', () => {
    expect(cheapestStandardCover(offers, 30)).toMatchObject({ name: 'Premium Monthly', count: 1, total: 299 });
    expect(cheapestStandardCover(offers, 60)).toMatchObject({ name: 'Premium Monthly', count: 2, total: 598 });
  });
  it('on an equal price the longer cover wins; nothing on sale gives null', () => {
    expect(cheapestStandardCover([{ name: 'A', duration: 10, total_price: 100 }, { name: 'B', duration: 20, total_price: 100 }], 10)).toMatchObject({ name: 'B' });
    expect(cheapestStandardCover([], 30)).toBeNull();
    expect(cheapestStandardCover([{ name: 'Custom Plan', duration: 0, total_price: 0 }], 30)).toBeNull();
  });
});
