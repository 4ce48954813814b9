import { describe, expect, it } from 'vitest';
import { shortenName, truncateToast } from './display';

describe('shortenName (docs/constants.md#name-length)', () => {
  it('keeps a name of 11 characters', () => {
    expect(shortenName('Abdul Karim')).toBe('Abdul Karim');
  });
  it('shortens a name of 12 characters to its first 9 plus an ellipsis', () => {
    expect(shortenName('Abdul Karimm')).toBe('Abdul Kar...');
  });
  it('shortens longer names the same way', () => {
    expect(shortenName('Mohammad Rafiqul Islam')).toBe('Mohammad ...');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(shortenName('😀😀😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀😀😀😀');
  });
});

describe('truncateToast (docs/constants.md#toast-length)', () => {
  const of = (n: number) => 'x'.repeat(n);
  it('keeps a text of 100 characters', () => {
    expect(truncateToast(of(100))).toBe(of(100));
  });
  it('cuts a text of 101 characters to 97 plus an ellipsis', () => {
    expect(truncateToast(of(101))).toBe(`${of(97)}...`);
    expect(truncateToast(of(101))).toHaveLength(100);
  });
});
