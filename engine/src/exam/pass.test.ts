import { describe, expect, test } from 'vitest';
import { examPassOf } from './pass';

const gst = { mark_per_qn: 1, negative_mark_per_qn: 0.25 };
const physics = { subjectId: 1, subject: 'Physics', right: 10, wrong: 4, not_answered: 1 };
const chemistry = { subjectId: 2, subject: 'Chemistry', right: 5, wrong: 8, not_answered: 2 };

describe('examPassOf', () => {
  test('an exam without pass marks shows neither pass nor fail', () => {
    expect(examPassOf([physics], gst, null)).toBeNull();
    expect(examPassOf([physics], gst, { subjects: [], total: null })).toBeNull();
  });

  test('a subject passes when its marks after the negative marks reach its pass mark', () => {
    // Physics 10 − 4 × 0.25 = 9; Chemistry 5 − 8 × 0.25 = 3.
    const pass = examPassOf([physics, chemistry], gst, { subjects: [{ subject: 1, mark: 9 }, { subject: 2, mark: 4 }], total: null });
    expect(pass).toEqual({
      passed: false,
      marks: 12,
      pass_mark: null,
      subjects: [
        { subject: 'Physics', marks: 9, pass_mark: 9, passed: true },
        { subject: 'Chemistry', marks: 3, pass_mark: 4, passed: false },
      ],
    });
  });

  test('a subject without a pass mark is not judged and fails nothing', () => {
    const pass = examPassOf([physics, chemistry], gst, { subjects: [{ subject: 1, mark: 5 }], total: null });
    expect(pass?.passed).toBe(true);
    expect(pass?.subjects[1]).toEqual({ subject: 'Chemistry', marks: 3, pass_mark: null, passed: null });
  });

  test("the whole paper's pass mark must be reached as well as every subject's", () => {
    expect(examPassOf([physics, chemistry], gst, { subjects: [], total: 12 })?.passed).toBe(true);
    expect(examPassOf([physics, chemistry], gst, { subjects: [], total: 12.25 })?.passed).toBe(false);
  });
});
