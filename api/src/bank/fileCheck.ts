// What a question file's reader gives back (docs/content.md#import): each accepted question with the
// row it came from, each rejected row with its reasons, in row order.
import type { BankQuestion } from './types';
import { validateBank, type Candidate, type Rejection } from './validate';

/** Where questions go when the file does not say: Aiken's every question, GIFT's before (or beside) its `$CATEGORY`. */
export type BankPlace = { grade?: string; subject?: string; topic?: string; subtopic?: string };

/** `row`: the line a question starts on (CSV, GIFT, Aiken) or its 1-based position (JSON). */
export type CheckedRow = { row: number; question: BankQuestion };
export type FileCheck = { accepted: CheckedRow[]; rejected: Rejection[] };

/**
 * A reader's row: a candidate for the bank's own checks, or one it rejected itself (a GIFT true/false
 * question). `answerReported`: the reader already said what is wrong with the answer key.
 */
export type RowCandidate = (Candidate & { answerReported?: boolean }) | { row: number; rejected: Rejection };

/** The bank's checks over a reader's candidates, each accepted question with its row, all rejections in row order. */
export function checkCandidates(rows: readonly RowCandidate[]): FileCheck {
  const candidates = rows.filter((r): r is Candidate & { answerReported?: boolean } => !('rejected' in r));
  const { accepted, rejected } = validateBank(candidates);
  const rowOf = new Map<string, number>();
  for (const c of candidates) {
    const key = (c.value as { key?: string }).key;
    if (key !== undefined && !rowOf.has(key)) rowOf.set(key, c.row);
  }
  const reported = new Set(candidates.filter((c) => c.answerReported === true).map((c) => c.row));
  for (const r of rejected) {
    if (reported.has(r.row)) r.reasons = r.reasons.filter((x) => x.code !== 'answer_count');
  }
  const own = rows.flatMap((r) => ('rejected' in r ? [r.rejected] : []));
  return {
    accepted: accepted.map((question) => ({ row: rowOf.get(question.key) ?? 0, question })),
    rejected: [...rejected, ...own].sort((a, b) => a.row - b.row),
  };
}
