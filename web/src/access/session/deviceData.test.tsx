// The device storage of docs/shell.md#device-data, in happy-dom's localStorage: a record is bound to
// the learner who stored it, and forgotten when they sign out.
import { examRecord, learnerRecordKey, sessionStorageKey, type Session } from '@proshno/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { bindUnboundRecords, forgetLearnerDevice, learnerRecords, readLearnerRecord, writeLearnerRecord } from './deviceData';
import { writeSession } from './storage';

const sessionOf = (id: number): Session => ({
  accessToken: `access-${id}`,
  refreshToken: `refresh-${id}`,
  role: 'Default',
  image: null,
  user: { id, full_name: `Learner ${id}`, email: `learner${id}@example.com` },
});
const A = 7;
const B = 8;
const answers = examRecord(12, 'answers');
const questions = examRecord(12, 'questions');

afterEach(() => window.localStorage.clear());

describe('device data bound to a learner', () => {
  it('is read and written only while its learner is the one signed in', () => {
    writeSession(sessionOf(A));
    writeLearnerRecord(A, questions, 'the questions');
    expect(readLearnerRecord(A, questions)).toBe('the questions');

    writeSession(sessionOf(B));
    expect(readLearnerRecord(A, questions)).toBeNull();
    expect(learnerRecords(A)).toEqual([]);
    expect(readLearnerRecord(B, questions)).toBeNull();
    // A tab still open on A writes nothing now.
    writeLearnerRecord(A, answers, '[]');
    expect(window.localStorage.getItem(learnerRecordKey(A, answers))).toBeNull();
  });

  it("logout forgets all of the learner's records and no one else's", () => {
    writeSession(sessionOf(B));
    writeLearnerRecord(B, questions, 'B');
    writeSession(sessionOf(A));
    writeLearnerRecord(A, questions, 'A');
    writeLearnerRecord(A, answers, '[]');
    forgetLearnerDevice(A, 'logout');
    expect(Object.keys(window.localStorage).sort()).toEqual([learnerRecordKey(B, questions), sessionStorageKey]);
  });

  it('a refused session keeps only the unsent answers, still bound to their learner', () => {
    writeSession(sessionOf(A));
    writeLearnerRecord(A, questions, 'A');
    writeLearnerRecord(A, answers, '[]');
    forgetLearnerDevice(A, 'sessionRefused');
    writeSession(null);
    expect(Object.keys(window.localStorage)).toEqual([learnerRecordKey(A, answers)]);
  });

  it('records bound to no one (older versions) go to the learner signed in, or are removed', () => {
    window.localStorage.setItem('proshno.exam.12.answers', '[]');
    bindUnboundRecords(A);
    expect(Object.keys(window.localStorage)).toEqual([learnerRecordKey(A, answers)]);

    window.localStorage.clear();
    window.localStorage.setItem('proshno.exam.12.questions', '{}');
    bindUnboundRecords(null);
    expect(Object.keys(window.localStorage)).toEqual([]);
  });
});
