import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  enqueue,
  head,
  parseQueue,
  retryDelayMs,
  saveOutcomeOf,
  SaveError,
  serializeQueue,
  type AnswerSave,
  type SaveQueue,
} from './autosave';

const save = (questionId: number, option: number | null, examId = 7): AnswerSave => ({ examId, questionId, option });

describe('autosave queue', () => {
  it('keeps one pending save per question, the latest choice, at the place of the first', () => {
    let queue: SaveQueue = [];
    queue = enqueue(queue, save(1, 10));
    queue = enqueue(queue, save(2, 20));
    queue = enqueue(queue, save(1, 11));
    queue = enqueue(queue, save(1, null));
    expect(queue).toEqual([save(1, null), save(2, 20)]);
  });

  it('keeps the same question of different exams apart', () => {
    expect(enqueue([save(1, 10, 7)], save(1, 10, 8))).toEqual([save(1, 10, 7), save(1, 10, 8)]);
  });

  it('sends the oldest question first and has nothing to send when empty', () => {
    expect(head([save(3, 30), save(1, 10)])).toEqual(save(3, 30));
    expect(head([])).toBeUndefined();
  });

  it('removes an acknowledged save whose choice is still the queued one', () => {
    expect(acknowledge([save(1, 10), save(2, 20)], save(1, 10))).toEqual([save(2, 20)]);
  });

  it('keeps a newer choice made while the older one was in flight', () => {
    const queue = enqueue([save(1, 10)], save(1, 11));
    expect(acknowledge(queue, save(1, 10))).toEqual([save(1, 11)]);
  });

  it('reads back what it stored', () => {
    const queue = [save(1, 10), save(2, null), { examId: 8, questionId: 3, option: 31 }];
    expect(parseQueue(serializeQueue(queue))).toEqual(queue);
  });

  it('reads a queue an older version stored, with string ids and the choice as optionId, so no waiting answer is lost', () => {
    const older = JSON.stringify([{ examId: '8', questionId: '3', optionId: '31', chosenAt: 5 }, { examId: '8', questionId: '4', optionId: null }]);
    expect(parseQueue(older)).toEqual([
      { examId: 8, questionId: 3, option: 31, chosenAt: 5 },
      { examId: 8, questionId: 4, option: null },
    ]);
  });

  it.each([null, undefined, '', '{', 'null', '{"a":1}', '[1]', '[{"examId":1,"questionId":2}]', '[{"examId":1,"questionId":{},"option":3}]'])(
    'reads missing or corrupt storage %j as an empty queue',
    (text) => {
      expect(parseQueue(text)).toEqual([]);
    },
  );

  it('merges duplicate questions of a stored queue, keeping the last choice', () => {
    expect(parseQueue(serializeQueue([save(1, 10), save(1, 11)]))).toEqual([save(1, 11)]);
  });

  it('backs off 1 s, 2 s, 4 s ... and never waits more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('drops a save only for the exam’s own refusal, by its code (docs/exam.md#save-outcome)', () => {
    expect(saveOutcomeOf(new SaveError('Time is up for this exam; the answer was not saved.', 'TIME_UP'))).toBe('drop');
    expect(saveOutcomeOf(new SaveError('Exam is finished', 'FINISHED'))).toBe('drop');
    // Any other refusal stands however often it is sent: kept, but a submit does not wait for it;
    // a code this client does not know (a newer server's) is such a refusal too.
    const standing = ['BAD_REQUEST', 'FORBIDDEN', 'NOT_FOUND', 'NOT_STARTED', 'NOT_COVERED', 'A_NEWER_REASON'].map((code) => new SaveError('refused', code));
    expect(standing.map(saveOutcomeOf)).toEqual(standing.map(() => 'standing'));
  });

  it('waits for a new token after UNAUTHENTICATED, whatever the status', () => {
    expect(saveOutcomeOf(new SaveError('Token is invalid or expired', 'UNAUTHENTICATED'))).toBe('awaitToken');
    expect(saveOutcomeOf({ code: 'UNAUTHENTICATED' })).toBe('awaitToken');
  });

  it('retries network errors, timeouts, throttling and server errors', () => {
    const retried = [new SaveError('offline'), new SaveError('timeout'), new SaveError('slow down', 'TOO_MANY_REQUESTS'), new SaveError('down', 'INTERNAL')];
    expect(retried.map(saveOutcomeOf)).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect([new Error('network'), null, 'x', { status: 403 }, { code: 409 }].map(saveOutcomeOf)).toEqual(['retry', 'retry', 'retry', 'retry', 'retry']);
  });

  it('reads a queue stored before saves carried when they were chosen, and keeps chosenAt once they do', () => {
    expect(parseQueue('[{"examId":7,"questionId":1,"option":10}]')).toEqual([save(1, 10)]);
    const dated: AnswerSave = { ...save(1, 10), chosenAt: 1_700_000_000_000 };
    expect(parseQueue(serializeQueue([dated]))).toEqual([dated]);
  });

  it('carries the code on a SaveError', () => {
    const error = new SaveError('exam finished', 'FINISHED');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'SaveError', code: 'FINISHED', message: 'exam finished' });
  });
});
