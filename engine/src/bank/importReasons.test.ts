import { describe, expect, it } from 'vitest';
import { bankImportMessagesBn } from './importMessages.bn';
import { bankImportReasonCodes, importReasonText, type BankImportReason } from './importReasons';

describe('importReasonText (docs/content.md#import)', () => {
  it('words a reason and what it names as the api once wrote it, in English', () => {
    const worded = (reason: BankImportReason) => importReasonText(reason);
    expect(worded({ code: 'missing_field', field: 'key' })).toBe('missing field "key"');
    expect(worded({ code: 'option_count', count: 3, limit: 4 })).toBe('has 3 options, not 4');
    expect(worded({ code: 'part_empty', part: 'option', letter: 'C' })).toBe('option C is empty text');
    expect(worded({ code: 'part_missing', part: 'twin_question' })).toBe('missing field "twin question"');
    expect(worded({ code: 'option_answer_not_boolean', part: 'option', letter: 'A' })).toBe('option A is_answer is not true or false');
    expect(worded({ code: 'part_shape', part: 'question' })).toBe('question has a part that is not {type: text|image|latex, data}');
    expect(worded({ code: 'part_image_size', part: 'question', value: 'text', limit: 10_000 })).toBe(
      'question text has a width and height that are not two whole numbers of pixels from 1 to 10000',
    );
    expect(worded({ code: 'duplicate_options', values: ['1 m/s', 'dhaka'] })).toBe('duplicate options: "1 m/s", "dhaka"');
    expect(worded({ code: 'csv_missing_columns', values: ['grade', 'answer'] })).toBe('header is missing columns grade, answer');
    expect(worded({ code: 'csv_opening_quote', line: 6 })).toBe('CSV error on line 6: a quote inside an unquoted cell');
    expect(worded({ code: 'answer_letter', value: 'E' })).toBe('answer "E" is not one of A, B, C, D');
    expect(worded({ code: 'aiken_letters', values: ['A', 'C', 'B', 'D'] })).toBe('options are lettered A, C, B, D, not A, B, C, D in order');
    expect(worded({ code: 'unknown_topic', value: 'Optics', parent: 'Physics' })).toBe('unknown topic "Optics" in subject "Physics"');
    // The gateway sends what a code does not name as null.
    expect(worded({ code: 'gift_right_answers', count: 2, field: null, values: null })).toBe('multiple choice with 2 right answers: the bank holds exactly one right answer');
  });

  it('has words for every code in both languages, with no name left to fill in', () => {
    const names = /\{(?!type:)\w*\}/;
    const reasons = bankImportReasonCodes.map((code): BankImportReason => ({ code, field: 'f', part: 'option', letter: 'A', value: 'v', parent: 'p', values: ['a'], count: 2, limit: 4, line: 1 }));
    expect(reasons.map(importReasonText).filter((text) => names.test(text))).toEqual([]);
    expect(Object.keys(bankImportMessagesBn.reasonTexts)).toEqual([...bankImportReasonCodes]);
  });
});
