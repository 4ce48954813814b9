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

/** A catalogue's sentence with a part of its own (a subject, a count): its English and its Bengali wording. */
type PartSentence = { english: (part: string | number) => unknown; bengali: (part: string | number) => unknown };

/** Every English text of the catalogues made in this process with its Bengali twin, and the sentences of one part; made once, when first asked. */
let table: { texts: Map<string, string>; withPart: PartSentence[] } | undefined;

function bengaliTable(): { texts: Map<string, string>; withPart: PartSentence[] } {
  if (table !== undefined) return table;
  const texts = new Map<string, string>();
  const withPart: PartSentence[] = [];
  const twins: Readonly<Record<string, object>> = bengaliTwins;
  // The api's own sentences first: a text two catalogues share is worded as the api's.
  const made = [...madeCatalogues()].sort(([a], [b]) => Number(b === 'server') - Number(a === 'server'));
  for (const [name, english] of made) {
    const twin = twins[name];
    if (twin === undefined) continue;
    for (const [key, text] of Object.entries(english)) {
      const twinText: unknown = Reflect.get(twin, key);
      if (typeof text === 'string' && typeof twinText === 'string' && !texts.has(text)) texts.set(text, twinText);
      if (typeof text === 'function' && typeof twinText === 'function' && text.length === 1) {
        withPart.push({ english: text as PartSentence['english'], bengali: twinText as PartSentence['bengali'] });
      }
    }
  }
  table = { texts, withPart };
  return table;
}

/** A text no sentence holds, to find where a sentence's part goes. */
const marker = '\u0000part\u0000';

/**
 * The part `sentence` was worded with, when `english` words it: a number written in it, or the text
 * where `english` puts its part. Undefined when it is not this sentence.
 */
function partOf(sentence: PartSentence, english: string): string | number | undefined {
  const words = (part: string | number): unknown => {
    try {
      return sentence.english(part);
    } catch {
      return undefined;
    }
  };
  for (const digits of english.match(/\d+/g) ?? []) if (words(Number(digits)) === english) return Number(digits);
  const around = words(marker);
  if (typeof around !== 'string' || !around.includes(marker)) return undefined;
  const [before = '', after = ''] = around.split(marker);
  if (!english.startsWith(before) || !english.endsWith(after) || english.length <= before.length + after.length) return undefined;
  const part = english.slice(before.length, english.length - after.length);
  return words(part) === english ? part : undefined;
}

/**
 * An English sentence of the api in `language`; undefined when it is English already or no
 * catalogue knows it (the page then shows it as sent). A sentence with a part of its own (a subject,
 * a count) is found by wording it again with each part it could hold; the part is kept, a count
 * written in the language's digits.
 */
export function sentenceIn(language: Language, english: string): string | undefined {
  if (language === 'en') return undefined;
  // The catalogues the api's sentences come from are made before the table is read.
  void serverWords;
  void practiceMessages;
  const { texts, withPart } = bengaliTable();
  const known = texts.get(english);
  if (known !== undefined) return known;
  for (const sentence of withPart) {
    const part = partOf(sentence, english);
    if (part === undefined) continue;
    const worded = inLanguage(language, () => sentence.bengali(part));
    if (typeof worded === 'string') return worded;
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
