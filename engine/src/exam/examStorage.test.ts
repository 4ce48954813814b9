import { describe, expect, it } from 'vitest';
import { parseSharedAnswer, parseStoredProgress } from './examStorage';

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
