import { describe, expect, it } from 'vitest';
import { answerSheet } from './answering';
import { lateAnswerNumbers, lateAnswersMessage, lateOnLoad } from './lateAnswers';

const text = (data: string) => [{ type: 'text' as const, data }];
const question = (id: number, option: number | null) => ({ id, question_data: text('?'), options: [], option });

describe('answers that reached the server after the time was up (docs/exam.md#late-answers)', () => {
  const sheet = answerSheet([1, 2, 3, 4], { 1: 11, 2: 21, 3: null, 4: 41 });

  it("numbers the questions whose shown choice was refused for time, in the exam's order", () => {
    const refused = [
      { questionId: 4, option: 41, code: 'TIME_UP' },
      { questionId: 1, option: 11, code: 'TIME_UP' },
    ];
    expect(lateAnswerNumbers(sheet, refused)).toEqual([1, 4]);
  });

  it('leaves out a refusal for another reason, a replaced choice and a cleared one', () => {
    const refused = [
      { questionId: 1, option: 11, code: 'FINISHED' },
      { questionId: 2, option: 22, code: 'TIME_UP' },
      { questionId: 3, option: null, code: 'TIME_UP' },
      { questionId: 4, option: 41, code: undefined },
    ];
    expect(lateAnswerNumbers(sheet, refused)).toEqual([]);
  });

  it('on an exam that opens finished, names the waiting choices the server does not hold', () => {
    const questions = [question(1, 11), question(2, null), question(3, 31)];
    const pending = [
      { examId: 7, questionId: 1, option: 11 },
      { examId: 7, questionId: 2, option: 21 },
      { examId: 7, questionId: 3, option: null },
      { examId: 7, questionId: 9, option: 91 },
    ];
    expect(lateOnLoad(questions, pending)).toEqual([2]);
  });

  it('says it in one sentence, singular or plural, and nothing when none', () => {
    expect(lateAnswersMessage([])).toBeNull();
    expect(lateAnswersMessage([3])).toBe('One answer reached the server after the time was up and was not counted: question 3.');
    expect(lateAnswersMessage([3, 5])).toBe('2 answers reached the server after the time was up and were not counted: questions 3, 5.');
  });
});
