// `npm run import -- FILE` (docs/decisions.md#demo-data: "an importer loads a real question bank"):
// reads any of the four formats an Admin imports (docs/content.md#import: our CSV and JSON, Moodle's
// GIFT and Aiken, the latter two with the place their questions go), checks every row, upserts the
// accepted ones by key, and reports the rejected rows.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { importReasonText, type BankImportReason } from '@proshno/engine';
import { bankFileFormatOf, checkBankFile } from '../bank/bankFiles';
import type { BankPlace } from '../bank/fileCheck';
import { withImageSizes } from '../bank/imageSize';
import type { ApiConfig } from '../config';
import { openDatabase } from '../db/connect';
import { seedBank } from './bankSeed';

export type ImportOutcome = { exitCode: 0 | 1; lines: string[] };

/**
 * Imports `file` into the configured database. Exit code 1 when the file cannot be read or
 * is not a bank at all; rows rejected one by one are reported and the rest imported (exit 0).
 */
export async function importBank(config: Pick<ApiConfig, 'dataDir' | 'databaseUrl'>, file: string, place: BankPlace = {}): Promise<ImportOutcome> {
  const format = bankFileFormatOf(file);
  if (!format) return { exitCode: 1, lines: [`${file}: the file name must end in .csv, .json, .gift or .aiken (.gift.txt and .aiken.txt as the export names them)`] };
  if (format === 'aiken' && !(place.grade && place.subject && place.topic && place.subtopic)) {
    return { exitCode: 1, lines: [`${file}: an Aiken file has no categories: give --grade, --subject, --topic and --subtopic`] };
  }
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    return { exitCode: 1, lines: [`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`] };
  }
  const checked = checkBankFile(content, format, place);
  const accepted = checked.accepted.map((row) => row.question);
  const { rejected } = checked;
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
