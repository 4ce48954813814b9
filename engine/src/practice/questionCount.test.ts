import { describe, expect, it } from 'vitest';
import { FLASHCARD_PRESETS, RANDOM_TEST_DEFAULT_COUNT, RANDOM_TEST_PRESETS } from './limits';
import { availableQuestionsOnly, practiceMessages } from './messages';
import { checkCount, parseTyped, presetsFor, requestedCount } from './questionCount';

describe('question count chooser', () => {
  it('offers 5, 10, 15 and 20 in the random test with 10 as the default', () => {
    expect(RANDOM_TEST_PRESETS).toEqual([5, 10, 15, 20]);
    expect(RANDOM_TEST_DEFAULT_COUNT).toBe(10);
  });

  it('offers 5, 10 and 15 in the flashcard setup', () => {
    expect(FLASHCARD_PRESETS).toEqual([5, 10, 15]);
  });

  it('disables a preset when fewer questions are available', () => {
    expect(presetsFor(RANDOM_TEST_PRESETS, 12)).toEqual([
      { value: 5, disabled: false },
      { value: 10, disabled: false },
      { value: 15, disabled: true },
      { value: 20, disabled: true },
    ]);
  });

  it('keeps a preset enabled when exactly that many questions are available', () => {
    expect(presetsFor(FLASHCARD_PRESETS, 15).every((preset) => !preset.disabled)).toBe(true);
  });

  it('accepts a typed number from 1 to the available count', () => {
    expect(checkCount(1, 7)).toEqual({ valid: true, count: 1 });
    expect(checkCount(7, 7)).toEqual({ valid: true, count: 7 });
  });

  it('refuses 0, fractions and an empty field without a message', () => {
    expect(checkCount(0, 7)).toEqual({ valid: false, error: null });
    expect(checkCount(2.5, 7)).toEqual({ valid: false, error: null });
    expect(checkCount(null, 7)).toEqual({ valid: false, error: null });
  });

  it("says 'Your available questions are only {n}.' above the available count", () => {
    expect(checkCount(8, 7)).toEqual({ valid: false, error: 'Your available questions are only 7.' });
    expect(availableQuestionsOnly(7)).toBe(practiceMessages.availableQuestionsOnly.replace('{n}', '7'));
  });

  it('the requested count is the preset, or the typed number under Others', () => {
    expect(requestedCount({ kind: 'preset', value: 15 })).toBe(15);
    expect(requestedCount({ kind: 'others', typed: 3 })).toBe(3);
    expect(requestedCount({ kind: 'others', typed: null })).toBeNull();
  });

  it('reads only whole numbers from the Others field', () => {
    expect(parseTyped(' 12 ')).toBe(12);
    // Typed on a Bengali keyboard (and Arabic-Indic, Devanagari): the same number.
    expect(parseTyped('১০')).toBe(10);
    expect(parseTyped('৪২')).toBe(42);
    expect(parseTyped('٣')).toBe(3);
    expect(parseTyped('१५')).toBe(15);
    expect(parseTyped('১a')).toBeNull();
    expect(parseTyped('')).toBeNull();
    expect(parseTyped('1e3')).toBeNull();
    expect(parseTyped('-4')).toBeNull();
  });
});
