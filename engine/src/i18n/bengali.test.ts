// docs/i18n.md#catalogues: every catalogue of the interface has a Bengali twin, and the twin is
// written in Bengali; a catalogue made after the twins are registered takes its twin's words.
import { describe, expect, it } from 'vitest';
import '../index';
import { bangladeshDivisions, countryCodes } from '../access/places';
import { placeNamesBn } from '../access/places.bn';
import { bengaliTwins } from './bengali';
import { catalogue, cataloguesMade, registerTwins } from './catalogue';
import { inLanguage } from './language';

/** Every text of a twin with where it is: strings, list items, nested tables, and what each function returns. */
function textsOf(value: unknown, at: string): Array<{ at: string; text: string }> {
  if (typeof value === 'string') return [{ at, text: value }];
  if (typeof value === 'function') {
    // Counts for the arguments, or, for a function of a date, a date.
    const call = (sample: unknown): unknown => value(...Array.from({ length: value.length }, () => sample));
    let result: unknown;
    try {
      result = call(3);
    } catch {
      result = call('2026-11-01');
    }
    return textsOf(result, `${at}()`);
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${at}[${i}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${at}.${key}`));
  return [];
}

/**
 * Words that stay in Latin letters in Bengali: the brand, names of services and card schemes, the
 * support address.
 */
const sameInBothLanguages = [
  ...['support@proshno.com', 'Proshno', 'SSLCommerz', 'Visa', 'Mastercard', 'Amex', 'OTP', 'MCQ'],
  // The question file formats and the words of them a teacher's tools show, before GIF (docs/content.md#import).
  ...['JSON', 'GIFT', 'Aiken', 'Moodle', 'KB', '$CATEGORY', 'ANSWER'],
  // What a Bangladeshi keyboard, mail app or file dialog shows in Latin letters.
  ...['A–Z', 'a–z', 'Spam', 'Junk', 'Promotions', 'DD/MM/YYYY', 'JPEG', 'PNG', 'GIF', 'WebP', 'MB', 'SSL URL', 'BIN', 'CSV', '০১XXXXXXXXX'],
];

/** English left in a text: Latin letters once placeholders, paths and the words above are taken out. */
function englishIn(text: string): boolean {
  const rest = sameInBothLanguages.reduce((left, word) => left.replaceAll(word, ' '), text.replace(/\{\w+\}/g, ' ').replace(/^\/[\w/-]*$/, ' '));
  return /[A-Za-z]/.test(rest);
}

describe('the Bengali twins', () => {
  it('cover every catalogue the engine makes', () => {
    // Every catalogue module is reached from the engine's public surface, imported above.
    const made = cataloguesMade().filter((name) => !name.startsWith('test:'));
    expect(made.length).toBeGreaterThan(10);
    expect(made.filter((name) => !(name in bengaliTwins))).toEqual([]);
    expect(Object.keys(bengaliTwins).filter((name) => !made.includes(name))).toEqual([]);
  });

  it('are written in Bengali, every text of them, digits included', () => {
    // The functions write numbers in the page's digits: a page in Bengali.
    // The test files of the engine share their modules: the page's language is put back whatever happens.
    const texts = inLanguage('bn', () => Object.entries(bengaliTwins).flatMap(([name, twin]) => textsOf(twin, name)));
    // A function's text holds its arguments (here 3s) as given: only a plain text must have no ASCII digit.
    const asciiDigits = ({ at, text }: { at: string; text: string }) => !at.includes('()') && /[0-9]/.test(text.replace(/^\d{4}-\d{2}-\d{2}$/, ''));
    expect(texts.filter((entry) => englishIn(entry.text) || asciiDigits(entry)).map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  });
});

describe('a catalogue', () => {
  it('takes its registered twin’s words as it is made, and keeps its English without one', () => {
    registerTwins({ 'test:registered': { title: 'শিরোনাম' } });
    expect(catalogue('test:registered', { title: 'Title', body: 'Body' })).toEqual({ title: 'শিরোনাম', body: 'Body' });
    expect(catalogue('test:unregistered', { title: 'Title' })).toEqual({ title: 'Title' });
  });
});

describe('the Bengali place names', () => {
  it('name every division, district and country the address fields offer, in Bengali letters', () => {
    const offered = [...bangladeshDivisions.flatMap((d) => [d.name, ...d.districts]), ...countryCodes.map((c) => c.country)];
    expect(offered.filter((name) => !/^[\u0980-\u09FF\s]+$/.test(placeNamesBn[name] ?? ''))).toEqual([]);
    expect(Object.keys(placeNamesBn).filter((name) => !offered.includes(name))).toEqual([]);
  });
});
