// Cascading selects (docs/practice.md#cascading-selects), generic over levels: grade → subject → topic → subtopic
// for the random test and flashcards, exam → university → year for the previous-year test.

/** An entry of a select as the api lists it (docs/api.md#shape-subject). */
export type Offerable = { questions_available: number };

/** The chosen id per level, null while unchosen; `levels` runs from parent to child. */
export type Cascade<L extends string> = {
  readonly levels: readonly L[];
  readonly chosen: Readonly<Record<L, number | null>>;
};

/** Nothing chosen at any level. */
export function emptyCascade<L extends string>(levels: readonly L[]): Cascade<L> {
  return { levels, chosen: cleared(levels) };
}

/**
 * Sets one level and clears every level below it ('Selecting a grade clears subject, topic and
 * subtopic'). A level whose parent is unchosen is disabled, so selecting it changes nothing.
 */
export function select<L extends string>(cascade: Cascade<L>, level: L, id: number | null): Cascade<L> {
  if (!isEnabled(cascade, level)) return cascade;
  const below = cascade.levels.slice(cascade.levels.indexOf(level) + 1);
  return { levels: cascade.levels, chosen: { ...cascade.chosen, ...cleared(below), [level]: id } };
}

/** The first level is always enabled; any other only once its parent is chosen. */
export function isEnabled<L extends string>(cascade: Cascade<L>, level: L): boolean {
  const index = cascade.levels.indexOf(level);
  if (index < 0) return false;
  const parent = cascade.levels[index - 1];
  return parent === undefined || cascade.chosen[parent] !== null;
}

/** The deepest chosen level, whose questions_available bounds the count (null when none). */
export function deepestChosen<L extends string>(cascade: Cascade<L>): L | null {
  const chosen = cascade.levels.filter((level) => cascade.chosen[level] !== null);
  return chosen[chosen.length - 1] ?? null;
}

/** An entry the screen lists at some level: its id is what `select` stores. */
export type CascadeEntry = Offerable & { id: number };

/**
 * questions_available of the entry chosen at the deepest chosen level, which bounds the count;
 * 0 while nothing is chosen or the chosen entry is not in that level's list.
 */
export function availableOf<L extends string>(
  cascade: Cascade<L>,
  entries: Readonly<Record<L, readonly CascadeEntry[]>>,
): number {
  const level = deepestChosen(cascade);
  if (level === null) return 0;
  return entries[level].find((entry) => entry.id === cascade.chosen[level])?.questions_available ?? 0;
}

/** Only entries with questions_available above 0 are listed (docs/practice.md#random-test-rules). */
export function offered<T extends Offerable>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.questions_available > 0);
}

function cleared<L extends string>(levels: readonly L[]): Record<L, null> {
  return Object.fromEntries(levels.map((level) => [level, null])) as Record<L, null>;
}
