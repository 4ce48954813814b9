import { describe, expect, test } from 'vitest';
import { BANK_FILE_FORMATS, bankFileFormatOf, checkBankFile, writeBankFile } from './bankFiles';
import { CSV_COLUMNS } from './importFile';
import type { BankQuestion } from './types';

const text = (data: string) => [{ type: 'text' as const, data }];
const bank: BankQuestion[] = [
  {
    key: 'phys.kin.1',
    grade: 'HSC',
    subject: 'Physics',
    topic: 'Kinematics',
    subtopic: 'Equations of motion',
    question: [{ type: 'text', data: 'A car starts from rest: find v = ? {given} a = 2 ~ t = 3, "fast"' }, { type: 'latex', data: '\\nu = \\frac{1}{2} \\: a t^2 \\# =' }],
    options: ['6 m/s', '-5, or 5', '1:2', '#9 = ~9'].map((d, i) => ({ data: text(d), is_answer: i === 0 })),
    explanation: [{ type: 'text', data: 'Since v = at.' }, { type: 'image', data: 'bank/graph-1.svg', width: 320, height: 200 }],
  },
  {
    key: 'bio.cell.2',
    grade: 'HSC',
    subject: 'Biology',
    topic: 'Cell / Tissue',
    subtopic: 'Organelles',
    question: [{ type: 'text', data: 'কোষের শক্তিঘর কোনটি?' }, { type: 'image', data: 'bank/cell.svg' }],
    options: [text('মাইটোকন্ড্রিয়া'), text('রাইবোজোম'), [{ type: 'latex' as const, data: 'x^2' }], text('গলগি বডি')].map((data, i) => ({ data, is_answer: i === 2 })),
    explanation: [],
  },
];

test('a file format is known by its name, the export\'s own names too', () => {
  const names = ['bank.CSV', 'x/bank.json', 'bank.gift', 'hsc-physics.gift.txt', 'bank.aiken.txt', 'bank.txt', 'bank.xlsx'];
  expect(names.map(bankFileFormatOf)).toEqual(['csv', 'json', 'gift', 'gift', 'aiken', undefined, undefined]);
});

describe('exporting and importing the bank', () => {
  test.each(['csv', 'json', 'gift'] as const)('%s: every exported question reads back the same, key and place included', (format) => {
    const { content } = writeBankFile(bank, format);
    const { accepted, rejected } = checkBankFile(content, format);
    expect(rejected).toEqual([]);
    expect(accepted.map((r) => r.question)).toEqual(bank);
  });

  test('aiken: every exported question reads back with the same text, options and answer at the form’s place', () => {
    const { content } = writeBankFile(bank, 'aiken');
    const place = { grade: 'HSC', subject: 'Physics', topic: 'Kinematics', subtopic: 'Equations of motion' };
    const { accepted, rejected } = checkBankFile(content, 'aiken', place);
    expect(rejected).toEqual([]);
    expect(accepted.map((r) => [r.question.question, r.question.options])).toEqual(bank.map((q) => [q.question, q.options]));
    // Aiken carries no categories nor explanations (docs/content.md#aiken).
    expect(accepted.map((r) => [r.question.subject, r.question.explanation])).toEqual([
      ['Physics', []],
      ['Physics', []],
    ]);
  });

  test('the JSON export keeps a question’s language and twin', () => {
    const twinned: BankQuestion = { ...bank[0]!, key: 'twin.1', language: 'en', twin: { question: text('গাড়ি'), options: [text('ক'), text('খ'), text('গ'), text('ঘ')], explanation: [] } };
    const { content, contentType } = writeBankFile([twinned], 'json');
    expect(contentType).toBe('application/json');
    expect(checkBankFile(content, 'json').accepted[0]?.question).toEqual(twinned);
  });

  test('the CSV export starts with the importer’s header and names its media type', () => {
    const { content, contentType } = writeBankFile(bank, 'csv');
    expect(contentType).toBe('text/csv');
    expect(content.split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
  });

  test('accepted rows name the line (CSV) or position (JSON) they came from', () => {
    const csv = writeBankFile(bank, 'csv').content;
    expect(checkBankFile(csv, 'csv').accepted.map((r) => r.row)).toEqual([2, 3]);
    expect(checkBankFile(writeBankFile(bank, 'json').content, 'json').accepted.map((r) => r.row)).toEqual([1, 2]);
  });

  test('an empty bank exports files that read back as empty', () => {
    for (const format of BANK_FILE_FORMATS) {
      const { accepted } = checkBankFile(writeBankFile([], format).content, format);
      expect(accepted).toEqual([]);
    }
  });
});
