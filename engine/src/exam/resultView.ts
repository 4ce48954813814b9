// What the result after an exam shows (docs/exam.md#result): its heading, the score out of the
// maximum, the labelled figures and the correct, wrong and unanswered bars, each figure by the
// one definition of ./score.ts (docs/exam.md#one-definition), so the result says what History,
// the dashboard and a contest's result say.
import type { ExamData, ExamResult } from './examMachine';
import { examHeaderOf } from './header';
import type { ExamPass } from './pass';
import { examMessages as m } from './messages';
import { accuracyText, distributionOf, formatScore, maximumScoreOf, percentText, questionCountOf, scoreOf, totalsOf } from './score';
import { formatDuration } from './timer';
import { formatDigits } from '../i18n/format';

export type ResultFact = { key: string; label: string; value: string };
export type ResultBar = { kind: 'correct' | 'wrong' | 'unanswered'; label: string; percent: number; text: string };
export type ResultSubjectRow = { subject: string; right: number; wrong: number; notAnswered: number };
export type PassKind = 'pass' | 'fail';
/** docs/content.md#pass-rule: the paper's verdict and each judged subject's, as the server decided. */
export type ResultPassView = {
  kind: PassKind;
  verdict: string;
  /** '42 marks; pass mark 40', or null when only the subjects have pass marks. */
  detail: string | null;
  subjects: Array<{ subject: string; marks: string; passMark: string; kind: PassKind | null; verdict: string }>;
};

export type ExamResultViewModel = {
  /** 'Result: Random Test'; a contest's sitting or practice says the contest's title (issue 28). */
  heading: string;
  score: string;
  outOf: string;
  facts: ResultFact[];
  bars: ResultBar[];
  /** The bars said in words, for a screen reader. */
  barsLabel: string;
  /** Only for an exam of more than one subject. */
  subjects: ResultSubjectRow[] | null;
  /** Only for an exam whose template had pass marks. */
  pass: ResultPassView | null;
};

export function examResultViewOf(exam: ExamData | null, result: ExamResult, remaining: number): ExamResultViewModel {
  const totals = totalsOf(result.subject_result);
  const distribution = distributionOf(totals);
  const bars: ResultBar[] = [
    { kind: 'correct', label: m.resultCorrect, percent: distribution.correct, text: `${m.resultCorrect} ${percentText(distribution.correct)}` },
    { kind: 'wrong', label: m.resultWrong, percent: distribution.wrong, text: `${m.resultWrong} ${percentText(distribution.wrong)}` },
    { kind: 'unanswered', label: m.resultUnanswered, percent: distribution.unanswered, text: `${m.resultUnanswered} ${percentText(distribution.unanswered)}` },
  ];
  return {
    heading: headingOf(exam),
    score: formatScore(scoreOf(totals, result)),
    outOf: m.resultOutOf.replace('{max}', formatScore(maximumScoreOf(totals, result))),
    facts: [
      { key: 'total', label: m.resultTotalQuestions, value: String(questionCountOf(totals)) },
      { key: 'correct', label: m.resultCorrect, value: String(totals.right) },
      { key: 'wrong', label: m.resultWrong, value: String(totals.wrong) },
      { key: 'unanswered', label: m.resultUnanswered, value: String(totals.not_answered) },
      { key: 'accuracy', label: m.resultAccuracy, value: accuracyText(totals) },
      { key: 'remaining', label: m.resultTimeRemaining, value: formatDuration(remaining) },
    ],
    bars,
    barsLabel: bars.map((bar) => bar.text).join(', '),
    subjects:
      result.subject_result.length > 1
        ? result.subject_result.map((row, i) => ({
            subject: row.subject ?? m.resultSubjectNumber.replace('{n}', formatDigits(i + 1)),
            right: row.right,
            wrong: row.wrong,
            notAnswered: row.not_answered,
          }))
        : null,
    pass: passViewOf(result.pass ?? null),
  };
}

/** The server's pass or fail in the page's words; null without pass marks (then neither shows). */
export function passViewOf(pass: ExamPass | null): ResultPassView | null {
  if (pass === null) return null;
  const verdictOf = (passed: boolean) => (passed ? m.resultPassed : m.resultFailed);
  return {
    kind: pass.passed ? 'pass' : 'fail',
    verdict: verdictOf(pass.passed),
    detail: pass.pass_mark === null ? null : m.resultMarksOfPassMark.replace('{marks}', formatScore(pass.marks)).replace('{pass}', formatScore(pass.pass_mark)),
    subjects: pass.subjects.map((s) => ({
      subject: s.subject,
      marks: formatScore(s.marks),
      passMark: s.pass_mark === null ? m.resultNoPassMark : formatScore(s.pass_mark),
      kind: s.passed === null ? null : s.passed ? 'pass' : 'fail',
      verdict: s.passed === null ? m.resultNoPassMark : verdictOf(s.passed),
    })),
  };
}

/** A contest's sitting is the contest, not the model test it copies (issue 28 item 18). */
function headingOf(exam: ExamData | null): string {
  if (exam === null) return m.resultTitle;
  const contest = exam.contest_role === 'sitting' || exam.contest_role === 'practice';
  const name = contest && exam.title !== undefined && exam.title !== '' ? exam.title : examHeaderOf(exam).type;
  return `${m.resultTitle}: ${name}`;
}
