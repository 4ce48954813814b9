import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { revisionFailed, revisionSaved } from './revision';

describe('save for revision', () => {
  it('says saved, or already saved when the detail says so', () => {
    expect(revisionSaved('Question saved for revision')).toEqual({ message: 'Question saved for revision', kind: 'success' });
    expect(revisionSaved(undefined)).toEqual({ message: 'Question saved for revision', kind: 'success' });
    expect(revisionSaved('Question already saved for revision')).toEqual({
      message: 'Question already saved for revision',
      kind: 'info',
    });
  });

  it('says already saved for such a refusal and failed for any other', () => {
    expect(revisionFailed(new ServerError({ detail: 'This question is already saved.' }))).toMatchObject({
      message: 'Question already saved for revision',
    });
    expect(revisionFailed(new Error('offline'))).toEqual({ message: 'Failed to save question for revision', kind: 'error' });
  });
});
