// docs/i18n.md#server-words: a sentence the api sent is shown in the page's language when a
// catalogue knows it (the api's own refusals, and the specification's sentences it sends). The
// engine's test files share their modules, so the page's language is set here and put back, and a
// twin is applied the way a Bengali page applies it: to a catalogue made after its registration.
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, registerTwins } from '../i18n/catalogue';
import { serverWordsBn } from './serverWords.bn';
import { setCurrentLanguage } from '../i18n/language';
import { serverWords, shownDetail } from './serverWords';

afterEach(() => setCurrentLanguage('en'));

describe('shownDetail', () => {
  it('on an English page shows the sentence as the api sent it', () => {
    expect(shownDetail(serverWords.examFinished)).toBe('This exam is already finished.');
    expect(shownDetail('Your subscription does not cover Physics.')).toBe('Your subscription does not cover Physics.');
  });

  it("on a Bengali page shows a catalogue's English sentence in that catalogue's words, and an unknown one as sent", () => {
    registerTwins({ 'test:server-words': { refused: serverWordsBn.examFinished } });
    catalogue('test:server-words', { refused: 'This test refusal is already finished.' });
    setCurrentLanguage('bn');
    expect(shownDetail('This test refusal is already finished.')).toBe(serverWordsBn.examFinished);
    expect(shownDetail('Something the catalogues do not know.')).toBe('Something the catalogues do not know.');
  });

  it('words a sentence with a part of its own (a subject, a count) through the catalogue, the part kept', () => {
    const english = serverWords.notCovered;
    Object.assign(serverWords, { notCovered: serverWordsBn.notCovered });
    try {
      setCurrentLanguage('bn');
      expect(shownDetail('Your subscription does not cover Higher Mathematics.')).toBe('আপনার সাবস্ক্রিপশনে Higher Mathematics নেই।');
    } finally {
      Object.assign(serverWords, { notCovered: english });
    }
  });
});
