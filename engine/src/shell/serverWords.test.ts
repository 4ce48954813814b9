// docs/i18n.md#server-words: the api writes its refusals in English; the gateway words each sentence a
// catalogue knows in the page's language (i18n/sentences.ts) and the page shows those words
// (shell/shownDetail.ts), or the sentence as sent when none came.
import { describe, expect, it } from 'vitest';
import { sentenceIn, sentencesIn } from '../i18n/sentences';
import { messages } from '../messages';
import { practiceMessages } from '../practice/messages';
import { messagesBn } from '../messages.bn';
import { serverWords } from './serverWords';
import { serverWordsBn } from './serverWords.bn';
import { learnServerWords, shownDetail } from './shownDetail';
import { inLanguage } from '../i18n/language';

const inBengali = (word: () => string): string => inLanguage('bn', word);

describe('the api sentences in Bengali (the gateway)', () => {
  it("words the api's own sentences and the specification's it sends with their Bengali twins", () => {
    expect(sentenceIn('bn', serverWords.examFinished)).toBe(serverWordsBn.examFinished);
    expect(sentenceIn('bn', messages.somethingWrong)).toBe(messagesBn.somethingWrong);
  });

  it('words a sentence with a part of its own (a subject, a count), the part kept and the count in Bengali digits', () => {
    expect(sentenceIn('bn', serverWords.notCovered('Higher Mathematics'))).toBe('আপনার সাবস্ক্রিপশনে Higher Mathematics নেই।');
    expect(sentenceIn('bn', practiceMessages.availableQuestionsOnlyOf(12))).toBe('আপনার জন্য প্রশ্ন আছে মাত্র ১২টি।');
    // Any sentence of one part, found by wording it again: a count (singular or plural), a rate limit's wait.
    expect(sentenceIn('bn', messages.verificationResendsTooOften(1))).toBe(inBengali(() => messagesBn.verificationResendsTooOften(1)));
    expect(sentenceIn('bn', messages.resetCodesTooOften(25))).toBe(inBengali(() => messagesBn.resetCodesTooOften(25)));
    expect(sentenceIn('bn', serverWords.tooManyAttempts(42))).toBe('অনেকবার চেষ্টা করা হয়েছে। ৪২ সেকেন্ড পরে আবার চেষ্টা করুন।');
    expect(sentenceIn('bn', serverWords.packageLasts(30))).toBe(inBengali(() => serverWordsBn.packageLasts(30)));
    // A sentence that only looks like one: the same words around another part are not it.
    expect(sentenceIn('bn', 'Your subscription does not cover')).toBeUndefined();
  });

  it('gives nothing for an English page, or for a sentence no catalogue knows', () => {
    expect(sentenceIn('en', serverWords.examFinished)).toBeUndefined();
    expect(sentenceIn('bn', 'Something the catalogues do not know.')).toBeUndefined();
    expect(sentencesIn('bn', [serverWords.notFound, 'Unknown words.'])).toEqual({ [serverWords.notFound]: serverWordsBn.notFound });
    expect(sentencesIn('en', [serverWords.notFound])).toEqual({});
  });
});

describe('shownDetail (the page)', () => {
  it("shows a sentence in the gateway's words once they came, and as sent otherwise", () => {
    const sent = 'This test refusal is already finished.';
    expect(shownDetail(sent)).toBe(sent);
    learnServerWords({ [sent]: serverWordsBn.examFinished, ignored: 3 });
    expect(shownDetail(sent)).toBe(serverWordsBn.examFinished);
    expect(shownDetail('ignored')).toBe('ignored');
    learnServerWords('not words');
    expect(shownDetail('Something else.')).toBe('Something else.');
  });
});
