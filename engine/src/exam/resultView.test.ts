import { describe, expect, test } from 'vitest';
import { examResultViewOf } from './resultView';

const result = {
  time_remaining: 0,
  mark_per_qn: 1,
  negative_mark_per_qn: 0.25,
  subject_result: [
    { subject: 'Physics', right: 3, wrong: 1, not_answered: 0 },
    { subject: 'Chemistry', right: 1, wrong: 3, not_answered: 0 },
  ],
};

describe('the result says pass or fail only where the server judged it (docs/content.md#pass-rule)', () => {
  test('an exam without pass marks shows neither', () => {
    expect(examResultViewOf(null, result, 0).pass).toBeNull();
    expect(examResultViewOf(null, { ...result, pass: null }, 0).pass).toBeNull();
  });

  test("the server's verdict is shown overall and per subject, a subject without a pass mark unjudged", () => {
    const pass = {
      passed: false,
      marks: 3,
      pass_mark: 4,
      subjects: [
        { subject: 'Physics', marks: 2.75, pass_mark: 2, passed: true },
        { subject: 'Chemistry', marks: 0.25, pass_mark: null, passed: null },
      ],
    };
    expect(examResultViewOf(null, { ...result, pass }, 0).pass).toEqual({
      kind: 'fail',
      verdict: 'Fail',
      detail: '3 marks; pass mark 4',
      subjects: [
        { subject: 'Physics', marks: '2.75', passMark: '2', kind: 'pass', verdict: 'Pass' },
        { subject: 'Chemistry', marks: '0.25', passMark: '—', kind: null, verdict: '—' },
      ],
    });
  });

  test('a pass with subject pass marks only has no whole-paper line', () => {
    const pass = { passed: true, marks: 5, pass_mark: null, subjects: [{ subject: 'Physics', marks: 5, pass_mark: 2, passed: true }] };
    expect(examResultViewOf(null, { ...result, pass }, 0).pass).toMatchObject({ kind: 'pass', verdict: 'Pass', detail: null });
  });
});
