import { describe, expect, it } from 'vitest';
import { SaveError } from '../exam/autosave';
import { NetworkError, ServerError } from './serverError';
import { refusalCodes, refusalMeaningOf, type RefusalMeaning } from './refusal';

const refusedWith = (code: string) => new ServerError({ detail: 'refused', code }, 'refused', code);

describe('what a refusal means to the learner (docs/api.md#error-codes)', () => {
  it('decides by the code alone', () => {
    const expected: Record<string, RefusalMeaning> = {
      TIME_UP: 'drop',
      FINISHED: 'drop',
      UNAUTHENTICATED: 'refresh',
      UNAVAILABLE: 'retry',
      INTERNAL: 'retry',
      TOO_MANY_REQUESTS: 'retry',
      HELD: 'retry',
      NOT_STARTED: 'show',
      NOT_COVERED: 'show',
      NOT_FOUND: 'show',
      BAD_REQUEST: 'show',
      FORBIDDEN: 'show',
      CONTEST_NOT_ENDED: 'show',
    };
    for (const [code, meaning] of Object.entries(expected)) expect([code, refusalMeaningOf(refusedWith(code))]).toEqual([code, meaning]);
    // A save's refusal means the same as any call's.
    expect(refusalMeaningOf(new SaveError('Time is up', refusalCodes.timeUp))).toBe('drop');
  });

  it('gives every code the server sends a meaning', () => {
    for (const code of Object.values(refusalCodes)) expect(['retry', 'refresh', 'drop', 'show']).toContain(refusalMeaningOf(refusedWith(code)));
  });

  it('shows a code it does not know, and an answer without a code, and retries only when no answer came', () => {
    expect(refusalMeaningOf(refusedWith('A_NEWER_REASON'))).toBe('show');
    expect(refusalMeaningOf(refusedWith('toString'))).toBe('show');
    expect(refusalMeaningOf(new ServerError({ detail: 'Something' }))).toBe('show');
    expect(refusalMeaningOf(new Error('a bug'))).toBe('show');
    expect(refusalMeaningOf(new NetworkError())).toBe('retry');
  });

  it('does not read the status or the words: the same text with another code means what the code says', () => {
    const covered = new ServerError({ detail: 'Your subscription does not cover Physics.' }, undefined, refusalCodes.timeUp);
    expect(refusalMeaningOf(covered)).toBe('drop');
    expect(refusalMeaningOf({ status: 403, detail: 'Time is up for this exam; the answer was not saved.' })).toBe('show');
  });
});
