import { describe, expect, it } from 'vitest';
import { optionIndexOfKey, optionLetter } from './optionLabels';

describe('option labels', () => {
  it('names the four options by letter and a fifth by its number', () => {
    expect([0, 1, 2, 3, 4].map(optionLetter)).toEqual(['A', 'B', 'C', 'D', '5']);
  });

  it('chooses an option by its key in either case, and nothing by another key', () => {
    expect(['a', 'B', 'c', 'D'].map(optionIndexOfKey)).toEqual([0, 1, 2, 3]);
    expect(['e', 'Enter', '1', ''].map(optionIndexOfKey)).toEqual([-1, -1, -1, -1]);
  });
});
