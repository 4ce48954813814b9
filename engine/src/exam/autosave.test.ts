import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  enqueue,
  head,
  isRefusal,
  parseQueue,
  retryDelayMs,
  SaveError,
  serializeQueue,
  type AnswerSave,
  type SaveQueue,
} from './autosave';

const save = (questionId: number, optionId: number | null, examId = 7): AnswerSave => ({ examId, questionId, optionId });

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
    const queue = [save(1, 10), save(2, null), { examId: 'e', questionId: 'q', optionId: 'o' }];
    expect(parseQueue(serializeQueue(queue))).toEqual(queue);
  });

  it.each([null, undefined, '', '{', 'null', '{"a":1}', '[1]', '[{"examId":1,"questionId":2}]', '[{"examId":1,"questionId":{},"optionId":3}]'])(
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

  it('treats a 4xx other than 408 and 429 as a refusal for good', () => {
    expect([400, 403, 404, 409, 410, 422].every((status) => isRefusal(new SaveError('refused', status)))).toBe(true);
    expect(isRefusal({ status: 403 })).toBe(true);
  });

  it('retries network errors, timeouts, throttling and server errors', () => {
    const retried = [new SaveError('offline'), new SaveError('timeout', 408), new SaveError('slow down', 429), new SaveError('down', 503)];
    expect(retried.some(isRefusal)).toBe(false);
    expect([new Error('network'), null, 'x', { status: '403' }].some(isRefusal)).toBe(false);
  });

  it('carries the HTTP status on a SaveError', () => {
    const error = new SaveError('exam finished', 409);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'SaveError', status: 409, message: 'exam finished' });
  });
});
