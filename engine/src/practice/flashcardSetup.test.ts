import { describe, expect, it } from 'vitest';
import { checkFlashcardSetup } from './flashcardSetup';

describe('flashcard setup', () => {
  it('needs a subject', () => {
    expect(checkFlashcardSetup({ subject: null, count: 5, available: 20 })).toEqual({ valid: false, error: null });
    expect(checkFlashcardSetup({ subject: 3, count: 5, available: 20 })).toEqual({ valid: true, count: 5 });
  });

  it("applies the same 'Your available questions are only {n}.' error", () => {
    expect(checkFlashcardSetup({ subject: 3, count: 15, available: 9 })).toEqual({
      valid: false,
      error: 'Your available questions are only 9.',
    });
  });
});
