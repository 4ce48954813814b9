import { describe, expect, it } from 'vitest';
import { canStartModelTest, countForPassText, modelTestDuration, type ModelTestTemplate } from './modelTestSelection';

const template: ModelTestTemplate = {
  id: 3,
  name: 'Medical model test 1',
  exam_time_per_question: 36,
  subjects: [
    { id: 1, subject: { name: 'Biology' }, no_of_questions: 30, count_for_pass: 12 },
    { id: 2, subject: { name: 'Chemistry' }, no_of_questions: 25, count_for_pass: 10 },
  ],
};

describe('model test selection', () => {
  it('Start is disabled while the subject table is empty', () => {
    expect(canStartModelTest(null)).toBe(false);
    expect(canStartModelTest({ ...template, subjects: [] })).toBe(false);
    expect(canStartModelTest(template)).toBe(true);
  });

  it("writes a subject's Count for Pass, or '—' where the template has none (docs/content.md#pass-rule)", () => {
    expect(countForPassText({ count_for_pass: 12 })).toBe('12');
    expect(countForPassText({ count_for_pass: 0 })).toBe('—');
  });

  it('shows the duration as time per question times the total questions', () => {
    expect(modelTestDuration(template)).toEqual({ hours: 0, minutes: 33, seconds: 0 });
  });
});
