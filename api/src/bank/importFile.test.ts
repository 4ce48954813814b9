import { importReasonText } from '@proshno/engine';
import { describe, expect, test } from 'vitest';
import { parseCsv } from './csv';
import { CSV_COLUMNS, importBankFile as checkFile, type BankFormat } from './importFile';

/** The file's check with its reasons in the words `npm run import` prints (the codes worded in English). */
function importBankFile(content: string, format: BankFormat) {
  const { accepted, rejected } = checkFile(content, format);
  return { accepted, rejected: rejected.map((r) => ({ ...r, reasons: r.reasons.map(importReasonText) })) };
}

const good = {
  key: 'phys.demo.1',
  grade: 'HSC',
  subject: 'Physics',
  topic: 'Kinematics',
  subtopic: 'Equations of motion',
  question: [{ type: 'text', data: 'Find v.' }, { type: 'latex', data: 'v = u + at' }],
  options: ['1', '2', '3', '4'].map((n, i) => ({ data: [{ type: 'text', data: `${n} m/s` }], is_answer: i === 1 })),
  explanation: [{ type: 'text', data: 'Because.' }],
};
const json = (...items: unknown[]) => importBankFile(JSON.stringify(items), 'json');
const header = CSV_COLUMNS.join(',');

describe('importing a JSON bank', () => {
  test('a well-formed question is accepted as it is', () => {
    expect(json(good)).toEqual({ accepted: [good], rejected: [] });
  });

  test('a missing field is named', () => {
    const { key: _, ...noKey } = good;
    const { rejected } = json({ ...noKey, subject: '' });
    expect(rejected).toEqual([{ row: 1, reasons: ['missing field "key"', 'missing field "subject"'] }]);
  });

  test('a question without exactly four options is rejected', () => {
    const { rejected } = json({ ...good, options: good.options.slice(0, 3) });
    expect(rejected[0]?.reasons).toContain('has 3 options, not 4');
  });

  test('a question with no answer or two answers is rejected', () => {
    const none = { ...good, key: 'a', options: good.options.map((o) => ({ ...o, is_answer: false })) };
    const two = { ...good, key: 'b', options: good.options.map((o, i) => ({ ...o, is_answer: i < 2 })) };
    const { rejected } = json(none, two);
    expect(rejected.map((r) => r.reasons)).toEqual([['has 0 answers, not exactly one'], ['has 2 answers, not exactly one']]);
  });

  test('a repeated key is rejected on its second appearance', () => {
    const { accepted, rejected } = json(good, good);
    expect(accepted).toHaveLength(1);
    expect(rejected).toEqual([{ row: 2, key: 'phys.demo.1', reasons: ['duplicate key "phys.demo.1"'] }]);
  });

  test('options that read the same are rejected', () => {
    const options = good.options.map((o, i) => (i === 3 ? { ...o, data: [{ type: 'text', data: ' 1  M/S ' }] } : o));
    expect(json({ ...good, options }).rejected[0]?.reasons).toEqual(['duplicate options: "1 m/s"']);
  });

  test('empty text in the question or an option is rejected', () => {
    const options = good.options.map((o, i) => (i === 2 ? { ...o, data: [] } : o));
    const { rejected } = json({ ...good, question: [{ type: 'text', data: '  ' }], options });
    expect(rejected[0]?.reasons).toEqual(['question is empty text', 'option C is empty text']);
  });

  test('an image outside /media and an unknown part type are rejected', () => {
    const { rejected } = json(
      { ...good, key: 'x', question: [{ type: 'image', data: '../secret.svg' }] },
      { ...good, key: 'y', question: [{ type: 'video', data: 'a.mp4' }] },
    );
    expect(rejected.map((r) => r.reasons[0])).toEqual(['question image "../secret.svg" is not a path under /media', 'question has a part that is not {type: text|image|latex, data}']);
  });

  test('a file that is not a JSON array is reported once', () => {
    expect(importBankFile('{"a":1}', 'json').rejected).toEqual([{ row: 0, reasons: ['the file must be a JSON array of questions'] }]);
    expect(importBankFile('[{', 'json').rejected[0]?.reasons[0]).toMatch(/^not valid JSON/);
  });
});

