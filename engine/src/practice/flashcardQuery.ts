// The query of /flashcard/exam/?noOfQuestion&subject&topic&subtopic (docs/practice.md#flashcard-setup): what the setup
// writes on Start and what the session reads back, so a reload of the session URL still works.
import type { FlashcardRequest } from './flashcardMachine';

export const FLASHCARD_QUERY_KEYS = ['noOfQuestion', 'subject', 'topic', 'subtopic'] as const;
export type FlashcardQueryKey = (typeof FLASHCARD_QUERY_KEYS)[number];

/** The query's pairs in the spec's order; an unchosen topic or subtopic is left empty. */
export function flashcardQueryOf(request: FlashcardRequest): Array<[FlashcardQueryKey, string]> {
  return FLASHCARD_QUERY_KEYS.map((key) => [key, request[key] === null ? '' : String(request[key])]);
}

/** The session's path for a request: /flashcard/exam/?noOfQuestion&subject&topic&subtopic. */
export function flashcardSessionPath(request: FlashcardRequest): string {
  const query = flashcardQueryOf(request).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `/flashcard/exam/?${query.join('&')}`;
}

/**
 * The request a session URL asks for, or null when it cannot be sent: a subject and a count of
 * at least 1 are required; topic and subtopic are optional but must be ids when given.
 */
export function flashcardRequestFromQuery(get: (key: FlashcardQueryKey) => string | null): FlashcardRequest | null {
  const noOfQuestion = idOf(get('noOfQuestion'));
  const subject = idOf(get('subject'));
  const topic = optionalIdOf(get('topic'));
  const subtopic = optionalIdOf(get('subtopic'));
  if (noOfQuestion === null || subject === null || topic === undefined || subtopic === undefined) return null;
  return { subject, topic, subtopic, noOfQuestion };
}

/** Whether two requests ask for the same questions (cards handed over by the setup are reused only then). */
export function sameFlashcardRequest(a: FlashcardRequest, b: FlashcardRequest): boolean {
  return FLASHCARD_QUERY_KEYS.every((key) => a[key] === b[key]);
}

function idOf(text: string | null): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}

/** null when absent or empty, undefined when present but not an id. */
function optionalIdOf(text: string | null): number | null | undefined {
  if (text === null || text.trim() === '') return null;
  return idOf(text) ?? undefined;
}
