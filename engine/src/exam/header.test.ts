import { describe, expect, it } from 'vitest';
import { examHeaderOf, formatMark } from './header';

const marking = { mark_per_qn: 1, negative_mark_per_qn: 0.25 };

describe('examHeaderOf', () => {
  it('shows the type, the subjects and both marks', () => {
    expect(examHeaderOf({ ...marking, type: { id: 1, name: 'Random Test' }, subjects: ['Physics', 'Chemistry'] })).toEqual({
      type: 'Random Test',
      subject: 'Physics, Chemistry',
      marks: '1',
      negativeMarks: '0.25',
    });
  });

  it('shows N/A when there is no negative marking', () => {
    expect(examHeaderOf({ mark_per_qn: 1, negative_mark_per_qn: null }).negativeMarks).toBe('N/A');
    expect(examHeaderOf({ mark_per_qn: 1, negative_mark_per_qn: 0 }).negativeMarks).toBe('N/A');
  });

  it('shows the university and unit of a previous-year exam in place of the subject', () => {
    const header = examHeaderOf({
      ...marking,
      type: { id: 3, name: 'Previous Year' },
      subjects: ['Physics'],
      university: 'University of Dhaka',
      unit: 'A',
    });
    expect(header).toMatchObject({ type: 'Previous Year', subject: 'University of Dhaka, A' });
  });

  it("reads 'Previous Year Exam' for a previous-year exam without a university", () => {
    const header = examHeaderOf({ ...marking, type: { id: 3, name: 'Previous Year' }, subjects: ['Biology'], university: null });
    expect(header).toMatchObject({ type: 'Previous Year Exam', subject: 'Biology' });
  });

  it('rounds marks to 2 decimals without float noise', () => {
    expect(formatMark(0.1 + 0.2)).toBe('0.3');
    expect(formatMark(1.5)).toBe('1.5');
  });
});
