// Which exams of a learner have answers waiting on the device (docs/shell.md#device-data), and
// whether review answers do (docs/learning.md#delivery). Apart from
// ./browserExam so the shell can ask at every sign-in without carrying the exam's storage code in
// its first paint (the route budgets of docs/architecture.md).
import { examRecordOf, pendingReviewsRecord, type ExamId, type LearnerId } from '@proshno/engine';
import { learnerRecords, readLearnerRecord } from '../access/session/deviceData';

/** The exams with answers of the learner waiting on the device. */
export function examsWithWaitingAnswers(learner: LearnerId): ExamId[] {
  return learnerRecords(learner).flatMap((record) => {
    const exam = examRecordOf(record);
    return exam === null || exam.part !== 'answers' ? [] : [exam.examId];
  });
}

/**
 * How many review answers of the learner wait on the device (docs/learning.md#delivery), as the
 * session and logout ask on every page: the record's length, read without its parser, which comes with the code that sends them
 * (web/src/learning/waitingReviews.ts).
 */
export function countWaitingReviews(learner: LearnerId): number {
  try {
    const stored: unknown = JSON.parse(readLearnerRecord(learner, pendingReviewsRecord) ?? '[]');
    return Array.isArray(stored) ? stored.length : 0;
  } catch {
    return 0;
  }
}
