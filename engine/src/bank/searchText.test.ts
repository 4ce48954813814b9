import { describe, expect, it } from 'vitest';
import { searchMatches, searchNormalised, searchTextOf } from './searchText';

describe('searchNormalised', () => {
  it('reads Bengali digits as 0–9', () => {
    expect(searchNormalised('১০ গ্রাম')).toBe('10 গ্রাম');
  });
  it('removes zero-width joiners and non-joiners', () => {
    expect(searchNormalised('র\u200d্যাব')).toBe('র্যাব');
    expect(searchNormalised('ক\u200c্ষ')).toBe('ক্ষ');
  });
  it('reads য় typed as one code point or as য + ় alike (NFC)', () => {
    expect(searchNormalised('\u09df')).toBe(searchNormalised('য\u09bc'));
    expect(searchNormalised('ক\u09bc')).toBe('ক\u09bc'.normalize('NFC'));
  });
  it('folds case and collapses white space', () => {
    expect(searchNormalised('  Atomic\n  NUMBER ')).toBe('atomic number');
  });
});

describe('searchTextOf', () => {
  it('joins text and formulas of every part list and leaves images out', () => {
    const text = searchTextOf([
      [{ type: 'text', data: 'সোডিয়ামের' }, { type: 'image', data: 'bank/na.png' }],
      [{ type: 'latex', data: 'E=mc^2' }],
      [{ type: 'text', data: 'Sodium ১১' }],
    ]);
    expect(text).toBe('সোডিয়ামের e=mc^2 sodium 11');
  });
});

describe('searchMatches', () => {
  it('finds what was typed with Bengali digits, other case or a joiner', () => {
    const stored = searchTextOf([[{ type: 'text', data: 'Atomic number 11' }]]);
    expect(searchMatches(stored, 'NUMBER ১১')).toBe(true);
    expect(searchMatches(stored, 'num\u200dber')).toBe(true);
    expect(searchMatches(stored, 'mass')).toBe(false);
  });
});
