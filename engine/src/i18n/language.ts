// The languages the interface speaks (docs/i18n.md): English, the specification's, and Bengali.
// Which one a page speaks is chosen once as it starts (docs/i18n.md#choosing): the one the
// learner picked on this device, else the first of the browser's languages that we speak, else
// English. This module holds that choice for the page; nothing here reads storage or the browser.

export const languages = ['en', 'bn'] as const;
export type Language = (typeof languages)[number];

/** The `Intl` locale of each language: en-GB (day before month) as the product has always used, bn-BD. */
export const localeOf: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };

/** Each language's name in itself, as the switch shows it. */
export const languageNames: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** The device's choice, in local storage and in a cookie the gateway reads for the first HTML. */
export const languageStorageKey = 'proshno.language';
export const languageCookie = 'proshno-language';

let current: Language = 'en';

/** The language this page speaks. */
export function currentLanguage(): Language {
  return current;
}

/**
 * A catalogue entry's name as a page shows it when the client, not the gateway, chooses: its Bengali
 * twin on a Bengali page, else its English name (docs/i18n.md#names). For the Admin's pickers, which
 * get both because their forms edit the English.
 */
export function shownName(entry: { name: string; bengali?: string | null }): string {
  return current === 'bn' ? (entry.bengali ?? entry.name) : entry.name;
}

/** Called once by the language's catalogue module as it is applied (i18n/bengali.ts). */
export function setCurrentLanguage(language: Language): void {
  current = language;
}

/**
 * Runs `render` with `language` as the current one, then puts the page's back: how a server writes
 * one learner's mail in their language with the shared formatting (numbers, dates). `render` must be
 * synchronous, so nothing else runs while the language is borrowed.
 */
export function inLanguage<T>(language: Language, render: () => T): T {
  const before = current;
  current = language;
  try {
    return render();
  } finally {
    current = before;
  }
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'bn';
}

/**
 * The language a page starts in: the stored choice when there is one, else the first of the
 * browser's preferred languages we speak ('bn', 'bn-BD', 'bn-IN' are Bengali), else English.
 */
export function startingLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'bn') return 'bn';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/**
 * The languages of an Accept-Language header, most wanted first ('bn-BD,bn;q=0.9,en;q=0.8' →
 * bn-BD, bn, en); a tag with q=0 is refused, so left out. At most 20 tags are read.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (header === undefined) return [];
  const tags = header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0);
  return tags.sort((a, b) => b.q - a.q || a.order - b.order).map(({ tag }) => tag);
}

/** The cookie's language in a Cookie header, else null. */
export function languageInCookies(header: string | undefined): string | null {
  return new RegExp(`(?:^|;\\s*)${languageCookie}=(\\w+)`).exec(header ?? '')?.[1] ?? null;
}
