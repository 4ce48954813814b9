// Reads a question bank file (JSON or CSV) into checked questions and a report of rejected rows.
// Pure: the `npm run import` script reads the file and writes the accepted questions.
import { CsvError, parseCsv } from './csv';
import { textToParts } from './textParts';
import type { Part } from './types';
import { validateBank, type BankCheck, type Candidate, type Reason } from './validate';

export type BankFormat = 'csv' | 'json';

export const CSV_COLUMNS = ['key', 'grade', 'subject', 'topic', 'subtopic', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'answer', 'explanation'] as const;

/**
 * JSON: an array of BankQuestion objects; `row` is the 1-based position in the array.
 * CSV: a header row with CSV_COLUMNS; `row` is the line a record starts on (the header is line 1).
 */
export function importBankFile(content: string, format: BankFormat): BankCheck {
  return format === 'json' ? fromJson(content) : fromCsv(content);
}

/** A CSV cell as parts: `$$…$$` is LaTeX and `![W×H](path)` an image (./textParts.ts), anything else text. */
export function cellToParts(cell: string): Part[] {
  return textToParts(cell);
}

function fromJson(content: string): BankCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.startsWith('\uFEFF') ? content.slice(1) : content);
  } catch (e) {
    return fileRejected({ code: 'json_invalid', value: e instanceof Error ? e.message : String(e) });
  }
  if (!Array.isArray(parsed)) return fileRejected({ code: 'json_not_array' });
  return validateBank(parsed.map((value: unknown, i) => ({ row: i + 1, value })));
}

function fromCsv(content: string): BankCheck {
  let records;
  try {
    records = parseCsv(content);
  } catch (e) {
    if (e instanceof CsvError) return fileRejected(e.code === null ? { code: 'csv_invalid', line: e.line, value: e.message } : { code: e.code, line: e.line }, e.line);
    throw e;
  }
  const [header, ...rows] = records;
  if (!header) return fileRejected({ code: 'file_empty' });
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) return fileRejected({ code: missing.length > 1 ? 'csv_missing_columns' : 'csv_missing_column', values: missing }, header.line);
  const candidates = rows.map(({ line, cells }): Candidate => {
    const cell = (column: (typeof CSV_COLUMNS)[number]) => cells[names.indexOf(column)] ?? '';
    const reasons: Reason[] = [];
    if (cells.length > names.length) reasons.push({ code: 'cell_count', count: cells.length, limit: names.length });
    const letter = cell('answer').trim().toUpperCase();
    const answerIndex = ['A', 'B', 'C', 'D'].indexOf(letter);
    if (letter === '') reasons.push({ code: 'missing_field', field: 'answer' });
    else if (answerIndex < 0) reasons.push({ code: 'answer_letter', value: cell('answer').trim() });
    const options = (['option_a', 'option_b', 'option_c', 'option_d'] as const).map((c, i) => ({ data: cellToParts(cell(c)), is_answer: i === answerIndex }));
    const value = {
      key: cell('key').trim(),
      grade: cell('grade').trim(),
      subject: cell('subject').trim(),
      topic: cell('topic').trim(),
      subtopic: cell('subtopic').trim(),
      question: cellToParts(cell('question')),
      options,
      explanation: cellToParts(cell('explanation')),
    };
    return { row: line, value, reasons };
  });
  const checked = validateBank(candidates);
  // A row whose answer letter is wrong says so once, not also that it has no right answer.
  for (const r of checked.rejected) {
    if (r.reasons.some((x) => x.code === 'answer_letter' || (x.code === 'missing_field' && x.field === 'answer'))) {
      r.reasons = r.reasons.filter((x) => x.code !== 'answer_count');
    }
  }
  return checked;
}

function fileRejected(reason: Reason, row = 0): BankCheck {
  return { accepted: [], rejected: [{ row, reasons: [reason] }] };
}
