import { describe, expect, it } from 'vitest';
import { examRecord, examRecordOf, keptWhenSignedOut, learnerRecordKey, learnerRecordOf, unboundRecordOf } from './deviceRecords';

describe('device records bound to a learner (docs/shell.md#device-data)', () => {
  it("names the learner in every record's key, and reads it back", () => {
    const key = learnerRecordKey(7, examRecord(12, 'answers'));
    expect(key).toBe('proshno.learner.7.exam.12.answers');
    expect(learnerRecordOf(key)).toEqual({ learner: 7, record: 'exam.12.answers' });
    expect(examRecordOf('exam.12.answers')).toEqual({ examId: 12, part: 'answers' });
  });

  it("another key is no learner's record", () => {
    expect(learnerRecordOf('proshno.session')).toBeNull();
    expect(learnerRecordOf('proshno.exam.12.answers')).toBeNull();
    expect(examRecordOf('exam.12.notes')).toBeNull();
  });

  it('reads the records of versions that bound them to no one', () => {
    expect(unboundRecordOf('proshno.exam.12.questions')).toBe('exam.12.questions');
    expect(unboundRecordOf('proshno.learner.7.exam.12.questions')).toBeNull();
    expect(unboundRecordOf('proshno.session')).toBeNull();
  });

  it("keeps only unsent answers, and only when the server refused the session", () => {
    for (const part of ['progress', 'questions', 'answers'] as const) {
      expect(keptWhenSignedOut(examRecord(12, part), 'logout')).toBe(false);
      expect(keptWhenSignedOut(examRecord(12, part), 'sessionRefused')).toBe(part === 'answers');
    }
    // The review session's unsent answers too (docs/learning.md#delivery).
    expect(keptWhenSignedOut('reviews.pending', 'logout')).toBe(false);
    expect(keptWhenSignedOut('reviews.pending', 'sessionRefused')).toBe(true);
    expect(keptWhenSignedOut('random-test', 'sessionRefused')).toBe(false);
  });
});
