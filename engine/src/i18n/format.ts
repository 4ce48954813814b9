// Numbers in the page's language (docs/i18n.md#numbers): 123456 is '123,456' in English, as the
// product has always written it, and '১,২৩,৪৫৬' in Bengali (Bengali digits, lakh grouping). Everything
// a learner reads that holds a number goes through here or through Intl with `currentLocale()`.
import { currentLanguage, localeOf } from './language';

/** The `Intl` locale of the page's language. */
export function currentLocale(): string {
  return localeOf[currentLanguage()];
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** `n` in the page's language: digits, grouping and, with options, decimals or percent. */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  const locale = currentLocale();
  const key = `${locale}${options === undefined ? '' : JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { useGrouping: true, ...options });
    numberFormats.set(key, format);
  }
  return format.format(n);
}

/** Digits only, no grouping: years, phone numbers, clock fields, 'Question 12'. */
export function formatDigits(n: number | string): string {
  const text = String(n);
  return currentLanguage() === 'bn' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))) : text;
}
