import { describe, expect, it } from 'vitest';
import { parseSharedAnswer, parseStoredExam, parseStoredProgress, serializeStoredExam } from './examStorage';

describe('the progress stored for an exam', () => {
  it('reads back what was stored', () => {
    const progress = { index: 3, startedAt: 1_700_000_000_000, bookmarks: [4, 9] };
    expect(parseStoredProgress(JSON.stringify(progress))).toEqual(progress);
  });

  it('has no bookmarks when an older version stored none, and drops one that is not a question id', () => {
    expect(parseStoredProgress('{"index":0,"startedAt":5}')).toEqual({ index: 0, startedAt: 5, bookmarks: [] });
    expect(parseStoredProgress('{"index":0,"startedAt":5,"bookmarks":[1,{},null,"b",2.5]}')?.bookmarks).toEqual([1]);
  });

  it('reads what an older version kept, its ids as strings and a confirmed choice as optionId, so no choice shown is lost', () => {
    const older = { index: 1, startedAt: 5, bookmarks: [4, '9'], answers: { '11': '101', '12': null }, confirmed: { '11': { optionId: '101' } } };
    expect(parseStoredProgress(JSON.stringify(older))).toEqual({ index: 1, startedAt: 5, bookmarks: [4, 9], answers: { '11': 101, '12': null }, confirmed: { '11': { option: 101 } } });
  });

  it.each([null, '', '{', '[]', '{"index":"0","startedAt":5}', '{"index":0}', '{"index":0,"startedAt":"5"}'])('reads %j as nothing stored', (text) => {
    expect(parseStoredProgress(text)).toBeNull();
  });
});

describe("another tab's choice", () => {
  it('is a question with its option, or with none when cleared', () => {
    expect(parseSharedAnswer({ questionId: 4, option: 41 })).toEqual({ questionId: 4, option: 41 });
    expect(parseSharedAnswer({ questionId: 4, option: null })).toEqual({ questionId: 4, option: null });
  });

  it('reads what a tab of an older version sends: its ids as strings, its choice as optionId', () => {
    expect(parseSharedAnswer({ questionId: '4', optionId: '41' })).toEqual({ questionId: 4, option: 41 });
  });

  it.each([null, 'text', { questionId: 4 }, { questionId: {}, option: 1 }, { option: 1 }, { questionId: 'q', option: null }])('ignores any other message %j', (data) => {
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
        option: 101,
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

  it('loads a copy an older version kept, its choice as the one-item choosed_options and its ids as strings', () => {
    const older = {
      exam: { ...stored.exam, id: '7' },
      questions: [
        { id: '11', question_data: [], options: [{ id: '101', data: [] }, { id: '102', data: [] }], choosed_options: ['102'] },
        { id: '12', question_data: [], options: [{ id: '103', data: [] }], choosed_options: [] },
      ],
    };
    const read = parseStoredExam(JSON.stringify(older));
    expect(read?.exam.id).toBe(7);
    expect(read?.questions).toEqual([
      { id: 11, question_data: [], options: [{ id: 101, data: [] }, { id: 102, data: [] }], option: 102 },
      { id: 12, question_data: [], options: [{ id: 103, data: [] }], option: null },
    ]);
  });

  it.each([null, '', '{', '{"exam":{}}', JSON.stringify({ ...stored, questions: [{ id: 1 }] }), JSON.stringify({ exam: { ...stored.exam, status: 'gone' }, questions: [] })])(
    'reads %j as nothing kept',
    (text) => {
      expect(parseStoredExam(text)).toBeNull();
    },
  );
});
