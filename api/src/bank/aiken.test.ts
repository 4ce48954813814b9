import { importReasonText } from '@proshno/engine';
import { describe, expect, test } from 'vitest';
import { parseAiken } from './aiken';
import type { BankPlace } from './fileCheck';

const place = { grade: 'HSC', subject: 'Physics', topic: 'Kinematics', subtopic: 'Motion' };
/** The file read, its reasons worded in English (the codes the api sends, as `npm run import` words them). */
const aiken = (text: string, given: BankPlace = place) => {
  const { accepted, rejected } = parseAiken(text, given);
  return { accepted, rejected: rejected.map((r) => ({ ...r, reasons: r.reasons.map(importReasonText) })) };
};
const reasonsOf = (text: string) => aiken(text).rejected.map((r) => [r.row, r.reasons]);

describe('reading an Aiken file', () => {
  test('questions with A. or A) options and ANSWER are accepted at the form’s place, each with its line', () => {
    const { accepted, rejected } = aiken('What is 2+2?\nA. 3\nB. 4\nC. 5\nD. 22\nANSWER: B\n\nSpeed of light?\nA) $$3 \\times 10^8$$ m/s\nB) 300 m/s\nC) 3 m/s\nD) 30 m/s\nANSWER: A\n');
    expect(rejected).toEqual([]);
    expect(accepted.map((r) => r.row)).toEqual([1, 8]);
    const first = accepted[0]?.question;
    expect(first).toMatchObject({ grade: 'HSC', subject: 'Physics', topic: 'Kinematics', subtopic: 'Motion', explanation: [] });
    expect(first?.options.map((o) => o.is_answer)).toEqual([false, true, false, false]);
    expect(accepted[1]?.question.options[0]?.data).toEqual([
      { type: 'latex', data: '3 \\times 10^8' },
      { type: 'text', data: 'm/s' },
    ]);
  });

  test('a question may run over several lines, and needs no blank line before the next', () => {
    const { accepted } = aiken('Read this.\nThen answer:\nA. a\nB. b\nC. c\nD. d\nANSWER: D\nNext?\nA. a\nB. b\nC. c\nD. d\nANSWER: a');
    expect(accepted.map((r) => [r.row, r.question.question])).toEqual([
      [1, [{ type: 'text', data: 'Read this.\nThen answer:' }]],
      [8, [{ type: 'text', data: 'Next?' }]],
    ]);
    expect(accepted[1]?.question.options[0]?.is_answer).toBe(true);
  });

  test('the key is derived from the text, the same however the answer changes', () => {
    const one = aiken('Q?\nA. a\nB. b\nC. c\nD. d\nANSWER: A').accepted[0]?.question.key;
    const two = aiken('Q?\nA. a\nB. b\nC. c\nD. d\nANSWER: C').accepted[0]?.question.key;
    expect(one).toMatch(/^text-[0-9a-f]{16}$/);
    expect(two).toBe(one);
  });

  test('a missing ANSWER line is named, and the next question still reads', () => {
    const { accepted, rejected } = aiken('Q1?\nA. a\nB. b\nC. c\nD. d\n\nQ2?\nA. a\nB. b\nC. c\nD. d\nANSWER: B\nQ3?\nA. a\nB. b\nC. c\nD. d');
    expect(accepted.map((r) => r.row)).toEqual([7]);
    expect(rejected.map((r) => [r.row, r.reasons])).toEqual([
      [1, ['no "ANSWER:" line after the options']],
      [13, ['no "ANSWER:" line after the options']],
    ]);
  });

  test('an answer letter with no option, a word for an answer, and three options are rejected with their reasons', () => {
    expect(reasonsOf('Q?\nA. a\nB. b\nC. c\nD. d\nANSWER: E\n\nR?\nA. a\nB. b\nC. c\nD. d\nANSWER: b and c\n\nS?\nA. a\nB. b\nC. c\nANSWER: A')).toEqual([
      [1, ['ANSWER E names no option']],
      [8, ['ANSWER "b and c" is not one option\'s letter']],
      [15, ['has 3 options, not 4']],
    ]);
  });

  test('options out of order, an ANSWER with no question and a question with no options are named', () => {
    expect(reasonsOf('Q?\nA. a\nC. b\nB. c\nD. d\nANSWER: A\n\nANSWER: B\n\nLonely?\nANSWER: A')).toEqual([
      [1, ['options are lettered A, C, B, D, not A, B, C, D in order']],
      [8, ['an ANSWER line with no question before it']],
      [10, ['no options before the ANSWER line']],
    ]);
  });

  test('without a place from the form every question says what is missing', () => {
    expect(aiken('Q?\nA. a\nB. b\nC. c\nD. d\nANSWER: A', {}).rejected[0]?.reasons).toEqual([
      'missing field "grade"',
      'missing field "subject"',
      'missing field "topic"',
      'missing field "subtopic"',
    ]);
  });

  test('the same question twice is a duplicate on its second appearance', () => {
    expect(reasonsOf('Q?\nA. a\nB. b\nC. c\nD. d\nANSWER: A\n\nQ?\nA. a\nB. b\nC. c\nD. d\nANSWER: B')[0]?.[0]).toBe(8);
  });
});
