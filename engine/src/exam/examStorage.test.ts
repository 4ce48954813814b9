import { describe, expect, it } from 'vitest';
import { parseSharedAnswer, parseStoredExam, parseStoredProgress, serializeStoredExam } from './examStorage';

describe('the progress stored for an exam', () => {
  it('reads back what was stored', () => {
    const progress = { index: 3, startedAt: 1_700_000_000_000, bookmarks: [4, 'q9'] };
    expect(parseStoredProgress(JSON.stringify(progress))).toEqual(progress);
  });

  it('has no bookmarks when an older version stored none, and drops one that is not a question id', () => {
    expect(parseStoredProgress('{"index":0,"startedAt":5}')).toEqual({ index: 0, startedAt: 5, bookmarks: [] });
    expect(parseStoredProgress('{"index":0,"startedAt":5,"bookmarks":[1,{},null,"b"]}')?.bookmarks).toEqual([1, 'b']);
  });

  it.each([null, '', '{', '[]', '{"index":"0","startedAt":5}', '{"index":0}', '{"index":0,"startedAt":"5"}'])('reads %j as nothing stored', (text) => {
    expect(parseStoredProgress(text)).toBeNull();
  });
});

describe("another tab's choice", () => {
  it('is a question with its option, or with none when cleared', () => {
    expect(parseSharedAnswer({ questionId: 4, optionId: 'b' })).toEqual({ questionId: 4, optionId: 'b' });
    expect(parseSharedAnswer({ questionId: 'q', optionId: null })).toEqual({ questionId: 'q', optionId: null });
  });

  it.each([null, 'text', { questionId: 4 }, { questionId: {}, optionId: 1 }, { optionId: 1 }])('ignores any other message %j', (data) => {
    expect(parseSharedAnswer(data)).toBeNull();
  });
});

describe('the exam kept on the device (docs/exam.md#offline)', () => {
  const stored = {
    exam: { id: 7, status: 'created' as const, timelimit: 120, time_remaining: 90, mark_per_qn: 1, negative_mark_per_qn: 0.25, subjects: ['Physics'], type: { id: 1, name: 'Random Test' } },
    questions: [
      {
        id: 11,
        question_data: [
          { type: 'text' as const, data: 'Which?' },
          { id: 3, type: 'latex' as const, data: 'x^2' },
          // An image keeps its box offline (docs/exam.md#image-size).
          { id: 4, type: 'image' as const, data: 'bank/g.svg', width: 320, height: 280 },
        ],
        options: [{ id: 101, data: [{ type: 'text' as const, data: 'This' }], is_answer: null }],
        choosed_options: [101],
        explanation_data: null,
        subject: 'Physics',
      },
    ],
  };

  it('reads back what was stored', () => {
    expect(parseStoredExam(serializeStoredExam(stored))).toEqual(stored);
  });

  it('keeps the choices, the deadline and a waiting submit with the progress', () => {
    const progress = { index: 1, startedAt: 5, bookmarks: [], answers: { '11': 101, '12': null }, deadline: 125_005, submitting: true };
    expect(parseStoredProgress(JSON.stringify(progress))).toEqual(progress);
    expect(parseStoredProgress('{"index":0,"startedAt":5,"answers":"x","deadline":"y","submitting":1}')).toEqual({ index: 0, startedAt: 5, bookmarks: [] });
  });

  it.each([null, '', '{', '{"exam":{}}', JSON.stringify({ ...stored, questions: [{ id: 1 }] }), JSON.stringify({ exam: { ...stored.exam, status: 'gone' }, questions: [] })])(
    'reads %j as nothing kept',
    (text) => {
      expect(parseStoredExam(text)).toBeNull();
    },
  );
});
