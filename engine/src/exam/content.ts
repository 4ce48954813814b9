// Content parts of questions, options and explanations (docs/api.md#shape-question): text, an image path under
// /media/, or a LaTeX formula ('latex' and 'math' are both TeX source). An image may carry its width
// and height in CSS pixels (docs/exam.md#image-size).
import type { Language } from '../i18n/language';
export type ContentPart = {
  id?: number;
  type: 'text' | 'image' | 'latex' | 'math';
  data: string;
  width?: number | null;
  height?: number | null;
};

/**
 * The language a question is shown in, and whether that is the other version than the one asked
 * for, the question having no twin in it (docs/i18n.md#questions). Absent in copies kept by older
 * versions of the app.
 */
export type QuestionLanguage = { language?: Language | null; fallback?: boolean | null };

/** The `lang` of a question's content: its own language when the server said it. */
export function langOf(question: QuestionLanguage): Language | undefined {
  return question.language ?? undefined;
}

/** The /media paths of the images in these parts, each once (docs/exam.md#image-offline). */
export function imagePathsOf(parts: Iterable<readonly ContentPart[]>): string[] {
  const paths = new Set<string>();
  for (const list of parts) for (const part of list) if (part.type === 'image') paths.add(part.data);
  return [...paths];
}

/** The box an image is drawn in before it loads: its own size, or null for the fixed box (docs/exam.md#image-size). */
export function imageBoxOf(part: ContentPart): { width: number; height: number } | null {
  const { width, height } = part;
  return typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0 ? { width, height } : null;
}

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
