// A sentence the api sent, as the page shows it (docs/i18n.md#server-words). The api writes its
// refusals in English. For a page in Bengali the gateway sends, beside each refusal, the words it
// knows for the refusal's sentences (GraphQL `extensions.words`: English → Bengali,
// engine/src/i18n/sentences.ts); the web's GraphQL client hands them here as they arrive, before any
// machine reads the refusal. So a page needs neither the English catalogues nor the api's sentences
// to show a refusal in its own words, and an English page is sent none.

/** Kept words, English → the page's; the api's sentences are a few dozen, so this stays small. */
const learned = new Map<string, string>();
const mostKept = 500;

/** Keeps the gateway's words for a refusal's sentences (`extensions.words`); anything else is ignored. */
export function learnServerWords(words: unknown): void {
  if (typeof words !== 'object' || words === null) return;
  for (const [english, shown] of Object.entries(words)) {
    if (typeof shown !== 'string' || shown === '') continue;
    if (learned.size >= mostKept && !learned.has(english)) learned.clear();
    learned.set(english, shown);
  }
}

/** A sentence the api sent (a refusal's detail) in the page's words when the gateway gave them; as sent otherwise. */
export function shownDetail(detail: string): string {
  return learned.get(detail) ?? detail;
}
