// Words a person wrote (a name, a report), shown as written whatever the page's language, with the
// language their script says, for the page to mark (`lang`) so that a reader voices them rightly
// (docs/i18n.md#not-yet: what is left as it is).

/** Words as written and their language. */
export type WrittenWords = { text: string; language: 'en' | 'bn' };

/** Bengali when any letter is of the Bengali script, else English. */
export function writtenWords(text: string): WrittenWords {
  return { text, language: /[\u0980-\u09FF]/.test(text) ? 'bn' : 'en' };
}