describe('importing a CSV bank', () => {
  test('cells become text parts, $$…$$ cells become LaTeX, and the answer letter marks the option', () => {
    const csv = `${header}\nm.1,HSC,Higher Mathematics,Calculus,Derivatives,"Differentiate, then evaluate",$$2x$$,$$x^{2}$$,$$2$$,$$0$$,a,"Power rule: ""n x^(n-1)"""\n`;
    const { accepted, rejected } = importBankFile(csv, 'csv');
    expect(rejected).toEqual([]);
    expect(accepted[0]).toEqual({
      key: 'm.1',
      grade: 'HSC',
      subject: 'Higher Mathematics',
      topic: 'Calculus',
      subtopic: 'Derivatives',
      question: [{ type: 'text', data: 'Differentiate, then evaluate' }],
      options: [
        { data: [{ type: 'latex', data: '2x' }], is_answer: true },
        { data: [{ type: 'latex', data: 'x^{2}' }], is_answer: false },
        { data: [{ type: 'latex', data: '2' }], is_answer: false },
        { data: [{ type: 'latex', data: '0' }], is_answer: false },
      ],
      explanation: [{ type: 'text', data: 'Power rule: "n x^(n-1)"' }],
    });
  });

  test('rows are numbered by the line they start on, across quoted line breaks', () => {
    const csv = [
      header,
      'g.1,HSC,General Knowledge,Bangladesh,Divisions,"Which division\nhas Sylhet district?",Sylhet,Dhaka,Khulna,Barishal,A,',
      'g.2,HSC,General Knowledge,Bangladesh,Divisions,Capital?,Dhaka,Dhaka,Khulna,Rangpur,E,',
      'g.1,HSC,General Knowledge,Bangladesh,Divisions,Again?,Dhaka,Sylhet,Khulna,Rangpur,B,',
    ].join('\r\n');
    const { accepted, rejected } = importBankFile(csv, 'csv');
    expect(accepted.map((q) => q.key)).toEqual(['g.1']);
    expect(accepted[0]?.question[0]?.data).toBe('Which division\nhas Sylhet district?');
    expect(rejected).toEqual([
      { row: 4, key: 'g.2', reasons: ['answer "E" is not one of A, B, C, D', 'duplicate options: "dhaka"'] },
      { row: 5, key: 'g.1', reasons: ['duplicate key "g.1"'] },
    ]);
  });

  test('a missing answer or option and extra cells are named', () => {
    const csv = `${header}\nk,HSC,English,Vocabulary,Synonyms,Brave means?,courageous,,timid,lazy,,,extra\n`;
    expect(importBankFile(csv, 'csv').rejected[0]?.reasons).toEqual(['has 13 cells but the header has 12', 'missing field "answer"', 'option B is empty text']);
  });

  test('a header without the required columns rejects the file', () => {
    expect(importBankFile('key,question\nk,q\n', 'csv').rejected).toEqual([
      { row: 1, reasons: ['header is missing columns grade, subject, topic, subtopic, option_a, option_b, option_c, option_d, answer, explanation'] },
    ]);
  });

  test('a malformed row names the line it is on, counted across quoted line breaks of any style', () => {
    const rows = (eol: string) =>
      [header, `g.1,HSC,General Knowledge,Bangladesh,Divisions,"Which division${eol}has Sylhet${eol}district?",Sylhet,Dhaka,Khulna,Barishal,A,`, '', 'g.2,HSC,General Knowledge,Bangladesh,Divisions,Say "hi",a,b,c,d,A,'].join(eol);
    for (const eol of ['\n', '\r\n', '\r']) {
      expect(importBankFile(rows(eol), 'csv').rejected, JSON.stringify(eol)).toEqual([{ row: 6, reasons: ['CSV error on line 6: a quote inside an unquoted cell'] }]);
    }
  });

  test('an unclosed quote is reported with its line', () => {
    expect(importBankFile(`${header}\nk,"never closed\n`, 'csv').rejected).toEqual([{ row: 2, reasons: ['CSV error on line 2: a quoted cell is never closed'] }]);
  });
});

describe('reading CSV', () => {
  test('quoted cells keep commas, doubled quotes and line breaks; blank lines are skipped', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\n\n"x\ny",,z')).toEqual([
      { line: 1, cells: ['a', 'b, c', 'say "hi"'] },
      { line: 3, cells: ['x\ny', '', 'z'] },
    ]);
  });
});
