// English questions from the curated word tables: vocabulary, grammar, spelling and word forms.
import { antonyms, oneWord, partsOfSpeech, plurals, spellings, synonyms, taggedWords, verbs, type WordItem } from '../data/english';
import { othersFrom, section, slug } from '../question';
import type { BankQuestion } from '../types';

export function englishQuestions(): BankQuestion[] {
  return [...vocabulary(), ...grammar(), ...spellingAndForms()];
}

const S = 'English';

function vocabulary(): BankQuestion[] {
  const synonym = section(S, 'Vocabulary', 'Synonyms');
  const antonym = section(S, 'Vocabulary', 'Antonyms');
  const substitution = section(S, 'Vocabulary', 'One-word substitution');
  const item = ([word, answer, ...wrong]: WordItem) => ({ word, answer, distractors: wrong });
  return [
    ...synonyms.map(item).map(({ word, answer, distractors }) =>
      synonym({
        key: `eng.vocabulary.synonym.${slug(word)}`,
        question: `Choose the word closest in meaning to “${word}”.`,
        answer,
        distractors,
        explanation: `“${capital(word)}” means “${answer}”.`,
      }),
    ),
    ...antonyms.map(item).map(({ word, answer, distractors }) =>
      antonym({
        key: `eng.vocabulary.antonym.${slug(word)}`,
        question: `Choose the word opposite in meaning to “${word}”.`,
        answer,
        distractors,
        explanation: `The opposite of “${word}” is “${answer}”; the other choices are similar in meaning or unrelated.`,
      }),
    ),
    ...oneWord.map(item).map(({ word, answer, distractors }) =>
      substitution({
        key: `eng.vocabulary.one-word.${slug(answer)}`,
        question: `Choose one word for: ${word}.`,
        answer,
        distractors,
        explanation: `${capital(word)} is called “${answer}”.`,
      }),
    ),
  ];
}

function grammar(): BankQuestion[] {
  const parts = section(S, 'Grammar', 'Parts of speech');
  const past = section(S, 'Grammar', 'Past tense of irregular verbs');
  const participle = section(S, 'Grammar', 'Past participle of irregular verbs');
  return [
    ...taggedWords.map(([sentence, word, pos]) => {
      const key = `eng.grammar.part-of-speech.${slug(sentence)}`;
      return parts({
        key,
        question: `In the sentence “${sentence}”, what part of speech is “${word}”?`,
        answer: pos,
        distractors: othersFrom(key, partsOfSpeech, pos),
        explanation: `In this sentence “${word}” is ${/^[AEIOU]/.test(pos) ? 'an' : 'a'} ${pos.toLowerCase()}.`,
      });
    }),
    ...verbs.flatMap(([base, pastForm, participleForm, ing, third]) => [
      past({
        key: `eng.grammar.past.${base}`,
        question: `What is the past tense of “${base}”?`,
        answer: pastForm,
        distractors: [participleForm, ing, third],
        explanation: `${base} – ${pastForm} – ${participleForm}.`,
      }),
      participle({
        key: `eng.grammar.participle.${base}`,
        question: `What is the past participle of “${base}”?`,
        answer: participleForm,
        distractors: [pastForm, ing, third],
        explanation: `${base} – ${pastForm} – ${participleForm}.`,
      }),
    ]),
  ];
}

function spellingAndForms(): BankQuestion[] {
  const spelling = section(S, 'Spelling and Word Forms', 'Correct spelling');
  const plural = section(S, 'Spelling and Word Forms', 'Plural forms');
  return [
    ...spellings.map(([correct, ...wrong]) =>
      spelling({
        key: `eng.spelling.${slug(correct)}`,
        question: 'Which word is spelt correctly?',
        answer: correct,
        distractors: wrong,
        explanation: `The correct spelling is “${correct}”.`,
      }),
    ),
    ...plurals.map(([singular, answer, ...wrong]) =>
      plural({
        key: `eng.plural.${slug(singular)}`,
        question: `What is the plural of “${singular}”?`,
        answer,
        distractors: wrong,
        explanation: `The plural of “${singular}” is “${answer}”.`,
      }),
    ),
  ];
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
