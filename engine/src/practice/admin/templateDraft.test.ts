import { describe, expect, test } from 'vitest';
import { gstModelTest, medicalPaper } from '../../testing/catalogue';
import { draftOf, newTemplateDraft, templateDraftProblems, templateInputOf, type TemplateDraft } from './templateDraft';

const names = (id: number) => (id === 11 ? 'Physics' : 'Chemistry');
const gst: TemplateDraft = {
  ...newTemplateDraft(),
  name: 'GST Model Test',
  minutes: '60',
  subjects: [
    { subject: 11, questions: '50', passMark: '20' },
    { subject: 12, questions: '50', passMark: '' },
  ],
};

describe('the exam-template form (docs/content.md#exam-templates)', () => {
  test("GST's scheme holds and becomes the api's input: 100 questions in 60 minutes at −0.25, a pass mark where given", () => {
    expect(templateDraftProblems(gst, names)).toEqual([]);
    expect(templateInputOf(gst)).toEqual({
      name: 'GST Model Test',
      bengali: '',
      exam_type: 2,
      status: 'active',
      exam_minutes: 60,
      mark_per_qn: 1,
      negative_mark_per_qn: 0.25,
      subjects: [
        { subject: 11, no_of_questions: 50, pass_mark: 20 },
        { subject: 12, no_of_questions: 50, pass_mark: null },
      ],
      universities: [],
    });
  });

  test('every problem is listed at once, in the words of the page', () => {
    const bad: TemplateDraft = {
      ...gst,
      name: ' ',
      minutes: '7',
      subjects: [
        { subject: 11, questions: '0', passMark: '' },
        { subject: 11, questions: '10', passMark: '11' },
        { subject: null, questions: '6', passMark: 'x' },
      ],
    };
    expect(templateDraftProblems(bad, names)).toEqual([
      'Enter a name in English.',
      'Choose the subject of every row.',
      'A subject is listed twice.',
      'Every subject needs 1 to 200 questions.',
      'A pass mark is a whole number from 1, or blank.',
      "Physics's pass mark is above its full marks 10.",
      '7 minutes for 16 questions is not whole seconds a question.',
    ]);
  });

  test('a previous-year paper needs a university with a unit, and its pass mark within the full marks', () => {
    const paper: TemplateDraft = { ...gst, examType: 3, universities: [{ university: 'GST Cluster', units: ' , ', passMark: '' }] };
    expect(templateDraftProblems(paper, names)).toEqual(['A previous-year paper needs a university with at least one unit.']);
    const over = { ...paper, universities: [{ university: 'GST Cluster', units: 'A, B', passMark: '101' }] };
    expect(templateDraftProblems(over, names)).toEqual(["GST Cluster's pass mark is above the paper's full marks 100."]);
    expect(templateInputOf({ ...over, universities: [{ university: 'GST Cluster', units: 'A, B', passMark: '40' }] }).universities).toEqual([
      { university: 'GST Cluster', units: ['A', 'B'], pass_mark: 40 },
    ]);
  });

  test('a stored template opens as it was: a whole-minute paper by its minutes, another by its seconds a question', () => {
    expect(draftOf(gstModelTest)).toMatchObject({ timing: 'exam', minutes: '60', negative: '0.25', subjects: [{ subject: 11, questions: '50', passMark: '20' }, { subject: 12, questions: '50', passMark: '20' }] });
    expect(draftOf({ ...medicalPaper, time_per_question: 37 })).toMatchObject({ timing: 'question', seconds: '37', examType: 3, universities: [{ units: 'MBBS, BDS', passMark: '40' }] });
  });
});
