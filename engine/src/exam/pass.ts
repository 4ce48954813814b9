// Pass or fail of a finished exam (docs/content.md#pass-rule): a subject with a pass mark passes
// when its marks (right × mark − wrong × negative mark) reach it; the paper passes when every such
// subject passes and, where the paper has a whole pass mark (a previous-year university's), its
// total marks reach that too. The api computes it at finish; screens only show it.
import { scoreOf, totalsOf, type AnswerCounts, type Marking } from './score';

/** Pass marks copied from the template at the exam's start, a subject's by its id. */
export type PassMarks = { subjects: ReadonlyArray<{ subject: number; mark: number }>; total: number | null };
export type SubjectPass = { subject: string; marks: number; pass_mark: number | null; passed: boolean | null };
export type ExamPass = { passed: boolean; marks: number; pass_mark: number | null; subjects: SubjectPass[] };
export type CountedSubject = AnswerCounts & { subjectId: number; subject: string };

/** The exam's pass or fail, or null when it has no pass mark at all (then neither is shown). */
export function examPassOf(results: readonly CountedSubject[], marking: Marking, passMarks: PassMarks | null): ExamPass | null {
  if (passMarks === null) return null;
  const markOf = new Map(passMarks.subjects.map((s) => [s.subject, s.mark]));
  const subjects = results.map((r): SubjectPass => {
    const marks = scoreOf(r, marking);
    const passMark = markOf.get(r.subjectId) ?? null;
    return { subject: r.subject, marks, pass_mark: passMark, passed: passMark === null ? null : marks >= passMark };
  });
  const marks = scoreOf(totalsOf(results.map((r) => ({ right: r.right, wrong: r.wrong, not_answered: r.not_answered }))), marking);
  const judged = subjects.some((s) => s.passed !== null) || passMarks.total !== null;
  if (!judged) return null;
  const passed = subjects.every((s) => s.passed !== false) && (passMarks.total === null || marks >= passMarks.total);
  return { passed, marks, pass_mark: passMarks.total, subjects };
}
