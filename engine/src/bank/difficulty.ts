// A question's difficulty in the bank's list (docs/content.md#bank-search), from its facility index
// in finished exams (docs/content.md#item-analysis).
import { QUALITY_FACILITY_MIN_ATTEMPTS } from '../quality/itemAnalysis';

/** docs/constants.md#question-bank: at or above this facility (per cent) a question is easy. */
export const BANK_EASY_FACILITY = 70;
/** docs/constants.md#question-bank: below this facility (per cent) a question is hard. */
export const BANK_HARD_FACILITY = 40;

export type BankDifficulty = 'easy' | 'medium' | 'hard' | 'unrated';

/** Easy, medium or hard by facility; unrated below QUALITY_FACILITY_MIN_ATTEMPTS attempts. */
export function bankDifficulty(attempts: number, facility: number | null): BankDifficulty {
  if (attempts < QUALITY_FACILITY_MIN_ATTEMPTS || facility === null) return 'unrated';
  if (facility >= BANK_EASY_FACILITY) return 'easy';
  return facility < BANK_HARD_FACILITY ? 'hard' : 'medium';
}
