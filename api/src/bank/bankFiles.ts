// The four question file formats an Admin imports and exports (docs/content.md#import): our CSV and
// JSON, Moodle's GIFT and Aiken. Reading gives every accepted question with the line or position
// it came from and every rejected row with its reasons; writing gives a file that reads back to
// the same questions. Pure: the api's import and export routes do the I/O.
import { parseAiken, writeAiken } from './aiken';
import { parseCsv } from './csv';
import { parseGift, writeGift } from './gift';
import { CSV_COLUMNS, importBankFile } from './importFile';
import { partsToText } from './textParts';
import type { BankQuestion } from './types';
import type { BankPlace, FileCheck } from './fileCheck';

export const BANK_FILE_FORMATS = ['csv', 'json', 'gift', 'aiken'] as const;
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];

/** The format a file's name says, the export's own names (bank.gift.txt, bank.aiken.txt) too. */
export function bankFileFormatOf(fileName: string): BankFileFormat | undefined {
  const ext = fileName.toLowerCase().replace(/\.txt$/, '').split('.').pop();
  return BANK_FILE_FORMATS.find((format) => format === ext);
}

export function checkBankFile(content: string, format: BankFileFormat, place: BankPlace = {}): FileCheck {
  if (format === 'gift') return parseGift(content, place);
  if (format === 'aiken') return parseAiken(content, place);
  const { accepted, rejected } = importBankFile(content, format);
  const rowOf = format === 'json' ? jsonRows(content) : csvRows(content);
  return { accepted: accepted.map((question) => ({ row: rowOf.get(question.key) ?? 0, question })), rejected };
}

/** The file's text, its media type and its file name's extension. */
export function writeBankFile(bank: readonly BankQuestion[], format: BankFileFormat): { content: string; contentType: 'text/csv' | 'application/json' | 'text/plain' } {
  if (format === 'json') return { content: `${JSON.stringify(bank, null, 2)}\n`, contentType: 'application/json' };
  if (format === 'gift') return { content: writeGift(bank), contentType: 'text/plain' };
  if (format === 'aiken') return { content: writeAiken(bank), contentType: 'text/plain' };
  return { content: writeCsv(bank), contentType: 'text/csv' };
}

function writeCsv(bank: readonly BankQuestion[]): string {
  const letters = ['A', 'B', 'C', 'D'];
  const lines = bank.map((q) =>
    [
      q.key,
      q.grade,
      q.subject,
      q.topic,
      q.subtopic,
      partsToText(q.question),
      ...q.options.map((o) => partsToText(o.data)),
      letters[q.options.findIndex((o) => o.is_answer)] ?? '',
      partsToText(q.explanation),
    ]
      .map(csvField)
      .join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

// RFC 4180; no spreadsheet-formula prefix, so an option such as "-5" reads back as it was.
function csvField(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

// The accepted question's key → its position in the array (the first with that key, as validateBank keeps).
function jsonRows(content: string): Map<string, number> {
  const rows = new Map<string, number>();
  try {
    const parsed: unknown = JSON.parse(content.replace(/^\uFEFF/, ''));
    if (Array.isArray(parsed)) {
      parsed.forEach((item: unknown, i) => {
        const key = typeof item === 'object' && item !== null && 'key' in item && typeof item.key === 'string' ? item.key.trim().normalize('NFC') : undefined;
        if (key !== undefined && !rows.has(key)) rows.set(key, i + 1);
      });
    }
  } catch {
    // importBankFile has rejected the file already.
  }
  return rows;
}

function csvRows(content: string): Map<string, number> {
  const rows = new Map<string, number>();
  try {
    const [header, ...records] = parseCsv(content);
    const at = header?.cells.map((c) => c.trim().toLowerCase()).indexOf('key') ?? -1;
    for (const { line, cells } of records) {
      const key = cells[at]?.trim().normalize('NFC');
      if (key !== undefined && !rows.has(key)) rows.set(key, line);
    }
  } catch {
    // importBankFile has rejected the file already.
  }
  return rows;
}
