// The question-count chooser of the random test and the flashcard setup (docs/practice.md#count-presets): presets
// disabled above the available count, and 'Others' taking a typed number from 1 to available.
import { parseCount } from '../shell/digits';
import { availableQuestionsOnly } from './messages';

export type Preset = { value: number; disabled: boolean };

/** The chooser's value: a preset, or 'Others' with what was typed (null while empty or not a number). */
export type CountChoice = { kind: 'preset'; value: number } | { kind: 'others'; typed: number | null };

/** A count that may be sent, or why not; `error` is null when the screen shows no message. */
export type CountCheck = { valid: true; count: number } | { valid: false; error: string | null };

/** Each preset, disabled when fewer questions are available than it asks for. */
export function presetsFor(presets: readonly number[], available: number): Preset[] {
  return presets.map((value) => ({ value, disabled: value > available }));
}

/** The number the choice asks for, null when 'Others' is still empty. */
export function requestedCount(choice: CountChoice): number | null {
  return choice.kind === 'preset' ? choice.value : choice.typed;
}

/**
 * Valid counts are whole numbers from 1 to the available count. Above it the screen says
 * 'Your available questions are only {n}.'; below 1 or empty, the count is just not accepted.
 */
export function checkCount(count: number | null, available: number): CountCheck {
  if (count === null || !Number.isInteger(count) || count < 1) return { valid: false, error: null };
  if (count > available) return { valid: false, error: availableQuestionsOnly(available) };
  return { valid: true, count };
}

/** What the 'Others' field holds after typing: a whole number (Bengali digits too), or null for anything else. */
export function parseTyped(text: string): number | null {
  return parseCount(text);
}
