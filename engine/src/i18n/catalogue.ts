// Where a catalogue takes its words (docs/i18n.md#catalogues). Every catalogue of the interface is
// made by `catalogue(name, english)`. On a page in Bengali, the Bengali twins are registered (by
// i18n/bengali.ts, the first thing that page runs) before any catalogue module has been evaluated;
// a catalogue then takes its twin's words as it is made, so every module that reads it, even one
// that copies a text into a constant as it loads, reads Bengali. Without a registered twin (English,
// the servers, the tests) a catalogue is its English words, unchanged.

const twins = new Map<string, object>();
const made = new Set<string>();
/** Every text a catalogue was made with, in English, and where it is now (docs/i18n.md#server-words). */
const byEnglish = new Map<string, { words: object; key: string }>();

/** The catalogue named `name`: its English words, or its registered twin's. */
export function catalogue<T extends object>(name: string, english: T): T {
  made.add(name);
  for (const [key, value] of Object.entries(english)) if (typeof value === 'string' && !byEnglish.has(value)) byEnglish.set(value, { words: english, key });
  const twin = twins.get(name);
  if (twin !== undefined) Object.assign(english, twin);
  return english;
}

/**
 * An English text of a catalogue as the page's catalogue now words it (the same text on an English
 * page); undefined when no catalogue was made with it. How a sentence the api sent in English is
 * shown in the page's language.
 */
export function catalogueTextOf(englishText: string): string | undefined {
  const found = byEnglish.get(englishText);
  if (found === undefined) return undefined;
  const now: unknown = Reflect.get(found.words, found.key);
  return typeof now === 'string' ? now : undefined;
}

/** Registers twins by catalogue name; a catalogue made before this keeps the words it was made with. */
export function registerTwins(byName: Readonly<Record<string, object>>): void {
  for (const [name, twin] of Object.entries(byName)) twins.set(name, twin);
}

/** The names of the catalogues made so far (engine/src/i18n/bengali.test.ts: each has a twin). */
export function cataloguesMade(): readonly string[] {
  return [...made];
}
