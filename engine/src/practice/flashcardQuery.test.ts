import { describe, expect, it } from 'vitest';
import type { FlashcardRequest } from './flashcardMachine';
import { flashcardQueryOf, flashcardRequestFromQuery, sameFlashcardRequest } from './flashcardQuery';

// A query string as the browser's URLSearchParams would read it (the engine has no DOM).
const read = (query: string) => {
  const params = new Map(query.split('&').map((pair) => pair.split('=') as [string, string]));
  return flashcardRequestFromQuery((key) => params.get(key) ?? null);
};
const write = (request: FlashcardRequest) => flashcardQueryOf(request).map((pair) => pair.join('=')).join('&');

describe('the flashcard session query', () => {
  it('writes every key in the spec order, leaving an unchosen topic and subtopic empty', () => {
    const request: FlashcardRequest = { subject: 4, topic: null, subtopic: null, noOfQuestion: 5 };
    expect(write(request)).toBe('noOfQuestion=5&subject=4&topic=&subtopic=');
  });

  it('reads back what it wrote', () => {
    const request: FlashcardRequest = { subject: 4, topic: 9, subtopic: 21, noOfQuestion: 15 };
    expect(read(write(request))).toEqual(request);
  });

  it('treats a missing topic and subtopic as unchosen', () => {
    expect(read('noOfQuestion=10&subject=2')).toEqual({ subject: 2, topic: null, subtopic: null, noOfQuestion: 10 });
  });

  it('refuses a URL without a subject or a count of at least 1', () => {
    expect(read('noOfQuestion=5')).toBeNull();
    expect(read('subject=2')).toBeNull();
    expect(read('noOfQuestion=0&subject=2')).toBeNull();
  });

  it('refuses values that are not ids', () => {
    expect(read('noOfQuestion=five&subject=2')).toBeNull();
    expect(read('noOfQuestion=5&subject=2&topic=-1')).toBeNull();
    expect(read('noOfQuestion=2.5&subject=2')).toBeNull();
  });

  it('compares requests key by key', () => {
    const a: FlashcardRequest = { subject: 1, topic: 2, subtopic: null, noOfQuestion: 5 };
    expect(sameFlashcardRequest(a, { ...a })).toBe(true);
    expect(sameFlashcardRequest(a, { ...a, subtopic: 3 })).toBe(false);
    expect(sameFlashcardRequest(a, { ...a, noOfQuestion: 10 })).toBe(false);
  });
});
