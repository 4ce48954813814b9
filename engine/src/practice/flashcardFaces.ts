// What each option card of the flashcard session shows (docs/practice.md#flashcard-session): its front until
// revealed; a flipped option says 'Congrats!' (correct, with confetti) or 'Oops!' (wrong); a
// correct option revealed only by Flush shows as the answer without feedback.
import type { OptionId } from '../exam/answering';
import { currentCard, isRevealed, type FlashcardContext } from './flashcardMachine';
import { practiceMessages } from './messages';

export type OptionFace = 'front' | 'congrats' | 'oops' | 'answer';

export function optionFaceOf(context: FlashcardContext, optionId: OptionId): OptionFace {
  if (!isRevealed(context, optionId)) return 'front';
  const correct = currentCard(context)?.options.find((o) => o.id === optionId)?.is_answer === true;
  if (!context.flipped.includes(optionId)) return 'answer';
  return correct ? 'congrats' : 'oops';
}

/** The explanation shows once the current card's correct answer is revealed (flipped or flushed). */
export function showsExplanation(context: FlashcardContext): boolean {
  const card = currentCard(context);
  if (card?.explanation === undefined || card.explanation.length === 0) return false;
  return card.options.some((o) => o.is_answer && isRevealed(context, o.id));
}

/** The counter 'n / total' of the session. */
export function flashcardPosition(context: FlashcardContext): string {
  return practiceMessages.flashcardPosition(context.index + 1, context.cards.length);
}
