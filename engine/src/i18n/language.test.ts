import { describe, expect, it } from 'vitest';
import { acceptedLanguages, languageInCookies, startingLanguage } from './language';

// docs/i18n.md#choosing: the device's choice, else the browser's first language we speak, else English.
describe('the language a page starts in', () => {
  it('is the stored choice whatever the browser prefers', () => {
    expect(startingLanguage('en', ['bn-BD', 'bn'])).toBe('en');
    expect(startingLanguage('bn', ['en-US'])).toBe('bn');
  });

  it('is the first of the browser’s languages we speak, Bengali of any region included', () => {
    expect(startingLanguage(null, ['bn-BD', 'en-US'])).toBe('bn');
    expect(startingLanguage(null, ['BN-in'])).toBe('bn');
    expect(startingLanguage(null, ['hi-IN', 'en-GB', 'bn'])).toBe('en');
    expect(startingLanguage(null, ['fr', 'bn'])).toBe('bn');
  });

  it('is English when nothing is stored or preferred, or the stored value is not a language', () => {
    expect(startingLanguage(null, [])).toBe('en');
    expect(startingLanguage('fr', ['de'])).toBe('en');
    expect(startingLanguage('<script>', ['bn'])).toBe('bn');
  });
});

describe('Accept-Language', () => {
  it('orders the tags by weight, keeping the header’s order among equals, and leaves out q=0', () => {
    expect(acceptedLanguages('en;q=0.5,bn-BD,bn;q=0.9,fr;q=0')).toEqual(['bn-BD', 'bn', 'en']);
    expect(acceptedLanguages('en-US,en;q=0.9')).toEqual(['en-US', 'en']);
  });

  it('reads nothing from an absent, empty or malformed header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(';q=1,,')).toEqual([]);
  });
});

describe('the language cookie', () => {
  it('is read among other cookies, and absent when not set', () => {
    expect(languageInCookies('a=1; proshno-language=bn; b=2')).toBe('bn');
    expect(languageInCookies('xproshno-language=bn')).toBeNull();
    expect(languageInCookies(undefined)).toBeNull();
  });
});
