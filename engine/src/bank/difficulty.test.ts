import { describe, expect, it } from 'vitest';
import { BANK_EASY_FACILITY, BANK_HARD_FACILITY, bankDifficulty } from './difficulty';

describe('bankDifficulty', () => {
  it('is unrated below five attempts or without a facility', () => {
    expect(bankDifficulty(4, 100)).toBe('unrated');
    expect(bankDifficulty(10, null)).toBe('unrated');
  });
  it('bands the facility: easy from 70 %, hard below 40 %', () => {
    expect(bankDifficulty(5, BANK_EASY_FACILITY)).toBe('easy');
    expect(bankDifficulty(5, BANK_EASY_FACILITY - 0.1)).toBe('medium');
    expect(bankDifficulty(5, BANK_HARD_FACILITY)).toBe('medium');
    expect(bankDifficulty(5, BANK_HARD_FACILITY - 0.1)).toBe('hard');
  });
});
