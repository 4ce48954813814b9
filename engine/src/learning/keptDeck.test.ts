import { describe, expect, it } from 'vitest';
import { deckFromKept, keptCardsOf, serializeKeptDeck } from './keptDeck';
import type { ReviewCard } from './reviewMachine';
import { afterReview, freshMemory } from './schedule';

// Parts as the server sends them: a text's width and height are null.
const text = (data: string) => [{ type: 'text' as const, data, width: null, height: null }];
const missedAt = new Date('2026-12-01T10:00:00.000Z');
/** 18:00 in Dhaka on the day the deck is kept, and on the next. */
const today = new Date('2026-12-01T12:00:00.000Z');
const tomorrow = new Date('2026-12-02T12:00:00.000Z');
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
/** A card missed at 10:00 and answered right at 10:30: due at 10:30 tomorrow. */
const rightAt1030 = afterReview(card(0).memory, 'good', new Date('2026-12-01T10:30:00.000Z'));

describe('the deck kept on the device', () => {
  it('gives back the kept cards due by the end of today, most overdue first, with the eve', () => {
    // Card 2 answered right at 10:30: due tomorrow, not today.
    const kept = serializeKeptDeck({ queue: [card(3), card(1)], reviewedCards: [card(2, rightAt1030)], examEve: '2026-12-20T18:00:00.000Z' });
    const deck = deckFromKept(kept, today);
    expect(deck?.cards.map((c) => c.question.id)).toEqual([1, 3]);
    expect(deck).toMatchObject({ dueToday: 2, examEve: '2026-12-20T18:00:00.000Z' });
    // The next day the one answered right is due too.
    expect(deckFromKept(kept, tomorrow)?.cards.map((c) => c.question.id)).toEqual([1, 3, 2]);
  });

  it('offers a card kept for later, due tomorrow, when tomorrow comes and not before', () => {
    const kept = serializeKeptDeck({ queue: [card(1)], reviewedCards: [], examEve: null }, [card(1), card(4, rightAt1030)]);
    expect(deckFromKept(kept, today)?.cards.map((c) => c.question.id)).toEqual([1]);
    const next = deckFromKept(kept, tomorrow);
    expect(next?.cards.map((c) => c.question.id)).toEqual([1, 4]);
    expect(next?.dueToday).toBe(2);
  });

  it("keeps a card answered in the session with its memory from there, never the server's older copy", () => {
    // Card 2 was loaded for later due today; answered right here, it is due tomorrow.
    const answered = card(2, rightAt1030);
    const kept = serializeKeptDeck({ queue: [card(1)], reviewedCards: [answered], examEve: null }, [card(1), card(2), card(3)]);
    expect(deckFromKept(kept, today)?.cards.map((c) => c.question.id)).toEqual([1, 3]);
    expect(deckFromKept(kept, tomorrow)?.cards.find((c) => c.question.id === 2)?.memory).toEqual(answered.memory);
    expect(keptCardsOf(kept)).toEqual([card(1), answered, card(3)]);
  });

  it('reads a record kept before the deck reached ahead: its cards alone', () => {
    const old = JSON.stringify({ cards: [card(2, rightAt1030), card(1)], examEve: null });
    expect(deckFromKept(old, today)).toEqual({ dueToday: 1, cards: [card(1)], examEve: null });
    expect(deckFromKept(old, tomorrow)?.cards.map((c) => c.question.id)).toEqual([1, 2]);
    expect(keptCardsOf(old)).toEqual([card(2, rightAt1030), card(1)]);
  });

  it('is nothing when none is kept or what is kept cannot be read', () => {
    expect(deckFromKept(null, missedAt)).toBeNull();
    expect(deckFromKept('{"cards": [{"question": 1}], "examEve": null}', missedAt)).toBeNull();
    expect(deckFromKept('not json', missedAt)).toBeNull();
    expect(deckFromKept(serializeKeptDeck({ queue: [], reviewedCards: [], examEve: null }), missedAt)).toEqual({ dueToday: 0, cards: [], examEve: null });
    expect(keptCardsOf(null)).toEqual([]);
    expect(keptCardsOf('{"cards": [], "later": [{"question": 1}], "examEve": null}')).toEqual([]);
  });
});
