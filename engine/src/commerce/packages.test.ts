import { describe, expect, it } from 'vitest';
import { byTotalPrice, formatTaka, packagesOfTab, renewPath, subscribeEventOf } from './packages';

const pkg = (id: number, type: string, total_price: number) => ({ id, type, total_price });
const all = [pkg(1, 'monthly', 299), pkg(2, '7 days', 99), pkg(3, 'quarterly', 799), pkg(4, '3 days', 49), pkg(5, 'monthly', 199), pkg(6, 'offer', 10)];

describe('the packages page tabs (docs/commerce.md#package-lists)', () => {
  it('Days shows the 3-day and 7-day packages, cheapest first', () => {
    expect(packagesOfTab(all, 'days').map((p) => p.id)).toEqual([4, 2]);
  });
  it('Monthly shows only monthly packages, cheapest first', () => {
    expect(packagesOfTab(all, 'monthly').map((p) => p.id)).toEqual([5, 1]);
  });
  it('Quarterly shows only quarterly packages; offers are on no tab', () => {
    expect(packagesOfTab(all, 'quarterly').map((p) => p.id)).toEqual([3]);
  });
});

describe('byTotalPrice (docs/commerce.md#package-lists)', () => {
  it('sorts ascending and keeps the order of equal prices', () => {
    expect(byTotalPrice([pkg(1, 'offer', 20), pkg(2, 'offer', 10), pkg(3, 'offer', 20)]).map((p) => p.id)).toEqual([2, 1, 3]);
  });
});

describe("'Get started' (docs/api.md#study-plan-paths)", () => {
  it('opens a standard package with its mapped duration', () => {
    expect(subscribeEventOf({ id: 7, type: 'quarterly' })).toEqual({ type: 'OPEN', package: 7, duration: 90 });
    expect(subscribeEventOf({ id: 8, type: '3 days' })).toEqual({ type: 'OPEN', package: 8, duration: 3 });
  });
  it('opens an offer with its package id only', () => {
    expect(subscribeEventOf({ id: 9, type: 'offer' })).toEqual({ type: 'OPEN', package: 9 });
  });
});

it('Renew Package links to /packages/{id} (docs/commerce.md#subscriptions)', () => {
  expect(renewPath(12)).toBe('/packages/12');
});

it('prints whole taka bare and anything else with two decimals', () => {
  expect(formatTaka(299)).toBe('299');
  expect(formatTaka(44.85)).toBe('44.85');
  expect(formatTaka(7.5)).toBe('7.50');
});
