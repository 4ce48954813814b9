// How an option is named and chosen by key wherever a question is shown (docs/exam.md#answering):
// the exam, the flashcard session, revision and history use these, so the four letters are written
// once, in the exam's catalogue.
import { examMessages } from './messages';

/** The keys that choose the first, second, third and fourth option (lower or upper case). */
const optionKeys = ['A', 'B', 'C', 'D'] as const;

/** The label of the option at `index` ('A' for the first); an option past the letters is its number. */
export function optionLetter(index: number): string {
  const letters: readonly string[] = examMessages.optionLetters;
  return letters[index] ?? String(index + 1);
}

/** The index of the option a key press chooses ('a' or 'A' the first), or -1 for another key. */
export function optionIndexOfKey(key: string): number {
  return (optionKeys as readonly string[]).indexOf(key.toUpperCase());
}
