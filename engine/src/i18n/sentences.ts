// The api's sentences in the page's language, for the gateway (docs/i18n.md#server-words). The api
// answers in English, its sentences taken from the engine's catalogues (the specification's and its
// own, shell/serverWords.ts). For a page in Bengali the gateway sends, beside each refusal, the
// Bengali words of every sentence of it that a catalogue knows (`extensions.words`), so the page
// (shell/shownDetail.ts) needs no English to show it. A server only: it imports every twin.
import { practiceMessages } from '../practice/messages';
import { serverWords } from '../shell/serverWords';
import { bengaliTwins } from './bengali';
import { madeCatalogues } from './catalogue';
import { inLanguage, type Language } from './language';

/** Every English text of the catalogues made in this process with its Bengali twin; made once, when first asked. */
let bengaliOf: Map<string, string> | undefined;

function bengaliTable(): Map<string, string> {
  if (bengaliOf !== undefined) return bengaliOf;
  const table = new Map<string, string>();
  const twins: Readonly<Record<string, object>> = bengaliTwins;
  // The api's own sentences first: a text two catalogues share is worded as the api's.
  const made = [...madeCatalogues()].sort(([a], [b]) => Number(b === 'server') - Number(a === 'server'));
  for (const [name, english] of made) {
    const twin = twins[name];
    if (twin === undefined) continue;
    for (const [key, text] of Object.entries(english)) {
      const twinText: unknown = Reflect.get(twin, key);
      if (typeof text === 'string' && typeof twinText === 'string' && !table.has(text)) table.set(text, twinText);
    }
  }
  bengaliOf = table;
  return table;
}

/** The English sentences with a part of their own (a subject, a count), and how Bengali words each. */
const patterns: ReadonlyArray<readonly [RegExp, (part: string) => string]> = [
  [/^Your subscription does not cover (.+)\.$/, (subject) => bengaliTwins.server.notCovered(subject)],
  [/^Your available questions are only (\d+)\.$/, (n) => bengaliTwins.practice.availableQuestionsOnlyOf(Number(n))],
];

/**
 * An English sentence of the api in `language`; undefined when it is English already or no
 * catalogue knows it (the page then shows it as sent).
 */
export function sentenceIn(language: Language, english: string): string | undefined {
  if (language === 'en') return undefined;
  // The catalogues these sentences come from are made before the table is read.
  void serverWords;
  void practiceMessages;
  const known = bengaliTable().get(english);
  if (known !== undefined) return known;
  for (const [pattern, word] of patterns) {
    const part = pattern.exec(english)?.[1];
    if (part !== undefined) return inLanguage(language, () => word(part));
  }
  return undefined;
}

/** The words of `texts` in `language` that a catalogue knows, English → the language's; empty in English. */
export function sentencesIn(language: Language, texts: Iterable<string>): Record<string, string> {
  const words: Record<string, string> = {};
  for (const text of texts) {
    const shown = sentenceIn(language, text);
    if (shown !== undefined) words[text] = shown;
  }
  return words;
}
