// The question bank's search (docs/content.md#bank-search): a question's text in both languages and
// what an Admin types are compared after the same normalisation, so ১০ finds 10, a word typed with a
// zero-width joiner finds it without, and য় finds য় whether typed as one code point or two.
import { westernDigits } from '../shell/digits';

/** Zero-width space, non-joiner, joiner, word joiner and the byte-order mark. */
const INVISIBLE = /[\u200b\u200c\u200d\u2060\ufeff]/g;

/** NFC, digits as 0–9, zero-width characters removed, case folded, runs of white space as one space. */
export function searchNormalised(text: string): string {
  return westernDigits(text.normalize('NFC'))
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A part of a question as the search sees it: images have no words. */
export type SearchablePart = { type: string; data: string };

/** Every text and formula of the parts, in order, normalised; what the bank stores to search in. */
export function searchTextOf(parts: ReadonlyArray<ReadonlyArray<SearchablePart>>): string {
  return searchNormalised(
    parts
      .flat()
      .filter((part) => part.type !== 'image')
      .map((part) => part.data)
      .join(' '),
  );
}

/** Whether the stored search text holds what was typed (an empty search matches everything). */
export function searchMatches(stored: string, typed: string): boolean {
  return stored.includes(searchNormalised(typed));
}
