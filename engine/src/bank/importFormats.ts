// The question file formats the Admin imports and exports (docs/content.md#import) and the import's
// size limit (docs/constants.md#import-limits): one owner, read by the api, the machine and the page.

export const BANK_IMPORT_FORMATS = ['csv', 'json', 'gift', 'aiken'] as const;
export type BankImportFormat = (typeof BANK_IMPORT_FORMATS)[number];

/** The most text one import reads, in UTF-8 bytes; the api answers 413 past it. */
export const BANK_IMPORT_MAX_BYTES = 512 * 1024;

/**
 * The format a file's name says: .csv, .json, .gift, .aiken; a .txt (as Moodle names both) is Aiken
 * when a line starts with `ANSWER:`, else GIFT. Null when the name says nothing.
 */
export function importFormatOf(fileName: string, content = ''): BankImportFormat | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'csv' || ext === 'json' || ext === 'gift' || ext === 'aiken') return ext;
  if (ext === 'txt') return /^\s*ANSWER\s*:/im.test(content) ? 'aiken' : 'gift';
  return null;
}

/** The UTF-8 size of a text, as the api counts it against BANK_IMPORT_MAX_BYTES. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
