// `npm run import -- FILE` (docs/decisions.md#demo-data: "an importer loads a real question bank from CSV
// or JSON"): checks every row, upserts the accepted ones by key, and reports the rejected rows.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { importReasonText, type BankImportReason } from '@proshno/engine';
import { withImageSizes } from '../bank/imageSize';
import { bankFormatOf, importBankFile } from '../bank/importFile';
import type { ApiConfig } from '../config';
import { openDatabase } from '../db/connect';
import { seedBank } from './bankSeed';

export type ImportOutcome = { exitCode: 0 | 1; lines: string[] };

/**
 * Imports `file` into the configured database. Exit code 1 when the file cannot be read or
 * is not a bank at all; rows rejected one by one are reported and the rest imported (exit 0).
 */
export async function importBank(config: Pick<ApiConfig, 'dataDir' | 'databaseUrl'>, file: string): Promise<ImportOutcome> {
  const format = bankFormatOf(file);
  if (!format) return { exitCode: 1, lines: [`${file}: the file name must end in .csv or .json`] };
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    return { exitCode: 1, lines: [`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`] };
  }
  const { accepted, rejected } = importBankFile(content, format);
  const wholeFile = rejected.find((r) => r.row === 0);
  // The reasons come as codes (docs/content.md#import); the engine's catalogue words them, English in a server.
  const worded = (reasons: readonly BankImportReason[]) => reasons.map(importReasonText).join('; ');
  if (wholeFile) return { exitCode: 1, lines: [`${basename(file)}: ${worded(wholeFile.reasons)}`] };
  const database = await openDatabase(config);
  try {
    // An image the file gives no size takes its file's, from the media folder (docs/exam.md#image-size).
    const load = await seedBank(database.db, await withImageSizes(accepted, join(config.dataDir, 'media')));
    return {
      exitCode: 0,
      lines: [
        `${basename(file)}: ${accepted.length} accepted (${load.inserted} new, ${load.updated} updated), ` +
          `${rejected.length} rejected`,
        ...rejected.map((r) => `  row ${r.row}${r.key ? ` (${r.key})` : ''}: ${worded(r.reasons)}`),
      ],
    };
  } finally {
    await database.close();
  }
}
