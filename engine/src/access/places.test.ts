import { describe, expect, it } from 'vitest';
import { bangladeshDivisions, countryCodes, districtsOf } from './places';

describe('countryCodes (docs/access.md#countries)', () => {
  it('offers exactly the 20 countries of the spec with Bangladesh first', () => {
    expect(countryCodes.map((c) => c.country)).toEqual([
      'Bangladesh', 'India', 'USA', 'UK', 'China', 'Japan', 'Indonesia', 'Nigeria', 'France', 'Germany',
      'Brazil', 'Pakistan', 'Iran', 'Philippines', 'Saudi Arabia', 'Russia', 'Italy', 'Egypt', 'South Africa',
      'South Korea',
    ]);
    expect(countryCodes[0]).toEqual({ country: 'Bangladesh', code: '+880', iso2: 'BD' });
  });

  it('has distinct ISO codes and dialling codes made of a plus and digits', () => {
    expect(new Set(countryCodes.map((c) => c.iso2)).size).toBe(20);
    for (const c of countryCodes) expect(c.code).toMatch(/^\+\d{1,3}$/);
  });
});

describe('bangladeshDivisions', () => {
  it('lists the 8 divisions', () => {
    expect(bangladeshDivisions.map((d) => d.name)).toEqual([
      'Barishal', 'Chattogram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet',
    ]);
  });

  it('holds 64 distinct districts with the right count per division', () => {
    const all = bangladeshDivisions.flatMap((d) => d.districts);
    expect(all).toHaveLength(64);
    expect(new Set(all).size).toBe(64);
    expect(Object.fromEntries(bangladeshDivisions.map((d) => [d.name, d.districts.length]))).toEqual({
      Barishal: 6, Chattogram: 11, Dhaka: 13, Khulna: 10, Mymensingh: 4, Rajshahi: 8, Rangpur: 8, Sylhet: 4,
    });
  });

  it('places each divisional headquarters in its own division', () => {
    for (const d of bangladeshDivisions) expect(districtsOf(d.name)).toContain(d.name);
  });

  it('puts a few well-known districts in their divisions', () => {
    expect(districtsOf('Chattogram')).toContain("Cox's Bazar");
    expect(districtsOf('Mymensingh')).toContain('Netrokona');
    expect(districtsOf('Dhaka')).toContain('Gazipur');
    expect(districtsOf('Rajshahi')).toContain('Bogura');
    expect(districtsOf('Nowhere')).toEqual([]);
  });
});
