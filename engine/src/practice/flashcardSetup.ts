// The flashcard setup (docs/practice.md#flashcard-setup): a subject must be chosen and the count (presets 5, 10, 15
// or 'Others') must be from 1 to the available count.
import { checkCount, type CountCheck } from './questionCount';

/** `available` is questions_available of the deepest chosen level. */
export type FlashcardSetup = { subject: number | null; count: number | null; available: number };

/** The count check of the chooser, refused without a message while no subject is chosen. */
export function checkFlashcardSetup(setup: FlashcardSetup): CountCheck {
  if (setup.subject === null) return { valid: false, error: null };
  return checkCount(setup.count, setup.available);
}
