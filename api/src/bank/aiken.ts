// Moodle's Aiken format (docs/content.md#aiken) read into bank candidates and written from the bank:
// the question's line(s), its options `A.` or `A)` one a line, then `ANSWER: X`. Aiken has no
// categories nor explanations, so the import form gives every question's place. Pure: no I/O.
import type { BankQuestion } from './types';
import { derivedKey, partsToText, textToParts } from './textParts';
import { checkCandidates, type BankPlace, type FileCheck, type RowCandidate } from './fileCheck';
import type { Reason } from './validate';

const OPTION = /^([A-Za-z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

/** Reads an Aiken file; every question is placed at `place`. */
export function parseAiken(content: string, place: BankPlace): FileCheck {
  const lines = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const rows: RowCandidate[] = [];
  let pending: Pending | null = null;
  const end = (reason?: Reason) => {
    if (pending) rows.push(reason === undefined ? candidateOf(pending, place) : { row: pending.row, rejected: { row: pending.row, reasons: [reason] } });
    pending = null;
  };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const answer = ANSWER.exec(line);
    const option = OPTION.exec(line);
    const current: Pending | null = pending;
    if (answer) {
      if (current === null) rows.push({ row: i + 1, rejected: { row: i + 1, reasons: [{ code: 'aiken_answer_first' }] } });
      else if (current.options.length === 0) end({ code: 'aiken_no_options' });
      else {
        current.answer = answer[1]?.trim() ?? '';
        end();
      }
      return;
    }
    if (current !== null && option && (current.options.length > 0 || current.text.length > 0)) {
      current.options.push({ letter: (option[1] ?? '').toUpperCase(), text: option[2] ?? '' });
      return;
    }
    if (current !== null && current.options.length > 0) end({ code: 'aiken_no_answer_line' });
    if (pending === null) pending = { row: i + 1, text: [], options: [], answer: null };
    (pending as Pending).text.push(line);
  });
  end({ code: 'aiken_no_answer_line' });
  return checkCandidates(rows);
}

/** The bank as Aiken: the question on one line, its options A. to D., the answer, a blank line. */
export function writeAiken(bank: readonly BankQuestion[]): string {
  return bank
    .map((q) => {
      const letter = String.fromCharCode(65 + q.options.findIndex((o) => o.is_answer));
      return [oneLine(partsToText(q.question)), ...q.options.map((o, i) => `${String.fromCharCode(65 + i)}. ${oneLine(partsToText(o.data))}`), `ANSWER: ${letter}`, ''].join('\n');
    })
    .join('\n');
}

type Pending = { row: number; text: string[]; options: Array<{ letter: string; text: string }>; answer: string | null };

function candidateOf(q: Pending, place: BankPlace): RowCandidate {
  const reasons: Reason[] = [];
  const letters = q.options.map((o) => o.letter);
  const expected = letters.map((_, i) => String.fromCharCode(65 + i));
  // The reason gives the letters found; the page words the expected ones, A on, as many.
  if (letters.join() !== expected.join()) reasons.push({ code: 'aiken_letters', values: letters });
  const answer = (q.answer ?? '').toUpperCase();
  const at = letters.indexOf(answer);
  if (!/^[A-Z]$/.test(answer)) reasons.push({ code: 'aiken_answer_invalid', value: q.answer ?? '' });
  else if (at < 0) reasons.push({ code: 'aiken_answer_unknown', value: answer });
  const question = textToParts(q.text.join('\n'));
  const options = q.options.map((o) => textToParts(o.text));
  const value = {
    key: derivedKey(question, options),
    ...place,
    question,
    options: options.map((data, i) => ({ data, is_answer: i === at })),
    explanation: [],
  };
  return { row: q.row, value, reasons, answerReported: at < 0 };
}

// A question's text on one Aiken line: its line breaks become spaces.
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}
