// Content parts of questions, options and explanations (docs/api.md#shape-question): text, an image path under
// /media/, or a LaTeX formula ('latex' and 'math' are both TeX source).
export type ContentPart = { id?: number | string; type: 'text' | 'image' | 'latex' | 'math'; data: string };

/**
 * Whether a word space goes between two neighbouring parts of one sentence. The bank writes a
 * sentence's words and formulas as separate parts without the spaces between them ('Light travels
 * at', a formula, 'in a medium.'), so they are joined with one, except where the text already has
 * it, before closing punctuation (a formula then ', find') and after an opening bracket. An image
 * stands on its own line and needs none.
 */
export function spaceBetween(before: ContentPart, after: ContentPart): boolean {
  if (before.type === 'image' || after.type === 'image') return false;
  if (before.type === 'text' && (before.data === '' || /[\s([{‘“]$/u.test(before.data))) return false;
  if (after.type === 'text' && (after.data === '' || /^[\s,.;:!?)\]}%’”।]/u.test(after.data))) return false;
  return true;
}
