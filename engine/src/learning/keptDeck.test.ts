import { describe, expect, it } from 'vitest';
import { deckFromKept, serializeKeptDeck } from './keptDeck';
import type { ReviewCard } from './reviewMachine';
import { afterReview, freshMemory } from './schedule';

// Parts as the server sends them: a text's width and height are null.
const text = (data: string) => [{ type: 'text' as const, data, width: null, height: null }];
const missedAt = new Date('2026-12-01T10:00:00.000Z');
const card = (id: number, memory = afterReview(freshMemory(missedAt), 'again', missedAt)): ReviewCard => ({
  question: {
    id,
    subject: 1,
    topic: 2,
    subtopic: 3,
    question_data: text(`q${id}`),
    explanation_data: [],
    options: [{ id: id * 10, data: text('a'), is_answer: true }],
  },
  memory,
});

describe('the deck kept on the device', () => {
  it('gives back the kept cards due by the end of today, most overdue first, with the eve', () => {
    // Card 2 answered right at 10:30: due tomorrow, not today.
    const tomorrow = afterReview(card(2).memory, 'good', new Date('2026-12-01T10:30:00.000Z'));
    const kept = serializeKeptDeck([card(3), card(2, tomorrow), card(1)], '2026-12-20T18:00:00.000Z');
    const deck = deckFromKept(kept, new Date('2026-12-01T12:00:00.000Z'));
    expect(deck?.cards.map((c) => c.question.id)).toEqual([1, 3]);
    expect(deck).toMatchObject({ dueToday: 2, examEve: '2026-12-20T18:00:00.000Z' });
    // The next day the one answered right is due too.
    expect(deckFromKept(kept, new Date('2026-12-02T12:00:00.000Z'))?.cards.map((c) => c.question.id)).toEqual([1, 3, 2]);
  });

  it('is nothing when none is kept or what is kept cannot be read', () => {
    expect(deckFromKept(null, missedAt)).toBeNull();
    expect(deckFromKept('{"cards": [{"question": 1}], "examEve": null}', missedAt)).toBeNull();
    expect(deckFromKept('not json', missedAt)).toBeNull();
    expect(deckFromKept(serializeKeptDeck([], null), missedAt)).toEqual({ dueToday: 0, cards: [], examEve: null });
  });
});
