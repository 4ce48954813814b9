// CSV through csv-parse (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks),
// with the line each record starts on, which the importer's report names (docs/decisions.md#libraries-data).
import { CsvError as ParseError, parse } from 'csv-parse/sync';

export type CsvRecord = { line: number; cells: string[] };

/** The quoting mistakes a reader names by a reason's code (docs/content.md#import); any other is csv-parse's own words. */
type CsvProblem = 'csv_quote_not_closed' | 'csv_opening_quote' | 'csv_closing_quote';

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
    /** The mistake's code; null for one only csv-parse's message names. */
    readonly code: CsvProblem | null = null,
  ) {
    super(message);
  }
}

const problems: Partial<Record<ParseError['code'], CsvProblem>> = {
  CSV_QUOTE_NOT_CLOSED: 'csv_quote_not_closed',
  INVALID_OPENING_QUOTE: 'csv_opening_quote',
  CSV_INVALID_CLOSING_QUOTE: 'csv_closing_quote',
};

/** Records with the line each starts on; blank lines are skipped. Throws CsvError on a bad quote. */
export function parseCsv(input: string): CsvRecord[] {
  // One kind of line break: csv-parse counts a CRLF inside a quoted cell as two lines and a lone
  // CR inside one as none, so its line numbers drift after such a cell.
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  let ended = 0;
  // A record starts on the first non-blank line after the one the previous record ended on.
  const nextStart = () => {
    let line = ended;
    while (lines[line] === '') line++;
    return line + 1;
  };
  const records: CsvRecord[] = [];
  try {
    parse(text, {
      skip_empty_lines: true,
      relax_column_count: true,
      on_record: (cells: string[], context) => {
        // A line holding only "" is as blank as an empty one.
        if (!(cells.length === 1 && cells[0] === '')) records.push({ line: nextStart(), cells });
        ended = context.lines;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    // An unclosed quote is found at the end of the file; the record it opened is the one to name.
    const line = error.code === 'CSV_QUOTE_NOT_CLOSED' ? nextStart() : Number(error.lines);
    throw new CsvError(error.message, line, problems[error.code] ?? null);
  }
  return records;
}
