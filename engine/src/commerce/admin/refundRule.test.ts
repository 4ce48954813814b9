import { describe, expect, it } from 'vitest';
import { isFullRefund, refundedEnd } from './refundRule';

const DAY = 86_400_000;
const start = new Date('2026-01-01T00:00:00Z');
const days = (n: number) => new Date(start.getTime() + n * DAY);
const thirtyDays = { from: start, to: days(30) };

describe('refundedEnd (docs/content.md#refunds)', () => {
  it('a full refund ends a running subscription now', () => {
    expect(refundedEnd(thirtyDays, 29_900, 29_900, days(10))).toEqual(days(10));
  });

  it('a full refund of a subscription not yet begun ends it at its start', () => {
    expect(refundedEnd({ from: days(5), to: days(35) }, 29_900, 29_900, start)).toEqual(days(5));
  });

  it('a half refund takes half the days off the end', () => {
    expect(refundedEnd(thirtyDays, 30_000, 15_000, days(2))).toEqual(days(15));
  });

  it('a partial refund never takes back days already used: it ends now at the earliest', () => {
    expect(refundedEnd(thirtyDays, 30_000, 15_000, days(20))).toEqual(days(20));
  });

  it('an ended subscription keeps its end', () => {
    expect(refundedEnd(thirtyDays, 30_000, 30_000, days(40))).toEqual(days(30));
  });

  it('says which refunds are full', () => {
    expect(isFullRefund(29_900, 29_900)).toBe(true);
    expect(isFullRefund(29_900, 29_899)).toBe(false);
  });
});
