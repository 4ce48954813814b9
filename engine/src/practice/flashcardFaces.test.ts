import { describe, expect, it } from 'vitest';
import { flashcardPosition, optionFaceOf, showsExplanation } from './flashcardFaces';
import type { Card, FlashcardContext } from './flashcardMachine';

const text = (data: string) => ({ type: 'text' as const, data });
const card: Card = {
  id: 1,
  question: [text('H2O is?')],
  options: [
    { id: 1, data: [text('Salt')], is_answer: false },
    { id: 2, data: [text('Water')], is_answer: true },
    { id: 3, data: [text('Air')], is_answer: false },
  ],
  explanation: [text('Two hydrogens, one oxygen.')],
};
const context = (over: Partial<FlashcardContext> = {}): FlashcardContext => ({
  request: { subject: 1, topic: null, subtopic: null, noOfQuestion: 3 },
  cards: [card, { ...card, id: 2 }, { ...card, id: 3, explanation: [] }],
  index: 0,
  flipped: [],
  flushed: false,
  feedback: null,
  results: ['seen', 'unseen', 'unseen'],
  error: null,
  retryable: false,
  grades: [],
  ...over,
});

describe('the option cards of a flashcard', () => {
  it('shows every option’s front before any flip', () => {
    expect(card.options.map((o) => optionFaceOf(context(), o.id))).toEqual(['front', 'front', 'front']);
  });

  it('says Congrats for a flipped correct option and Oops for a flipped wrong one', () => {
    const flipped = context({ flipped: [1, 2] });
    expect(card.options.map((o) => optionFaceOf(flipped, o.id))).toEqual(['oops', 'congrats', 'front']);
  });

  it('Flush shows the correct answer without feedback and leaves wrong options face down', () => {
    expect(card.options.map((o) => optionFaceOf(context({ flushed: true }), o.id))).toEqual(['front', 'answer', 'front']);
  });

  it('a flipped correct option keeps its Congrats while flushed', () => {
    expect(optionFaceOf(context({ flushed: true, flipped: [2] }), 2)).toBe('congrats');
  });
});

describe('the explanation of a flashcard', () => {
  it('is hidden until the correct answer is revealed', () => {
    expect(showsExplanation(context())).toBe(false);
    expect(showsExplanation(context({ flipped: [1] }))).toBe(false);
  });

  it('shows once the correct option is flipped or flushed', () => {
    expect(showsExplanation(context({ flipped: [2] }))).toBe(true);
    expect(showsExplanation(context({ flushed: true }))).toBe(true);
  });

  it('never shows for a card without one', () => {
    expect(showsExplanation(context({ index: 2, flushed: true }))).toBe(false);
  });
});

describe('the flashcard counter', () => {
  it('reads n / total', () => {
    expect(flashcardPosition(context({ index: 1 }))).toBe('2 / 3');
  });
});
