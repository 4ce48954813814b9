// Where a catalogue takes its words (docs/i18n.md#catalogues). Every catalogue of the interface is
// made by `catalogue(name, english)`. On a page in Bengali, the Bengali twins are registered (by
// i18n/bengali.ts, the first thing that page runs) before any catalogue module has been evaluated;
// a catalogue then takes its twin's words as it is made, so every module that reads it, even one
// that copies a text into a constant as it loads, reads Bengali. Without a registered twin (English,
// the servers, the tests) a catalogue is its English words, unchanged.

const twins = new Map<string, object>();
/** Each catalogue made so far, by name, with the words it was made with (English in a server). */
const made = new Map<string, object>();

/** The catalogue named `name`: its English words, or its registered twin's. */
export function catalogue<T extends object>(name: string, english: T): T {
  made.set(name, english);
  const twin = twins.get(name);
  if (twin !== undefined) Object.assign(english, twin);
  return english;
}

/** Registers twins by catalogue name; a catalogue made before this keeps the words it was made with. */
export function registerTwins(byName: Readonly<Record<string, object>>): void {
  for (const [name, twin] of Object.entries(byName)) twins.set(name, twin);
}

/** The names of the catalogues made so far (engine/src/i18n/bengali.test.ts: each has a twin). */
export function cataloguesMade(): readonly string[] {
  return [...made.keys()];
}

/**
 * The catalogues made so far, by name. In a server, where no twin is ever registered, these are
 * the English words (the gateway's table of the api's sentences, i18n/sentences.ts).
 */
export function madeCatalogues(): ReadonlyMap<string, object> {
  return made;
}
